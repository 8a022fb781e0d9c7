/**
 * `npm start` as a newcomer meets it: the development server of a copy of the project comes up,
 * its pages load with a clean console, and its search either works or says how to make it work.
 * Without a production build, the search dialog says to run `npm run build`; once a build's index
 * is there (build/pagefind, here the test build's), the same dialog finds pages, with no page
 * reload and no error in the console.
 *
 *   node --test tests/dev/     (after npm run build:test: the index comes from build-test/)
 */
/* global document, KeyboardEvent, window */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, test} from 'node:test';

import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';
import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {openBrowser, openPage, problemReport, queuedTasksRun} from '../browser/harness.mjs';
import {blogPath, entries} from '../browser/siteModel.mjs';
import {scheduledPost} from '../fixtures/scheduledPost.mjs';
import {blogKeys} from '../fixtures/blogKeys.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startTimeout = 5 * 60_000;

/** A free port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, output) {
  const deadline = Date.now() + startTimeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the development server stopped (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the development server did not answer within ${startTimeout} ms:\n${output()}`);
}

/** A post the test writes into the copy of the site, with a title far too long for Google. */
const longTitlePost = {
  source: 'blog/2020-01-17-test-fixture-long-title.mdx',
  slug: 'test-fixture-long-title',
  title:
    'A Draft Post Whose Title Runs On Far Longer Than Any Search Result Would Ever Show In Full',
};
longTitlePost.text = [
  '---',
  `slug: ${longTitlePost.slug}`,
  `title: ${longTitlePost.title}`,
  'description: A draft of the development server tests, whose title is too long for search results.',
  'date: 2020-01-17',
  'authors: [AUTHOR]',
  '---',
  '',
  'The draft’s opening, which the author wants to see while writing.',
  '',
  '{/* truncate */}',
  '',
  'A draft may still link to [a page not written yet](/test-fixture-not-written-yet).',
  '',
  'The rest of the draft.',
  '',
].join('\n');

/** The line of `text` that starts with `start` (1-based). */
const lineOf = (text, start) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1;

/** Two posts aimed at one search: the page check names each on the other's panel. */
const competingPosts = ['one', 'two'].map((which, index) => {
  const slug = `test-fixture-compete-${which}`;
  return {
    slug,
    source: `blog/2020-01-1${8 + index}-${slug}.mdx`,
    title: `Fixture Quokka Migration Checklist${index === 0 ? '' : 's'}`,
    text: [
      '---',
      `slug: ${slug}`,
      `title: Fixture Quokka Migration Checklist${index === 0 ? '' : 's'}`,
      `description: The ${which === 'one' ? 'first' : 'second'} of two fixture posts of the development server tests that aim at the same search.`,
      `date: 2020-01-1${8 + index}`,
      'authors: [AUTHOR]',
      '---',
      '',
      'A fixture post that competes with its twin.',
      '',
      '{/* truncate */}',
      '',
      'Its body.',
      '',
    ].join('\n'),
  };
});

const session = {};
let siteDir;
let child;
let log = '';

