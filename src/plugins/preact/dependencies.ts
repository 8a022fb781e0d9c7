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
    // Docusaurus 3.10.2's file, which ./ClientLifecyclesDispatcher.tsx copies whole.
    sha256: '30fedb7e211e3acc565326bc85f23bb075931033b0ce1d16408e792f8b2bffb0',
    why: 'replaced on the client by ./ClientLifecyclesDispatcher.tsx, a copy of its exports (`dispatchLifecycleAction` and the component) whose scrolling and `onRouteDidUpdate` wait for the new page to be rendered',
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
