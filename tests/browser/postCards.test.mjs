/**
 * The blog's listings as cards, in Chromium against the production build: the blog index, a tag's
 * page, the archive and the author's profile show each post they list as a card (its picture, its
 * title linking to it, its date, reading time, summary and tag links). Each picture comes through
 * the image pipeline: the post's own `image` or else its social card, as a `<picture>` of modern
 * formats, lazy (except the first on a listing that opens with its cards), its box reserved before
 * its file arrives, so that nothing moves as it does.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';

import sharp from 'sharp';

import {browserSession, holdImages, settle, visit, openPage, problemReport} from './harness.mjs';
import {until, withContext} from './interactions-helpers.mjs';
import {blogPath, entries, fixtureAuthor, fixtures, listedPosts} from './siteModel.mjs';

const session = browserSession();
const timeout = 90_000;
const phone = {width: 390, height: 844};

const archivePath = entries.find(
  (entry) => entry.kind === 'listing' && entry.path === `${blogPath}/archive`,
)?.path;
/** The page of the fixture post's first tag, and the posts that carry that tag. */
const tagPath = fixtures.post.tags[0];
const taggedPosts = listedPosts.filter((post) => post.tags.includes(tagPath));

/** The cards of the page's main content: title link, date, picture and tag links of each. */
function cardsOf(page) {
  return page.locator('main li:has(picture)').evaluateAll((cards) =>
    cards.map((card) => {
      const img = card.querySelector('picture img');
      return {
        href: card.querySelector(':is(h2, h3) a')?.getAttribute('href'),
        date: card.querySelector('time')?.getAttribute('datetime'),
        summary: card.querySelector('p:not(:has(time))')?.textContent.trim() ?? '',
        tags: [...card.querySelectorAll(':scope ul a')].map((a) => a.getAttribute('href')),
        img: {
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.getAttribute('alt'),
          loading: img.getAttribute('loading'),
          fetchpriority: img.getAttribute('fetchpriority'),
          srcset: img.getAttribute('srcset'),
        },
        sources: [...card.querySelectorAll('picture source')].map((source) => ({
          type: source.getAttribute('type'),
          srcset: source.getAttribute('srcset'),
        })),
      };
    }),
  );
}

const urlsOf = (srcset) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));

