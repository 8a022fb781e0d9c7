/**
 * The table of contents of a long read, in Chromium against the production build: on the fixture
 * post (three sections) a navigation landmark named "On this page" inside <main>, linking each of
 * its headings; beside the text at 1280 px, where it stays in view as the text scrolls; at 390 px a
 * closed disclosure between the title and the text that opens with a tap or the keyboard. The
 * fixture post of two sections has none. Axe finds nothing on either page at either width (the
 * theme's own column sat outside every landmark: axe `region`).
 */
/* global document, window */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {axeViolations} from '../crawl/probes.mjs';
import {
  browserSession,
  desktopViewport,
  mobileViewport,
  openPage,
  problemReport,
  visit,
} from './harness.mjs';
import {fixtures} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;
const tocName = 'On this page';

/** The anchors of the post's headings (h2 and h3), in order. */
const headingAnchors = (page) =>
  page
    .locator('main article .markdown :is(h2, h3)[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));

async function withPost(viewport, path, body) {
  const opened = await openPage(session, {viewport});
  const {page} = opened;
  try {
    await visit(page, path);
    await body(page);
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
  } finally {
    await page.close();
  }
}

describe('the table of contents', () => {
  test(
    'at 1280 px: a named landmark beside the text, linking every heading, kept in view',
    {timeout},
    async () => {
      await withPost(desktopViewport, fixtures.post.path, async (page) => {
        const toc = page.getByRole('navigation', {name: tocName});
        assert.equal(await toc.count(), 1, 'no navigation named "On this page"');
        assert.equal(await toc.evaluate((nav) => Boolean(nav.closest('main'))), true);
        const links = toc.locator('a:visible');
        const hrefs = await links.evaluateAll((anchors) =>
          anchors.map((a) => a.getAttribute('href')),
        );
        assert.deepEqual(hrefs, await headingAnchors(page));
        assert.ok(hrefs.length >= 3);

        const text = await page.locator('main article .markdown').first().boundingBox();
        const box = await toc.boundingBox();
        assert.ok(box.x >= text.x + text.width, `the list (x ${box.x}) is not beside the text`);

        // Read to the last section: the list is still on screen, and marks that section.
        const last = hrefs[hrefs.length - 1];
        await page.locator(`main article ${last}`).scrollIntoViewIfNeeded();
        const from = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 200);
        // The list is measured once the wheel has scrolled the page by its 200 px, or to its end.
        await page.waitForFunction(
          (start) =>
            window.scrollY >=
            Math.min(start + 200, document.documentElement.scrollHeight - window.innerHeight) - 1,
          from,
        );
        const after = await toc.boundingBox();
        assert.ok(
          after.y >= 0 && after.y < desktopViewport.height,
          `the list scrolled away (y ${after.y})`,
        );

        await links.first().click();
        await page.waitForFunction((hash) => window.location.hash === hash, hrefs[0]);
        assert.deepEqual(await axeViolations(page), []);
      });
    },
  );

  test(
    'at 390 px: a closed disclosure between the title and the text, opened by tap or keyboard',
    {timeout},
    async () => {
      await withPost(mobileViewport, fixtures.post.path, async (page) => {
        const toc = page.getByRole('navigation', {name: tocName});
        assert.equal(await toc.count(), 1);
        const summary = toc.locator('summary');
        assert.equal(await summary.isVisible(), true);
        const visibleLinks = () => toc.locator('a:visible').count();
        assert.equal(await visibleLinks(), 0, 'the list is open before anyone opens it');

        const title = await page.locator('main h1').boundingBox();
        const text = await page.locator('main article .markdown').first().boundingBox();
        const box = await toc.boundingBox();
        assert.ok(box.y >= title.y + title.height, 'the table of contents is above the title');
        assert.ok(box.y + box.height <= text.y, 'the table of contents is not above the text');

        await summary.click();
        assert.equal(await visibleLinks(), (await headingAnchors(page)).length);
        await summary.click();
        assert.equal(await visibleLinks(), 0);

        await summary.focus();
        await page.keyboard.press('Enter');
        assert.equal(await visibleLinks(), (await headingAnchors(page)).length);
        assert.deepEqual(await axeViolations(page), []);
      });
    },
  );

  test('a post of two sections has none, at either width', {timeout}, async () => {
    for (const viewport of [desktopViewport, mobileViewport]) {
      await withPost(viewport, fixtures.shortPost.path, async (page) => {
        assert.equal(await page.locator('main article .markdown h2').count(), 2);
        assert.equal(await page.getByRole('navigation', {name: tocName}).count(), 0);
        assert.deepEqual(await axeViolations(page), []);
      });
    }
  });
});
