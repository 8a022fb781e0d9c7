/**
 * What the editor's configuration takes from the content: the keys of the authors and the tags of
 * the blog (blog/authors.yml, blog/tags.yml), which a post's `authors` and `tags` must name, and
 * the repository the editor works on. The file ./configFile.ts writes and checks from them.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';

import type {EditorChoices, EditorRepository} from './config';

/** The top-level keys of a YAML file, read as gray-matter reads front matter. */
function yamlKeys(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return Object.keys(matter(`---\n${text}\n---\n`, {}).data);
}

export function editorChoices(siteDir: string): EditorChoices {
  return {
    authors: yamlKeys(path.join(siteDir, 'blog/authors.yml')),
    tags: yamlKeys(path.join(siteDir, 'blog/tags.yml')),
  };
}

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
