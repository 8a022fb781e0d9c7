/**
 * Pages that are announced but not written yet, in the production build and in Chromium:
 * - on the page that lists them, their cards read as what they are: labelled, with no call to
 *   action (no "Learn more →" promise), smaller and flatter than the live cards, and after them;
 * - the page itself offers what can be done now: the live pages beside it (or the page above it
 *   when none is live), and a call about it.
 */
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, visit} from './harness.mjs';
import {contactPath, fixtures} from './siteModel.mjs';
import {assertClean, withContext} from './interactions-helpers.mjs';

const session = browserSession();
const timeout = 60_000;

/** How a card (the list item around the link to `href`) is drawn, and where it comes. */
async function cardOf(page, href) {
  const link = page.locator(`main li a[href="${href}"]`);
  assert.equal(await link.count(), 1, `one card links to ${href}`);
  return link.evaluate((anchor) => {
    const card = anchor.closest('li');
    const title = anchor.closest('h2, h3, h4');
    const box = card.getBoundingClientRect();
    return {
      text: card.textContent.replace(/\s+/g, ' ').trim(),
      titleSize: Number.parseFloat(getComputedStyle(title).fontSize),
      shadow: getComputedStyle(card).boxShadow,
      area: box.width * box.height,
      // Document order: the cards of one page, in the order they are drawn.
      index: [...document.querySelectorAll('main li')].indexOf(card),
    };
  });
}

describe('a coming-soon card, among live ones', () => {
  for (const [label, viewport] of [
    ['laptop', {width: 1280, height: 800}],
    ['phone', {width: 390, height: 844}],
  ]) {
    test(`promises nothing and is secondary to the live cards (${label})`, {timeout}, async () => {
      await withContext(session, {viewport}, async (opened) => {
        const {page} = opened;
        await visit(page, fixtures.hub.path);
        const live = await cardOf(page, fixtures.service.path);
        const soon = await cardOf(page, fixtures.comingSoonService.path);
        assert.match(soon.text, /coming soon/i, 'the card does not say it is coming soon');
        assert.doesNotMatch(soon.text, /learn more|→|read more|preview/i, soon.text);
        // The live card does lead on, so the difference is the status, not the grid.
        assert.match(live.text, /→/, live.text);
        assert.ok(
          soon.titleSize < live.titleSize,
          `titles ${soon.titleSize} and ${live.titleSize}`,
        );
        assert.equal(soon.shadow, 'none', 'the coming-soon card is raised like a live one');
        assert.notEqual(live.shadow, 'none');
        assert.ok(soon.area < live.area, `areas ${soon.area} and ${live.area}`);
        assert.ok(soon.index > live.index, 'the coming-soon card comes before a live one');
        assertClean(opened, 'coming-soon card');
      });
    });
  }
});

describe('a coming-soon page', () => {
  /** The links of the page's main content and their text, by path. */
  async function linksOf(page) {
    return page.locator('main a[href^="/"]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href'),
        text: anchor.textContent.replace(/\s+/g, ' ').trim(),
        className: anchor.className,
      })),
    );
  }

  test(
    'of a service offers the live services of its hub and a call about it',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, fixtures.comingSoonService.path);
        const links = await linksOf(page);
        assert.ok(
          links.some((link) => link.href === fixtures.service.path),
          `no link to the live service ${fixtures.service.path}: ${JSON.stringify(links)}`,
        );
        const call = links.find(
          (link) => link.href === contactPath && /(^|\s)variant-default_/.test(link.className),
        );
        assert.ok(call, 'no primary button to the contact page');
        assert.ok(
          call.text.includes(fixtures.comingSoonService.name),
          `the call "${call.text}" is not about ${fixtures.comingSoonService.name}`,
        );
        // It still leads back to its hub, and search engines are still asked not to index it.
        assert.ok(links.some((link) => link.href === fixtures.hub.path));
        assert.match(
          (await page.locator('meta[name="robots"]').getAttribute('content')) ?? '',
          /noindex/,
        );
        assertClean(opened, 'coming-soon service');
      });
    },
  );

  test('of a region whose area has no live region offers the area', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await visit(page, fixtures.region.path);
      const panel = page.locator(`main h2 ~ ul a[href="${fixtures.area.path}"]`);
      assert.equal(await panel.count(), 1, 'the area is not offered beside the notice');
      const call = page.locator(`main a[href="${contactPath}"][class*="variant-default_"]`);
      assert.match((await call.textContent()) ?? '', new RegExp(fixtures.region.name));
      assertClean(opened, 'coming-soon region');
    });
  });
});
