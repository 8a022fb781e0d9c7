/**
 * The site's search index, written after each build by Pagefind (the `pagefind` package runs its
 * binary, shipped in @pagefind/linux-x64 and its siblings) from the built pages, into
 * build/pagefind/: a step of the content plugin's after-build (src/plugins/content/afterBuild.ts).
 * Search code and index load in the browser only when a visitor reaches for the search control
 * (src/components/Search).
 *
 * Only the pages whose template marked their content with `data-pagefind-body` are indexed: the
 * indexable pages of the content model (src/lib/search). Each is indexed under its canonical path,
 * and the build stops when the marked pages and the model's searchable pages differ, naming them.
 * What a page shows that is not its own text (controls, screen-reader notes, decoration,
 * navigation: src/lib/search/interfaceText.ts) is left out of the index, for every kind of page.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import {isSearchable} from '../../lib/search';
import {searchIndexFolder} from '../../lib/search';
import {interfaceSelectors} from '../../lib/search/interfaceText';
import {isHashedSearchFile} from '../hosting/policy';
import type {AfterBuildInput} from '../content/afterBuild';
import {listBuild, pagePathOf} from '../hosting/site';

/** The folder of the index in the build, which the search dialog loads from. */
export const indexFolder = searchIndexFolder;
/** Pagefind's own search interfaces, which the site does not use (it has its own dialog). */
const unusedFiles = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\b/;
/** The attribute a template puts on the element holding an indexable page's content. */
const bodyAttribute = 'data-pagefind-body';

interface IndexPage {
  readonly file: string;
  readonly url: string;
}

/** Runs ./indexer.mjs (Pagefind is an ES module only; jiti, which loads plugins, cannot import it). */
function runIndexer(
  job: {outDir: string; outputPath: string; pages: IndexPage[]; excludeSelectors: string[]},
  cwd: string,
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'indexer.mjs')], {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`[search] Pagefind failed to index the build: ${errors.trim()}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/** Indexes the searchable pages of the build in `outDir`; returns how many it indexed. */
export async function writeSearchIndex({
  outDir,
  model,
  siteDir,
}: Pick<AfterBuildInput, 'outDir' | 'model' | 'siteDir'>): Promise<number> {
  const pages: IndexPage[] = [];
  for (const file of (await listBuild(outDir)).files) {
    const url = file.endsWith('.html') ? pagePathOf(file) : undefined;
    if (url === undefined) continue;
    const content = await fs.readFile(path.join(outDir, file), 'utf8');
    if (content.includes(bodyAttribute)) pages.push({file, url});
  }
  const indexed = new Set(pages.map((page) => page.url));
  const indexable = new Set(model.entries.filter(isSearchable).map((entry) => entry.path));
  const unmarked = [...indexable].filter((url) => !indexed.has(url));
  const extra = [...indexed].filter((url) => !indexable.has(url));
  if (unmarked.length > 0 || extra.length > 0) {
    throw new Error(
      '[search] The pages marked for search must be the searchable pages of the content model (src/lib/search: isSearchable). ' +
        (unmarked.length > 0
          ? `Searchable, but their template marks no ${bodyAttribute}: ${unmarked.join(', ')}. `
          : '') +
        (extra.length > 0
          ? `Marked ${bodyAttribute} but not searchable: ${extra.join(', ')}. `
          : '') +
        'Render the attributes of searchBodyAttributes() (src/lib/search) in the template.',
    );
  }
  const outputPath = path.join(outDir, indexFolder);
  await runIndexer({outDir, outputPath, pages, excludeSelectors: [...interfaceSelectors]}, siteDir);
  for (const file of await fs.readdir(outputPath)) {
    if (unusedFiles.test(file)) await fs.rm(path.join(outputPath, file));
  }
  // The hosting rules cache these names for a year (src/plugins/hosting/policy.ts).
  const written = (await listBuild(outputPath)).files.map((file) => `/${indexFolder}/${file}`);
  const unhashed = written.filter(
    (file) => isHashedSearchFile(file) && !/_[0-9a-f]{7,}\.[a-z_]+$/.test(file),
  );
  if (unhashed.length > 0) {
    throw new Error(
      `[search] These index files are cached for a year but have no content hash in their name: ${unhashed.join(', ')}`,
    );
  }
  return pages.length;
}
