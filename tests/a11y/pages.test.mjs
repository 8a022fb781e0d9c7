/**
 * The accessibility and integrity stage: every page of the production build — each URL of
 * sitemap.xml and every other page the build writes (coming-soon pages, blog archive and tags, the
 * redirect pages: their markup and link checked from the file, since they send the browser on at
 * once), the not-found page and the industry fallback — crawled in headless Chromium at
 * 390 px and 1280 px in light and dark colour mode, and checked for:
 *   h1         one visible h1 with text and a title, all 4 combinations; titles unique among the
 *              pages of the content model
 *   axe        axe-core violations (WCAG 2.0/2.1/2.2 A and AA, best practices), all 4 combinations
 *   keyboard   Tab from the top reaches every visible link and button in reading (DOM) order, each
 *              with a visible focus indicator, and a skip link leads to the main content, at both
 *              widths in light mode (the Tab order changes with the collapsed menu); in dark mode,
 *              whose Tab order is the same, every one of them shows a focus indicator as keyboard
 *              focus (the ring's colour changes with the mode). The header and footer are
 *              walked on the first page of each of their variants at each width; on the other
 *              pages of a variant the walk goes from the skip link through the main content and
 *              must leave it forward
 *   reflow     at 320 px and at 200% zoom (a 640 px viewport) nothing scrolls sideways and no text
 *              is cut off
 *   html       html-validate's standard-conformance rules on the built file
 *   links      internal links and fragments resolve on the served build; external links open a new
 *              tab with rel="noopener noreferrer" and say so in their accessible name
 *   console    no console error or warning, failed request or uncaught exception, on direct loads
 *              in every combination and after client-side navigation from page to page
 *   no-js      without JavaScript the page shows its h1, its main content and its navigation links
 * and hostile URLs answer 404 with the not-found or fallback page and run no script.
 *
 * Run after a build: `node --test tests/a11y/` (SITE_BUILD_DIR, CHROME_PATH as for the browser
 * tests; A11Y_CONCURRENCY=n pages at a time, default 4). It prints a table, pages × checks.
 */
/* global document, window */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {HtmlValidate} from 'html-validate';

import {defaultBuildDir, resolveRequest} from '../../scripts/serve-build.mjs';
import {
  desktopViewport,
  isSameDocument,
  keepRendererWarm,
  markDocument,
  mobileViewport,
  openBrowser,
  openPage,
  openServer,
  problemReport,
  settle,
  visit,
} from '../browser/harness.mjs';
import {industriesPath as industriesIndex, listingOf, pagePaths} from '../browser/siteModel.mjs';
import {
  axeViolations,
  focusIndicatorFailures,
  headingFailures,
  keyboardFailures,
  noScriptFailures,
  pageIds,
  pageLinks,
  reflowFailures,
} from './crawl.mjs';

const concurrency = Math.max(1, Number(process.env.A11Y_CONCURRENCY) || 4);
/**
 * A bound for a crawl that hangs, not a measure of speed: on 2 cores beside the other browser
 * stages of `npm test` the crawl has taken 20 minutes.
 */
const stageTimeout = 40 * 60_000;

const combos = [
  {name: '390 light', viewport: mobileViewport, scheme: 'light'},
  {name: '1280 light', viewport: desktopViewport, scheme: 'light'},
  {name: '390 dark', viewport: mobileViewport, scheme: 'dark'},
  {name: '1280 dark', viewport: desktopViewport, scheme: 'dark'},
];
const notFoundPath = '/a11y-no-such-page';
const fallbackPath = `${industriesIndex}/a11y-fallback-industry`;