before(
  async () => {
    siteDir = await makeCopyDir('dev-server');
    await copySite(siteDir, {git: false});
    // A post dated in the future, which a build leaves out and the development server shows.
    fs.copyFileSync(scheduledPost.file, path.join(siteDir, scheduledPost.source));
    // A draft whose title search results would cut, which a build refuses.
    // Its author is the site's owner.
    session.author = blogKeys(siteDir).author;
    for (const post of [longTitlePost, ...competingPosts]) {
      fs.writeFileSync(
        path.join(siteDir, post.source),
        post.text.replace('AUTHOR', session.author),
      );
    }
    const port = await freePort();
    child = spawn(
      process.execPath,
      [
        path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'start',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--no-open',
      ],
      {cwd: siteDir, env: {...process.env, FORCE_COLOR: '0', BROWSER: 'none'}, detached: true},
    );
    // Its own process group, stopped with the test process however that ends: a stage stopped
    // because another failed gets SIGTERM, and no `after` hook runs then.
    const stopServer = () => {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    };
    process.once('exit', stopServer);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        stopServer();
        fs.rmSync(siteDir, {recursive: true, force: true});
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    }
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    session.origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${session.origin}/`, child, () => log.slice(-4000));
    session.browser = await openBrowser();
    session.context = await session.browser.newContext({baseURL: session.origin});
    session.context.setDefaultTimeout(30_000);
    session.context.setDefaultNavigationTimeout(60_000);
  },
  {timeout: startTimeout + 60_000},
);

after(async () => {
  await session.context?.close().catch(() => {});
  await session.browser?.close().catch(() => {});
  if (child && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  if (siteDir) fs.rmSync(siteDir, {recursive: true, force: true});
});

/** Opens a page of the development server and waits until React has taken it over. */
async function openHydrated(page, pathname) {
  await page.goto(pathname);
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
}

/** A word of an indexable page's title, which the index of a build finds. */
function aWordOfTheSite() {
  const title = entries.find((entry) => entry.indexable && entry.kind === 'post')?.title ?? '';
  const word = title.split(/\W+/).find((candidate) => candidate.length >= 5);
  assert.ok(word, 'no post title with a word to search for');
  return word.toLowerCase();
}

async function searchFor(page, query, status) {
  const dialog = page.locator('dialog[open]');
  if ((await dialog.count()) === 0) {
    await page.keyboard.press('Control+k');
    await dialog.getByRole('combobox').waitFor({state: 'visible'});
  }
  await dialog.getByRole('combobox').fill(query);
  await page.waitForFunction(
    ({expected, wanted}) => {
      const element = document.querySelector('dialog[open]');
      return element?.dataset.query === expected && element.dataset.status === wanted;
    },
    {expected: query, wanted: status},
    {timeout: 30_000},
  );
  return dialog;
}

test(
  'the development server serves the site with a clean console',
  {timeout: 120_000},
  async () => {
    const opened = await openPage(session);
    await openHydrated(opened.page, '/');
    assert.equal(await opened.page.locator('h1').count(), 1);
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    await opened.page.close();
  },
);

test(
  'a post dated in the future is shown, with a note that it is scheduled for its day',
  {timeout: 120_000},
  async () => {
    const opened = await openPage(session);
    const {page} = opened;
    await openHydrated(page, `${blogPath}/${scheduledPost.slug}`);
    const note = page.getByRole('note').filter({hasText: 'Scheduled for'});
    await note.waitFor({state: 'visible'});
    assert.match(
      await note.textContent(),
      new RegExp(
        `^Scheduled for \\w+ \\d{1,2}, ${scheduledPost.day.slice(0, 4)}: a build publishes it from that day on \\([\\w/]+ time\\)`,
      ),
    );
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    await opened.page.close();
  },
);

test(
  'a title too long for search results is a finding in the terminal, and the draft is served',
  {timeout: 120_000},
  async () => {
    const opened = await openPage(session);
    const {page} = opened;
    await openHydrated(page, `${blogPath}/${longTitlePost.slug}`);
    assert.equal((await page.locator('h1').textContent()).trim(), longTitlePost.title);
    assert.match(
      log,
      new RegExp(
        `Page check: ${longTitlePost.source}:${lineOf(longTitlePost.text, 'title:')}: front matter "title": is \\d+ px wide in a search result`,
      ),
    );
    await opened.page.close();
  },
);

test(
  'search without a build says how to make its index; with a build’s index it finds pages',
  {timeout: 180_000},
  async () => {
    const opened = await openPage(session);
    const {page} = opened;
    await openHydrated(page, '/');
    const query = aWordOfTheSite();
    const dialog = await searchFor(page, query, 'notBuilt');
    assert.match(await dialog.getByRole('status').textContent(), /npm run build/);
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), [], 'before the build');

    // A production build writes the index where the development server looks for it.
    fs.cpSync(path.join(defaultBuildDir(), 'pagefind'), path.join(siteDir, 'build', 'pagefind'), {
      recursive: true,
    });
    // Another query (a beginning of the same word), so that the dialog searches again.
    await searchFor(page, query.slice(0, -1), 'done');
    assert.ok((await dialog.getByRole('option').count()) > 0, `no result for "${query}"`);
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), [], 'after the build');
    await page.close();
  },
);

/** Opens the page check with its keyboard shortcut; resolves once it shows its report. */
async function openPageCheck(page) {
  await page.keyboard.press('Alt+Shift+P');
  const panel = page.getByRole('complementary', {name: 'Page check'});
  await panel.getByRole('heading', {name: 'Search result'}).waitFor({state: 'visible'});
  return panel;
}

/** The width of `text` in the browser, in the font and size search results use. */
function widthInBrowser(page, text, size) {
  return page.evaluate(
    ({text: measured, size: px}) => {
      const context = document.createElement('canvas').getContext('2d');
      context.font = `${px}px Arial`;
      context.fontKerning = 'none';
      return context.measureText(measured).width;
    },
    {text, size},
  );
}

test(
  'the page check shows a too-wide title cut where Google cuts it and names the field; a saved fix clears it without a reload',
  {timeout: 180_000},
  async () => {
    const {searchResult} = await import('../../src/lib/seo/serp.mjs');
    const opened = await openPage(session, {viewport: {width: 1280, height: 900}});
    const {page} = opened;
    await openHydrated(page, `${blogPath}/${longTitlePost.slug}`);
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const panel = await openPageCheck(page);
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Page check',
      'opening the panel moves the focus to its heading',
    );

    const desktopTitle = panel.locator('[data-device="desktop"] .page-check__result-title');
    const shown = (await desktopTitle.textContent()).trim();
    assert.ok(shown.endsWith(searchResult.ellipsis), `the result's title is not cut: "${shown}"`);
    assert.ok(
      longTitlePost.title.startsWith(shown.slice(0, -searchResult.ellipsis.length)),
      `"${shown}" is not the start of the title`,
    );
    const size = searchResult.title.size;
    assert.ok(
      (await widthInBrowser(page, shown, size)) <= searchResult.title.width,
      'the cut title fits the result',
    );
    assert.ok((await widthInBrowser(page, longTitlePost.title, size)) > searchResult.title.width);

    const fixes = panel.locator('[data-list="fix"] > li');
    const titleFinding = fixes
      .filter({has: page.locator('[data-rule="title"]')})
      .or(panel.locator('[data-list="fix"] > li[data-rule="title"]'));
    await titleFinding.first().waitFor();
    const titleText = await titleFinding.first().textContent();
    assert.match(titleText, /px wide in a search result/);
    assert.ok(
      titleText.includes(`${longTitlePost.source}:${lineOf(longTitlePost.text, 'title:')}`) &&
        /field\s*title/.test(titleText),
      `the finding names the file, the line and the field: ${titleText}`,
    );
    const linkFinding = panel.locator(
      '[data-list="fix"] > li[data-rule="alt"], [data-list="fix"] > li[data-rule="links"]',
    );
    assert.match(
      await linkFinding.first().textContent(),
      new RegExp(
        `/test-fixture-not-written-yet leads to no page.*${longTitlePost.source}:${lineOf(longTitlePost.text, 'A draft may still link')}`,
      ),
    );
    assert.match(
      log,
      /Page check: .*test-fixture-long-title\.mdx:\d+: The link to \/test-fixture-not-written-yet/,
    );

    // The social card the build would publish, drawn by the build's code and served here.
    const card = panel.locator('.page-check__card--linkedin img');
    const cardLoaded = (previous) =>
      page
        .waitForFunction(
          (before) => {
            const image = document.querySelector('.page-check__card--linkedin img');
            return (
              image?.complete && image.naturalWidth === 1200 && image.getAttribute('src') !== before
            );
          },
          previous,
          {timeout: 60_000},
        )
        .catch(async (error) => {
          // Where the card stayed, and what the report says of it.
          const state = await page.evaluate(async () => {
            const image = document.querySelector('.page-check__card--linkedin img');
            const report = await (
              await fetch('/__page-check/site.json', {cache: 'no-store'})
            ).json();
            return {
              src: image?.getAttribute('src') ?? null,
              complete: image?.complete,
              width: image?.naturalWidth,
              drawing: Boolean(document.querySelector('.page-check__card-drawing')),
              cardsDrawn: Object.keys(report.cards ?? {}).length,
            };
          });
          throw new Error(`the card did not load: ${JSON.stringify(state)}\n${error.message}`);
        });
    await cardLoaded(null);
    const cardBefore = await card.getAttribute('src');
    assert.match(cardBefore, new RegExp(`^/img/social${blogPath}/${longTitlePost.slug}\\.png\\?`));

    // The author shortens the title and saves.
    const shorter = 'A Draft Post With a Title That Fits';
    fs.writeFileSync(
      path.join(siteDir, longTitlePost.source),
      longTitlePost.text
        .replace(`title: ${longTitlePost.title}`, `title: ${shorter}`)
        .replace('AUTHOR', session.author),
    );
    await page.waitForFunction(
      () => document.querySelectorAll('[data-list="fix"] > li[data-rule="title"]').length === 0,
      undefined,
      {timeout: 60_000},
    );
    await page.waitForFunction(
      (expected) =>
        document
          .querySelector('[data-device="desktop"] .page-check__result-title')
          ?.textContent.startsWith(expected),
      shorter,
      {timeout: 60_000},
    );
    assert.equal(await desktopTitle.getAttribute('data-cut'), 'false');
    // The card is drawn again with the new title.
    await cardLoaded(cardBefore);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page was reloaded');
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    await page.close();
  },
);

