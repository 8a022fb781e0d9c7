/**
 * What the editor's configuration takes from the site: the repository the editor works on
 * (./configFile.ts writes the configuration from it and the schemas).
 */
import fs from 'node:fs';
import path from 'node:path';

import type {EditorRepository} from './config';

/**
 * The GitHub repository of the site, from package.json's `repository` ("github:owner/name" or its
 * URL), the branch the site is published from, and the OAuth relay that signs the owner in with
 * GitHub, if the site has one (package.json's `config.editorAuthRelay`, its address).
 */
export function editorRepository(siteDir: string): EditorRepository {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    repository?: string | {url?: string};
    config?: {editorAuthRelay?: string};
  };
  const relay = pkg.config?.editorAuthRelay;
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const match = /github(?:\.com[/:]|:)([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url ?? '');
  if (!match?.[1]) {
    throw new Error(
      'package.json names no GitHub repository ("repository": "github:owner/name"): the browser editor opens its pull requests there',
    );
  }
  return {repo: match[1], branch: 'main', ...(relay ? {authRelay: relay} : {})};
}