describe('the blog’s listings as cards', () => {
  test(
    'the index, a tag, the archive and the author list their posts as cards, each complete',
    {timeout},
    async () => {
      assert.ok(archivePath, 'the build has no blog archive');
      const opened = await openPage(session);
      const {page} = opened;
      try {
        const expected = [
          // The index's first page: the newest posts first.
          [blogPath, (hrefs) => listedPosts.slice(0, hrefs.length).map((post) => post.path)],
          [tagPath, () => taggedPosts.map((post) => post.path)],
          [archivePath, () => listedPosts.map((post) => post.path)],
          [
            fixtureAuthor.path,
            () =>
              listedPosts
                .filter((post) => post.authors.includes(fixtureAuthor.key))
                .map((post) => post.path),
          ],
        ];
        for (const [route, postsOf] of expected) {
          await visit(page, route);
          const cards = await cardsOf(page);
          const hrefs = cards.map((card) => card.href);
          assert.ok(cards.length > 0, `${route} shows no card`);
          assert.deepEqual(hrefs, postsOf(hrefs), `${route}: not the posts it lists, in order`);
          // A listing that opens with its cards (the index, a tag) fetches the first card's
          // picture at once: it is the largest paint of a phone's first screen. Every other
          // picture, and every picture of the archive and the author page, waits to be near.
          const opensWithCards = route === blogPath || route === tagPath;
          cards.forEach((card, index) => {
            const first = opensWithCards && index === 0;
            assert.equal(card.img.loading, first ? 'eager' : 'lazy', `${route} card ${index + 1}`);
            assert.equal(
              card.img.fetchpriority,
              first ? 'high' : null,
              `${route} card ${index + 1}`,
            );
          });
          for (const card of cards) {
            const post = entries.find((entry) => entry.path === card.href);
            assert.equal(card.date?.slice(0, 10), post.date, `${card.href}: date`);
            assert.ok(card.summary.length > 0, `${card.href}: no summary`);
            assert.deepEqual(card.tags, post.tags, `${card.href}: tags`);
            assert.ok(Number(card.img.width) > 0 && Number(card.img.height) > 0);
            assert.equal(card.img.alt, '', 'the title names the post: the picture is decorative');
            assert.ok(card.sources.some((source) => source.type === 'image/webp'));
          }
        }
        assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
      } finally {
        await page.close();
      }
    },
  );

  test(
    'a card’s picture is the post’s own image, else its social card, never wider than 960 px',
    {timeout},
    async () => {
      const opened = await openPage(session);
      const {page} = opened;
      try {
        await visit(page, archivePath);
        const cards = await cardsOf(page);
        const own = cards.find((card) => card.href === fixtures.shortPost.path);
        const drawn = cards.find((card) => card.href === fixtures.post.path);
        const slug = (post) => post.path.split('/').pop();
        // The fixture's own picture is a photograph: AVIF and WebP before JPEG.
        assert.deepEqual(
          own.sources.map((source) => source.type),
          ['image/avif', 'image/webp'],
        );
        for (const [url] of urlsOf(own.img.srcset)) assert.match(url, /test-fixture-cover-/);
        // A post without one shows its social card, named after it: WebP before JPEG.
        assert.deepEqual(
          drawn.sources.map((source) => source.type),
          ['image/webp'],
        );
        for (const [url] of urlsOf(drawn.img.srcset)) {
          assert.ok(url.includes(`/${slug(fixtures.post)}-`), `${url} is not the post’s card`);
        }
        for (const card of [own, drawn]) {
          for (const srcset of [card.img.srcset, ...card.sources.map((source) => source.srcset)]) {
            for (const [url, descriptor] of urlsOf(srcset)) {
              const width = Number.parseInt(descriptor, 10);
              assert.ok(width <= 960, `${url} is ${width} px wide`);
              const meta = await sharp(path.join(session.root, url)).metadata();
              assert.equal(meta.width, width, `${url} is not ${width} px wide`);
            }
          }
        }
        assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
      } finally {
        await page.close();
      }
    },
  );

  test(
    'on a phone, each picture’s box is reserved before its file arrives, and nothing moves as it does',
    {timeout},
    async () => {
      await withContext(session, {viewport: phone}, async (opened) => {
        const {page} = opened;
        const {release, shifts} = await holdImages(page);
        await page.goto(blogPath, {waitUntil: 'domcontentloaded'});
        const pictures = page.locator('main li picture img');
        await pictures.first().waitFor({state: 'attached'});
        const boxes = await pictures.evaluateAll((imgs) =>
          imgs.map((img) => ({
            loaded: img.complete && img.naturalWidth > 0,
            width: img.getBoundingClientRect().width,
            height: img.getBoundingClientRect().height,
          })),
        );
        for (const box of boxes) {
          assert.equal(box.loaded, false);
          assert.ok(box.width > 300, `a picture is ${box.width} px wide on a phone`);
          // Every card's picture in the social card's box (1200 × 630), whatever the file's shape.
          assert.ok(
            Math.abs(box.height - (box.width * 630) / 1200) <= 1,
            `a picture's box is ${box.width}×${box.height} before it loads`,
          );
        }
        release();
        await settle(page);
        const count = await pictures.count();
        for (let index = 0; index < count; index += 1) {
          await pictures.nth(index).scrollIntoViewIfNeeded();
          await until(`picture ${index} to load`, () =>
            pictures.nth(index).evaluate((img) => img.complete && img.naturalWidth > 0),
          );
        }
        assert.deepEqual(await shifts(), [], 'the page moved as its pictures loaded');
      });
    },
  );
});
