/**
 * Docusaurus's ClientLifecyclesDispatcher (@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js)
 * for Preact, which the preact plugin puts in its place (see ./index.ts).
 *
 * After a navigation, Docusaurus scrolls to the top or to the hash's element, and calls the client
 * modules' `onRouteDidUpdate`, in a layout effect of the component that wraps the routes: with
 * React, the new page is in the document by then. Preact hands a new context value (the router's
 * location) to the components that read it in a render of their own, after the layout effects of
 * the render that changed it: the new page was not there yet, so a link to `/page#section` opened
 * the page at its top (tests/browser/site.test.mjs), and the client modules saw the old page. Both
 * wait here for the end of that render, which Preact finishes before the next microtask.
 */
import {useLayoutEffect, type ReactNode} from 'react';
import type {useLocation} from '@docusaurus/router';
import {dispatchLifecycleAction} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js';

type Location = ReturnType<typeof useLocation>;

export {dispatchLifecycleAction};

/** Docusaurus's own, as it is in the file it replaces. */
function scrollAfterNavigation({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (!previousLocation) return;
  const samePathname = location.pathname === previousLocation.pathname;
  const sameHash = location.hash === previousLocation.hash;
  const sameSearch = location.search === previousLocation.search;
  if (samePathname && sameHash && !sameSearch) return;
  const {hash} = location;
  if (!hash) {
    window.scrollTo(0, 0);
  } else {
    document.getElementById(decodeURIComponent(hash.substring(1)))?.scrollIntoView();
  }
}

export default function ClientLifecyclesDispatcher({
  children,
  location,
  previousLocation,
}: {
  children: ReactNode;
  location: Location;
  previousLocation: Location | null;
}): ReactNode {
  useLayoutEffect(() => {
    if (previousLocation === location) return;
    queueMicrotask(() => {
      scrollAfterNavigation({location, previousLocation});
      dispatchLifecycleAction('onRouteDidUpdate', {previousLocation, location});
    });
  }, [previousLocation, location]);
  return children;
}