/** Hostile URLs: each must answer 404 with the not-found or fallback page and run nothing. */
const hostilePaths = [
  '/this/path/does/not/exist',
  `${industriesIndex}/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
  `${industriesIndex}/%3Cimg%20src%3Dx%20onerror%3D%22window.__a11yInjected%3D1%22%3E`,
  `${industriesIndex}/${'a'.repeat(2_000 - industriesIndex.length - 1)}`,
  `${industriesIndex}/../../../etc/passwd`,
  `${industriesIndex}/a%2Fb%2Fc`,
];

const checks = [
  'status',
  'h1',
  'axe',
  'keyboard',
  'reflow',
  'html',
  'links',
  'console',
  'client-nav',
  'no-js',
];

const session = {};
/** @type {Map<string, Page>} */
const pages = new Map();
let sitemapPaths = [];
let stageSeconds = 0;
let checksRun = 0;

/**
 * @typedef {{path: string, file?: string, status: number, redirectTo?: string,
 *   results: Record<string, {run: number, failures: string[]}>}} Page
 */

function record(entry, check, failures, combo) {
  const cell = (entry.results[check] ??= {run: 0, failures: []});
  cell.run += 1;
  checksRun += 1;
  for (const failure of failures) cell.failures.push(combo ? `[${combo}] ${failure}` : failure);
}

/** build/about.html → /about, build/index.html → /, build/industries/index.html → /industries. */
function routeOfFile(relative) {
  const route = `/${relative.replace(/\\/g, '/')}`
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

async function htmlFiles(dir, root = dir) {
  const found = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') found.push(...(await htmlFiles(full, root)));
    } else if (entry.name.endsWith('.html')) {
      found.push(path.relative(root, full));
    }
  }
  return found.sort();
}

async function collectPages(root) {
  const sitemap = await fs.readFile(path.join(root, 'sitemap.xml'), 'utf8');
  sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname.replace(/(.)\/$/, '$1') || '/',
  );
  for (const relative of await htmlFiles(root)) {
    const file = path.join(root, relative);
    const html = await fs.readFile(file, 'utf8');
    if (relative === '404.html') {
      pages.set(notFoundPath, {path: notFoundPath, file, status: 404, results: {}});
      continue;
    }
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html);
    const route = routeOfFile(relative);
    pages.set(route, {path: route, file, status: 200, redirectTo: refresh?.[1], results: {}});
  }
  // The industry fallback is the not-found page, filled in after hydration.
  pages.set(fallbackPath, {path: fallbackPath, status: 404, results: {}});
}

/**
 * A pool of `concurrency` workers over `items`. Each worker may keep tabs open from one item to the
 * next (`tabs`, see `inTab`).
 */
async function pool(items, work) {
  const queue = [...items];
  const workers = Array.from({length: Math.min(concurrency, queue.length)}, async () => {
    const tabs = new Map();
    try {
      while (queue.length > 0) await work(queue.shift(), tabs);
    } finally {
      for (const tab of tabs.values()) await tab.page.close().catch(() => {});
    }
  });
  await Promise.all(workers);
}

/**
 * Runs `body` in the worker's tab of `context` (`tabs`), opened the first time and navigated from
 * page to page after that, or without `tabs` in a tab of its own; returns the console errors,
 * failed requests and dialogs of this visit alone.
 */
async function inTab(tabs, context, viewport, body) {
  let opened = tabs?.get(context);
  if (opened) {
    await opened.page.setViewportSize(viewport);
  } else {
    opened = await openPage({context, origin: session.origin}, {viewport});
    tabs?.set(context, opened);
  }
  const from = {problems: opened.problems.length, dialogs: opened.dialogs.length};
  try {
    await body(opened);
  } finally {
    if (!tabs) await opened.page.close();
  }
  return problemReport(opened.problems.slice(from.problems), opened.dialogs.slice(from.dialogs));
}

async function withOpenPage(context, viewport, body) {
  const opened = await openPage({context, origin: session.origin}, {viewport});
  try {
    return await body(opened);
  } finally {
    await opened.page.close();
  }
}

/** What the keyboard walk has walked outside the main content (see keyboardFailures). */
const walkedChrome = new Set();

/** Internal link targets already resolved: path → status. */
const resolved = new Map();
const idsOfFile = new Map();

async function idsOf(file) {
  if (!idsOfFile.has(file)) {
    const html = await fs.readFile(file, 'utf8');
    const ids = new Set();
    for (const match of html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
      ids.add(match[1] ?? match[2] ?? match[3]);
    }
    idsOfFile.set(file, ids);
  }
  return idsOfFile.get(file);
}

async function linkFailures(links, ownIds, ownPath) {
  const failures = [];
  for (const link of links) {
    const url = new URL(link.url);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') continue;
    if (url.protocol === 'javascript:') {
      failures.push(`javascript: link ${link.href}`);
      continue;
    }
    if (url.origin === session.origin && url.pathname === ownPath) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (id && !ownIds.has(id)) failures.push(`missing anchor ${link.href}`);
      continue;
    }
    if (url.origin === session.origin) {
      let target;
      try {
        target = resolved.get(url.pathname) ?? (await resolveRequest(session.root, url.pathname));
      } catch (error) {
        target = {status: error.status ?? 500};
      }
      resolved.set(url.pathname, target);
      if (target.status !== 200) {
        failures.push(`broken link ${link.href} (${target.status})`);
        continue;
      }
      if (url.hash.length > 1) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!(await idsOf(target.file)).has(id)) failures.push(`missing anchor ${link.href}`);
      }
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      failures.push(`unexpected link scheme ${link.href}`);
      continue;
    }
    const rel = new Set(link.rel.toLowerCase().split(/\s+/));
    const problems = [];
    if (link.target !== '_blank') problems.push('no target="_blank"');
    if (!rel.has('noopener') || !rel.has('noreferrer')) problems.push(`rel="${link.rel}"`);
    if (!/new tab/i.test(`${link.name} ${link.description}`)) {
      problems.push(`no "new tab" hint in "${link.name.slice(0, 60)}"`);
    }
    if (problems.length > 0) failures.push(`external ${link.href}: ${problems.join(', ')}`);
  }
  return [...new Set(failures)];
}

/** One page in one combination: axe, and in the combinations that carry them, the other checks. */
async function crawlPage(entry, combo, context, tabs) {
  const problems = await inTab(tabs, context, combo.viewport, async (opened) => {
    const {page} = opened;
    const failures = {status: [], axe: [], keyboard: [], reflow: [], links: []};
    try {
      if (entry.redirectTo) {
        const response = await page.goto(entry.path, {waitUntil: 'commit'});
        if ((response?.status() ?? 0) >= 400) failures.status.push(`answers ${response?.status()}`);
        await page.waitForURL((url) => url.pathname === entry.redirectTo, {waitUntil: 'load'});
        await settle(page);
        record(entry, 'status', failures.status, combo.name);
      } else {
        const status = await visit(page, entry.path);
        if (status !== entry.status) failures.status.push(`answers ${status}, not ${entry.status}`);
        record(entry, 'status', failures.status, combo.name);
        // The redirect pages land on a page that is crawled in its own right.
        record(entry, 'h1', await headingFailures(page), combo.name);
        if (combo.scheme === 'light' && combo.viewport.width === desktopViewport.width) {
          entry.title = (await page.title()).trim();
        }
        record(entry, 'axe', await axeViolations(page), combo.name);
        // The Tab order changes with the width (the collapsed menu), not with the colours; the
        // focus indicator must show in both colour modes.
        record(
          entry,
          'keyboard',
          await (combo.scheme === 'light'
            ? keyboardFailures(page, {walkedChrome})
            : focusIndicatorFailures(page)),
          combo.name,
        );
        if (combo.scheme === 'light') {
          if (combo.viewport.width === desktopViewport.width) {
            const ids = new Set(await pageIds(page));
            record(
              entry,
              'links',
              await linkFailures(await pageLinks(page), ids, new URL(page.url()).pathname),
            );
          }
          const reflowViewport =
            combo.viewport.width === desktopViewport.width
              ? {width: 640, height: 400}
              : {width: 320, height: 700};
          const label = reflowViewport.width === 640 ? '200% zoom' : '320px';
          record(entry, 'reflow', await reflowFailures(page, reflowViewport), label);
        }
      }
    } catch (error) {
      record(entry, 'status', [`crawl failed: ${error.message.split('\n', 1)[0]}`], combo.name);
    }
  });
  record(entry, 'console', problems, combo.name);
}

async function noScriptPage(entry, context, tabs) {
  await inTab(tabs, context, desktopViewport, async (opened) => {
    const {page} = opened;
    try {
      await page.goto(entry.path, {waitUntil: 'load'});
      if (entry.redirectTo) {
        // The meta refresh works without JavaScript.
        await page.waitForURL((url) => url.pathname === entry.redirectTo, {waitUntil: 'load'});
      }
      record(entry, 'no-js', await noScriptFailures(page));
    } catch (error) {
      record(entry, 'no-js', [`failed: ${error.message.split('\n', 1)[0]}`]);
    }
  });
}

/**
 * Client-side navigation: from the home page, click to every page that has a link on the
 * current page or on the HTML sitemap (reached from the footer), all in one document.
 */
async function clientNavigation(context) {
  await withOpenPage(context, desktopViewport, async (opened) => {
    const {page} = opened;
    await visit(page, '/');
    await markDocument(page);
    let seen = problemReport(opened.problems, opened.dialogs).length;
    record(pages.get('/'), 'client-nav', problemReport(opened.problems, opened.dialogs));
    const targets = [...pages.values()].filter(
      (entry) => entry.status === 200 && !entry.redirectTo && entry.path !== '/',
    );
    // Links of the page body and footer only: a navbar dropdown left open under the mouse
    // closes as the mouse moves, and is not what this walk is about.
    const linkTo = (route) => page.locator(`:is(main, footer) a[href="${route}"]:visible`).first();
    const go = async (route) => {
      if (new URL(page.url()).pathname === route) return;
      // Titles are unique (the browser suite checks it), so a new title means the new page has
      // replaced the old one; the URL alone changes before the old content is gone.
      const previousTitle = await page.title();
      // A click event on the link, as a mouse click sends it, without hit-testing: scroll-reveal
      // animations and the sticky navbar made real pointer clicks time out now and then.
      await linkTo(route).dispatchEvent('click');
      await page.waitForURL((url) => url.pathname === route);
      await page.waitForFunction(
        (previous) =>
          document.title !== previous && document.querySelector('h1')?.textContent.trim(),
        previousTitle,
      );
      await page.waitForLoadState('networkidle');
    };
    for (const entry of targets) {
      try {
        if ((await linkTo(entry.path).count()) === 0) await go(listingOf('sitemap').path);
        if ((await linkTo(entry.path).count()) === 0) continue;
        await go(entry.path);
        const failures = [];
        if (!(await isSameDocument(page))) failures.push('the click loaded a new document');
        const all = problemReport(opened.problems, opened.dialogs);
        failures.push(...all.slice(seen));
        seen = all.length;
        record(entry, 'client-nav', failures);
      } catch (error) {
        record(entry, 'client-nav', [`failed: ${error.message.split('\n', 1)[0]}`]);
        await visit(page, '/');
        await markDocument(page);
        seen = problemReport(opened.problems, opened.dialogs).length;
      }
    }
  });
}

async function validateHtml() {
  // The standard-conformance preset: content models, required and permitted elements and
  // attributes, ids, ARIA and attribute values. No style rules (quoting, void-element style,
  // attribute case) are part of it, so none has to be turned off for the minified output.
  const validator = new HtmlValidate({extends: ['html-validate:standard']});
  for (const entry of pages.values()) {
    if (!entry.file) continue;
    if (entry.redirectTo) {
      // A redirect page (src/plugins/hosting/redirectPages.ts) sends the browser on at once, so
      // the browser checks see its target; its own markup is checked here: the document, and its
      // link, which must lead to a page that is not itself a redirect.
      const html = await fs.readFile(entry.file, 'utf8');
      const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
      const target = pages.get(entry.redirectTo);
      record(entry, 'links', [
        ...(links.includes(entry.redirectTo) ? [] : [`no link to ${entry.redirectTo}`]),
        ...(target && target.status === 200 && !target.redirectTo
          ? []
          : [`${entry.redirectTo} is not a page of the build`]),
      ]);
    }
    const report = await validator.validateFile(entry.file);
    const failures = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
      ),
    );
    record(entry, 'html', failures);
  }
}

function printTable() {
  const rows = [...pages.values()];
  const width = Math.max(...rows.map((row) => row.path.length), 4);
  const cell = (row, check) => {
    const result = row.results[check];
    if (!result) return '-';
    return result.failures.length === 0 ? 'ok' : `FAIL ${result.failures.length}`;
  };
  const colWidth = (check) => Math.max(check.length, 6);
  const lines = [
    `${'page'.padEnd(width)}  ${checks.map((check) => check.padEnd(colWidth(check))).join(' ')}`,
  ];
  for (const row of rows) {
    const label = row.path.length > 60 ? `${row.path.slice(0, 57)}...` : row.path;
    lines.push(
      `${label.padEnd(Math.min(width, 60))}  ${checks.map((check) => cell(row, check).padEnd(colWidth(check))).join(' ')}`,
    );
  }
  const failing = rows.flatMap((row) =>
    checks.flatMap((check) =>
      (row.results[check]?.failures ?? []).map((failure) => `${row.path} ${check}: ${failure}`),
    ),
  );
  lines.push(
    '',
    `pages: ${rows.length}   checks run: ${checksRun}   failures: ${failing.length}   time: ${stageSeconds.toFixed(0)} s`,
  );
  if (failing.length > 0) lines.push('', 'failures:', ...failing.map((line) => `  ${line}`));
  process.stdout.write(`${lines.join('\n')}\n`);
}

before(
  async () => {
    const started = Date.now();
    session.root = defaultBuildDir();
    await collectPages(session.root);
    session.server = await openServer(session.root);
    session.origin = session.server.url;
    session.browser = await openBrowser();
    const newContext = async (options) => {
      const context = await session.browser.newContext({baseURL: session.origin, ...options});
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(20_000);
      await keepRendererWarm(context, session.origin);
      return context;
    };
    session.light = await newContext({colorScheme: 'light'});
    session.dark = await newContext({colorScheme: 'dark'});
    session.noScript = await newContext({colorScheme: 'light', javaScriptEnabled: false});

    await validateHtml();
    const tasks = combos.flatMap((combo) => [...pages.values()].map((entry) => ({entry, combo})));
    await pool(tasks, ({entry, combo}, tabs) =>
      crawlPage(entry, combo, combo.scheme === 'dark' ? session.dark : session.light, tabs),
    );
    await pool([...pages.values()], (entry, tabs) => noScriptPage(entry, session.noScript, tabs));
    await clientNavigation(session.light);
    stageSeconds = (Date.now() - started) / 1000;
    printTable();
  },
  {timeout: stageTimeout},
);

after(async () => {
  for (const close of [
    () => session.light?.close(),
    () => session.dark?.close(),
    () => session.noScript?.close(),
    () => session.browser?.close(),
    () => session.server?.close(),
  ]) {
    await close().catch(() => {});
  }
});

function assertClean(check, rows = [...pages.values()]) {
  const failing = rows.flatMap((row) =>
    (row.results[check]?.failures ?? []).map((failure) => `${row.path}: ${failure}`),
  );
  if (failing.length > 0)
    assert.fail(`${check}: ${failing.length} failures\n  ${failing.join('\n  ')}`);
}

describe('the crawl covers every page', () => {
  test('every sitemap.xml URL, every page of the content model and the fallback pages are crawled', () => {
    assert.ok(sitemapPaths.length > 0, 'sitemap.xml lists no URL');
    for (const route of [...sitemapPaths, ...pagePaths, notFoundPath, fallbackPath]) {
      assert.ok(pages.has(route), `${route} is not crawled`);
    }
  });
  test('every page answered and was checked in all four combinations', () => {
    assertClean('status');
    for (const entry of pages.values()) {
      assert.equal(entry.results.status?.run, combos.length, `${entry.path}: status runs`);
      if (entry.redirectTo) {
        assert.equal(entry.results.html?.run, 1, `${entry.path}: HTML validation runs`);
        assert.equal(entry.results.links?.run, 1, `${entry.path}: link check runs`);
        continue;
      }
      assert.equal(entry.results.h1?.run, combos.length, `${entry.path}: h1 and title runs`);
      assert.equal(entry.results.axe?.run, combos.length, `${entry.path}: axe runs`);
      assert.equal(entry.results.keyboard?.run, combos.length, `${entry.path}: keyboard runs`);
      assert.equal(entry.results.reflow?.run, 2, `${entry.path}: reflow runs`);
      assert.equal(entry.results.links?.run, 1, `${entry.path}: link check runs`);
    }
  });
});

describe('checks', () => {
  for (const check of checks.filter((name) => name !== 'status')) {
    test(check, () => assertClean(check));
  }
  test('titles are unique among the pages of the content model', () => {
    const byTitle = new Map();
    for (const route of pagePaths) {
      const {title} = pages.get(route) ?? {};
      if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    }
    const shared = [...byTitle]
      .filter(([, routes]) => routes.length > 1)
      .map(([title, routes]) => `"${title}": ${routes.join(', ')}`);
    assert.deepEqual(shared, [], 'titles shared by several pages');
  });
  test('client-side navigation reached every page of sitemap.xml', () => {
    const missed = sitemapPaths.filter((route) => !pages.get(route)?.results['client-nav']);
    assert.deepEqual(missed, [], 'pages no link of the site led to, in the app');
  });
});

describe('the checks themselves', () => {
  test('the focus-ring check of dark mode fails on a page whose focus ring is taken away', async () => {
    await withOpenPage(session.dark, desktopViewport, async ({page}) => {
      await visit(page, '/');
      assert.deepEqual(await focusIndicatorFailures(page), [], 'the home page as built');
      await page.addStyleTag({
        content:
          '*:focus, *:focus-visible, *:focus-within { outline: none !important; box-shadow: none !important; }',
      });
      const failures = await focusIndicatorFailures(page);
      assert.ok(
        failures.some((failure) => failure.startsWith('no visible focus indicator')),
        `found: ${JSON.stringify(failures.slice(0, 3))}`,
      );
    });
  });
});

describe('the keyboard walk itself', () => {
  test('a page whose header and footer were walked is walked through its main content, and its faults there are found', async () => {
    await withOpenPage(session.light, desktopViewport, async ({page}) => {
      const walked = new Set();
      await visit(page, '/');
      assert.deepEqual(await keyboardFailures(page, {walkedChrome: walked}), [], 'walked whole');
      assert.equal(walked.size, 1, 'the header and footer are remembered once walked');

      // The same page again: only its main content is walked, and what is wrong there is found:
      // no focus ring in it, and a trap that sends the focus from its last link back to its first.
      await visit(page, '/');
      await page.addStyleTag({
        content:
          'main :focus, main :focus-visible, main :focus-within { outline: none !important; box-shadow: none !important; }',
      });
      await page.evaluate(() => {
        const links = [...document.querySelectorAll('main a[href]')];
        links.at(-1).addEventListener('keydown', (event) => {
          if (event.key === 'Tab' && !event.shiftKey) {
            event.preventDefault();
            links[0].focus();
          }
        });
      });
      const failures = await keyboardFailures(page, {walkedChrome: walked});
      assert.ok(
        failures.some((failure) => failure.startsWith('no visible focus indicator: a[href=')),
        `no ring in the main content: ${JSON.stringify(failures)}`,
      );
      assert.ok(
        failures.some((failure) => failure.startsWith('focus does not leave the main content')),
        `the trap: ${JSON.stringify(failures)}`,
      );

      // A page whose header differs is walked whole: a header link without a ring is found.
      await visit(page, '/');
      const href = await page.evaluate(() => {
        const link = document.querySelector('nav a[href^="/"]');
        link.classList.add('walk-probe');
        return link.getAttribute('href');
      });
      await page.addStyleTag({
        content:
          '.walk-probe:focus-visible { outline: none !important; box-shadow: none !important; }',
      });
      const whole = await keyboardFailures(page, {walkedChrome: walked});
      assert.ok(
        whole.some((failure) => failure.startsWith(`no visible focus indicator: a[href=${href}]`)),
        `the header link: ${JSON.stringify(whole)}`,
      );
    });
  });
  test('it reports a page that moves the focus as it loads, and still walks from the top', async () => {
    await withOpenPage(session.light, desktopViewport, async ({page}) => {
      await visit(page, '/');
      assert.deepEqual(await keyboardFailures(page), [], 'the home page as built');
      // As a page with an autofocus would be after loading: a link of the main content has focus.
      const text = await page.evaluate(() => {
        const link = document.querySelector('main a[href]');
        link.focus();
        return link.textContent.trim().slice(0, 40);
      });
      assert.deepEqual(await keyboardFailures(page), [
        `the page moves the focus as it loads, to a "${text}"`,
      ]);
    });
  });
});

describe('hostile URLs', () => {
  for (const hostile of hostilePaths) {
    test(`${hostile.slice(0, 80)}${hostile.length > 80 ? `… (${hostile.length} chars)` : ''}`, async () => {
      await withOpenPage(session.light, desktopViewport, async (opened) => {
        const {page} = opened;
        const status = await visit(page, hostile);
        assert.equal(status, 404);
        const state = await page.evaluate(() => ({
          h1: [...document.querySelectorAll('h1')].map((h) => h.textContent.trim()),
          injected: window.__a11yInjected,
          images: document.querySelectorAll('img[src="x"], main script').length,
          back: [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')),
        }));
        assert.equal(state.h1.length, 1, `h1: ${JSON.stringify(state.h1)}`);
        assert.ok(
          state.h1[0] === 'Page Not Found' || state.back.includes(industriesIndex),
          `neither the not-found nor the fallback page: ${JSON.stringify(state)}`,
        );
        assert.equal(state.injected, undefined, 'the injected onerror ran');
        assert.equal(state.images, 0, 'the path became markup');
        assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
      });
    });
  }
});
