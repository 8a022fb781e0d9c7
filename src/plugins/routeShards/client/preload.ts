/**
 * Replaces Docusaurus's `preload` (@docusaurus/core/lib/client/preload.js), which the client and
 * server entries, the navigation and the links call to load a route's components before it
 * renders. It first loads the URL's route shard, then does what the original does: match the
 * path as given and decoded, and preload every matched route's components. Unlike the original
 * it does not throw on a path with a malformed escape (it matches that path as written, which
 * ends on the not-found page).
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRouteShards} from './shards';

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export default function preload(pathname: string): Promise<unknown[]> {
  return loadRouteShards(pathname).then(() => {
    const matches = Array.from(new Set([pathname, decoded(pathname)]))
      .map((candidate) => matchRoutes(routes, candidate))
      .flat();
    return Promise.all(matches.map((match) => match.route.component.preload?.()));
  });
}
