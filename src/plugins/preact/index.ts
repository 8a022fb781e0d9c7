/**
 * With the `preact` switch on (off as shipped: bench/README.md, "A lighter runtime", has the
 * measurement), the production pages run on Preact's compatibility layer (`preact/compat`)
 * instead of React and React DOM, the largest part of what every page loads.
 *
 * Docusaurus's base bundler configuration aliases `react` and `react-dom` to their package folders;
 * those aliases match subpaths too (`react/jsx-runtime`, `react-dom/client`, `react-dom/server`).
 * This plugin's `configureWebpack` gives the same two keys to `preact/compat`, whose package
 * exports answer each subpath (`preact/compat/jsx-runtime`, `preact/compat/client`,
 * `preact/compat/server`, which renders through preact-render-to-string). It does so for the
 * server build and the client build together: Preact does not compare attributes while it
 * hydrates, so HTML written by React and taken over by Preact would keep any difference between
 * the two silently (the ids of `useId`, for one). The hydration test (tests/browser/hydration.test.mjs)
 * compares the server's HTML with the client's first render on every page kind, and fails when
 * the two builds run different libraries.
 *
 * One component of Docusaurus's client is replaced on the client, where it relied on when React
 * renders what a change of context reaches (./ClientLifecyclesDispatcher.tsx); ./dependencies.ts
 * names what that relies on.
 *
 * The development server keeps React, for its fast refresh and developer tools. With this switch
 * off, production builds run React too (`SITE_INTERNALS=off`, the way back).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertPrivateDependencies, packageDir} from '../internals';
import {privateDependencies} from './dependencies';

/**
 * The aliases of the production builds: each key replaces Docusaurus's own. `react-dom` leads to
 * ./react-dom/, whose modules re-export preact/compat's (`index.mjs`, `client.mjs`, `server.mjs`), the server's
 * with one fix (./react-dom/server.mjs).
 */
export const preactAliases = {
  react: 'preact/compat',
  'react-dom': path.join(__dirname, 'react-dom'),
} as const;

/** Docusaurus's component that scrolls and calls `onRouteDidUpdate` after a navigation. */
const lifecyclesDispatcher = path.join(
  packageDir('@docusaurus/core'),
  'lib/client/ClientLifecyclesDispatcher.js',
);

export default function preactPlugin(): Plugin<void> {
  assertPrivateDependencies('preact', privateDependencies);
  return {
    name: 'preact',
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      return {
        resolve: {
          alias: {
            ...preactAliases,
            // Its layout effect waits for the new page (./ClientLifecyclesDispatcher.tsx). The
            // server renders no navigation.
            ...(isServer
              ? {}
              : {
                  [`${lifecyclesDispatcher}$`]: path.join(
                    __dirname,
                    'ClientLifecyclesDispatcher.tsx',
                  ),
                }),
          },
        },
      };
    },
  };
}
