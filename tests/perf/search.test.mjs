/**
 * The budget of a visitor's first search (./budgets.mjs: firstSearch), measured in headless
 * Chromium on the production build at the mobile viewport: every file fetched from the moment the
 * pointer reaches the search control until the first results show (./search.mjs), for a typical
 * query taken from the build's content model. Prints the files.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {browserSession} from '../browser/harness.mjs';
import {entries} from '../browser/siteModel.mjs';
import {budgets, mobileViewport} from './budgets.mjs';
import {firstSearch, indexSize, typicalQuery} from './search.mjs';

const session = browserSession();
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

test(`a first search loads at most ${kb(budgets.firstSearch)}`, async () => {
  const query = typicalQuery(entries);
  const search = await firstSearch(session.context, {
    origin: session.origin,
    root: session.root,
    query,
    viewport: mobileViewport,
  });
  const index = await indexSize(session.root);
  console.log(
    `\nFirst search for “${query}”: ${kb(search.bytes)} in ${search.files.length} files, ` +
      `${search.results} results in ${search.ms} ms (unthrottled); index ${kb(index.bytes)} in ${index.files} files\n` +
      search.files
        .map((file) => `  ${file.path.padEnd(48)} ${kb(file.bytes).padStart(9)}`)
        .join('\n'),
  );
  assert.ok(search.results > 0, `“${query}” found nothing`);
  assert.ok(
    search.files.some((file) => file.path.startsWith('/pagefind/')),
    'the search loaded no file of the index',
  );
  assert.ok(
    search.bytes <= budgets.firstSearch,
    `a first search loads ${kb(search.bytes)} (${kb(budgets.firstSearch)} allowed)`,
  );
});
