/**
 * Search excerpts hold each page's own text, never the site's interface: no control's label
 * ("Copy code"), no note for screen readers only ("(opens in a new tab)"), no decoration drawn for
 * the eye (a card's "Learn more →"), no call to action's label. The interface strings are read
 * from the build itself, not typed here: the text of every control, screen-reader-only note,
 * element hidden from assistive technology and element marked for search to ignore, on every page
 * of the build, whatever component renders it. So a new component's labels are checked the day
 * it is used, on every kind of page.
 *
 *   - the index: every searchable page's text in the index (its Pagefind fragment) holds each of
 *     those strings no more often than the page's own text does;
 *   - in the browser: what Pagefind's browser API gives the search dialog for a word written just
 *     before a control, a hint or a call to action of a fixture page holds none of that page's
 *     interface strings.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import zlib from 'node:zlib';

import {load} from 'cheerio';

import {resolveRequest} from '../../scripts/serve-build.mjs';
import {browserSession, visit} from './harness.mjs';
import {assertClean, withContext} from './interactions-helpers.mjs';
import {entries, fixtures, homePath} from './siteModel.mjs';

const session = browserSession();
const timeout = 120_000;

/**
 * Links drawn as buttons: calls to action, by the site's Button component, whose CSS module class
 * is `button_…` in the build (no other class is named `button`: src/components/Button/__tests__).
 */
const callsToAction = 'a[class^="button_"], a[class*=" button_"]';

/**
 * Cards of other pages, as a visitor sees them: a list item or an article headed by a link to another
 * page of the site. Its
 * title, badge ("Coming soon") and summary are the other page's words.
 */
const cardsOfOtherPages = ':is(li, article):has(> :is(h2, h3, h4) > a[href^="/"])';

/**
 * What a page shows that is not its own text, as a visitor meets it: controls and calls to action,
 * text for screen readers only (the site's visually hidden class), text hidden from assistive
 * technology (drawn for the eye), cards and lists of links that lead to other pages, and what the
 * site's components mark for search to ignore.
 */
const interfaceElements = [
  'button',
  'input',
  'select',
  'textarea',
  '[role="button"]',
  callsToAction,
  '.sr-only',
  '[aria-hidden="true"]',
  'nav',
  cardsOfOtherPages,
  '[data-pagefind-ignore]',
].join(', ');

/** Elements that sit inside a line of text; any other element starts a block of its own. */
const inline = new Set(
  'a abbr b bdi bdo br cite code data dfn em i img kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

const normal = (text) => text.replace(/\s+/g, ' ').trim();
const hasLetter = (text) => /\p{L}/u.test(text);

/** How many times `part` occurs in `text`. */
const occurrences = (text, part) => text.split(part).length - 1;

/** The build's HTML pages (Pagefind's own folder aside). */
function htmlFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'pagefind') htmlFiles(file, found);
    } else if (entry.name.endsWith('.html')) {
      found.push(file);
    }
  }
  return found;
}

/**
 * The interface strings of a page: the text of each outermost interface element, or of each block
 * inside one that holds blocks (a list of links is its links' names, not one run of text).
 */
function interfaceStrings($, scope = $.root()) {
  const strings = new Set();
  scope
    .find(interfaceElements)
    .filter((_, element) => $(element).parents(interfaceElements).length === 0)
    .each((_, element) => {
      const blocks = $(element)
        .find('*')
        .addBack()
        .filter((_, candidate) => {
          if (candidate !== element && inline.has(candidate.tagName)) return false;
          return !$(candidate)
            .find('*')
            .toArray()
            .some((inner) => !inline.has(inner.tagName));
        });
      for (const block of blocks.toArray()) {
        const text = normal($(block).text());
        if (hasLetter(text)) strings.add(text);
      }
    });
  return strings;
}

/** A page's own text: what its search body shows without the interface, words kept apart. */
function ownText($, body) {
  const copy = body.clone();
  copy.find(interfaceElements).remove();
  copy.find('*').after(' ');
  return normal(copy.text());
}

/** The built page at a URL path, parsed. */
async function pageAt(pathname) {
  const {status, file} = await resolveRequest(session.root, pathname);
  assert.equal(status, 200, `the build has no page at ${pathname}`);
  return load(fs.readFileSync(file, 'utf8'));
}

/** Every page's record in the index: its URL and the text its excerpts are cut from. */
function indexedPages() {
  const folder = path.join(session.root, 'pagefind/fragment');
  return fs.readdirSync(folder).map((file) => {
    const data = zlib.gunzipSync(fs.readFileSync(path.join(folder, file))).toString('utf8');
    // A fragment is Pagefind's signature followed by the page's JSON.
    return JSON.parse(data.slice(data.indexOf('{')));
  });
}