test(
  'two pages aimed at the same search each name the other in the page check',
  {timeout: 120_000},
  async () => {
    const opened = await openPage(session, {viewport: {width: 1280, height: 900}});
    const {page} = opened;
    for (const [post, other] of [competingPosts, [...competingPosts].reverse()]) {
      await openHydrated(page, `${blogPath}/${post.slug}`);
      const panel = await openPageCheck(page);
      const links = panel.locator('[data-list="compete"] a');
      await links.first().waitFor();
      const targets = await links.evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute('href')),
      );
      assert.ok(
        targets.includes(`${blogPath}/${other.slug}`),
        `${post.slug} does not name ${other.slug}: ${targets.join(', ')}`,
      );
      await page.keyboard.press('Alt+Shift+P');
    }
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    await page.close();
  },
);

for (const colorScheme of ['light', 'dark']) {
  test(
    `the page check is reached and closed by keyboard, moves nothing of the page, and is axe-clean (${colorScheme})`,
    {timeout: 120_000},
    async () => {
      const {axeViolations} = await import('../crawl/probes.mjs');
      const opened = await openPage(session, {viewport: {width: 1280, height: 900}});
      const {page} = opened;
      await page.emulateMedia({colorScheme});
      await openHydrated(page, `${blogPath}/${competingPosts[0].slug}`);
      const layout = () =>
        page.evaluate(() => {
          const box = document.getElementById('__docusaurus').getBoundingClientRect();
          return {
            box: [box.x, box.y, box.width, box.height],
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
      const before = await layout();
      // The button is the last control of the page: Shift+Tab from the top reaches it.
      const toggle = page.getByRole('button', {name: /^Page check/});
      for (let presses = 0; presses < 5; presses += 1) {
        if (await toggle.evaluate((button) => button === document.activeElement)) break;
        await page.keyboard.press('Shift+Tab');
      }
      assert.ok(
        await toggle.evaluate((button) => button === document.activeElement),
        'Shift+Tab never reached the button',
      );
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await page.keyboard.press('Enter');
      const panel = page.getByRole('complementary', {name: 'Page check'});
      await panel.getByRole('heading', {name: 'Search result'}).waitFor({state: 'visible'});
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.deepEqual(await layout(), before, 'opening the panel moved the page');
      assert.deepEqual(await axeViolations(page), [], 'axe, with the panel open');
      // The rendered page has one h1 and a canonical link to itself: the panel finds neither
      // missing, here or on the home page.
      const renderedRules = () =>
        panel.locator(
          '[data-list="fix"] > li[data-rule="h1"], [data-list="fix"] > li[data-rule="canonical"]',
        );
      assert.equal(await renderedRules().count(), 0);
      // Escape, where the focus is, gives the focus back to the button in the task of the key.
      assert.ok(
        await toggle.evaluate((button) => {
          document.activeElement.dispatchEvent(
            new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}),
          );
          return button === document.activeElement;
        }),
        'Escape returns the focus to the button in the task of the key',
      );
      await panel.getByRole('heading', {name: 'Search result'}).waitFor({state: 'hidden'});
      // The panel answers Escape the instant it shows: opened by its shortcut, Escape is pressed
      // from a mutation observer of the button's aria-expanded, in the task that drew it open.
      await toggle.evaluate(
        (button) =>
          new Promise((resolve) => {
            new window.MutationObserver((records, observer) => {
              if (button.getAttribute('aria-expanded') !== 'true') return;
              observer.disconnect();
              document.activeElement.dispatchEvent(
                new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}),
              );
              resolve();
            }).observe(button, {attributes: true, attributeFilter: ['aria-expanded']});
            window.dispatchEvent(
              new KeyboardEvent('keydown', {key: 'P', code: 'KeyP', altKey: true, shiftKey: true}),
            );
          }),
      );
      // What the key set in motion has run (a render, its effects); the panel is closed.
      await queuedTasksRun(page);
      assert.equal(
        await toggle.getAttribute('aria-expanded'),
        'false',
        'Escape the instant the panel opened left it open',
      );
      assert.ok(await panel.getByRole('heading', {name: 'Page check'}).isHidden());
      assert.ok(
        await toggle.evaluate((button) => button === document.activeElement),
        'Escape the instant the panel opened returns the focus to the button',
      );
      await openHydrated(page, '/');
      await openPageCheck(page);
      assert.equal(await renderedRules().count(), 0, 'the home page');
      assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
      await page.close();
    },
  );
}
