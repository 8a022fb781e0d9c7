/**
 * The route shards (src/plugins/routeShards), in the browser against the production build:
 * - pages outside the blog load none of the blog's routes, and the bundler's runtime that every
 *   page loads lists none of the chunks only blog pages use;
 * - a post opened directly loads its shard and hydrates cleanly;
 * - hovering a link to a post loads its shard and page, and the click then opens it in the same
 *   document;
 * - an unknown or malformed path under the blog ends on the not-found page, opened directly or
 *   reached inside the app.
 */
/* global document */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {blogPath, fixtureAuthor, fixtures, listingOf} from './siteModel.mjs';
import {
  browserSession,
  buildFileText,
  isSameDocument,
  linksInViewSeen,
  markDocument,
  pathnameOf,
  recordScripts,
  routerNavigate,
  settle,
  visit,
  waitForH1,
} from './harness.mjs';
import {assertClean, until, withContext} from './interactions-helpers.mjs';

const session = browserSession();
/** The fixture post (tests/fixtures/site), and its author's profile, which lists it. */
const blogPostRoute = fixtures.post.path;
const authorRoute = fixtureAuthor.path;
const timeout = 60_000;

/**
 * The marker of the post's route in a route table: Docusaurus keys each route's chunk names by
 * its path, a dash and a hash.
 */
const postRouteKey = `"${blogPostRoute}-`;

async function scriptsContaining(scripts, needle) {
  const found = [];
  for (const script of scripts) {
    if ((await buildFileText(session, script))?.includes(needle)) found.push(script);
  }
  return found;
}

describe('route shards', () => {
  test(
    'the home page loads no blog route; the runtime lists none of the chunks only a shard loads',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        const scripts = recordScripts(page);
        await visit(page, '/');
        await linksInViewSeen(page);
        assert.ok(scripts.length > 0, 'the home page loaded no script');
        assert.deepEqual(
          await scriptsContaining(scripts, postRouteKey),
          [],
          'the home page loaded the post’s route',
        );
        const runtime = scripts.find((script) => /\/runtime~main\.[^/]*\.js$/.test(script));
        assert.ok(runtime, 'no runtime~main script');
        const runtimeText = await buildFileText(session, runtime);

        // The post's shard names the files of the chunks only it loads (chunkFiles.ts).
        const opening = recordScripts(page);
        await visit(page, blogPostRoute);
        const [shardUrl] = await scriptsContaining(opening, postRouteKey);
        assert.ok(shardUrl, 'opening the post loaded no shard');
        const shardText = await buildFileText(session, shardUrl);
        const files = [...shardText.matchAll(/"(assets\/js\/[^"]+\.js)"/g)].map(
          (match) => `/${match[1]}`,
        );
        assert.ok(files.length >= 2, `the shard names only ${files.length} chunk files`);
        for (const file of files) {
          const hash = /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
          assert.ok(hash, `${file} has no content hash`);
          assert.ok(!runtimeText.includes(hash), `the runtime also lists ${file}`);
          const response = await fetch(new URL(file, session.origin));
          assert.equal(response.status, 200, `${file} answers ${response.status}`);
        }
        // Among them the post's own page, loaded through the shard's table.
        const loaded = new Set(opening);
        assert.ok(
          files.some((file) => loaded.has(file)),
          'the post loaded none of the chunks its shard names',
        );
        assertClean(opened, 'home page, then the post');
      });
    },
  );

  test('a post opened directly loads its shard and hydrates cleanly', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      const scripts = recordScripts(page);
      await visit(page, blogPostRoute);
      const shards = await scriptsContaining(scripts, postRouteKey);
      assert.equal(shards.length, 1, `the post’s route came from ${shards.length} scripts`);
      assert.equal(
        await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated')),
        'true',
      );
      assert.ok(await page.locator('article pre').first().isVisible(), 'the post body is missing');
      assertClean(opened, 'post opened directly');
    });
  });

  test(
    'hovering a link to a post loads its shard; the click opens the post in the same document',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        const scripts = recordScripts(page);
        // The author's page, outside the blog, lists the post.
        await visit(page, authorRoute);
        await linksInViewSeen(page);
        await markDocument(page);
        assert.deepEqual(
          await scriptsContaining(scripts, postRouteKey),
          [],
          'the author’s page loaded the post’s route before any intent',
        );
        const link = page.locator(`main a[href="${blogPostRoute}"]`).first();
        const title = (await link.textContent())?.trim();
        await link.hover();
        await until('the post’s shard to load on hover', async () => {
          return (await scriptsContaining(scripts, postRouteKey)).length === 1;
        });
        await link.click();
        await until(`the URL to become ${blogPostRoute}`, () => pathnameOf(page) === blogPostRoute);
        await waitForH1(page, title);
        assert.ok(await isSameDocument(page), 'the post was opened by a full page load');
        assertClean(opened, 'post opened from the author’s page');
      });
    },
  );

  for (const path of [`${blogPath}/no-such-post`, `${blogPath}/tags/no-such-tag/page/9`]) {
    test(`${path} ends on the not-found page, directly and inside the app`, {timeout}, async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        const response = await page.goto(path);
        assert.equal(response?.status(), 404, `${path} answers ${response?.status()}`);
        await settle(page);
        await waitForH1(page, 'Page Not Found');

        await visit(page, '/');
        await markDocument(page);
        await routerNavigate(page, path);
        await waitForH1(page, 'Page Not Found');
        assert.ok(await isSameDocument(page), 'the app reloaded the page');
        assertClean(opened, path);
      });
    });
  }

  test('a path with a malformed escape gets the not-found page, hydrated', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      const response = await page.goto(`${blogPath}/%E0%A4%A`);
      assert.equal(response?.status(), 404);
      await settle(page);
      await waitForH1(page, 'Page Not Found');
      // The page works: its links open pages inside the app.
      await markDocument(page);
      const services = listingOf('hubs').path;
      await page.locator(`main a[href="${services}"]`).first().click();
      await until('the services page to open', () => pathnameOf(page) === services);
      assert.ok(await isSameDocument(page), 'the link reloaded the page');
      assertClean(opened, 'malformed path');
    });
  });
});
