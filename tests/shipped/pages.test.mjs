/**
 * The build that ships, opened page by page before it is uploaded: every page of the build in
 * `$SITE_BUILD_DIR` (default `build/`, which `npm run build` writes in the checkout, as the deploy
 * builds it), at a phone's width and a desktop's, in headless Chromium. Each page, loaded from the
 * server:
 *   - hydrates (Docusaurus marks `<html data-has-hydrated="true">`) and shows no error boundary
 *     (which logs nothing to the console: tests/browser/errorBoundary.mjs);
 *   - keeps the h1 its HTML was served with;
 *   - logs nothing to the console, throws nothing, and every file it asks for arrives;
 * and a client-side navigation from it to the next page of the list lands on that page (its URL,
 * its served h1), with the same checks.
 *
 * The pages are the build's HTML files, less the redirect pages (the content model's redirects,
 * which send the visitor on) and the editor at /admin (an application of its own, tested by the
 * editor stage); the not-found page is opened at an address no page has.
 *
 *   npm run build && npm run test:shipped
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {load} from 'cheerio';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {editorPath} from '../../src/plugins/editor/where.mjs';
import {
  assertNoErrorBoundary,
  browserSession,
  desktopViewport,
  mobileViewport,
  openPage,
  pathnameOf,
  problemReport,
  requestsDone,
  routerNavigate,
  visit,
  waitForH1,
} from '../browser/harness.mjs';

const buildDir = defaultBuildDir();
/** An address no page of any build has: the not-found page answers it. */
const unknownPath = '/shipped-check-no-such-page';

/** The URL path a file of the build is served at (`trailingSlash: false`). */
function pathOfFile(relative) {
  const posix = relative.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix === '404.html') return unknownPath;
  return `/${posix.replace(/(?:\/index)?\.html$/, '')}`;
}

/** The pages of the build, each with the text of the h1 its HTML holds. */
async function shippedPages() {
  const model = JSON.parse(
    await fs.readFile(`${buildDir}-hosting/content-model.json`, 'utf8').catch(() => {
      throw new Error(`No content model beside ${buildDir}: build it first (npm run build)`);
    }),
  );
  const redirectSources = new Set(model.redirects.map((redirect) => redirect.from));
  const files = (await fs.readdir(buildDir, {recursive: true})).filter((file) =>
    file.endsWith('.html'),
  );
  const pages = [];
  for (const file of files.sort()) {
    const pathname = pathOfFile(file);
    if (redirectSources.has(pathname) || pathname === editorPath) continue;
    const $ = load(await fs.readFile(path.join(buildDir, file), 'utf8'));
    const h1 = $('h1')
      .map((_, element) => $(element).text().replace(/\s+/g, ' ').trim())
      .get();
    pages.push({pathname, file, h1});
  }
  return pages;
}

const pages = await shippedPages();
const widths = [
  {name: '390 px', viewport: mobileViewport},
  {name: '1280 px', viewport: desktopViewport},
];

describe(`the shipped build (${path.relative(process.cwd(), buildDir) || '.'}), page by page`, () => {
  const session = browserSession();
  /** One tab per width, taken from page to page. */
  const tabs = [];
  before(async () => {
    for (const width of widths) tabs.push(await openPage(session, {viewport: width.viewport}));
  });
  after(async () => {
    for (const tab of tabs) await tab.page.close();
  });

  test('has pages, each served with one h1', () => {
    assert.ok(pages.length > 0, `no HTML page in ${buildDir}`);
    const without = pages.filter((page) => page.h1.length !== 1);
    assert.deepEqual(
      without.map((page) => `${page.file}: ${page.h1.length} h1`),
      [],
    );
  });

  for (const [index, shipped] of pages.entries()) {
    const next = pages[(index + 1) % pages.length];
    test(`${shipped.pathname}: hydrates with its h1, and a client navigation reaches ${next.pathname}`, async () => {
      await Promise.all(
        widths.map(async (width, tabIndex) => {
          const tab = tabs[tabIndex];
          const {page} = tab;
          // `problems` is read anew each time: it grows as the page reports.
          const before = tab.problems.length;
          const where = `${shipped.pathname} at ${width.name}`;
          await visit(page, shipped.pathname);
          await waitForH1(page, shipped.h1[0]);
          // The page itself, not a reload: the client went on from what the server sent.
          await routerNavigate(page, next.pathname);
          await waitForH1(page, next.h1[0]);
          assert.equal(pathnameOf(page), next.pathname, `${where}: the navigation's address`);
          await requestsDone(page);
          await assertNoErrorBoundary(page);
          assert.deepEqual(
            problemReport(tab.problems.slice(before), tab.dialogs),
            [],
            `${where}, then ${next.pathname}`,
          );
        }),
      );
    });
  }
});
