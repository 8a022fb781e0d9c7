/**
 * The site on a phone (390 px wide), in headless Chromium against the production build:
 *   - every control of the header (menu button, logo, search, the call to action) and every row
 *     and control of the open mobile menu (its links, the color mode button, the close button,
 *     on a guide the way back to the main menu) is a target of at least 44 × 44 px, inside the
 *     screen and clear of its neighbours;
 *   - the breadcrumb trail of the deepest fixture pages stays on one line: the pages between Home
 *     and the current one are shortened, every name stays whole for screen readers and matches
 *     the page's BreadcrumbList, and a shortened link is still a 24 px target;
 *   - the footer's columns sit two across.
 */
/* global document, getComputedStyle, window */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, mobileViewport, visit} from './harness.mjs';
import {assertClean, until, withContext} from './interactions-helpers.mjs';
import {contactPath, entryAt, fixtures, homePath} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;
/** The smallest target a fingertip needs (WCAG 2.5.5, Apple and Google's guidelines). */
const fingertip = 44;
/** The smallest target WCAG 2.2 allows (2.5.8). */
const minimumTarget = 24;
/** Layout rounds boxes to fractions of a pixel. */
const rounding = 0.01;

/** Every visible link and button inside `root` (a selector): its name, box and whether inert. */
function targets(page, root) {
  return page.locator(root).evaluateAll((roots) =>
    roots.flatMap((element) =>
      [...element.querySelectorAll('a[href], button')]
        .filter((target) => {
          const style = getComputedStyle(target);
          const box = target.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            style.visibility !== 'hidden' &&
            !target.closest('[inert], [aria-hidden="true"]')
          );
        })
        .map((target) => {
          const box = target.getBoundingClientRect();
          return {
            name: (target.getAttribute('aria-label') ?? target.textContent ?? '').trim(),
            html: target.outerHTML.slice(0, 120),
            classes: target.className,
            href: target.getAttribute('href'),
            search: target.hasAttribute('data-search-control'),
            x: box.x,
            y: box.y,
            width: box.width,
            height: box.height,
          };
        }),
    ),
  );
}

function assertFingertipSized(found, where) {
  for (const target of found) {
    assert.ok(
      target.width >= fingertip - rounding && target.height >= fingertip - rounding,
      `${where}: “${target.name}” is ${target.width.toFixed(1)} × ${target.height.toFixed(1)} px (${target.html})`,
    );
  }
}

const overlap = (a, b) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > rounding &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > rounding;

/** How deep a page sits: the number of pages in its trail, from Home to itself. */
function depth(entry) {
  let count = 1;
  for (let at = entry; at.parent !== undefined && at.parent !== null; count += 1) {
    at = entryAt(at.parent);
    if (!at) break;
  }
  return count;
}

