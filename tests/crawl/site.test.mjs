/**
 * The crawl: every page of the production build, served by nginx with the server block the build
 * generated (its headers, Content-Security-Policy and caching, compressed as a host serves it), each
 * opened once per width (390 and 1280 px) and colour mode (light, dark) in headless Chromium, and
 * what every check needs recorded on that visit: each URL of sitemap.xml and every other page the
 * build writes (coming-soon pages, the blog's archive and tags, the redirects, which nginx answers
 * with a 301 to their page), the not-found page and the industry fallback. Checked on the record:
 *   status     each page answers as it should, in every combination
 *   h1         one visible h1 with text and a title, all 4 combinations; titles unique among the
 *              pages of the content model
 *   axe        axe-core (WCAG 2.0/2.1/2.2 A and AA, best practices) in light mode at both widths; in
 *              dark mode, whose markup is the same, the rules that depend on the colours
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
 *   words      at 390 and 1280 px no word or figure is broken across two lines (a hyphen, a dash, a
 *              slash or a web address may break)
 *   layout     at 1280 px a first screen with a hero uses its width (its right third at least half
 *              as filled as its left third), and the pages where a visitor decides to talk show the
 *              consultant there; at 390 px buttons stacked in a column share one width
 *   links      internal links and fragments resolve on the build; external links open a new tab
 *              with rel="noopener noreferrer" and say so in their accessible name
 *   csp        no Content-Security-Policy violation, in every combination and in client-side
 *              navigation
 *   console    no console error or warning, failed request or uncaught exception, on direct loads
 *              in every combination
 *   client-nav the same after client-side navigation from page to page
 *   no-js      without JavaScript the page shows its h1, its main content and its navigation links
 *   weight     what each page loads at 390 px (and at 1280 px) against tests/perf/budgets.mjs: its
 *              HTML, CSS and JavaScript (gzip) and the images of its first screen
 * and hostile URLs answer 404 with the not-found or fallback page and run no script.
 *
 * Run after a build: `node --test tests/crawl/` (SITE_BUILD_DIR, CHROME_PATH as for the browser
 * tests, nginx as the hosting tests find it; CRAWL_CONCURRENCY=n pages at a time, default 2). It
 * prints a table of pages × checks and one of the pages' weights.
 */
/* global document, window */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {after, before, describe, test} from 'node:test';

import {resolveRequest} from '../../scripts/serve-build.mjs';
import {
  reportCspViolations,
  desktopViewport,
  isSameDocument,
  keepRendererWarm,
  markDocument,
  mobileViewport,
  linksInViewSeen,
  requestsDone,
  openBrowser,
  openPage,
  problemReport,
  settle,
  visit,
  waitAsLongAsNeeded,
} from '../browser/harness.mjs';
import {
  entries,
  fixtures,
  industriesPath as industriesIndex,
  listingOf,
  pagePaths,
} from '../browser/siteModel.mjs';
import {editorPath} from '../../src/plugins/editor/where.mjs';
import {startNginx, stopNginx} from '../hosting/nginx.mjs';
import {budgets} from '../perf/budgets.mjs';
import {
  axeNginxLocation,
  axeViolations,
  focusIndicatorFailures,
  headingFailures,
  keyboardFailures,
  loadedFiles,
  measureFirstScreen,
  noScriptFailures,
  pageIds,
  pageLinks,
  reflowFailures,
  stackedButtons,
  wordBreakFailures,
} from './probes.mjs';

const concurrency = Math.max(1, Number(process.env.CRAWL_CONCURRENCY) || 2);
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
  'words',
  'layout',
  'links',
  'csp',
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
 * @typedef {{path: string, file?: string, status: number, redirectTo?: string, title?: string,
 *   results: Record<string, {run: number, failures: string[]}>,
 *   loaded?: Record<number, {path: string, kind: string}[]>,
 *   firstScreen?: {hero: boolean, left: number, right: number, portrait: boolean},
 *   stacked?: {text: string, width: number}[][]}} Page
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
      // Not the browser editor's files, nor (below) its page: the owner's tool, not a page of the
      // site (tests/editor checks them).
      if (entry.name !== 'assets' && `/${path.relative(root, full)}` !== editorPath) {
        found.push(...(await htmlFiles(full, root)));
      }
    } else if (
      entry.name.endsWith('.html') &&
      routeOfFile(path.relative(root, full)) !== editorPath
    ) {
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
    opened = await openCrawlPage(context, viewport);
    tabs?.set(context, opened);
  }
  const from = {
    problems: opened.problems.length,
    dialogs: opened.dialogs.length,
    csp: opened.csp.length,
  };
  try {
    await body(opened);
  } finally {
    if (!tabs) await opened.page.close();
  }
  return {
    problems: problemReport(
      opened.problems.slice(from.problems),
      opened.dialogs.slice(from.dialogs),
    ),
    csp: opened.csp.slice(from.csp),
  };
}

