/**
 * The Markdown twins, llms.txt and llms-full.txt of a build (default: $SITE_BUILD_DIR or ./build):
 * every indexable page has a twin that says what the page says, headed by its h1, with every h2,
 * every price and every date the page shows, links made absolute and none of the page's chrome;
 * every indexable page names its twin and no other page has one; llms.txt links every twin and
 * llms-full.txt holds them all, in the order of llms.txt.
 *
 *   node --test --test-reporter=spec tests/seo/twins.test.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {load} from 'cheerio';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {loadModel} from '../browser/siteModel.mjs';

const buildDir = defaultBuildDir();
const {entries} = loadModel(buildDir);
const indexable = entries.filter((entry) => entry.indexable);
const htmlOf = (route) =>
  fs.readFileSync(
    path.join(buildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`),
    'utf8',
  );
const twinFileOf = (route) => path.join(buildDir, `${route === '/' ? 'index' : route.slice(1)}.md`);
const clean = (text) => text.replace(/\s+/g, ' ').trim();
/** Markdown escapes some characters ("\#1"); compare text without them. */
const unescape = (markdown) => markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>&])/g, '$1');
/** The words of Markdown as a page shows them: no escapes, a link as its text. */
const wordsOf = (markdown) => clean(unescape(markdown.replace(/\[([^\]]*)\]\([^)\s]+\)/g, '$1')));

function shown(route) {
  const $ = load(htmlOf(route));
  const main = $('main').first();
  main.find('nav, script, [aria-hidden="true"], button').remove();
  const text = clean(main.text());
  return {
    $,
    h1: clean(main.find('h1').first().text()),
    h2: main
      .find('h2')
      .map((_, element) => clean($(element).text()).replace(/\u200b/g, ''))
      .get()
      .filter(Boolean),
    prices: [...new Set(text.match(/\$\d{1,3}(?:,\d{3})*(?:\.\d+)?/g) ?? [])],
    dates: main
      .find('time')
      .map((_, element) => clean($(element).text()))
      .get(),
  };
}

