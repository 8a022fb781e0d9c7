/**
 * Replaces Docusaurus's `preload` (@docusaurus/core/lib/client/preload.js), which the client and
 * server entries, the navigation and the links call to load a route's components before it
 * renders. It first loads the URL's route shard, then does what the original does: match the
 * path as given and decoded, and preload every matched route's components. Unlike the original
 * it does not throw on a path with a malformed escape (it matches that path as written, which
 * ends on the not-found page). In the browser its steps are tasks of their own (src/lib/tasks.ts):
 * the shard's arrival; matching the routes (the first match compiles every route's pattern) and
 * requesting the route's chunks; and what the caller does once they are in (the first render
 * starts hydrating), which would otherwise run in the same task as the last chunk's evaluation.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {nextTask} from '@site/src/lib/tasks';
import {loadRouteShards} from './shards';

/** In the browser, a new task; in the server render, at once. */
function aTurn(): Promise<void> {
  return typeof window === 'undefined' ? Promise.resolve() : nextTask();
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export default function preload(pathname: string): Promise<unknown[]> {
  return loadRouteShards(pathname)
    .then(aTurn)
    .then(() => {
      const matches = Array.from(new Set([pathname, decoded(pathname)]))
        .map((candidate) => matchRoutes(routes, candidate))
        .flat();
      return Promise.all(matches.map((match) => match.route.component.preload?.()));
    })
    .then(async (loaded) => {
      await aTurn();
      return loaded;
    });
}