describe('on a phone', () => {
  test(
    'every control of the header is a 44 × 44 px target, inside the screen and clear of the others',
    {timeout},
    async () => {
      await withContext(session, {viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        for (const path of [homePath, fixtures.service.path]) {
          await visit(page, path);
          const found = await targets(page, 'nav.navbar .navbar__inner');
          // The controls a visitor needs at hand: the menu button, the logo, search and the call
          // to action.
          const has = (what, predicate) =>
            assert.ok(found.some(predicate), `${path}: the header shows no ${what}`);
          has('menu button', (target) => target.classes.includes('navbar__toggle'));
          has('search control', (target) => target.search);
          has('call to action', (target) => target.href === contactPath);
          has('logo link', (target) => target.classes.includes('navbar__brand'));
          assertFingertipSized(found, path);
          for (const target of found) {
            assert.ok(
              target.x >= -rounding && target.x + target.width <= mobileViewport.width + rounding,
              `${path}: “${target.name}” reaches outside the screen`,
            );
          }
          found.forEach((a, index) => {
            for (const b of found.slice(index + 1)) {
              assert.ok(!overlap(a, b), `${path}: “${a.name}” and “${b.name}” overlap`);
            }
          });
          assert.equal(
            await page.evaluate(() => document.documentElement.scrollWidth),
            mobileViewport.width,
            `${path} scrolls sideways`,
          );
        }
        assertClean(opened, 'the header on a phone');
      });
    },
  );

  test(
    'every row and control of the mobile menu is a 44 × 44 px target, the color mode button included',
    {timeout},
    async () => {
      const options = {viewport: mobileViewport, reducedMotion: 'reduce'};
      await withContext(session, options, async (opened) => {
        const {page} = opened;
        // A page, and a guide, whose menu opens on the knowledge base's own panel with its way
        // back to the main menu.
        for (const path of [homePath, fixtures.guide.path]) {
          await visit(page, path);
          await page.locator('.navbar__toggle').click();
          // Motion is reduced in this context: the panel is in place as soon as it opens.
          await until('the menu to open', () =>
            page.evaluate(() => {
              const panel = document.querySelector('.navbar-sidebar--show .navbar-sidebar');
              return panel !== null && Math.abs(panel.getBoundingClientRect().x) < 0.5;
            }),
          );
          const panel = await page.locator('.navbar-sidebar').boundingBox();
          const found = (await targets(page, '.navbar-sidebar')).filter(
            // The panel not shown (main menu or the guide's) sits beside it, off the screen.
            (target) =>
              target.x + target.width / 2 > panel.x &&
              target.x + target.width / 2 < panel.x + panel.width,
          );
          const brand = await targets(page, '.navbar-sidebar__brand');
          assert.ok(
            brand.some((target) => target.classes.includes('navbar-sidebar__close')),
            `${path}: the menu has no close button`,
          );
          assert.ok(
            brand.some(
              (target) =>
                !target.classes.includes('navbar-sidebar__close') &&
                !target.classes.includes('navbar__brand'),
            ),
            `${path}: the menu has no color mode button`,
          );
          assert.ok(
            found.filter((target) => target.classes.includes('menu__link')).length > 1,
            `${path}: the menu shows no rows`,
          );
          if (path === fixtures.guide.path) {
            assert.ok(
              found.some((target) => target.classes.includes('navbar-sidebar__back')),
              `${path}: the menu shows no way back to the main menu`,
            );
          }
          assertFingertipSized(found, `${path}, menu`);
          await page.keyboard.press('Escape');
          await until('the menu to close', () =>
            page.evaluate(() => document.querySelector('.navbar-sidebar--show') === null),
          );
        }
        assertClean(opened, 'the mobile menu');
      });
    },
  );

  test(
    'the breadcrumb trail of the deepest pages stays on one line, whole for screen readers',
    {timeout},
    async () => {
      const fixturePages = Object.values(fixtures);
      const deepest = Math.max(...fixturePages.map(depth));
      const pages = fixturePages.filter((entry) => depth(entry) === deepest);
      assert.ok(deepest >= 4, 'no fixture page is four pages deep');
      let shortened = 0;
      await withContext(session, {viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        for (const entry of pages) {
          await visit(page, entry.path);
          const trail = await page.evaluate(() => {
            const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
            if (!nav) return null;
            const list = nav.querySelector('ol');
            const items = [...list.querySelectorAll(':scope > li')].map((item) => {
              const named = item.querySelector('a, [aria-current]');
              const box = named.getBoundingClientRect();
              return {
                name: named.textContent.trim(),
                current: named.getAttribute('aria-current'),
                link: named.tagName === 'A',
                shortened: named.scrollWidth > named.clientWidth,
                top: item.getBoundingClientRect().top,
                bottom: item.getBoundingClientRect().bottom,
                width: box.width,
                height: box.height,
                right: box.right,
              };
            });
            const graph = [...document.querySelectorAll('script[type="application/ld+json"]')]
              .map((script) => JSON.parse(script.textContent))
              .flatMap((data) => data['@graph'] ?? [data]);
            const breadcrumbList = graph.find((node) => node['@type'] === 'BreadcrumbList');
            return {
              items,
              listed: breadcrumbList?.itemListElement.map((item) => item.name) ?? null,
              right: list.getBoundingClientRect().right,
              containerRight: nav.getBoundingClientRect().right,
              scrollWidth: document.documentElement.scrollWidth,
            };
          });
          assert.ok(trail, `${entry.path} has no breadcrumb trail`);
          const {items} = trail;
          assert.equal(items.length, deepest, `${entry.path}: the trail is not the page’s depth`);
          const firstLine = items[0];
          for (const item of items) {
            assert.ok(
              item.top < firstLine.bottom - rounding && item.bottom > firstLine.top + rounding,
              `${entry.path}: “${item.name}” is on a line of its own`,
            );
            assert.ok(
              item.right <= trail.containerRight + rounding,
              `${entry.path}: “${item.name}” sticks out`,
            );
            if (item.link) {
              assert.ok(
                item.width >= minimumTarget - rounding && item.height >= minimumTarget - rounding,
                `${entry.path}: “${item.name}” is a ${item.width.toFixed(1)} × ${item.height.toFixed(1)} px target`,
              );
            }
          }
          assert.equal(trail.scrollWidth, mobileViewport.width, `${entry.path} scrolls sideways`);
          // The trail a screen reader hears, and search engines read, is whole.
          assert.deepEqual(
            items.map((item) => item.name),
            trail.listed,
            `${entry.path}: the trail and its BreadcrumbList differ`,
          );
          assert.equal(items.at(-1).current, 'page');
          assert.equal(items[0].shortened, false, `${entry.path}: Home is shortened`);
          shortened += items.filter((item) => item.shortened).length;
        }
        assertClean(opened, 'the breadcrumb trails');
      });
      // At least one of these trails is wider than a phone's line, so the rule is exercised.
      assert.ok(shortened > 0, 'no name of the deepest trails needed shortening at 390 px');
    },
  );

  test('the footer’s columns sit two across', {timeout}, async () => {
    await withContext(session, {viewport: mobileViewport}, async (opened) => {
      const {page} = opened;
      await visit(page, homePath);
      const layout = await page.evaluate(() => {
        const columns = [...document.querySelectorAll('footer .footer__links .footer__col')];
        return {
          footer: document.querySelector('footer').getBoundingClientRect().width,
          columns: columns.map((column) => {
            const box = column.getBoundingClientRect();
            const links = [...column.querySelectorAll('a')].map((link) => ({
              name: link.textContent.trim(),
              right: link.getBoundingClientRect().right,
            }));
            return {
              top: Math.round(box.top),
              left: box.left,
              width: box.width,
              right: box.right,
              links,
            };
          }),
          scrollWidth: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        };
      });
      assert.ok(layout.columns.length >= 2, 'the footer has fewer than two columns');
      const rows = new Map();
      for (const column of layout.columns) rows.set(column.top, (rows.get(column.top) ?? 0) + 1);
      const sizes = [...rows.values()];
      assert.equal(sizes[0], 2, `the footer’s first row holds ${sizes[0]} column(s)`);
      for (const [index, size] of sizes.entries()) {
        const last = index === sizes.length - 1;
        assert.ok(
          size === 2 || (last && size === 1),
          `footer rows hold ${sizes.join(', ')} columns`,
        );
      }
      for (const column of layout.columns) {
        assert.ok(column.width < layout.footer * 0.6, 'a footer column spans the width');
        for (const link of column.links) {
          assert.ok(link.right <= column.right + rounding, `“${link.name}” leaves its column`);
        }
      }
      assert.equal(layout.scrollWidth, layout.viewport, 'the page scrolls sideways');
      assertClean(opened, 'the footer on a phone');
    });
  });
});
