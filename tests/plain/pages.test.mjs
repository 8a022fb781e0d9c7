/**
 * Every page of the content model in the build without the Docusaurus workarounds
 * (SITE_INTERNALS=off, build-test-plain/): each route answers 200 with one visible h1, a title
 * and a clean console, and no two pages share a title. On the test build the crawl (tests/crawl/)
 * checks the same of every page, with the rest of what it checks; this build (`npm run
 * test:full`) has no crawl of its own, so this is its every-page check.
 *
 * Run after a build: `SITE_BUILD_DIR=build-test-plain node --test tests/plain/`
 * (BROWSER_TEST_CONCURRENCY=n pages at a time).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  browserSession,
  headings,
  inBuild,
  pathnameOf,
  problemReport,
  visit,
  withSessionPage,
} from '../browser/harness.mjs';
import {pagePaths} from '../browser/siteModel.mjs';

const session = browserSession();
const concurrency = Math.max(1, Number(process.env.BROWSER_TEST_CONCURRENCY) || 4);

/** Runs `body` with a fresh page of the shared context and closes the page whatever happens. */
const withPage = (options, body) => withSessionPage(session, options, body);

describe('every page of the content model', () => {
  test(
    'every route answers 200 with one visible h1, a title, and a clean console',
    {
      concurrency,
      timeout: 240_000,
    },
    async (t) => {
      const missing = [];
      const titles = new Map();
      await Promise.all(
        pagePaths.map((route) =>
          t.test(route, async () =>
            withPage({}, async (opened) => {
              const {page} = opened;
              const status = await visit(page, route);
              const failures = [];
              if (status !== 200) {
                const written = await inBuild(session, route);
                if (!written) missing.push(route);
                failures.push(
                  `HTTP ${status}${written ? '' : ' (no file for it in the build: page not written yet?)'}`,
                );
              }
              if (pathnameOf(page) !== route) failures.push(`ended on ${pathnameOf(page)}`);
              const h1 = await headings(page);
              if (h1.length !== 1) {
                failures.push(`${h1.length} h1 elements: ${JSON.stringify(h1.map((h) => h.text))}`);
              } else {
                if (!h1[0].visible) failures.push(`h1 "${h1[0].text}" is not visible`);
                if (h1[0].text === '') failures.push('h1 is empty');
              }
              const title = (await page.title()).trim();
              if (title === '') failures.push('<title> is empty');
              if (status === 200) titles.set(route, title);
              failures.push(...problemReport(opened.problems, opened.dialogs));
              if (failures.length > 0) assert.fail(`${route}:\n  ${failures.join('\n  ')}`);
            }),
          ),
        ),
      );
      if (missing.length > 0) {
        t.diagnostic(`not in the build (pages not written yet?): ${missing.sort().join(', ')}`);
      }
      await t.test('titles are unique', () => {
        const byTitle = new Map();
        for (const [route, title] of titles)
          byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
        const lines = [...byTitle]
          .filter(([, routes]) => routes.length > 1)
          .map(([title, routes]) => `"${title}": ${routes.join(', ')}`);
        if (lines.length > 0)
          assert.fail(`titles shared by several pages:\n  ${lines.join('\n  ')}`);
      });
    },
  );
});
