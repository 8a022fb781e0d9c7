/**
 * The site on a phone (390 px wide), in headless Chromium against the production build:
 *   - every control of the header (menu button, logo, search, the call to action) and every row
 *     and control of the open mobile menu (its links, the color mode button, the close button,
 *     on a guide the way back to the main menu) is a target of at least 44 × 44 px, inside the
 *     screen and clear of its neighbours;
 *   - the breadcrumb trail of every fixture page stays on one line: on the deepest, the pages
 *     between Home and the parent fold behind "…"; a current page's name too long for the line
 *     gives way; every name stays in the trail for screen readers, in the order of the page's
 *     BreadcrumbList, and a hidden link shows when the keyboard reaches it;
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

/**
 * The page's breadcrumb trail: each page's name, whether it is shown (drawn larger than the 1 px
 * of a visually hidden element, on the list's visible line), its box; the BreadcrumbList's names.
 */
function readTrail(page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
    const list = nav.querySelector('ol');
    const visible = list.getBoundingClientRect();
    const items = [...list.querySelectorAll(':scope > li')].map((item) => {
      const named = item.querySelector('a, [aria-current]');
      const box = named.getBoundingClientRect();
      return {
        name: named.textContent.trim(),
        current: named.getAttribute('aria-current'),
        link: named.tagName === 'A',
        shown: box.width > 1 && box.height > 1 && box.bottom <= visible.bottom + 0.5,
        middle: box.top + box.height / 2,
        right: box.right,
        width: box.width,
        height: box.height,
      };
    });
    const graph = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent))
      .flatMap((data) => data['@graph'] ?? [data]);
    const breadcrumbList = graph.find((node) => node['@type'] === 'BreadcrumbList');
    const second = list.querySelector(':scope > li:nth-child(2)');
    return {
      items,
      listed: breadcrumbList?.itemListElement.map((item) => item.name) ?? null,
      marker: second ? getComputedStyle(second, '::after').content : '',
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
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
        // A page, and a guide (a page of the docs plugin, whose menu would open on a panel of its
        // own with a way back to the main menu if the knowledge base had a sidebar; any such row
        // is among the targets measured).
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
    'the breadcrumb trail stays on one line, the pages between folded, whole for screen readers and the keyboard',
    {timeout},
    async () => {
      const fixturePages = Object.values(fixtures);
      const deepest = Math.max(...fixturePages.map(depth));
      assert.ok(deepest >= 4, 'no fixture page is four pages deep');
      let trails = 0;
      await withContext(session, {viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        for (const entry of fixturePages) {
          await visit(page, entry.path);
          const nav = page.locator('nav[aria-label="Breadcrumb"]');
          if ((await nav.count()) === 0) continue;
          trails += 1;
          const trail = await readTrail(page);
          const {items} = trail;
          // Whole for screen readers and search engines: every page of the trail, in order.
          assert.deepEqual(
            items.map((item) => item.name),
            trail.listed,
            `${entry.path}: the trail and its BreadcrumbList differ`,
          );
          assert.equal(items.at(-1).current, 'page', `${entry.path}: no current page`);
          // One line: what shows sits on the first line of the list, inside the screen.
          const shown = items.filter((item) => item.shown);
          assert.ok(shown.length >= 2, `${entry.path}: the trail shows less than two pages`);
          assert.ok(items[0].shown, `${entry.path}: Home is not shown`);
          for (const item of shown) {
            assert.ok(
              Math.abs(item.middle - shown[0].middle) < 1,
              `${entry.path}: “${item.name}” is not on the trail’s line`,
            );
            assert.ok(
              item.right <= mobileViewport.width,
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
          if (depth(entry) === deepest) {
            // The pages between Home and the parent fold behind "…"; the parent shows.
            assert.ok(!items[1].shown, `${entry.path}: “${items[1].name}” is not folded`);
            assert.ok(items.at(-2).shown, `${entry.path}: the parent page is not shown`);
            assert.ok(trail.marker.includes('…'), `${entry.path}: no “…” for the folded pages`);
          }
          // A link the trail hides shows while it has the keyboard's focus.
          for (const [index, item] of items.entries()) {
            if (item.shown || !item.link) continue;
            await nav.locator('li').nth(index).locator('a').focus();
            const focused = (await readTrail(page)).items[index];
            assert.ok(focused.shown, `${entry.path}: “${item.name}” stays hidden with focus`);
          }
        }
        assertClean(opened, 'the breadcrumb trails');
      });
      assert.ok(trails > 0, 'no fixture page has a breadcrumb trail');
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
