/** What the prefetchOnIntent plugin (./index.ts) relies on in Docusaurus's private files; checked at build time. */
import type {PrivateDependency} from '../internals';

/** The private shapes of Docusaurus's core the client module relies on. */
export const privateDependencies: readonly PrivateDependency[] = [
  {
    package: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    contains: ['prefetch,', 'preload,'],
    why: '`window.docusaurus` carries `prefetch` (called for links in view) and `preload` (for links hovered); the client module replaces the first, calls the second on focus and marks its failures handled',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/exports/Link.js',
    contains: ['window.docusaurus.prefetch', 'window.docusaurus.preload', 'IntersectionObserver'],
    why: 'links prefetch through `window.docusaurus.prefetch` when they come into view, and preload through `window.docusaurus.preload` on hover, dropping its promise',
  },
];
