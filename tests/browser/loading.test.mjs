/**
 * How pages load their code, in the browser against the production build:
 * - the browser paints the served page before the client's scripts are even requested, then the
 *   client starts and hydrates it (src/plugins/startup), once the whole page has arrived, not the
 *   part that was there at the first paint; and main.js alone opens with V8's compile hint;
 * - linked pages are fetched on intent (pointer hover, keyboard focus), not when their link comes
 *   into view (src/plugins/prefetchOnIntent), and a page fetched on intent opens without
 *   another request;
 * - the route-change progress bar (src/clientModules/progressBar.ts) appears only when a
 *   navigation takes longer than 200 ms, and goes when the page has rendered;
 * - a code block is highlighted in the served HTML (by Shiki at build time:
 *   src/lib/mdx/highlightCode.ts) and stays so after hydration and after client-side navigation,
 *   every character in the colour Shiki gives it with the light and dark themes of
 *   src/lib/codeThemes.ts, switching with the colour mode; no chunk of the build holds a
 *   highlighter and no page requests one; its copy button (src/theme/CodeBlock) works by
 *   keyboard, copies the code exactly and announces it.
 */
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {describe, test} from 'node:test';

import {load} from 'cheerio';

import {highlighterFiles, highlighterSignatures, holdsHighlighter} from '../perf/highlighter.mjs';
import {characterColours, fencedBlocks, referenceColours, visibleColours} from './codeBlocks.mjs';
import {compileHint, paintWaitCap, startMark} from '../../src/plugins/startup/marks.mjs';
import {blogPath, fixtures} from './siteModel.mjs';
import {
  browserSession,
  buildFileText,
  isSameDocument,
  linksInViewSeen,
  markDocument,
  mobileViewport,
  pathnameOf,
  recordClipboard,
  recordScripts,
  requestsDone,
  requestsSeen,
  settle,
  visit,
  waitForH1,
} from './harness.mjs';
import {
  assertClean,
  pauseClock,
  scrollToY,
  stillTrue,
  until,
  withContext,
} from './interactions-helpers.mjs';

/** The fixture post: its page, and its MDX source in tests/fixtures/site. */
const blogPostRoute = fixtures.post.path;
const blogPostSource = path.join('tests/fixtures/site', fixtures.post.source);

const session = browserSession();
const timeout = 60_000;
/** How long a navigation runs before the progress bar shows (src/clientModules/progressBar.ts). */
const progressBarDelay = 200;

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
        // A script fetched to run is asked for by a script element; one fetched for later is not.
        const fetchedAhead = [];
        page.on('request', (request) => {
          const {pathname} = new URL(request.url());
          if (pathname.endsWith('.js') && request.resourceType() !== 'script') {
            fetchedAhead.push(`${request.resourceType()} ${pathname}`);
          }
        });
        await visit(page, '/');
        await linksInViewSeen(page);
        assert.ok(scripts.length > 0, 'the home page requested no script at all');
        assert.deepEqual(fetchedAhead, [], 'scripts fetched ahead for the links in view');

        // Links that come into view as the visitor scrolls down fetch nothing at all.
        const inView = scripts.length;
        await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
        await linksInViewSeen(page);
        assert.deepEqual(scripts.slice(inView), [], 'links scrolled into view were prefetched');

        const link = navbarLink(page);
        const target = new URL(await link.evaluate((a) => a.href)).pathname;
        await link.hover();
        await until('the hovered page’s code to be fetched', () => scripts.length > inView);
        // Its shard, then the chunks the shard names, each asked for in a task of its own.
        await requestsDone(page);
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
      await requestsSeen(page);
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

/**
 * Serves the session's build on a port of its own, as a slow connection delivers a page: the page
 * at `route` up to the end of its first h1, and the rest once the test calls `sendTheRest`. Every
 * other file comes whole from the session's server.
 */
