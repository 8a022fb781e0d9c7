/**
 * Every read ends in a booking, in Chromium against the production build. On the fixture post:
 * below its text, outside the older/newer navigation, come its author (portrait, one line about
 * them, a link to their profile), the invitation to book a strategy call (a link to the contact
 * page) and the posts it suggests, chosen by rule: those sharing the most tags with it, then the
 * newest (the rule itself, with its edge cases, is unit-tested in
 * src/lib/content/__tests__/related.test.ts). A guide, the knowledge base's index and a case study
 * end with an invitation too.
 */
/* global Node */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, openPage, problemReport, visit} from './harness.mjs';
import {contactPath, fixtureAuthor, fixtures, listedPosts, resourcesPath} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;

/** What the rule picks for `post` from the model of the build: most shared tags, then newest. */
function suggestedFor(post) {
  const shared = (other) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return listedPosts
    .filter((other) => other.path !== post.path)
    .sort(
      (a, b) =>
        shared(b) - shared(a) || b.date.localeCompare(a.date) || a.path.localeCompare(b.path),
    )
    .slice(0, 3)
    .map((other) => other.path);
}

describe('the end of a post', () => {
  test(
    'its author, the invitation to book a call and the posts it suggests follow its text, outside the older/newer links',
    {timeout},
    async () => {
      const opened = await openPage(session);
      const {page} = opened;
      try {
        const post = fixtures.post;
        await visit(page, post.path);
        const text = page.locator('main article .markdown').first();
        await text.waitFor();

        const author = page.getByRole('region', {name: fixtureAuthor.title, exact: true});
        assert.equal(await author.count(), 1, 'no region named after the post’s author');
        assert.equal(await author.locator(`a[href="${fixtureAuthor.path}"]`).count(), 1);
        assert.equal(
          await author.locator('svg[class*="portrait"], img[class*="portrait"]').count(),
          1,
          'the author has no portrait',
        );
        const bio = (await author.locator('p').allTextContents()).filter(
          (line) => line.trim().length > 40,
        );
        assert.ok(bio.length > 0, 'the author has no line about them');

        const invitation = page.getByRole('region', {name: /strategy call/i});
        assert.equal(await invitation.count(), 1, 'no invitation to book a strategy call');
        const booking = invitation.locator(`a[href="${contactPath}"]`);
        assert.equal(await booking.count(), 1, 'the invitation does not lead to the contact page');
        assert.ok(await booking.isVisible());

        const related = page.getByRole('region', {name: /keep reading/i});
        const suggested = await related
          .locator('h3 a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        assert.deepEqual(suggested, suggestedFor(post), 'the posts suggested are not the rule’s');
        assert.ok(suggested.length > 0);

        // In reading order after the text, and none inside the older/newer navigation.
        const handles = [text, author, invitation, related];
        const order = await page.evaluate(
          (elements) =>
            elements.slice(1).map((element, index) => {
              const before = elements[index];
              return (
                Boolean(
                  before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
                ) &&
                !before.contains(element) &&
                !element.closest('.pagination-nav')
              );
            }),
          await Promise.all(handles.map((locator) => locator.elementHandle())),
        );
        assert.deepEqual(order, [true, true, true], 'author, invitation, suggestions out of order');
        assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
      } finally {
        await page.close();
      }
    },
  );

  test('each post suggests the posts the rule picks, never itself', {timeout}, async () => {
    const opened = await openPage(session);
    const {page} = opened;
    try {
      for (const post of [fixtures.post, fixtures.codePost, fixtures.shortPost]) {
        await visit(page, post.path);
        const suggested = await page
          .getByRole('region', {name: /keep reading/i})
          .locator('h3 a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        assert.deepEqual(suggested, suggestedFor(post), post.path);
        assert.ok(!suggested.includes(post.path));
      }
      assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    } finally {
      await page.close();
    }
  });
});

describe('the end of a guide and of a case study', () => {
  /** Whether `element` follows `before` in the document, outside it. */
  const follows = (page, before, element) =>
    page.evaluate(
      ([first, second]) =>
        Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        !first.contains(second),
      [before, element],
    );

  test(
    'a guide and the knowledge base end with the invitation to book a strategy call',
    {timeout},
    async () => {
      const opened = await openPage(session);
      const {page} = opened;
      try {
        for (const path of [fixtures.guide.path, resourcesPath]) {
          await visit(page, path);
          const invitation = page.getByRole('region', {name: /strategy call/i});
          assert.equal(await invitation.count(), 1, `${path}: no invitation to book a call`);
          assert.equal(await invitation.locator(`a[href="${contactPath}"]`).count(), 1);
          const text = await page.locator('main .markdown').first().elementHandle();
          assert.ok(await follows(page, text, await invitation.elementHandle()), path);
        }
        assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
      } finally {
        await page.close();
      }
    },
  );

  test(
    'a case study’s last section invites the reader to the contact page',
    {timeout},
    async () => {
      const opened = await openPage(session);
      const {page} = opened;
      try {
        await visit(page, fixtures.caseStudy.path);
        const last = page.locator('main section').last();
        assert.equal(await last.locator(`a[href="${contactPath}"]`).count(), 1);
        const article = await page.locator('main article').first().elementHandle();
        assert.ok(await follows(page, article, await last.elementHandle()));
        assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
      } finally {
        await page.close();
      }
    },
  );
});
