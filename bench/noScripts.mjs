/**
 * A copy of a build whose given pages carry no script at all: what each would paint if the site
 * shipped no JavaScript, the floor the site's LCP is held to. The copy is made of hard links (no
 * bytes copied); the pages changed are new files, so the build itself is left as it is.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import {tempFolder} from './cleanup.mjs';

/** The HTML file of a page's path in a build. */
export const htmlOf = (root, pagePath) =>
  path.join(root, pagePath === '/' ? 'index.html' : `${pagePath.replace(/\/$/, '')}.html`);

/** Returns the copy's build folder (its server block beside it); remove its parent when done. */
export async function withoutScripts(root, pagePaths) {
  const copy = path.join(await tempFolder('no-scripts'), 'build');
  execFileSync('cp', ['-al', root, copy]);
  execFileSync('cp', ['-r', `${root}-hosting`, `${copy}-hosting`]);
  for (const pagePath of pagePaths) {
    const file = htmlOf(copy, pagePath);
    const html = await fs.readFile(file, 'utf8');
    const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
    await fs.rm(file);
    await fs.writeFile(file, stripped);
  }
  return copy;
}