async function serveInTwoParts(session, route) {
  const html = await buildFileText(session, route);
  const cut = html.indexOf('</h1>') + '</h1>'.length;
  assert.ok(cut > '</h1>'.length, `${route} has no h1 to cut the page after`);
  let sendTheRest;
  const rest = new Promise((resolve) => {
    sendTheRest = resolve;
  });
  const server = http.createServer(async (request, response) => {
    if (request.url === route) {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.write(html.slice(0, cut));
      await rest;
      response.end(html.slice(cut));
      return;
    }
    const upstream = await fetch(new URL(request.url, session.origin));
    const headers = Object.fromEntries(
      ['content-type', 'cache-control'].flatMap((name) =>
        upstream.headers.has(name) ? [[name, upstream.headers.get(name)]] : [],
      ),
    );
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${route}`;
  return {
    url,
    sendTheRest,
    close: () => {
      sendTheRest();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('startup', () => {
  for (const route of ['/', blogPostRoute]) {
    test(
      `${route}: the page is painted before the client's scripts are requested; the client then starts and hydrates it`,
      {timeout},
      async () => {
        await withContext(session, {viewport: mobileViewport}, async (opened) => {
          const {page} = opened;
          await visit(page, route);
          const timings = await page.evaluate(
            (mark) => ({
              starts: performance.getEntriesByName(mark).map((entry) => entry.startTime),
              paints: Object.fromEntries(
                performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]),
              ),
              // When the document asked for each of its scripts.
              scripts: performance
                .getEntriesByType('resource')
                .filter((entry) => entry.initiatorType === 'script' && entry.name.endsWith('.js'))
                .map((entry) => ({url: new URL(entry.name).pathname, at: entry.startTime})),
            }),
            startMark,
          );
          // The loader cannot run before the document's first bytes arrive, so its cap cannot
          // expire before this.
          const responseStart = await page.evaluate(
            () => performance.getEntriesByType('navigation')[0].responseStart,
          );
          assert.equal(
            timings.starts.length,
            1,
            `the client set its mark ${timings.starts.length} times`,
          );
          const firstPaint = timings.paints['first-contentful-paint'];
          assert.ok(firstPaint !== undefined, 'the browser reported no first contentful paint');
          // After the first contentful paint; or, on a machine so slow that the browser painted
          // nothing for the loader's whole wait, once that wait is over.
          const capOver = responseStart + paintWaitCap;
          const [start] = timings.starts;
          assert.ok(
            start >= firstPaint || start >= capOver,
            `the client started at ${start.toFixed(1)} ms, before the first contentful paint at ${firstPaint.toFixed(1)} ms and before the loader's ${paintWaitCap} ms wait could be over (${capOver.toFixed(1)} ms)`,
          );
          const entry = timings.scripts.filter(({url}) =>
            /\/(runtime~)?main\.[0-9a-f]+\.js$/.test(url),
          );
          assert.equal(
            entry.length,
            2,
            `the runtime and main.js: ${JSON.stringify(timings.scripts)}`,
          );
          // The same rule for the scripts the loader asked for.
          for (const {url, at} of entry) {
            assert.ok(
              at >= firstPaint || at >= capOver,
              `${url} requested at ${at.toFixed(1)} ms, before the first contentful paint at ${firstPaint.toFixed(1)} ms and before the loader's ${paintWaitCap} ms wait could be over (${capOver.toFixed(1)} ms)`,
            );
          }
          assertClean(opened, `loading ${route}`);
        });
      },
    );
  }

  test(
    'a page still arriving when the client starts is hydrated once all of it has arrived, and shows its content once',
    {timeout},
    async () => {
      const held = await serveInTwoParts(session, '/');
      try {
        await withContext(session, {viewport: mobileViewport}, async (opened) => {
          const {page} = opened;
          const documentRequest = page.waitForRequest((request) => request.url() === held.url);
          await page.goto(held.url, {waitUntil: 'commit'});
          const heldDocument = await documentRequest;
          // The client has started and done all it can until the rest of the page arrives.
          await page.waitForFunction(
            (mark) => performance.getEntriesByName(mark).length > 0,
            startMark,
          );
          await requestsDone(page, {except: (request) => request === heldDocument});
          assert.equal(
            await page.evaluate(() => globalThis.document.readyState),
            'loading',
            'the page was whole before the test sent its second part',
          );
          held.sendTheRest();
          await settle(page);
          const counts = await page.evaluate(() =>
            Object.fromEntries(
              ['h1', 'main', 'footer'].map((tag) => [
                tag,
                globalThis.document.querySelectorAll(tag).length,
              ]),
            ),
          );
          assert.deepEqual(
            counts,
            {h1: 1, main: 1, footer: 1},
            'elements of the page once hydrated',
          );
          assertClean(opened, 'a page that arrived in two parts');
        });
      } finally {
        await held.close();
      }
    },
  );

  test('main.js opens with the compile hint; no other script of the build does', async () => {
    // The page names its scripts in the loader that requests them after the first paint.
    const html = await buildFileText(session, '/');
    const scripts = [...new Set(html.match(/\/assets\/js\/[^"' >]+\.js/g))];
    const main = scripts.filter((src) => /\/main\.[0-9a-f]+\.js$/.test(src));
    assert.equal(
      main.length,
      1,
      `the home page has ${main.length} main scripts: ${scripts.join(' ')}`,
    );
    const firstLine = (await buildFileText(session, main[0])).split('\n', 1)[0];
    assert.equal(firstLine, compileHint, `${main[0]} opens with ${firstLine.slice(0, 60)}`);

    const jsDir = path.join(session.root, 'assets', 'js');
    const hinted = [];
    for (const file of await fs.readdir(jsDir)) {
      if (!file.endsWith('.js')) continue;
      if ((await fs.readFile(path.join(jsDir, file), 'utf8')).startsWith(compileHint))
        hinted.push(file);
    }
    assert.deepEqual(hinted, [path.basename(main[0])], 'scripts that open with the compile hint');
  });
});

describe('route-change progress bar', () => {
  /**
   * The home page, in a context whose page clock runs only when the test moves it: a navigation
   * takes the page's time the test gives it. Returns the page and its first link to another page.
   */
  async function withStoppedClock(body) {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await page.clock.install();
      await visit(page, '/');
      await pauseClock(page);
      const link = navbarLink(page);
      await body(opened, link, await link.getAttribute('href'));
    });
  }

  const bars = (page) => page.locator('.route-progress').count();

  test(
    'a navigation still loading after 200 ms shows the bar, not before, until the page has rendered',
    {timeout},
    async () => {
      await withStoppedClock(async (opened, link, target) => {
        const {page} = opened;
        // The next page's code is held back until the test lets it through.
        let release;
        const released = new Promise((resolve) => {
          release = resolve;
        });
        await page.route('**/assets/js/*.js', async (route) => {
          await released;
          await route.continue();
        });
        await link.click();
        await until(`the URL to become ${target}`, () => pathnameOf(page) === target);
        await page.clock.runFor(progressBarDelay - 1);
        await stillTrue(page, `the bar showed before ${progressBarDelay} ms`, async () => {
          return (await bars(page)) === 0;
        });
        await page.clock.runFor(1);
        await until(`the bar after ${progressBarDelay} ms`, async () => (await bars(page)) === 1);
        assert.equal(
          await page.locator('.route-progress').getAttribute('aria-hidden'),
          'true',
          'the bar is decorative and hidden from assistive technology',
        );
        const heading = await page.locator('main h1').textContent();
        release();
        await until(
          'the next page to render',
          async () => (await page.locator('main h1').textContent()) !== heading,
        );
        await until('the bar to go', async () => (await bars(page)) === 0);
        await page.unroute('**/assets/js/*.js');
        assertClean(opened, 'slow navigation');
      });
    },
  );

  test('a navigation that renders within 200 ms never shows it', {timeout}, async () => {
    // With the page clock stopped, the next page renders before any of the bar's time has passed.
    await withStoppedClock(async (opened, link, target) => {
      const {page} = opened;
      const heading = await page.locator('main h1').textContent();
      await link.click();
      await until(`the URL to become ${target}`, () => pathnameOf(page) === target);
      await until(
        'the next page to render',
        async () => (await page.locator('main h1').textContent()) !== heading,
      );
      await page.clock.runFor(10 * progressBarDelay);
      await stillTrue(page, 'the bar showed after the page had rendered', async () => {
        return (await bars(page)) === 0;
      });
      assertClean(opened, 'fast navigation');
    });
  });
});

