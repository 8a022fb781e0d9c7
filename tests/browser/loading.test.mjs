/**
 * How pages load their code, in the browser against the production build:
 * - linked pages are fetched on intent (pointer hover, keyboard focus), not when their link comes
 *   into view (src/clientModules/prefetchOnIntent.ts), and a page fetched on intent opens without
 *   another request;
 * - the route-change progress bar (src/clientModules/progressBar.ts) appears only when a
 *   navigation takes longer than 200 ms, and goes when the page has rendered;
 * - a code block is highlighted in the served HTML and stays so after hydration, its highlighter
 *   loaded on that page only (src/theme/CodeBlock).
 */
/* global document, window, MutationObserver */
import assert from 'node:assert/strict';
import {setTimeout as delay} from 'node:timers/promises';
import {after, before, describe, test} from 'node:test';

import {blogPostRoute} from './routes.mjs';
import {pathnameOf, settle, startSession, stopSession, visit, waitForH1} from './harness.mjs';
import {assertClean, until, withContext} from './interactions-helpers.mjs';

const session = {};
const timeout = 60_000;

before(async () => {
  await startSession(session);
});

after(async () => {
  await stopSession(session);
});

/** Records the JavaScript files a page requests, from now on. */
function recordScripts(page) {
  const urls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

/** The first link of the navbar to a page other than the home page. */
function navbarLink(page) {
  return page.locator('nav.navbar .navbar__items--right a.navbar__link[href^="/"]').first();
}

describe('linked pages load on intent', () => {
  test(
    'links in view fetch nothing; hovering a link fetches its page, which then opens without a request',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        const scripts = recordScripts(page);
        await visit(page, '/');
        const atLoad = scripts.length;
        assert.ok(atLoad > 0, 'the home page requested no script at all');
        // The in-view prefetch would fire on an IntersectionObserver callback after hydration.
        await delay(1_500);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(scripts.slice(atLoad), [], 'links in view were prefetched');

        const link = navbarLink(page);
        const target = new URL(await link.evaluate((a) => a.href)).pathname;
        await link.hover();
        await until('the hovered page’s code to be fetched', () => scripts.length > atLoad);
        await page.waitForLoadState('networkidle');
        const afterHover = scripts.length;

        await link.click();
        await until(`the URL to become ${target}`, () => pathnameOf(page) === target);
        await settle(page);
        assert.deepEqual(
          scripts.slice(afterHover),
          [],
          'opening the hovered page requested more code',
        );
        assertClean(opened, 'hover, then open');
      });
    },
  );

  test('focusing a link with the keyboard fetches its page', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      const scripts = recordScripts(page);
      await visit(page, '/');
      await page.waitForLoadState('networkidle');
      const before = scripts.length;
      const link = navbarLink(page);
      const target = await link.getAttribute('href');
      // Tab until the navbar link has focus, as a keyboard user would reach it.
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        if (await link.evaluate((a) => a === document.activeElement)) break;
      }
      assert.ok(
        await link.evaluate((a) => a === document.activeElement),
        `Tab never reached ${target}`,
      );
      await until('the focused page’s code to be fetched', () => scripts.length > before);
      assertClean(opened, 'focus');
    });
  });
});

describe('route-change progress bar', () => {
  /** Records, in the page, whether the bar was ever in the document. */
  async function watchBar(page) {
    await page.evaluate(() => {
      window.__barSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.route-progress')) window.__barSeen = true;
      }).observe(document.body, {childList: true});
    });
  }

  test('a slow navigation shows the bar until the page has rendered', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      // From here on every script answers 1 s late: the next page's code is slow to come.
      await page.route('**/assets/js/*.js', async (route) => {
        await delay(1_000);
        await route.continue();
      });
      await watchBar(page);
      const link = navbarLink(page);
      const target = await link.getAttribute('href');
      await link.click();
      await page.waitForSelector('.route-progress', {state: 'attached', timeout: 2_000});
      assert.equal(
        await page.locator('.route-progress').getAttribute('aria-hidden'),
        'true',
        'the bar is decorative and hidden from assistive technology',
      );
      await until(`the URL to become ${target}`, () => pathnameOf(page) === target);
      await page.waitForSelector('.route-progress', {state: 'detached', timeout: 5_000});
      await page.unroute('**/assets/js/*.js');
      assertClean(opened, 'slow navigation');
    });
  });

  test('a fast navigation never shows it', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      const link = navbarLink(page);
      await link.hover();
      await page.waitForLoadState('networkidle');
      await watchBar(page);
      const target = await link.getAttribute('href');
      await link.click();
      await until(`the URL to become ${target}`, () => pathnameOf(page) === target);
      await settle(page);
      await delay(300);
      assert.equal(await page.evaluate(() => window.__barSeen), false, 'the bar flashed');
      assertClean(opened, 'fast navigation');
    });
  });
});

describe('code blocks', () => {
  test(
    'the post’s code block is highlighted in the served HTML and after hydration',
    {timeout},
    async () => {
      const response = await fetch(new URL(blogPostRoute, session.origin));
      const html = await response.text();
      assert.match(
        html,
        /<pre[^>]*class="[^"]*prism-code/,
        'the served HTML has no highlighted code block',
      );
      assert.match(html, /class="token [^"]+"/, 'the served code block has no highlighted tokens');
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, blogPostRoute);
        const tokens = await page.locator('pre.prism-code .token').count();
        assert.ok(tokens > 5, `only ${tokens} highlighted tokens after hydration`);
        // The theme's copy button works once the highlighter's chunk has hydrated the block.
        assert.ok(await page.locator('pre.prism-code').first().isVisible());
        assertClean(opened, 'code block');
      });
    },
  );

  test(
    'opening the post from the blog index loads the highlighter then and renders the block',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, '/blog');
        const title = (
          await page.locator(`article a[href="${blogPostRoute}"]`).first().textContent()
        )?.trim();
        await page.locator(`article a[href="${blogPostRoute}"]`).first().click();
        await until(`the URL to become ${blogPostRoute}`, () => pathnameOf(page) === blogPostRoute);
        await waitForH1(page, title);
        await page.waitForSelector('pre.prism-code .token', {timeout: 10_000});
        assertClean(opened, 'client-side navigation to a post with code');
      });
    },
  );
});
