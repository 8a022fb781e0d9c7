/** What the preact plugin (./index.ts) relies on in Docusaurus's files; checked at build time. */
import type {PrivateDependency} from '../internals';

/**
 * Where Docusaurus names React, and what it asks of it: Preact's compatibility layer must answer
 * each call, and the plugin's aliases must replace Docusaurus's own.
 */
export const privateDependencies: readonly PrivateDependency[] = [
  {
    package: '@docusaurus/core',
    file: 'lib/webpack/base.js',
    contains: [
      "react: path_1.default.dirname(resolveSitePkg('react/package.json'))",
      "'react-dom': path_1.default.dirname(resolveSitePkg('react-dom/package.json'))",
    ],
    why: 'the base bundler configuration aliases `react` and `react-dom` (and their subpaths) to their folders; the plugin replaces those two keys',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    contains: ["import React, { startTransition } from 'react';", "from 'react-dom/client';"],
    uses: {pattern: /ReactDOM\.(\w+)/, only: ['hydrateRoot', 'createRoot']},
    why: 'the client starts with `hydrateRoot` (or `createRoot`) and `startTransition`, which preact/compat provides',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/renderToHtml.js',
    contains: ["import { renderToPipeableStream } from 'react-dom/server';", 'onAllReady()'],
    why: 'pages are rendered with `renderToPipeableStream` and written once all is ready, which preact/compat/server provides through preact-render-to-string',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/ClientLifecyclesDispatcher.js',
    contains: [
      'export function dispatchLifecycleAction(',
      'function scrollAfterNavigation({ location, previousLocation, })',
      "dispatchLifecycleAction('onRouteDidUpdate', { previousLocation, location });",
      'export default ClientLifecyclesDispatcher;',
    ],
    why: 'replaced on the client by ./ClientLifecyclesDispatcher.tsx, which copies its scrolling and calls its `dispatchLifecycleAction` once the new page is rendered',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/PendingNavigation.js',
    contains: [
      "import ClientLifecyclesDispatcher, { dispatchLifecycleAction, } from './ClientLifecyclesDispatcher';",
    ],
    why: 'the one importer of the replaced component, by that relative path (which the alias matches once resolved)',
  },
  {
    package: 'preact',
    file: 'compat/client.mjs',
    contains: ['export function hydrateRoot(', 'export function createRoot('],
    why: 'the replacement of react-dom/client',
  },
  {
    package: 'preact',
    file: 'compat/server.mjs',
    contains: ['renderToPipeableStream'],
    why: 'the replacement of react-dom/server',
  },
];
