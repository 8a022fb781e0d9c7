/**
 * Docusaurus's error boundaries, as a page shows them: a render that throws is caught and replaced
 * by a fallback, and nothing reaches the console. A page that shows one has failed, whatever its
 * console says. Three fallbacks exist: the whole app's ("This page crashed", from
 * @docusaurus/core's theme-fallback/Error, when even the layout throws), the layout's ("This page
 * crashed.", the theme's ErrorPageContent) and a component's (the theme's
 * ErrorBoundaryErrorMessageFallback, a box of class `errorBoundaryFallback_…`); each shows the
 * error's message below it.
 */
/* global document, window, MutationObserver */

/**
 * What the page shows of an error boundary, read in the page: `[]` when none, else one
 * `{fallback, message}` per fallback drawn. Passed to `page.evaluate` or run in the page itself.
 */
export function errorBoundariesInDocument() {
  const crashed = /^This page crashed\.?$/;
  const text = (element) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = [];
  for (const heading of document.querySelectorAll('h1')) {
    if (!crashed.test(text(heading))) continue;
    const box = heading.closest('main') ?? heading.parentElement;
    const message =
      box.querySelector('[class*="errorBoundaryError"]') ?? box.querySelector('p') ?? undefined;
    shown.push({fallback: text(heading), message: text(message)});
  }
  for (const box of document.querySelectorAll('[class*="errorBoundaryFallback"]')) {
    shown.push({fallback: 'a component’s error boundary', message: text(box.querySelector('p'))});
  }
  return shown;
}

/** One line naming the page and what its error boundary shows. */
export function describeErrorBoundary(path, {fallback, message}) {
  return `error boundary on ${path}: "${fallback}" ${message ? `showing "${message.slice(0, 300)}"` : 'with no message'}`;
}

/** The name of the binding the page reports a fallback through (`watchErrorBoundaries`). */
const binding = '__siteErrorBoundaryShown';

/**
 * The event a watched page fires at its window as it draws an error boundary, and the window's
 * property it sets to true.
 */
export const errorBoundaryEvent = 'site-error-boundary-shown';

/**
 * Has `page` report every error boundary it draws, in any of its documents, as it is drawn:
 * `onShown({fallback, message, path})` is called once per fallback element. Call before the page
 * is opened.
 */
export async function watchErrorBoundaries(page, onShown) {
  await page.exposeBinding(binding, (_source, shown) => onShown(shown));
  // The finder goes in as source text, written into the script itself (no eval, which the
  // site's Content-Security-Policy forbids).
  await page.addInitScript({
    content: `(${reportErrorBoundaries})(${JSON.stringify(binding)}, ${errorBoundariesInDocument}, ${JSON.stringify(errorBoundaryEvent)});`,
  });
}

/**
 * Runs in the page: reports each fallback `find` sees through `window[name]`, once each, and fires
 * `errorBoundaryEvent` at the window.
 */
function reportErrorBoundaries(name, find, errorBoundaryEvent) {
  const reported = new Set();
  const check = () => {
    for (const shown of find()) {
      const key = `${window.location.pathname}\n${shown.fallback}\n${shown.message}`;
      if (reported.has(key)) continue;
      reported.add(key);
      window[name]({...shown, path: window.location.pathname});
      // A wait for hydration, which never comes once the app's own boundary has caught, ends:
      // told by the event, or by the window's property of that name when it starts later.
      window[errorBoundaryEvent] = true;
      window.dispatchEvent(new Event(errorBoundaryEvent));
    }
  };
  new MutationObserver(check).observe(document, {childList: true, subtree: true});
}
