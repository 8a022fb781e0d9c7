/**
 * Linked pages are fetched when the visitor shows intent to open them, not when their link
 * scrolls into view.
 *
 * Docusaurus prefetches the chunks of every internal link that becomes visible: on a laptop the
 * home page alone would download the code of every page it links to, which the visitor may never
 * open. Its links already load a page's code on pointer hover
 * and touch start (`preload`), a few hundred milliseconds before the click; this module adds the
 * same for keyboard focus, and turns the in-view prefetch off. Navigation stays client-side and
 * the pages' chunks are small (the shared components and content are in one `site` chunk that
 * every page has already loaded).
 *
 * `window.docusaurus` is set by Docusaurus before the first render; its `prefetch` is what links
 * call when they come into view (from an IntersectionObserver, after the first commit). The
 * replacement is installed on the first `onRouteDidUpdate`, which runs in that first commit.
 */
import type {ClientModule} from '@docusaurus/types';

let installed = false;

function preloadFocusedLink(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLAnchorElement) || target.origin !== window.location.origin) return;
  void window.docusaurus.preload(target.pathname);
}

/**
 * A preload on hover or focus whose chunks fail to load is the coming navigation's business: once a
 * new build replaces the site, an open tab's chunks answer 404, and the click that follows reloads
 * the page (Docusaurus reloads when a route's chunk fails to load). The links drop the promise, so
 * its failure is marked handled here rather than reported as an uncaught error.
 */
function preloadQuietly(
  preload: typeof window.docusaurus.preload,
): typeof window.docusaurus.preload {
  return (routePath) => {
    const loading = preload(routePath);
    if (loading instanceof Promise) loading.catch(() => undefined);
    return loading;
  };
}

function install(): void {
  if (installed || typeof window.docusaurus?.preload !== 'function') return;
  installed = true;
  window.docusaurus = Object.freeze({
    ...window.docusaurus,
    prefetch: () => false as const,
    preload: preloadQuietly(window.docusaurus.preload),
  });
  document.addEventListener('focusin', preloadFocusedLink);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    install();
  },
};

export default clientModule;
