/**
 * Weight budgets (./budgets.mjs) over the production build: every page opened in headless Chromium
 * at the mobile viewport, the page types also on a laptop, and every HTML, CSS and JavaScript file
 * each fetches (prefetches of linked pages included) weighed after gzip. Prints a table; fails on
 * any page over a budget, on any chunk of the build that holds a code highlighter
 * (./highlighter.mjs: code is highlighted at build time), and on any that holds the whole of tslib
 * (src/plugins/lean: the client needs one of its helpers).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';

import {resolveRequest} from '../../scripts/serve-build.mjs';
import {builtPages} from '../hosting/nginx.mjs';
import {browserSession} from '../browser/harness.mjs';
import {budgets, desktopViewport, mobileViewport} from './budgets.mjs';
import {highlighterFiles, highlighterSignatures} from './highlighter.mjs';
import {pageTypesOfBuild} from './pageTypes.mjs';
import {weighPage} from './weigh.mjs';

const session = browserSession(weighEverything);
/** One page of each kind, picked from the build's content model. */
let pageTypes = [];
/** @type {Map<string, Awaited<ReturnType<typeof weighPage>>>} */
const mobile = new Map();
const desktop = new Map();
/** Build files (relative to the build) that hold a code highlighter: none, if all is well. */
let highlighters = [];
let pages = [];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Messages of three unrelated tslib helpers (private fields, disposables, generators), kept by
 * minification: a chunk with all three holds the whole of tslib, not one helper inlined by a
 * compiler.
 */
const tslibSignatures = [
  'Private accessor was defined without a getter',
  'Object not disposable.',
  'Generator is already executing.',
];

/** The JavaScript files of the build (`assets/js/…`) that hold the whole of tslib. */
async function wholeTslibFiles(root) {
  const folder = path.join(root, 'assets', 'js');
  const found = [];
  for (const name of (await fs.readdir(folder)).sort()) {
    if (!name.endsWith('.js')) continue;
    const source = await fs.readFile(path.join(folder, name), 'utf8');
    if (tslibSignatures.every((signature) => source.includes(signature))) found.push(name);
  }
  return found;
}

/** Whether the page's HTML shows a code block (a highlighted `pre`). */
async function hasCodeBlock(pathname) {
  const {file} = await resolveRequest(session.root, pathname);
  return /<pre[^>]*\bcode-block\b/.test(await fs.readFile(file, 'utf8'));
}