/** The Content-Security-Policy violations each tab's documents report, by tab. */
const cspOfPage = new WeakMap();

/** Has every document of `context` report its Content-Security-Policy violations to its tab's record. */
const recordCspViolations = (context) =>
  reportCspViolations(context, (page, violation) =>
    cspOfPage
      .get(page)
      ?.push(
        `${violation.directive} blocked ${violation.blocked || 'inline'} (${violation.sample}) on ${violation.path} at ${violation.source}`,
      ),
  );

/**
 * A tab of the crawl: the browser tests' page (its console, failed requests and dialogs recorded),
 * and `csp`, the Content-Security-Policy violations of its documents (none without JavaScript).
 */
async function openCrawlPage(context, viewport) {
  const opened = await openPage({context, origin: session.origin}, {viewport});
  const csp = [];
  cspOfPage.set(opened.page, csp);
  return Object.assign(opened, {csp});
}

async function withOpenPage(context, viewport, body) {
  const opened = await openCrawlPage(context, viewport);
  try {
    return await body(opened);
  } finally {
    await opened.page.close();
  }
}

/**
 * Adds CSS rules to the page as a stylesheet built by script, which the page's
 * Content-Security-Policy (no inline styles) allows where a `<style>` element would be blocked.
 */
async function addStyleRules(page, css) {
  await page.evaluate((rules) => {
    const sheet = new document.defaultView.CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
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

/**
 * One page in one combination: its status, h1 and title, what it loaded, axe, the keyboard; and in
 * the combinations that carry them, the other checks and measures.
 */
async function crawlPage(entry, combo, context, tabs) {
  const light = combo.scheme === 'light';
  const wide = combo.viewport.width === desktopViewport.width;
  const {problems, csp} = await inTab(tabs, context, combo.viewport, async (opened) => {
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
        record(entry, 'h1', await headingFailures(page), combo.name);
        if (light) {
          // What the page loads as it opens, before anything is focused or scrolled: the links in
          // view told so (Docusaurus prefetches their pages then, unless the site stops it), then
          // every request that and the opening set in motion done.
          await linksInViewSeen(page);
          await requestsDone(page);
          (entry.loaded ??= {})[combo.viewport.width] = await loadedFiles(page);
          record(entry, 'words', await wordBreakFailures(page, combo.viewport.width), combo.name);
          if (wide) {
            entry.title = (await page.title()).trim();
            entry.firstScreen = await page.evaluate(measureFirstScreen);
            record(entry, 'layout', firstScreenFailures(entry), combo.name);
          } else {
            entry.stacked = await page.evaluate(stackedButtons);
            record(entry, 'layout', stackedFailures(entry), combo.name);
          }
        }
        record(
          entry,
          'axe',
          await axeViolations(page, {colours: !light, onSite: true}),
          combo.name,
        );
        // The Tab order changes with the width (the collapsed menu), not with the colours; the
        // focus indicator must show in both colour modes.
        record(
          entry,
          'keyboard',
          await (light ? keyboardFailures(page, {walkedChrome}) : focusIndicatorFailures(page)),
          combo.name,
        );
        if (light) {
          if (wide) {
            const ids = new Set(await pageIds(page));
            record(
              entry,
              'links',
              await linkFailures(await pageLinks(page), ids, new URL(page.url()).pathname),
            );
          }
          const reflowViewport = wide ? {width: 640, height: 400} : {width: 320, height: 700};
          const label = reflowViewport.width === 640 ? '200% zoom' : '320px';
          record(entry, 'reflow', await reflowFailures(page, reflowViewport), label);
        }
      }
    } catch (error) {
      record(entry, 'status', [`crawl failed: ${error.message.split('\n', 1)[0]}`], combo.name);
    }
  });
  record(entry, 'console', problems, combo.name);
  record(entry, 'csp', csp, combo.name);
}

/** The pages where a visitor decides to talk: home, about and contact. */
const talkPages = new Set(
  entries
    .filter(
      (entry) => entry.path === '/' || ['AboutPage', 'ContactPage'].includes(entry.webPageType),
    )
    .map((entry) => entry.path),
);

/**
 * The pages whose first screen is a page's own hero: those the content plugin renders from
 * src/content/ (the blog's listings open with a header over their cards, which fill the screen as
 * there are posts).
 */
const heroPages = new Set(
  entries.filter((entry) => entry.source?.startsWith('src/content/')).map((entry) => entry.path),
);

/**
 * A first screen with a hero at 1280 px: its right third at least half as filled as its left;
 * and the consultant on the first screen of the pages where a visitor decides to talk.
 */
function firstScreenFailures(entry) {
  const {left, right, portrait} = entry.firstScreen;
  const hero = entry.firstScreen.hero && heroPages.has(entry.path);
  const failures = [];
  const percent = (share) => `${Math.round(share * 100)}%`;
  if (hero && left === 0) failures.push('nothing in the left third of the first screen');
  else if (hero && right < left / 2) {
    failures.push(
      `the first screen's right third is ${percent(right)} filled, the left ${percent(left)}`,
    );
  }
  if (talkPages.has(entry.path) && !portrait) {
    failures.push('no portrait of the consultant on the first screen');
  }
  return failures;
}

/** Buttons stacked in a column at 390 px share one width. */
function stackedFailures(entry) {
  return entry.stacked.flatMap((group) => {
    const widths = group.map((button) => button.width);
    return Math.max(...widths) - Math.min(...widths) > 1
      ? [
          `stacked buttons of different widths: ${group.map((b) => `"${b.text}" ${b.width} px`).join(', ')}`,
        ]
      : [];
  });
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
    const report = () => [...problemReport(opened.problems, opened.dialogs), ...opened.csp];
    let seen = report().length;
    record(pages.get('/'), 'client-nav', report());
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
        const all = report();
        failures.push(...all.slice(seen));
        seen = all.length;
        record(entry, 'client-nav', failures);
      } catch (error) {
        record(entry, 'client-nav', [`failed: ${error.message.split('\n', 1)[0]}`]);
        await visit(page, '/');
        await markDocument(page);
        seen = report().length;
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Weights: what each page loaded, weighed from the build's files as a compressing host sends them

const gzipSizes = new Map();

/** The gzip size (level 9) and raw size of a build file, once however many pages load it. */
async function sizeOf(file) {
  if (!gzipSizes.has(file)) {
    const bytes = await fs.readFile(file);
    gzipSizes.set(file, {raw: bytes.length, gzip: zlib.gzipSync(bytes, {level: 9}).length});
  }
  return gzipSizes.get(file);
}

/**
 * Each page's weight at each width it was recorded: `{html, css, js, img}`, each with its files
 * and totals (gzip for text; raw for images, which hosts send as they are).
 */
async function weighPages() {
  for (const entry of pages.values()) {
    for (const [width, files] of Object.entries(entry.loaded ?? {})) {
      const weight = Object.fromEntries(
        ['html', 'css', 'js', 'img'].map((kind) => [kind, {raw: 0, gzip: 0, files: []}]),
      );
      for (const {path: pathname, kind} of files) {
        const resolved = await resolveRequest(session.root, pathname).catch(() => ({}));
        if (resolved.status !== 200) continue;
        const size = await sizeOf(resolved.file);
        weight[kind].raw += size.raw;
        weight[kind].gzip += size.gzip;
        weight[kind].files.push({path: path.relative(session.root, resolved.file), ...size});
      }
      (entry.weight ??= {})[width] = weight;
    }
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The pages that were weighed (every page the crawl loaded itself, redirects aside). */
const weighed = () => [...pages.values()].filter((entry) => entry.weight?.[mobileViewport.width]);

function printWeights() {
  const rows = weighed().map((entry) => {
    const phone = entry.weight[mobileViewport.width];
    const laptop = entry.weight[desktopViewport.width];
    return [
      entry.path.length > 52 ? `${entry.path.slice(0, 51)}…` : entry.path,
      kb(phone.html.gzip),
      kb(phone.css.gzip),
      kb(phone.js.gzip),
      String(phone.js.files.length),
      laptop ? kb(laptop.js.gzip) : '',
      kb(phone.img.raw),
    ];
  });
  const header = ['page', 'HTML', 'CSS', 'JS phone', 'files', 'JS laptop', 'images'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  process.stdout.write(
    `\n${line(header)}\n${rows.map(line).join('\n')}\n(gzip, level 9; images: bytes loaded at ${mobileViewport.width} px before scrolling)\n`,
  );
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
    session.server = {};
    await startNginx(session.server, {extra: axeNginxLocation});
    session.root = session.server.root;
    session.origin = session.server.origin;
    await collectPages(session.root);
    session.browser = await openBrowser();
    const newContext = async (options) => {
      const context = await session.browser.newContext({baseURL: session.origin, ...options});
      waitAsLongAsNeeded(context);
      if (options.javaScriptEnabled !== false) await recordCspViolations(context);
      await keepRendererWarm(context, session.origin);
      return context;
    };
    session.light = await newContext({colorScheme: 'light'});
    session.dark = await newContext({colorScheme: 'dark'});
    session.noScript = await newContext({colorScheme: 'light', javaScriptEnabled: false});

    const tasks = combos.flatMap((combo) => [...pages.values()].map((entry) => ({entry, combo})));
    await pool(tasks, ({entry, combo}, tabs) =>
      crawlPage(entry, combo, combo.scheme === 'dark' ? session.dark : session.light, tabs),
    );
    await pool([...pages.values()], (entry, tabs) => noScriptPage(entry, session.noScript, tabs));
    await clientNavigation(session.light);
    await weighPages();
    stageSeconds = (Date.now() - started) / 1000;
    printTable();
    printWeights();
  },
  {timeout: stageTimeout},
);

after(async () => {
  for (const close of [
    () => session.light?.close(),
    () => session.dark?.close(),
    () => session.noScript?.close(),
    () => session.browser?.close(),
    () => stopNginx(session.server),
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
      assert.equal(entry.results.csp?.run, combos.length, `${entry.path}: CSP runs`);
      // A redirect lands on a page that is crawled in its own right.
      if (entry.redirectTo) continue;
      assert.equal(entry.results.h1?.run, combos.length, `${entry.path}: h1 and title runs`);
      assert.equal(entry.results.axe?.run, combos.length, `${entry.path}: axe runs`);
      assert.equal(entry.results.keyboard?.run, combos.length, `${entry.path}: keyboard runs`);
      assert.equal(entry.results.reflow?.run, 2, `${entry.path}: reflow runs`);
      assert.equal(entry.results.words?.run, 2, `${entry.path}: word-break runs`);
      assert.equal(entry.results.layout?.run, 2, `${entry.path}: layout runs`);
      assert.equal(entry.results.links?.run, 1, `${entry.path}: link check runs`);
    }
  });
  test('a first screen of every kind of page with a hero was measured, and buttons stacked somewhere', () => {
    const measured = new Set(
      [...pages.values()].filter((entry) => entry.firstScreen?.hero).map((entry) => entry.path),
    );
    for (const kind of [
      'hub',
      'service',
      'comingSoonService',
      'area',
      'region',
      'industry',
      'fallbackIndustry',
      'caseStudy',
    ]) {
      assert.ok(measured.has(fixtures[kind].path), `no hero measured on ${fixtures[kind].path}`);
    }
    // The hero of the fixture service has two buttons, which stack on a phone.
    assert.ok(
      pages.get(fixtures.service.path)?.stacked?.length > 0,
      'no stacked buttons on the fixture service: the rule was not exercised',
    );
    assert.equal(talkPages.size, 3, 'home, about and contact');
  });
});

describe('weight budgets (gzip), from what each page loaded', () => {
  const home = () => pages.get('/').weight;
  const list = (weight) =>
    weight.js.files.map((file) => `${file.path} ${kb(file.gzip)}`).join(', ');
  test('every page the crawl opened was weighed at both widths', () => {
    const missing = [...pages.values()]
      .filter((entry) => entry.status === 200 && !entry.redirectTo)
      .filter(
        (entry) => !entry.weight?.[mobileViewport.width] || !entry.weight?.[desktopViewport.width],
      )
      .map((entry) => entry.path);
    assert.deepEqual(missing, []);
    const main = home()[mobileViewport.width].js.files.find((file) =>
      /^assets\/js\/main\.[\da-f]+\.js$/.test(file.path),
    );
    assert.ok(main, 'the home page loaded no main.js: the record of loaded files is empty');
  });
  test(`the home page loads at most ${kb(budgets.homeJs)} of JavaScript on a phone`, () => {
    const weight = home()[mobileViewport.width];
    assert.ok(weight.js.gzip <= budgets.homeJs, `${kb(weight.js.gzip)}: ${list(weight)}`);
  });
  test(`the home page loads at most ${kb(budgets.homeJsDesktop)} of JavaScript on a laptop`, () => {
    const weight = home()[desktopViewport.width];
    assert.ok(weight.js.gzip <= budgets.homeJsDesktop, `${kb(weight.js.gzip)}: ${list(weight)}`);
  });
  test(`every other page loads at most ${kb(budgets.otherPagesOverHome)} more JavaScript than the home page, pages with code too`, () => {
    const limit = home()[mobileViewport.width].js.gzip + budgets.otherPagesOverHome;
    const over = weighed()
      .filter((entry) => entry.weight[mobileViewport.width].js.gzip > limit)
      .map(
        (entry) =>
          `${entry.path}: ${kb(entry.weight[mobileViewport.width].js.gzip)} > ${kb(limit)}`,
      );
    assert.deepEqual(over, []);
  });
  test(`every page loads at most ${kb(budgets.imagesFirstScreen)} of images on a phone before scrolling`, () => {
    const over = [];
    let withImages = 0;
    for (const entry of weighed()) {
      const {img} = entry.weight[mobileViewport.width];
      if (img.files.some((file) => file.path.startsWith('assets/images/'))) withImages += 1;
      if (img.raw > budgets.imagesFirstScreen) {
        over.push(
          `${entry.path}: ${kb(img.raw)} (${img.files.map((f) => `${f.path} ${kb(f.raw)}`).join(', ')})`,
        );
      }
    }
    assert.ok(withImages > 0, 'no page loaded an image of the pipeline to weigh');
    assert.deepEqual(over, []);
  });
  test(`every page loads at most ${kb(budgets.css)} of CSS and has at most ${kb(budgets.html)} of HTML`, () => {
    const over = [];
    for (const entry of weighed()) {
      const {css, html} = entry.weight[mobileViewport.width];
      if (css.gzip > budgets.css) over.push(`${entry.path}: CSS ${kb(css.gzip)}`);
      if (html.gzip > budgets.html) over.push(`${entry.path}: HTML ${kb(html.gzip)}`);
    }
    assert.deepEqual(over, []);
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
  test('the CSP record reports an inline script the build did not emit, which the policy of nginx blocks', async () => {
    await withOpenPage(session.light, desktopViewport, async (opened) => {
      const {page} = opened;
      await visit(page, fixtures.service.path);
      assert.deepEqual(opened.csp, [], 'the page as built');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        return window.__injected === true;
      });
      assert.equal(ran, false, 'an injected inline script ran');
      for (let attempt = 0; attempt < 50 && opened.csp.length === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(
        opened.csp.some((line) => line.startsWith('script-src')),
        `no violation recorded: ${JSON.stringify(opened.csp)}`,
      );
    });
  });
  test('the word-break check finds a word broken mid-way, and lets a hyphen, a slash or an address break', async () => {
    await withOpenPage(session.light, mobileViewport, async ({page}) => {
      await visit(page, fixtures.service.path);
      assert.deepEqual(await wordBreakFailures(page, 390), [], 'the page as built');
      await page.evaluate(() => {
        const main = document.querySelector('main');
        for (const text of [
          'Hundreds of leads',
          'search-engine-optimisation-consulting',
          'pages/services/technical',
          'https://www.example.com/services/technical-seo',
        ]) {
          const probe = document.createElement('p');
          probe.textContent = text;
          probe.style.cssText = 'width: 4ch; overflow-wrap: anywhere; font-size: 20px';
          main.prepend(probe);
        }
      });
      const failures = await wordBreakFailures(page, 390);
      assert.ok(
        failures.some((failure) => failure.includes('"Hun')),
        `"Hundreds" broken mid-way was not found: ${JSON.stringify(failures)}`,
      );
      for (const allowed of ['search-engine', 'pages/', 'example.com']) {
        assert.ok(
          failures.every((failure) => !failure.includes(allowed) || failure.includes('"Hun')),
          `a break at a hyphen, a slash or in an address was reported: ${JSON.stringify(failures)}`,
        );
      }
    });
  });
  test('the focus-ring check of dark mode fails on a page whose focus ring is taken away', async () => {
    await withOpenPage(session.dark, desktopViewport, async ({page}) => {
      await visit(page, '/');
      assert.deepEqual(await focusIndicatorFailures(page), [], 'the home page as built');
      await addStyleRules(
        page,
        '*:focus, *:focus-visible, *:focus-within { outline: none !important; box-shadow: none !important; }',
      );
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
      await addStyleRules(
        page,
        'main :focus, main :focus-visible, main :focus-within { outline: none !important; box-shadow: none !important; }',
      );
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
      await addStyleRules(
        page,
        '.walk-probe:focus-visible { outline: none !important; box-shadow: none !important; }',
      );
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
