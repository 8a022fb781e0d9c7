/**
 * A post whose author marks an update (`last_update` in its front matter) says so everywhere the
 * post's dates are read: "Updated <day>" beside its date on its page, `dateModified` in its
 * BlogPosting, its `lastmod` in sitemap.xml, and its Atom entry's <updated> (its <published>, and
 * RSS's <pubDate>, which has no date of an update, stay the post's own day). A post without the
 * mark shows and says none of it.
 *
 *   node --test tests/seo/postUpdate.test.mjs    (after npm run build:test; SITE_BUILD_DIR)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, test} from 'node:test';
import {load} from 'cheerio';

import {resolveRequest} from '../../scripts/serve-build.mjs';
import {loadModel} from '../browser/siteModel.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.join(projectDir, process.env.SITE_BUILD_DIR ?? 'build-test');
const {entries} = loadModel(root);

/** A fixture post of the build, with the day of its `last_update` as its file writes it. */
function fixturePost(file) {
  const source = `blog/${file}`;
  const entry = entries.find((each) => each.source === source);
  assert.ok(entry, `the build has no page from ${source}`);
  const text = fs.readFileSync(path.join(projectDir, 'tests/fixtures/site', source), 'utf8');
  const updated = /^last_update:\n\s+date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  return {...entry, updated};
}

const marked = fixturePost('2020-01-16-test-fixture-code-blocks.mdx');
const unmarked = fixturePost('2020-01-15-test-fixture-post.mdx');
assert.ok(marked.updated, 'the fixture post with an update no longer marks it');
assert.equal(unmarked.updated, undefined, 'the fixture post without an update marks one');

const blogPath = marked.parent;
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const absolute = (pathname) => new RegExp(`^https?://[^/]+${escape(pathname)}$`);

async function pageOf(post) {
  const {file, status} = await resolveRequest(root, post.path);
  assert.equal(status, 200);
  return load(fs.readFileSync(file, 'utf8'));
}

function blogPosting($) {
  const nodes = $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((script) => {
      const data = JSON.parse($(script).text());
      return Array.isArray(data) ? data : (data['@graph'] ?? [data]);
    });
  const posting = nodes.find((node) => node['@type'] === 'BlogPosting');
  assert.ok(posting, 'the post has no BlogPosting');
  return posting;
}

/** The post's <url> of sitemap.xml: its lastmod. */
function lastmodOf(post) {
  const $ = load(read('sitemap.xml'), {xmlMode: true});
  const url = $('url')
    .toArray()
    .find((each) => absolute(post.path).test($(each).find('loc').text()));
  assert.ok(url, `${post.path} is not in sitemap.xml`);
  return $(url).find('lastmod').text();
}

/** The post's entry of the Atom feed and its item of the RSS feed. */
function feedEntries(post) {
  const atom = load(read(`${blogPath.slice(1)}/atom.xml`), {xmlMode: true});
  const entry = atom('entry')
    .toArray()
    .find((each) => absolute(post.path).test(atom(each).find('link').attr('href') ?? ''));
  const rss = load(read(`${blogPath.slice(1)}/rss.xml`), {xmlMode: true});
  const item = rss('item')
    .toArray()
    .find((each) => absolute(post.path).test(rss(each).find('link').text()));
  assert.ok(entry && item, `${post.path} is missing from a feed`);
  return {
    updated: atom(entry).find('updated').text(),
    published: atom(entry).find('published').text(),
    pubDate: rss(item).find('pubDate').text(),
  };
}

describe('a post with an update its author marked', () => {
  test('its page says "Updated" with the day, beside its date', async () => {
    const $ = await pageOf(marked);
    const time = $(`header time[datetime="${marked.updated}"]`);
    assert.equal(time.length, 1, 'no <time> of the update in the post’s header');
    assert.match(time.parent().text(), /Updated \w+ \d{1,2}, \d{4}/);
  });

  test('its BlogPosting, sitemap.xml and feeds give the same day', async () => {
    assert.equal(blogPosting(await pageOf(marked)).dateModified, marked.updated);
    assert.equal(lastmodOf(marked), marked.updated);
    const feed = feedEntries(marked);
    assert.equal(feed.updated.slice(0, 10), marked.updated);
    assert.equal(feed.published.slice(0, 10), marked.date);
    // RSS has no date of an update: its <pubDate> stays the day the post was published.
    assert.equal(new Date(feed.pubDate).toISOString().slice(0, 10), marked.date);
  });
});

describe('a post without the mark', () => {
  test('says nothing of an update: no "Updated", no dateModified, feeds dated by the post', async () => {
    const $ = await pageOf(unmarked);
    assert.doesNotMatch($('header').text(), /Updated/);
    assert.equal(blogPosting($).dateModified, undefined);
    const feed = feedEntries(unmarked);
    assert.equal(feed.updated.slice(0, 10), unmarked.date);
    assert.equal(feed.published, '');
    assert.equal(new Date(feed.pubDate).toISOString().slice(0, 10), unmarked.date);
  });
});
