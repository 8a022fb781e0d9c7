/**
 * The knowledge base in the site's design, in Chromium against the production build: its index
 * lists every guide as a card, in the order of the guides' `sidebar_position`, and no page of it
 * has the documentation sidebar's column.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, openPage, problemReport, visit} from './harness.mjs';
import {entries, fixtures, resourcesPath} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;

/** The listed guides of the model, in the knowledge base's order. */
const guides = entries
  .filter((entry) => entry.kind === 'guide' && entry.parent === resourcesPath && entry.indexable)
  .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));

describe('the knowledge base', () => {
  test('its index lists every guide as a card, in order', {timeout}, async () => {
    const opened = await openPage(session);
    const {page} = opened;
    try {
      await visit(page, resourcesPath);
      const cards = await page
        .locator('main li :is(h2, h3) a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(guides.length > 0, 'the build has no guide (the fixtures have one)');
      assert.deepEqual(
        cards,
        guides.map((guide) => guide.path),
      );
      assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    } finally {
      await page.close();
    }
  });

  test('no page of it has a sidebar column', {timeout}, async () => {
    const opened = await openPage(session);
    const {page} = opened;
    try {
      for (const path of [resourcesPath, fixtures.guide.path]) {
        await visit(page, path);
        assert.equal(await page.locator('aside, .theme-doc-sidebar-container').count(), 0, path);
      }
      assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    } finally {
      await page.close();
    }
  });
});
