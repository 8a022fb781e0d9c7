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
 *
 * This file is the whole module: it imports nothing of the file it replaces. The alias that puts
 * it in that file's place matches the file's resolved path, so an import of it from here resolves
 * to this file again wherever `node_modules` holds real folders: the module then re-exported
 * itself and every call looped ("Maximum call stack size exceeded" on every page). Its one other
 * importer (PendingNavigation.js) takes `dispatchLifecycleAction` from here, so that is copied too,
 * from the same list of client modules Docusaurus generates.
 * src/plugins/preact/__tests__/resolve.test.ts resolves these imports with the bundler's resolver.
 */
import {useLayoutEffect, type ReactNode} from 'react';
import clientModules from '@generated/client-modules';
import type {ClientModule} from '@docusaurus/types';
import type {useLocation} from '@docusaurus/router';

type Location = ReturnType<typeof useLocation>;
type LifecycleAction = keyof ClientModule;

/** Docusaurus's own: calls `lifecycleAction` of every client module, returns their cleanups. */
export function dispatchLifecycleAction<K extends LifecycleAction>(
  lifecycleAction: K,
  ...args: Parameters<NonNullable<ClientModule[K]>>
): () => void {
  const callbacks = clientModules.map((clientModule) => {
    const lifecycleFunction = (clientModule.default?.[lifecycleAction] ??
      clientModule[lifecycleAction]) as ((...a: typeof args) => (() => void) | void) | undefined;
    return lifecycleFunction?.(...args);
  });
  return () => callbacks.forEach((cleanup) => cleanup?.());
}

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
