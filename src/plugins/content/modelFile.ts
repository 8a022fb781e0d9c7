/**
 * The content model of a build as JSON, written beside the build (build-hosting/content-model.json)
 * for the tests and tools that examine a build. Nothing in the build reads it back: the plugin hands
 * the model to every step in memory.
 */
import type {ContentModel, Redirect} from '../../lib/content/model';
import type {Entry} from '../../lib/content/types';

export const modelFileName = 'content-model.json';

interface ModelJson {
  readonly entries: readonly Entry[];
  readonly redirects: readonly Redirect[];
}

export function serializeModel(model: ContentModel): string {
  return JSON.stringify({entries: model.entries, redirects: model.redirects} satisfies ModelJson);
}
