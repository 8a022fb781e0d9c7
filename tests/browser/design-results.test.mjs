/**
 * Proof placed where it persuades: the results box (the featured case study's figures and the link
 * to it) is on a page only where that page's own MDX asks for it (`<Results>` or `<ResultsBox>`),
 * never added by a template or a section on its own, and at most as often as the page asks. Read
 * from the pages of the production build, as the server sends them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {load} from 'cheerio';

import {defaultBuildDir, resolveRequest} from '../../scripts/serve-build.mjs';
import {entries, fixtures} from './siteModel.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixturesDir = path.join(projectDir, 'tests/fixtures/site');

/** The MDX source of a page: the project's file, or the fixture the test build added. */
function sourceOf(entry) {
  for (const dir of [projectDir, fixturesDir]) {
    const file = path.join(dir, entry.source);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`No source ${entry.source} for ${entry.path}`);
}

/** How many results boxes a built page shows. */
async function boxesOn(route) {
  const {status, file} = await resolveRequest(defaultBuildDir(), route);
  assert.equal(status, 200, `the build has no page ${route}`);
  const $ = load(await fs.promises.readFile(file, 'utf8'));
  return $('main [class*="resultsBox_"]').length;
}

test('a page shows the results box only where its content asks for it', async () => {
  const pages = entries.filter((entry) => entry.source?.startsWith('src/content/'));
  const failures = [];
  const shown = [];
  for (const entry of pages) {
    // Tags in the page's MDX, outside comments.
    const asked = (
      sourceOf(entry)
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
        .match(/<(Results|ResultsBox)\b/g) ?? []
    ).length;
    const boxes = await boxesOn(entry.path);
    if (boxes > 0) shown.push(entry.path);
    if (boxes > asked)
      failures.push(`${entry.path}: ${boxes} results boxes, its MDX asks for ${asked}`);
    if (asked > 0 && boxes === 0)
      failures.push(`${entry.path}: asks for the results box, shows none`);
  }
  process.stdout.write(
    `results boxes on ${shown.length} of ${pages.length} pages: ${shown.join(', ')}\n`,
  );
  assert.deepEqual(failures, []);
  // Both sides were exercised: the fixture service asks for the box, the fixture hub does not.
  assert.ok(shown.includes(fixtures.service.path));
  assert.ok(!shown.includes(fixtures.hub.path));
});
