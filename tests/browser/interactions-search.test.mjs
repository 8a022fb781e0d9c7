/**
 * Browser tests of the site's search (src/components/Search, index: src/plugins/search): the
 * header's control with the mouse, the keyboard only and at a phone's width, both colour modes and
 * axe with the dialog open, the page without JavaScript, hostile queries, and relevance: a table
 * of queries over the fixture pages (tests/fixtures/site), each of which has a word or phrase no
 * other page uses, and rules checked over every result (only searchable pages, canonical paths).
 */
/* global document, window */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {axeViolations} from '../crawl/probes.mjs';
import {browserSession, mobileViewport, settle, visit, waitForH1} from './harness.mjs';
import {assertClean, until, withContext} from './interactions-helpers.mjs';
import {contactPath, entries, entryAt, fixtures, homePath, listingOf} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;

const sitemapPath = listingOf('sitemap').path;
/** What the site's search indexes: indexable pages that are not listings (src/lib/search). */
const searchable = new Set(
  entries.filter((entry) => entry.indexable && entry.kind !== 'listing').map((entry) => entry.path),
);
/** The kind a result names, by the kind of page (src/lib/search: searchKind). */
const kindLabel = {
  post: 'Post',
  guide: 'Guide',
  service: 'Service',
  industry: 'Industry',
  area: 'Area',
};

/** Every result any test saw, for the rules over all of them. */
const seen = new Set();

const control = (page) => page.locator('nav.navbar [data-search-control]');
const dialog = (page) => page.locator('dialog[open]');
const field = (page) => dialog(page).getByRole('combobox');

async function openWithMouse(page) {
  await control(page).click();
  await field(page).waitFor({state: 'visible'});
}

/** Types a query into the open dialog and waits for its results; returns them. */
async function search(page, query, {typed = false} = {}) {
  if (typed) await page.keyboard.type(query);
  else await field(page).fill(query);
  const term = query.trim().slice(0, 120);
  await page.waitForFunction((expected) => {
    const element = document.querySelector('dialog[open]');
    return (
      element?.dataset.query === expected &&
      (element.dataset.status === 'done' || element.dataset.status === 'failed')
    );
  }, term);
  assert.equal(
    await dialog(page).getAttribute('data-status'),
    'done',
    `the search for ${JSON.stringify(query.slice(0, 40))} failed`,
  );
  const results = await dialog(page)
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => ({
        id: option.id,
        path: option.getAttribute('href'),
        title: option.querySelector('[class*="title"]')?.textContent ?? '',
        meta: option.querySelector('[class*="meta"]')?.textContent ?? '',
        date: option.querySelector('time')?.getAttribute('datetime') ?? null,
        marks: [...option.querySelectorAll('mark')].map((mark) => mark.textContent),
      })),
    );
  for (const result of results) seen.add(result.path);
  return results;
}

const isOpen = (page) => page.evaluate(() => document.querySelector('dialog[open]') !== null);
const activeElementIs = (page, selector) =>
  page.evaluate((css) => document.activeElement?.matches(css) === true, selector);

