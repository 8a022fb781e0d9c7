/**
 * The first screen of every page with a hero, at 1280 px, against the production build: it uses
 * its width (the right third holds at least half as much content as the left third, whether the
 * hero is centred or has a panel beside its text), and the pages where a visitor decides to talk
 * (home, about, contact) show the consultant there.
 *
 * How "content" is measured: the boxes the page draws inside <main> within the first screen (the
 * viewport below the header): each run of text (a Range's client rects, so a short line counts
 * only as wide as its words), each image, SVG, button and form control, and each box framed by a
 * border on all four sides or by a shadow (a card, a panel; a rule across the page is not one). A band's background (anything as wide as the screen) is
 * not content, and neither is the breadcrumb trail, which is navigation like the header. A pixel
 * column of a third is filled when any content box covers it; a third's fill is the share of its
 * columns filled. The figures are printed for every page.
 */
/* global document, window, getComputedStyle, NodeFilter */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {browserSession, visit} from './harness.mjs';
import {entries, fixtures} from './siteModel.mjs';
import {assertClean, withContext} from './interactions-helpers.mjs';

const session = browserSession();
const viewport = {width: 1280, height: 800};

/** The pages of the model the content plugin renders (those that can have a hero). */
const contentPages = entries.filter((entry) => entry.source?.startsWith('src/content/'));

/**
 * In the page: the share of filled pixel columns in the left and right thirds of the first
 * screen, whether the page has a hero, and whether the consultant's portrait is in view.
 */
function measureFirstScreen() {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const header = document.querySelector('nav.navbar');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const main = document.querySelector('main');
  const filled = new Uint8Array(width);
  const cover = (rect) => {
    if (rect.width < 1 || rect.height < 1) return;
    if (rect.bottom <= top || rect.top >= height) return;
    const from = Math.max(0, Math.floor(rect.left));
    const to = Math.min(width, Math.ceil(rect.right));
    for (let x = from; x < to; x += 1) filled[x] = 1;
  };
  const shown = (element) => {
    for (let at = element; at && at !== main.parentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
      if (at.matches('nav[aria-label="Breadcrumb"]')) return false;
    }
    return true;
  };
  // Text, by the rects of its runs.
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || !shown(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) cover(rect);
  }
  // Pictures, controls and drawn boxes (cards, panels), but no full-width band.
  for (const element of main.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width >= width * 0.9 || !shown(element)) continue;
    const style = getComputedStyle(element);
    const drawn =
      element.matches('img, svg, picture, video, canvas, button, input, select, textarea') ||
      style.boxShadow !== 'none' ||
      ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) =>
          Number.parseFloat(style[`border${side}Width`]) > 0 &&
          !/rgba\(.*,\s*0\)$|transparent/.test(style[`border${side}Color`]),
      );
    if (drawn) cover(rect);
  }
  const share = (from, to) => {
    let count = 0;
    for (let x = from; x < to; x += 1) count += filled[x];
    return count / (to - from);
  };
  const third = Math.floor(width / 3);
  const portrait = [...main.querySelectorAll(':is(svg, picture)[class*="portrait"]')].some(
    (element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.top >= top && rect.bottom <= height;
    },
  );
  return {
    hero: main.querySelector('[class*="hero_"] h1') !== null,
    left: share(0, third),
    right: share(width - third, width),
    portrait,
  };
}

test(
  'at 1280 px no first screen with a hero leaves its right third emptier than half its left third',
  {timeout: 600_000},
  async () => {
    await withContext(session, {viewport, reducedMotion: 'reduce'}, async (opened) => {
      const {page} = opened;
      const failures = [];
      const lines = [];
      const measured = new Set();
      for (const entry of contentPages) {
        await visit(page, entry.path);
        const {hero, left, right} = await page.evaluate(measureFirstScreen);
        if (!hero) continue;
        measured.add(entry.path);
        const percent = (share) => `${Math.round(share * 100)}%`.padStart(4);
        lines.push(`${percent(left)} ${percent(right)}  ${entry.path}`);
        if (left === 0)
          failures.push(`${entry.path}: nothing in the left third of the first screen`);
        else if (right < left / 2)
          failures.push(
            `${entry.path}: the right third is ${percent(right).trim()} filled, the left ${percent(left).trim()}`,
          );
      }
      process.stdout.write(
        `first screens at 1280 px (left third, right third filled):\n${lines.join('\n')}\n`,
      );
      // A page of every kind with a hero was measured: the fixtures have one of each.
      const kinds = ['hub', 'service', 'comingSoonService', 'area', 'region', 'industry'];
      for (const kind of [...kinds, 'fallbackIndustry', 'caseStudy']) {
        assert.ok(measured.has(fixtures[kind].path), `no hero measured on ${fixtures[kind].path}`);
      }
      assert.deepEqual(failures, []);
      assertClean(opened, 'first screens');
    });
  },
);

test(
  'home, about and contact show the consultant’s portrait on the first screen, on a laptop',
  {timeout: 120_000},
  async () => {
    const pages = entries.filter(
      (entry) => entry.path === '/' || ['AboutPage', 'ContactPage'].includes(entry.webPageType),
    );
    assert.equal(pages.length, 3);
    await withContext(session, {viewport, reducedMotion: 'reduce'}, async (opened) => {
      const {page} = opened;
      for (const entry of pages) {
        await visit(page, entry.path);
        const {portrait} = await page.evaluate(measureFirstScreen);
        assert.ok(portrait, `${entry.path}: no portrait of the consultant on the first screen`);
      }
      assertClean(opened, 'the consultant on the first screen');
    });
  },
);
