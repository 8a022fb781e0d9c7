/**
 * The content model of a build, written as JSON among Docusaurus's generated files so that the
 * plugins that run after the build (the social images, the hosting rules) read the same model the
 * pages were routed from, and the tests can read it too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {ContentModel, type Redirect} from '../../lib/content/model';
import type {Entry} from '../../lib/content/types';

export const modelFileName = 'content-model.json';

interface ModelJson {
  readonly entries: readonly Entry[];
  readonly redirects: readonly Redirect[];
}

export function serializeModel(model: ContentModel): string {
  return JSON.stringify({entries: model.entries, redirects: model.redirects} satisfies ModelJson);
}

/** Where the content plugin writes the model: `.docusaurus/site-content/default/`. */
export function modelFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'site-content', 'default', modelFileName);
}

export async function readModel(generatedFilesDir: string): Promise<ContentModel> {
  const file = modelFile(generatedFilesDir);
  const json = JSON.parse(await fs.readFile(file, 'utf8')) as ModelJson;
  return new ContentModel(json.entries, json.redirects);
}