describe('search control', () => {
  test('without JavaScript it is a link to the HTML sitemap', {timeout}, async () => {
    await withContext(session, {javaScriptEnabled: false}, async (opened) => {
      const {page} = opened;
      await page.goto(homePath);
      const link = page.locator(`nav.navbar a[href="${sitemapPath}"]`, {hasText: 'Search'});
      assert.equal(await link.count(), 1, 'no link to the sitemap named “Search” in the header');
      await link.click();
      await page.waitForURL((url) => url.pathname === sitemapPath);
      assertClean(opened, 'search link without JavaScript');
    });
  });

  test(
    'costs nothing until used: no search code or index on load, then loaded when the pointer reaches the control',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        const requested = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await visit(page, homePath);
        assert.deepEqual(
          requested.filter((pathname) => pathname.startsWith('/pagefind/')),
          [],
          'the page loaded part of the search index',
        );
        const scriptsOnLoad = new Set(requested.filter((pathname) => pathname.endsWith('.js')));
        const before = requested.length;
        await control(page).hover();
        await until('the search code to load on hover', () =>
          requested.slice(before).includes('/pagefind/pagefind.js'),
        );
        const dialogChunks = requested
          .slice(before)
          .filter((pathname) => pathname.startsWith('/assets/js/') && !scriptsOnLoad.has(pathname));
        assert.ok(dialogChunks.length > 0, 'hovering the control loaded no chunk of the dialog');
        await settle(page);
        assertClean(opened, 'search on intent');
      });
    },
  );

  test(
    'with the mouse: opens, finds a page, and a click on a result opens it',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        await openWithMouse(page);
        assert.ok(
          await activeElementIs(page, 'dialog[open] [role="combobox"]'),
          'focus not in field',
        );
        const results = await search(page, 'harpsichord');
        assert.equal(results[0]?.path, fixtures.industry.path);
        await dialog(page).getByRole('option').first().click();
        await page.waitForURL((url) => url.pathname === fixtures.industry.path);
        assert.equal(await isOpen(page), false, 'the dialog stayed open after choosing a result');
        // The URL changes at once; the page follows once its code has arrived, and replaces the
        // header with its own, closing a dialog opened meanwhile.
        await waitForH1(page, fixtures.industry.title);

        // The close button, and a click outside the panel, close it too.
        await openWithMouse(page);
        await dialog(page).getByRole('button', {name: 'Close'}).click();
        await until('the close button to close the dialog', async () => !(await isOpen(page)));
        await openWithMouse(page);
        await page.mouse.click(5, 790);
        await until('a click outside to close the dialog', async () => !(await isOpen(page)));
        assertClean(opened, 'search with the mouse');
      });
    },
  );

  test(
    'with the keyboard only: shortcuts, arrows, Enter, Escape returns focus, Tab stays inside',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, fixtures.post.path);
        // `/` opens it from the page; focus goes to the field.
        await page.keyboard.press('/');
        await field(page).waitFor({state: 'visible'});
        assert.ok(await activeElementIs(page, 'dialog[open] [role="combobox"]'));
        assert.equal(await field(page).inputValue(), '', 'the slash was typed into the field');
        const results = await search(page, 'marmalade', {typed: true});
        assert.equal(results[0]?.path, fixtures.service.path);
        assert.equal(await field(page).getAttribute('aria-expanded'), 'true');
        const listId = await field(page).getAttribute('aria-controls');
        assert.equal(await page.locator(`[id="${listId}"][role="listbox"]`).count(), 1);
        assert.equal(await field(page).getAttribute('aria-activedescendant'), null);
        await page.keyboard.press('ArrowDown');
        assert.equal(await field(page).getAttribute('aria-activedescendant'), results[0].id);
        assert.equal(
          await page.locator(`[id="${results[0].id}"]`).getAttribute('aria-selected'),
          'true',
        );
        assert.ok(await activeElementIs(page, '[role="combobox"]'), 'arrows moved the focus');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === fixtures.service.path);
        assert.equal(await isOpen(page), false);
        // The new page renders once its code has loaded (the URL changes first).
        await waitForH1(page, fixtures.service.title);
        await settle(page);

        // Ctrl+K from a focused link; Escape closes and gives the focus back to it.
        const logo = page.locator('nav.navbar a.navbar__brand');
        await logo.focus();
        await page.keyboard.press('Control+k');
        await field(page).waitFor({state: 'visible'});
        await search(page, 'tambourine', {typed: true});
        // Tab and Shift+Tab go round the dialog's controls and never leave it.
        for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
          await page.keyboard.press(key);
          assert.ok(await activeElementIs(page, 'dialog[open] *'), `${key} left the dialog`);
        }
        await field(page).focus();
        await page.keyboard.press('Escape');
        await until('Escape to close the dialog', async () => !(await isOpen(page)));
        assert.ok(await activeElementIs(page, 'nav.navbar a.navbar__brand'), 'focus not returned');

        // ⌘K opens it too; `/` typed in a field is a slash.
        await page.keyboard.press('Meta+k');
        await field(page).waitFor({state: 'visible'});
        await page.keyboard.press('Escape');
        await until('Escape to close the dialog', async () => !(await isOpen(page)));
        await page.evaluate(() => {
          const input = document.createElement('input');
          input.id = 'search-test-field';
          input.setAttribute('aria-label', 'probe');
          document.querySelector('main')?.prepend(input);
        });
        await page.locator('#search-test-field').focus();
        await page.keyboard.press('/');
        assert.equal(await page.locator('#search-test-field').inputValue(), '/');
        assert.equal(await isOpen(page), false, '/ typed in a field opened the search');
        assertClean(opened, 'search with the keyboard');
      });
    },
  );

  test(
    'on a phone: one tap in the header opens it, and it fits the screen',
    {timeout},
    async () => {
      await withContext(session, {viewport: mobileViewport, hasTouch: true}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        const button = await control(page).boundingBox();
        const toggle = await page.locator('nav.navbar .navbar__toggle').boundingBox();
        assert.ok(button && toggle, 'the search control or the menu button is not shown');
        assert.ok(Math.abs(button.y - toggle.y) < 24, 'the control is not in the header row');
        assert.ok(button.width >= 24 && button.height >= 24, 'the control is under 24×24 px');
        const title = page.locator('nav.navbar .navbar__title');
        assert.ok(
          await title.evaluate((element) => element.scrollWidth <= element.clientWidth),
          'the site name is cut off beside the search control',
        );
        await control(page).tap();
        await field(page).waitFor({state: 'visible'});
        const results = await search(page, 'the walrus and the carpenter');
        assert.equal(results[0]?.path, fixtures.post.path);
        const box = await dialog(page).boundingBox();
        assert.ok(
          box.x >= 0 && box.x + box.width <= mobileViewport.width,
          'dialog wider than the screen',
        );
        const sideways = await page.evaluate(() => {
          const panel = document.querySelector('dialog[open]');
          return (
            panel.scrollWidth > panel.clientWidth ||
            document.scrollingElement.scrollWidth > window.innerWidth
          );
        });
        assert.equal(sideways, false, 'the dialog or the page scrolls sideways');
        await dialog(page).getByRole('option').first().tap();
        await page.waitForURL((url) => url.pathname === fixtures.post.path);
        assertClean(opened, 'search on a phone');
      });
    },
  );

  for (const colorScheme of ['light', 'dark']) {
    test(`axe finds nothing with the dialog open (${colorScheme} mode)`, {timeout}, async () => {
      await withContext(session, {colorScheme}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        assert.equal(
          await page.evaluate(() => document.documentElement.dataset.theme),
          colorScheme,
        );
        await openWithMouse(page);
        await search(page, 'marmalade');
        await page.keyboard.press('ArrowDown');
        assert.deepEqual(await axeViolations(page), [], 'with results');
        await search(page, 'qzxvj wfkpy');
        assert.deepEqual(await axeViolations(page), [], 'with the empty state');
        assertClean(opened, `search dialog in ${colorScheme} mode`);
      });
    });
  }
});

