/**
 * A post dated in the future, in three builds of the same site and fixtures: the test build (built
 * as of now) leaves the fixtures' scheduled post out of every file it writes; the test build with
 * Umami on, built as on that post's day (SITE_BUILD_TIME, noon UTC, set by scripts/test.mjs),
 * publishes it everywhere a post is: its page and Markdown twin, the blog's index, its tag's page,
 * its author's profile, every page that lists all the posts, both feeds, sitemap.xml, llms.txt,
 * llms-full.txt and the search index; and the test build with Plausible on, built as a pull
 * request's preview (SITE_DEPLOY=preview), builds its page, asked not to be indexed and saying
 * when it goes live, and lists it nowhere.
 *
 *   node --test tests/seo/scheduled.test.mjs    (after the three builds: npm test builds them)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {test} from 'node:test';

import {load} from 'cheerio';

import {resolveRequest} from '../../scripts/serve-build.mjs';
import {loadModel} from '../browser/siteModel.mjs';
import {scheduledPost} from '../fixtures/scheduledPost.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const leftOut = path.join(projectDir, process.env.SITE_BUILD_DIR ?? 'build-test');
const published = path.join(projectDir, process.env.SCHEDULED_BUILD_DIR ?? 'build-test-umami');
const preview = path.join(projectDir, process.env.PREVIEW_BUILD_DIR ?? 'build-test-plausible');

/** The fixtures' post dated in the future, and a word only it uses (tests/fixtures/site/README.md). */
const {source, slug} = scheduledPost;
const word = 'quetzalcoatl';
assert.ok(scheduledPost.text.includes(word), `the fixture post no longer says ${word}`);

/** Every file of a folder, relative to it. */
function filesOf(root) {
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(root, path.join(entry.parentPath, entry.name))] : [],
    );
}

/** A file's text: a search-index fragment decompressed; an image or a font as nothing. */
function textOf(file) {
  if (/\.(?:avif|webp|jpe?g|png|gif|ico|woff2?|ttf|br|gz|zst)$/i.test(file)) return '';
  const bytes = fs.readFileSync(file);
  // Pagefind's fragments and index files are gzip-compressed.
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return zlib.gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/**
 * The files of a build (and of the folder its plugins write beside it) that mention the post: its
 * slug, or the word only it uses.
 */
function mentions(root) {
  const found = new Set();
  for (const folder of [root, `${root}-hosting`]) {
    for (const file of filesOf(folder)) {
      const text = textOf(path.join(folder, file)).toLowerCase();
      if (text.includes(slug) || text.includes(word)) {
        found.add(path.relative(root, path.join(folder, file)));
      }
    }
  }
  return found;
}

/** Whether the HTML has a link to `pathname` (its attributes may be unquoted, as minified). */
const linksTo = (html, pathname) =>
  new RegExp(`href=["']?${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=["'\\s>#])`).test(
    html,
  );

/** The file a build serves for a path of the site, relative to the build. */
async function fileOf(root, pathname) {
  const {file, status} = await resolveRequest(root, pathname);
  assert.equal(status, 200, `${pathname} is not a page of ${path.basename(root)}`);
  return path.relative(root, file);
}

test('the test build, as of now, mentions the scheduled post in no file at all', () => {
  const model = loadModel(leftOut);
  assert.equal(
    model.entries.some((entry) => entry.source === source),
    false,
    'the content model has the post',
  );
  assert.deepEqual([...mentions(leftOut)], []);
});

/** Where the build as on its day has the post: each place's name, and its file. */
async function placesOfPublishedPost() {
  const {entries} = loadModel(published);
  const post = entries.find((entry) => entry.source === source);
  assert.ok(post, `${path.basename(published)} did not publish ${source}`);
  const blogIndex = entries.find((entry) => entry.path === post.parent);
  const otherPosts = loadModel(leftOut).entries.filter((entry) => entry.kind === 'post');
  // The pages of the build without it that list every one of its posts (the index, the archive).
  const listsOfAll = [];
  for (const entry of entries.filter((each) => each.kind === 'listing')) {
    const file = path.join(leftOut, await fileOf(leftOut, entry.path));
    const html = fs.readFileSync(file, 'utf8');
    if (otherPosts.every((other) => linksTo(html, other.path))) {
      listsOfAll.push(entry.path);
    }
  }
  assert.ok(listsOfAll.includes(blogIndex.path), `the blog's index lists every post`);

  const expected = new Map([
    ['its page', await fileOf(published, post.path)],
    ['its Markdown twin', `${post.path.slice(1)}.md`],
    ...(await Promise.all(
      [blogIndex.path, ...listsOfAll, ...post.tags].map(async (listing) => [
        `the listing ${listing}`,
        await fileOf(published, listing),
      ]),
    )),
    ...(await Promise.all(
      post.authors.map(async (key) => {
        const author = entries.find((entry) => entry.kind === 'author' && entry.key === key);
        return [`the profile of ${key}`, await fileOf(published, author.path)];
      }),
    )),
    ['sitemap.xml', 'sitemap.xml'],
    ['llms.txt', 'llms.txt'],
    ['llms-full.txt', 'llms-full.txt'],
    ...filesOf(path.join(published, blogIndex.path.slice(1)))
      .filter((file) => /^(?:rss|atom)\.xml$/.test(file))
      .map((file) => [`the feed ${file}`, path.join(blogIndex.path.slice(1), file)]),
  ]);
  assert.equal(
    [...expected.keys()].filter((key) => key.startsWith('the feed')).length,
    2,
    'the blog has an RSS and an Atom feed',
  );
  return expected;
}

test('the build as on its day publishes it wherever a post is', async () => {
  const expected = await placesOfPublishedPost();
  const found = mentions(published);
  const missing = [...expected].filter(([, file]) => !found.has(file));
  assert.deepEqual(missing, [], 'places that do not mention the published post');
  assert.ok(
    [...found].some((file) => file.includes(`${path.sep}fragment${path.sep}`)),
    `no fragment of the search index has it: ${[...found].join(', ')}`,
  );
});

test('a pull request’s preview builds its page, not indexed and saying when it goes live, and lists it nowhere', async () => {
  const post = loadModel(preview).entries.find((entry) => entry.source === source);
  assert.ok(post, `${path.basename(preview)} did not build ${source}`);
  assert.equal(post.scheduled, true, 'the content model does not mark it scheduled');
  assert.equal(post.indexable, false, 'the content model has it indexable');
  const $ = load(fs.readFileSync(path.join(preview, await fileOf(preview, post.path)), 'utf8'));
  assert.match($('meta[name="robots"]').attr('content') ?? '', /\bnoindex\b/);
  const notes = $('main [role="note"]')
    .map((_, note) => $(note).text().replace(/\s+/g, ' ').trim())
    .get();
  assert.ok(
    notes.some((note) =>
      /^Scheduled for [A-Z][a-z]+ \d{1,2}, \d{4}: the live site publishes it/.test(note),
    ),
    `the page's notes: ${JSON.stringify(notes)}`,
  );
  const places = await placesOfPublishedPost();
  const found = mentions(preview);
  const listed = [...places].filter(([name, file]) => name !== 'its page' && found.has(file));
  assert.deepEqual(listed, [], 'places of a published post that list the post still to come');
  assert.deepEqual(
    [...found].filter((file) => file.includes(`${path.sep}pagefind${path.sep}`)),
    [],
    'the search index has it',
  );
});