describe('code blocks', () => {
  // The post's one code block, as written in its MDX source.
  const [block] = fencedBlocks(blogPostSource);
  const title = /title="([^"]*)"/.exec(block?.meta ?? '')?.[1];
  const reference = referenceColours(block.language, block.code);

  /** Every script the page requested that holds a highlighter, read from the build. */
  async function highlightersLoaded(scripts) {
    const found = [];
    for (const pathname of scripts) {
      const text = await buildFileText(session, pathname);
      if (text !== undefined && holdsHighlighter(text)) found.push(pathname);
    }
    return found;
  }

  /** Whether the page's first code block shows Shiki's colours of the mode, and its background. */
  async function assertColours(page, mode) {
    const {colours, background} = await reference;
    const pre = page.locator('pre.code-block').first();
    assert.deepEqual(
      visibleColours(block.code, await characterColours(pre)),
      visibleColours(block.code, colours[mode]),
      `${mode}: the characters’ colours differ from Shiki’s with the ${mode} theme`,
    );
    assert.equal(
      await pre.evaluate((element) => getComputedStyle(element).backgroundColor),
      background[mode],
    );
  }

  test('the post has a titled html block in its source', () => {
    assert.equal(block?.language, 'html', `no html code block in ${blogPostSource}`);
    assert.ok(title, 'the block has no title');
  });

  test(
    'the post’s code block is highlighted in the served HTML, and no chunk of the build holds a highlighter',
    {timeout},
    async () => {
      const response = await fetch(new URL(blogPostRoute, session.origin));
      const $ = load(await response.text());
      const pre = $('pre.code-block.language-html');
      assert.equal(pre.length, 1, 'the served HTML has no highlighted html code block');
      assert.equal(pre.find('code > .line').length, block.code.split('\n').length);
      assert.ok(pre.find('.line > span[class]').length > 5, 'the served block has few tokens');
      assert.equal(pre.find('[style]').length, 0, 'inline styles, which the CSP refuses');
      assert.equal(pre.find('code').text(), block.code, 'the served code differs from the source');
      assert.equal($(`#${pre.attr('aria-labelledby')}`).text(), title, 'the block’s title');
      assert.equal(pre.attr('tabindex'), '0');
      assert.deepEqual(
        await highlighterFiles(session.root),
        [],
        `chunks of the build hold a highlighter (${highlighterSignatures.join(', ')})`,
      );
    },
  );

  for (const colorScheme of ['light', 'dark']) {
    test(
      `after hydration the block is still highlighted, in the ${colorScheme} theme’s colours, and no highlighter was requested`,
      {timeout},
      async () => {
        await withContext(session, {colorScheme}, async (opened) => {
          const {page} = opened;
          const scripts = recordScripts(page);
          await visit(page, blogPostRoute);
          assert.equal(
            await page.evaluate(() => document.documentElement.dataset.theme),
            colorScheme,
          );
          assert.equal(await page.locator('pre.code-block code').first().textContent(), block.code);
          await assertColours(page, colorScheme);
          // Switching the mode on the open page switches the colours, with no render.
          const other = colorScheme === 'light' ? 'dark' : 'light';
          await page.evaluate((mode) => {
            document.documentElement.dataset.theme = mode;
          }, other);
          await assertColours(page, other);
          assert.ok(scripts.length > 0, 'the page requested no script at all');
          assert.deepEqual(await highlightersLoaded(scripts), [], 'scripts with a highlighter');
          assertClean(opened, `code block, ${colorScheme}`);
        });
      },
    );
  }

  test(
    'opening the post from the blog archive renders the highlighted block and requests no highlighter',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        const scripts = recordScripts(page);
        // The archive lists every post, however many the blog has.
        await visit(page, `${blogPath}/archive`);
        await markDocument(page);
        const link = page.locator(`main a[href="${blogPostRoute}"]`).first();
        await link.click();
        await until(`the URL to become ${blogPostRoute}`, () => pathnameOf(page) === blogPostRoute);
        await waitForH1(page, fixtures.post.title);
        await page.waitForSelector('pre.code-block .line span[class]');
        await settle(page);
        assert.ok(await isSameDocument(page), 'the post was not opened by client-side navigation');
        assert.equal(await page.locator('pre.code-block code').first().textContent(), block.code);
        await assertColours(page, 'light');
        assert.deepEqual(await highlightersLoaded(scripts), [], 'scripts with a highlighter');
        assertClean(opened, 'client-side navigation to a post with code');
      });
    },
  );

  test(
    'the copy button is reached and pressed by keyboard, copies the code exactly and announces it; the code scrolls by keyboard',
    {timeout},
    async () => {
      await withContext(session, {viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        const copied = await recordClipboard(page, session.origin);
        await visit(page, blogPostRoute);
        // The first block's button: the post's first block is the titled html one.
        const button = page.getByRole('button', {name: 'Copy code'}).first();
        assert.ok((await button.count()) > 0, 'no button named "Copy code"');
        const focused = (locator) =>
          locator.evaluate((element) => element === document.activeElement);
        for (let presses = 0; presses < 80 && !(await focused(button)); presses += 1) {
          await page.keyboard.press('Tab');
        }
        assert.ok(await focused(button), 'Tab never reached the copy button');
        const ring = (locator) =>
          locator.evaluate((element) => {
            const style = getComputedStyle(element);
            return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
          });
        assert.ok(await ring(button), 'the focused copy button shows no focus ring');

        await page.keyboard.press('Enter');
        const announcement = page.locator('[data-toast-announcement="polite"]');
        await until('the copy to be announced', async () =>
          ((await announcement.textContent()) ?? '').includes('Code copied'),
        );
        assert.equal(await copied.last(), block.code);

        // The next Tab stop is the code, named after the block's title, and it scrolls sideways.
        await page.keyboard.press('Tab');
        const code = page.getByRole('group', {name: title});
        assert.equal(await code.count(), 1, `no group named "${title}"`);
        assert.ok(await focused(code), 'Tab after the copy button does not reach the code');
        assert.ok(await ring(code), 'the focused code shows no focus ring');
        const overflow = await code.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        assert.ok(overflow > 0, 'the long line does not overflow at 390 px: nothing to scroll');
        for (let presses = 0; presses < 5; presses += 1) await page.keyboard.press('ArrowRight');
        await until('the code to scroll sideways', () =>
          code.evaluate((element) => element.scrollLeft > 0),
        );
        assertClean(opened, 'copying code');
      });
    },
  );
});