describe('Markdown twins', () => {
  test('every indexable page has a twin with its h1, its h2s, its prices and its dates', () => {
    const failures = [];
    for (const entry of indexable) {
      const file = twinFileOf(entry.path);
      if (!fs.existsSync(file)) {
        failures.push(`${entry.path}: no twin at ${path.relative(buildDir, file)}`);
        continue;
      }
      const twin = fs.readFileSync(file, 'utf8');
      const text = clean(unescape(twin));
      const page = shown(entry.path);
      const [first] = twin.split('\n');
      if (first !== `# ${page.h1}`)
        failures.push(`${entry.path}: starts "${first}", not "# ${page.h1}"`);
      // Code blocks are code: a `#` comment is not a heading, `<div>` in HTML code not markup.
      const prose = twin.replace(/^```[^\n]*\n[\s\S]*?\n```$/gm, '');
      if ((prose.match(/^# /gm) ?? []).length !== 1)
        failures.push(`${entry.path}: more than one # heading`);
      for (const heading of page.h2) {
        if (!text.includes(heading)) failures.push(`${entry.path}: h2 "${heading}" missing`);
      }
      for (const value of [...page.prices, ...page.dates]) {
        if (!text.includes(value)) failures.push(`${entry.path}: "${value}" missing`);
      }
      if (/<!--|<script|<\/?(div|span|section|nav)\b/.test(prose)) {
        failures.push(`${entry.path}: HTML left in the twin`);
      }
      if (/\]\(\/(?!\/)/.test(twin)) failures.push(`${entry.path}: a relative link`);
    }
    assert.deepEqual(failures, []);
  });

  test('each indexable page names its twin; no other page has one', () => {
    for (const entry of entries) {
      if (entry.kind === 'listing' && !entry.indexable) continue;
      const $ = load(htmlOf(entry.path));
      const link = $('link[rel="alternate"][type="text/markdown"]');
      if (entry.indexable) {
        assert.equal(link.length, 1, `${entry.path} does not name its twin`);
        assert.equal(
          new URL(link.attr('href')).pathname,
          `${entry.path === '/' ? '/index' : entry.path}.md`,
        );
      } else {
        assert.equal(link.length, 0, `${entry.path} is not indexable but names a twin`);
        assert.equal(fs.existsSync(twinFileOf(entry.path)), false, `${entry.path} has a twin`);
      }
    }
  });

  test('an image is its alt text and absolute address in the twin; a decorative one is left out', () => {
    const pages = indexable.filter((entry) => load(htmlOf(entry.path))('main picture').length > 0);
    assert.ok(pages.length > 0, 'no indexable page of the build has an image (the fixtures do)');
    for (const entry of pages) {
      const $ = load(htmlOf(entry.path));
      const twin = fs.readFileSync(twinFileOf(entry.path), 'utf8');
      $('main picture img').each((_, element) => {
        const img = $(element);
        const alt = img.attr('alt');
        const address = new URL(img.attr('src'), 'https://x.invalid').pathname;
        if (alt === '') {
          assert.doesNotMatch(twin, /!\[\]\(/, `${entry.path}: an image without words in the twin`);
        } else {
          const image = [...twin.matchAll(/!\[([^\]]*)\]\((\S+)\)/g)].find(
            (match) =>
              new URL(match[2]).pathname === address && clean(unescape(match[1])) === clean(alt),
          );
          assert.ok(image, `${entry.path}: no image ![${alt}](…${address}) in the twin`);
          assert.match(image[2], /^https?:\/\//);
        }
      });
    }
  });

  test('an FAQ’s questions are headings of the twin, its answers as the page shows them', () => {
    // A disclosure inside navigation (a table of contents on a phone) is not an FAQ.
    const questions = ($) =>
      $('main details').filter((_, element) => !$(element).closest('nav').length);
    const pages = indexable.filter((entry) => questions(load(htmlOf(entry.path))).length > 0);
    assert.ok(pages.length > 0, 'no page of the build has an FAQ (the fixture service has one)');
    for (const entry of pages) {
      const $ = load(htmlOf(entry.path));
      const twin = fs.readFileSync(twinFileOf(entry.path), 'utf8');
      questions($).each((_, element) => {
        const question = clean($(element).children('summary').text());
        assert.ok(twin.includes(`### ${question}`), `${entry.path}: "### ${question}" missing`);
        const answer = clean($(element).children(':not(summary)').text());
        assert.ok(wordsOf(twin).includes(answer), `${entry.path}: the answer to "${question}"`);
      });
    }
  });
});

describe('a post’s twin', () => {
  test('lists the posts it suggests as links, as the page does', () => {
    const posts = indexable.filter((entry) => entry.kind === 'post');
    let suggested = 0;
    for (const entry of posts) {
      const $ = load(htmlOf(entry.path));
      const origin = new URL($('link[rel="canonical"]').attr('href')).origin;
      const twin = fs.readFileSync(twinFileOf(entry.path), 'utf8');
      const heading = $('main #related-posts');
      const links = heading
        .closest('section')
        .find('h3 a')
        .map((_, element) => ({text: clean($(element).text()), href: $(element).attr('href')}))
        .get();
      if (links.length === 0) continue;
      assert.ok(
        twin.includes(`## ${clean(heading.text())}`),
        `${entry.path}: the twin has no heading for the posts it suggests`,
      );
      for (const link of links) {
        assert.ok(
          twin.includes(`](${origin}${link.href})`) && wordsOf(twin).includes(link.text),
          `${entry.path}: the twin does not link ${link.href} ("${link.text}")`,
        );
        suggested += 1;
      }
    }
    assert.ok(suggested > 0, 'no post of the build suggests another (the fixtures do)');
  });
});

describe('code in the Markdown twins', () => {
  test('a code block of a page is a fence of its language, with its code as shown', () => {
    let blocks = 0;
    for (const {path: route} of indexable) {
      const $ = load(htmlOf(route));
      const twin = fs.readFileSync(twinFileOf(route), 'utf8');
      $('main pre').each((_, element) => {
        const pre = $(element);
        const language = /(?:^|\s)language-(\S+)/.exec(pre.attr('class') ?? '')?.[1] ?? '';
        const fence = `\`\`\`${language}\n${pre.find('code').text()}\n\`\`\``;
        assert.ok(twin.includes(fence), `${route}: the twin lacks\n${fence}`);
        blocks += 1;
      });
    }
    assert.ok(blocks > 0, 'no indexable page with a code block to check');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llms = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  const linked = [...llms.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map(
    (match) => new URL(match[1]).pathname,
  );

  test('llms.txt links the twin of every indexable page, once', () => {
    const twins = indexable.map((entry) => `${entry.path === '/' ? '/index' : entry.path}.md`);
    assert.deepEqual([...linked].sort(), [...twins].sort());
  });

  test('llms-full.txt holds every twin, in the order of llms.txt', () => {
    let at = 0;
    for (const twinUrl of linked) {
      const twin = fs.readFileSync(path.join(buildDir, twinUrl.slice(1)), 'utf8').trim();
      const index = full.indexOf(twin, at);
      assert.ok(index >= at, `${twinUrl} is missing from llms-full.txt, or out of order`);
      at = index + twin.length;
    }
  });
});