const searchable = entries.filter((entry) => entry.indexable && entry.kind !== 'listing');

describe('search excerpts: the page’s own text, none of the site’s interface', () => {
  test('the index holds no interface string more often than the page’s own text', async () => {
    const site = new Set();
    const kinds = {
      control: 0,
      callToAction: 0,
      screenReaderNote: 0,
      decoration: 0,
      cardOfAnotherPage: 0,
      marked: 0,
    };
    for (const file of htmlFiles(session.root)) {
      const $ = load(fs.readFileSync(file, 'utf8'));
      for (const text of interfaceStrings($)) site.add(text);
      kinds.control += $('main button').length;
      kinds.callToAction += $(`main :is(${callsToAction})`).length;
      kinds.screenReaderNote += $('main .sr-only').length;
      kinds.decoration += $('main [aria-hidden="true"]').filter((_, e) =>
        hasLetter($(e).text()),
      ).length;
      kinds.cardOfAnotherPage += $(`main ${cardsOfOtherPages}`).length;
      kinds.marked += $('main [data-pagefind-ignore]').length;
    }
    // Each kind of interface is on some page of the build, so each is checked.
    for (const [kind, count] of Object.entries(kinds)) assert.ok(count > 0, `no ${kind} in main`);

    const pages = indexedPages();
    assert.deepEqual(
      pages.map((page) => page.url).sort(),
      searchable.map((entry) => entry.path).sort(),
      'the index holds other pages than the searchable ones',
    );
    const failures = [];
    for (const page of pages) {
      const $ = await pageAt(page.url);
      const body = $('[data-pagefind-body]');
      assert.equal(body.length, 1, `${page.url}: one element marked as its search body`);
      const own = ownText($, body);
      const h1 = ownText($, $('h1').first());
      const content = normal(page.content);
      if (!content.includes(h1)) failures.push(`${page.url}: its h1 “${h1}” is not in the index`);
      for (const text of site) {
        const indexed = occurrences(content, text);
        const shown = occurrences(own, text);
        if (indexed > shown) {
          failures.push(
            `${page.url}: “${text}” is in the index ${indexed}×, in the page’s own text ${shown}×`,
          );
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  test(
    'a search for a word beside a control, a hint or a call to action shows none of them',
    {timeout},
    async () => {
      const pages = Object.values(fixtures).filter((entry) =>
        searchable.some((candidate) => candidate.path === entry.path),
      );
      assert.ok(pages.length > 3, 'the fixtures have few searchable pages');
      /** For each fixture page, the last word of its own text before each interface element. */
      const queries = [];
      for (const entry of pages) {
        const $ = await pageAt(entry.path);
        const body = $('[data-pagefind-body]');
        const strings = interfaceStrings($, body);
        const own = ownText($, body);
        // Only the strings the page's own text never says can tell interface from text.
        const onlyInterface = [...strings].filter((text) => !own.includes(text));
        const words = new Set();
        let before = '';
        const walk = (node) => {
          if (node.type === 'text') {
            before += node.data;
          } else if (node.type === 'tag') {
            if ($(node).is(interfaceElements)) {
              const word = /(\p{L}{4,})[^\p{L}]*$/u.exec(before)?.[1];
              if (word) words.add(word);
              before = '';
            } else {
              for (const child of node.children) walk(child);
              before += ' ';
            }
          }
        };
        walk(body.get(0));
        if (onlyInterface.length > 0 && words.size > 0) {
          queries.push({path: entry.path, words: [...words].slice(0, 3), onlyInterface});
        }
      }
      assert.ok(queries.length > 0, 'no fixture page has interface text beside its own');

      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        for (const {path: pathname, words, onlyInterface} of queries) {
          for (const word of words) {
            // What the search dialog receives (src/components/Search/pagefind.ts), for every
            // result rather than the first few it shows.
            const excerpt = await page.evaluate(
              async ({query, target, script}) => {
                const pagefind = await import(script);
                await pagefind.init();
                const search = await pagefind.search(query);
                for (const result of search?.results ?? []) {
                  const data = await result.data();
                  if (data.url === target) return data.excerpt;
                }
                return null;
              },
              {query: word, target: pathname, script: '/pagefind/pagefind.js'},
            );
            assert.ok(excerpt !== null, `${pathname} is not a result for “${word}”`);
            const text = normal(load(`<p>${excerpt}</p>`)('p').text());
            assert.ok(text.length > 0, `${pathname}: an empty excerpt for “${word}”`);
            for (const string of onlyInterface) {
              assert.ok(
                !text.includes(string),
                `${pathname}, searched for “${word}”: the excerpt “${text}” holds “${string}”`,
              );
            }
          }
        }
        assertClean(opened, 'searching for words beside the interface');
      });
    },
  );
});