/** Weighs every page of the build at both widths and prints the table. */
async function weighEverything() {
  pageTypes = pageTypesOfBuild(session.root);
  highlighters = await highlighterFiles(session.root);
  // Every page of the build, except the client-side redirect stubs (they only point elsewhere).
  pages = [...(await builtPages(session.root)).pages.keys()].sort();
  const weigh = (pathname, viewport) =>
    weighPage(session.context, {origin: session.origin, root: session.root, pathname, viewport});
  // Three pages at a time: each waits mostly for the network to go idle.
  const queue = [
    ...pages.map(
      (pathname) => async () => mobile.set(pathname, await weigh(pathname, mobileViewport)),
    ),
    ...pageTypes.map(
      ({path: pathname}) =>
        async () =>
          desktop.set(pathname, await weigh(pathname, desktopViewport)),
    ),
  ];
  await Promise.all(
    Array.from({length: 3}, async () => {
      while (queue.length > 0) await queue.shift()();
    }),
  );
  const typeOf = new Map(pageTypes.map(({type, path: p}) => [p, type]));
  const rows = pages.map((pathname) => {
    const m = mobile.get(pathname);
    const d = desktop.get(pathname);
    return [
      pathname.length > 52 ? `${pathname.slice(0, 51)}…` : pathname,
      typeOf.get(pathname) ?? '',
      kb(m.html.gzip),
      kb(m.css.gzip),
      kb(m.js.gzip),
      String(m.js.files.length),
      d ? kb(d.js.gzip) : '',
      kb(m.img.raw),
    ];
  });
  const header = ['page', 'type', 'HTML', 'CSS', 'JS phone', 'files', 'JS laptop', 'images'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\n${line(header)}\n${rows.map(line).join('\n')}\n(gzip, level 9; images: bytes fetched on a phone before scrolling)\n`,
  );
}

describe('weight budgets (gzip)', () => {
  test('the crawl weighed every page of the build and every page type', () => {
    assert.ok(pages.length >= 60, `only ${pages.length} pages found in the build`);
    for (const {path: pathname} of pageTypes) assert.ok(mobile.has(pathname), pathname);
  });

  test(`main.js is at most ${kb(budgets.mainJs)}`, () => {
    const main = mobile
      .get('/')
      .js.files.find((file) => /assets\/js\/main\.[\da-f]+\.js$/.test(file.path));
    assert.ok(main, 'the home page loads no main.js');
    assert.ok(main.gzip <= budgets.mainJs, `main.js is ${kb(main.gzip)}`);
  });

  test(`the home page loads at most ${kb(budgets.homeJs)} of JavaScript on a phone`, () => {
    const {js} = mobile.get('/');
    assert.ok(
      js.gzip <= budgets.homeJs,
      `${kb(js.gzip)}: ${js.files.map((f) => `${f.path} ${kb(f.gzip)}`).join(', ')}`,
    );
  });

  test(`the home page loads at most ${kb(budgets.homeJsDesktop)} of JavaScript on a laptop`, () => {
    const {js} = desktop.get('/');
    assert.ok(
      js.gzip <= budgets.homeJsDesktop,
      `${kb(js.gzip)}: ${js.files.map((f) => `${f.path} ${kb(f.gzip)}`).join(', ')}`,
    );
  });

  test(`llms-full.txt is at most ${kb(budgets.llmsFull)} (before compression)`, async () => {
    const {size} = await fs.stat(path.join(session.root, 'llms-full.txt'));
    console.log(`llms-full.txt: ${kb(size)} (${kb(budgets.llmsFull)} allowed)`);
    assert.ok(size <= budgets.llmsFull, `llms-full.txt is ${kb(size)}`);
  });

  test('every other page loads at most 10% more JavaScript than the home page, pages with code too', () => {
    const home = mobile.get('/').js.gzip;
    const limit = home * (1 + budgets.otherPagesOverHome);
    const over = [];
    for (const pathname of pages) {
      const {js} = mobile.get(pathname);
      if (js.gzip > limit) over.push(`${pathname}: ${kb(js.gzip)} > ${kb(limit)}`);
    }
    assert.deepEqual(over, []);
  });

  test('no chunk of the build holds the whole of tslib', async () => {
    assert.deepEqual(
      await wholeTslibFiles(session.root),
      [],
      'chunks with all of tslib in them: src/plugins/lean resolves the one helper the client needs',
    );
  });

  test('no chunk of the build holds a code highlighter, and no page loads one', async () => {
    assert.deepEqual(
      highlighters,
      [],
      `chunks with a highlighter in them (${highlighterSignatures.join(', ')}): code is highlighted at build time`,
    );
    const wrong = [];
    let withCode = 0;
    for (const pathname of pages) {
      if (await hasCodeBlock(pathname)) withCode += 1;
      const loaded = mobile
        .get(pathname)
        .js.files.filter((file) => highlighters.includes(file.path))
        .map((file) => file.path);
      if (loaded.length > 0) wrong.push(`${pathname}: ${loaded.join(', ')}`);
    }
    assert.ok(withCode > 0, 'no page of the build shows a code block to check against');
    assert.deepEqual(wrong, []);
  });

  test(`every page fetches at most ${kb(budgets.imagesFirstScreen)} of images on a phone before scrolling`, () => {
    const over = [];
    let withImages = 0;
    for (const pathname of pages) {
      const {img} = mobile.get(pathname);
      if (img.files.some((file) => file.path.startsWith('assets/images/'))) withImages += 1;
      if (img.raw > budgets.imagesFirstScreen) {
        over.push(
          `${pathname}: ${kb(img.raw)} (${img.files.map((f) => `${f.path} ${kb(f.raw)}`).join(', ')})`,
        );
      }
    }
    assert.ok(withImages > 0, 'no page of the build fetches an image of the pipeline to weigh');
    assert.deepEqual(over, []);
  });

  test(`every page loads at most ${kb(budgets.css)} of CSS and has at most ${kb(budgets.html)} of HTML`, () => {
    const over = [];
    for (const pathname of pages) {
      const {css, html} = mobile.get(pathname);
      if (css.gzip > budgets.css) over.push(`${pathname}: CSS ${kb(css.gzip)}`);
      if (html.gzip > budgets.html) over.push(`${pathname}: HTML ${kb(html.gzip)}`);
    }
    assert.deepEqual(over, []);
  });
});