describe('search results', () => {
  /** The relevance table: a word or phrase only that fixture page uses, and the page. */
  const table = [
    {query: 'marmalade', page: fixtures.service},
    {query: 'harpsichord', page: fixtures.industry},
    {query: 'tambourine', page: fixtures.area},
    {query: 'the walrus and the carpenter', page: fixtures.post},
    {query: 'saxophone glacier', page: fixtures.guide},
    // English stemming: the plural finds the page that has the singular.
    {query: 'marmalades', page: fixtures.service},
  ];

  test(
    'each query of the relevance table finds its page first, with its kind',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        await openWithMouse(page);
        for (const row of table) {
          const results = await search(page, row.query);
          assert.equal(
            results[0]?.path,
            row.page.path,
            `“${row.query}” did not find ${row.page.path} first`,
          );
          const [first] = results;
          assert.equal(
            first.title,
            row.page.title,
            `the result for “${row.query}” is not titled as its page`,
          );
          assert.match(first.meta, new RegExp(`^${kindLabel[row.page.kind]}\\b`));
          assert.ok(
            first.marks.length > 0,
            `nothing is highlighted in the result for “${row.query}”`,
          );
          if (row.page.kind === 'post') assert.equal(first.date, row.page.date.slice(0, 10));
        }
        assertClean(opened, 'relevance table');
      });
    },
  );

  // Nonsense finds nothing, whether it begins like no word of the site or like a common one
  // (Pagefind alone answers "asdfghjkl" with every page that says "as").
  test(
    'nonsense finds nothing: the empty state offers the sitemap and the contact page',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        await openWithMouse(page);
        assert.deepEqual(await search(page, 'asdfghjkl'), []);
        assert.match(
          (await dialog(page).getByRole('status').textContent()) ?? '',
          /No results for “asdfghjkl”/,
        );
        assert.deepEqual(await search(page, 'qzxvj wfkpy'), []);
        assert.equal(await field(page).getAttribute('aria-expanded'), 'false');
        const status = dialog(page).getByRole('status');
        assert.match((await status.textContent()) ?? '', /No results for “qzxvj wfkpy”/);
        const links = await dialog(page)
          .locator('[data-search-empty] a')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
        assert.deepEqual(links, [sitemapPath, contactPath]);
        await dialog(page).locator(`[data-search-empty] a[href="${contactPath}"]`).click();
        await page.waitForURL((url) => url.pathname === contactPath);
        assertClean(opened, 'empty search');
      });
    },
  );

  // The dialog tells the page (for the analytics) of a search that found nothing once the
  // visitor stops typing or closes it. Closing it in the same task as the answer shows, before
  // any effect the render queued has run, must still tell it: what is to be told is recorded with
  // the answer, not by an effect of the render that shows it.
  test(
    'a search that found nothing is told to the page when the dialog closes the instant it shows',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        await openWithMouse(page);
        const query = 'qzxvj wfkpy closing';
        await page.evaluate(
          ({expected, eventName}) => {
            const element = document.querySelector('dialog[open]');
            const heard = [];
            document.addEventListener(eventName, (event) => heard.push(event.detail));
            window.__closedWith = new Promise((resolve) => {
              // A mutation observer runs in the microtasks of the render's own task.
              new window.MutationObserver((records, observer) => {
                if (element.dataset.status !== 'done' || element.dataset.query !== expected) return;
                observer.disconnect();
                const close = [...element.querySelectorAll('button')].find(
                  (button) => button.textContent.trim() === 'Close',
                );
                close.click();
                resolve({heard: [...heard], open: element.open});
              }).observe(element, {
                attributes: true,
                attributeFilter: ['data-status', 'data-query'],
              });
            });
          },
          {expected: query, eventName: 'site:search-empty'},
        );
        await field(page).fill(query);
        const closed = await page.evaluate(() => window.__closedWith);
        assert.equal(closed.open, false, 'the Close button did not close the dialog');
        assert.deepEqual(
          closed.heard,
          [query],
          'the empty search was not told as the dialog closed',
        );
        assertClean(opened, 'closing on an empty answer');
      });
    },
  );

  test(
    'pages that are not searchable are never found, even by their own title',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        await openWithMouse(page);
        const hidden = [fixtures.comingSoonService, fixtures.fallbackIndustry];
        for (const entry of hidden) {
          assert.equal(searchable.has(entry.path), false);
          const results = await search(page, entry.title);
          assert.ok(
            !results.some((result) => result.path === entry.path),
            `${entry.path} (${entry.status}) was found`,
          );
        }
        assertClean(opened, 'unsearchable pages');
      });
    },
  );

  test(
    'bad input is text: a 10,000-character query, markup, regex characters, emoji and right-to-left text',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        await openWithMouse(page);
        const queries = [
          'search engine optimisation '.repeat(371).slice(0, 10_000),
          '<img src=x onerror=alert(1)>',
          '"><script>alert(document.domain)</script>',
          '.*+?^${}()|[]\\ (a+)+$ [^\\w]',
          '🔍 SEO 🚀✨ 👩🏽‍💻',
          'تحسين محركات البحث',
          '&lt;b&gt; &amp;',
        ];
        for (const query of queries) {
          await search(page, query);
          assert.equal(await field(page).inputValue(), query, 'the field does not hold the query');
          const injected = await page.evaluate(
            () => document.querySelectorAll('dialog img, dialog script, dialog b').length,
          );
          assert.equal(
            injected,
            0,
            `the query ${JSON.stringify(query.slice(0, 40))} became markup`,
          );
          const status = (await dialog(page).getByRole('status').textContent()) ?? '';
          if (status.startsWith('No results')) {
            assert.ok(status.includes(query.trim().replace(/\s+/g, ' ').slice(0, 20)), status);
          }
        }
        assertClean(opened, 'hostile queries');
      });
    },
  );

  test('every result seen links to the canonical path of a searchable page', () => {
    assert.ok(seen.size > 0, 'no result was seen');
    for (const pathname of seen) {
      assert.ok(searchable.has(pathname), `${pathname} is not a searchable page of the model`);
      assert.equal(entryAt(pathname)?.path, pathname);
    }
  });
});

describe('search over the site’s own pages', () => {
  /**
   * One page of each searchable kind that is not a fixture, found through the content model: the
   * words of its title find it among the first results. (Titles share words across pages, so the
   * rule is "among the shown results", not "first".)
   */
  const ownPages = [
    ...new Map(
      entries
        .filter((entry) => searchable.has(entry.path) && !Object.values(fixtures).includes(entry))
        .filter((entry) => !entry.source?.includes('test-fixture'))
        .map((entry) => [entry.kind, entry]),
    ).values(),
  ];

  test('the words of a page’s title find that page', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await visit(page, homePath);
      await openWithMouse(page);
      for (const entry of ownPages) {
        const results = await search(page, entry.title);
        assert.ok(
          results.some((result) => result.path === entry.path),
          `the title of ${entry.path} (${entry.kind}) does not find it: ${results.map((r) => r.path).join(', ')}`,
        );
      }
      assertClean(opened, 'own pages by title');
    });
  });
});
