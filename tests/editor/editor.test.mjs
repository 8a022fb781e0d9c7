/**
 * The browser editor driven as an owner drives it, offline: /admin of the test build in headless
 * Chromium, every request to another origin refused and recorded, on the editor's test backend
 * (a repository in the browser's own storage, the same code as its local-folder mode), seeded with a
 * copy of the project and its test fixtures. The owner creates a post with a picture, changes a
 * service's description and a plan's price, and opens and saves a page without changing it. Then:
 * the files the editor wrote are exactly those, the bodies it did not edit are byte for byte what
 * they were, and the copy of the project with those files passes the site's checks and builds,
 * showing each change. A field planted in a schema without its editor field fails the check of the
 * editor's configuration.
 *
 *   node scripts/with-browser.mjs --build build-test -- node --test tests/editor/editor.test.mjs
 *
 * With EDITOR_SCREENSHOTS=folder, it saves screenshots of the editor at 1280 px there as it goes.
 */
/* global document, window, location */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import matter from '@11ty/gray-matter';
import {load} from 'cheerio';

import {copySite, makeCopyDir, overlay} from '../../scripts/site-copy.mjs';
import {fixturesDir} from '../../scripts/test-site.mjs';
import {editorHeaders} from '../../src/plugins/editor/policy.mjs';
import {editorPath} from '../../src/plugins/editor/where.mjs';
import {browserSession, queuedTasksRun} from '../browser/harness.mjs';
import {framesDrawn, until} from '../browser/interactions-helpers.mjs';
import {blogKeys} from '../fixtures/blogKeys.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The folders of the project the editor's configuration reads and writes. */
const repositoryFolders = ['blog', 'docs', 'src/content', 'src/data/facts', 'static/img'];
/** The test backend's repository in the browser's storage (Sveltia CMS's name for it). */
const testRepository = 'sveltia-cms-test';

const service = 'src/content/services/test-fixture-service.mdx';
const plans = 'src/data/facts/plans.json';
const untouched = 'src/content/industries/test-fixture-industry.mdx';
const picture = path.join(fixturesDir, 'src/content/pages/test-fixture-photo.jpg');
const newPost = {
  title: 'A Post Written in the Browser Editor',
  description:
    'A post the editor test writes in the browser: its picture, its sections and its summary marker go through the site’s own checks.',
  date: '2020-02-03',
  alt: 'A desk by a window with a laptop and a notebook',
  intro: 'The introduction of the post, written in the editor’s MDX field.',
};
/** A paragraph the owner adds at the end of the service's body, after a blank line. */
const addedParagraph = 'A paragraph the owner added in the editor.';
const newDescription =
  'A service page of the test build whose description the editor test changed in the browser, as an owner would.';

let siteDir;
const session = browserSession();

/** A tag of the test's own, added to the copy's facts: a post's Tags offer the list's tags. */
const testTag = {
  key: 'editor-test-tag',
  label: 'Editor Test Tag',
  description: 'A tag of the editor test.',
};
/** The site's owner, an author of every post the editor writes unless another is chosen. */
let owner;

before(async () => {
  siteDir = await makeCopyDir('editor-site');
  await copySite(siteDir, {git: false});
  await overlay(fixturesDir, siteDir);
  const tagsFile = path.join(siteDir, 'src/data/facts/tags.json');
  const tags = JSON.parse(fs.readFileSync(tagsFile, 'utf8'));
  fs.writeFileSync(tagsFile, `${JSON.stringify({tags: [...tags.tags, testTag]}, null, 2)}\n`);
  owner = blogKeys(siteDir).author;
});
after(() => siteDir && fs.rmSync(siteDir, {recursive: true, force: true}));

/** Every file of the repository folders of the copy, by path, as bytes. */
function repositoryFiles() {
  const files = new Map();
  const walk = (relative) => {
    const full = path.join(siteDir, relative);
    if (!fs.existsSync(full)) return;
    for (const entry of fs.readdirSync(full, {withFileTypes: true})) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else files.set(child, fs.readFileSync(path.join(siteDir, child)));
    }
  };
  repositoryFolders.forEach(walk);
  return files;
}

/** Writes `files` into the test backend's repository, in the page's storage. */
async function seed(page, files) {
  const payload = [...files].map(([file, bytes]) => [file, bytes.toString('base64')]);
  await page.evaluate(
    async ({repository, payload}) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(repository, {recursive: true}).catch(() => {});
      const repo = await root.getDirectoryHandle(repository, {create: true});
      for (const [file, data] of payload) {
        const parts = file.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, {create: true});
        }
        const writable = await (
          await dir.getFileHandle(parts.at(-1), {create: true})
        ).createWritable();
        await writable.write(Uint8Array.from(atob(data), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    {repository: testRepository, payload},
  );
}

/** Every file of the test backend's repository, by path, as bytes. */
async function readRepository(page) {
  const entries = await page.evaluate(async (repository) => {
    const found = [];
    const walk = async (dir, prefix) => {
      for await (const [name, handle] of dir.entries()) {
        if (handle.kind === 'directory') await walk(handle, `${prefix}${name}/`);
        else {
          const file = await handle.getFile().catch((error) => {
            throw new Error(
              `${prefix}${name}: ${error.name} (a file the editor was still writing?)`,
            );
          });
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          found.push([`${prefix}${name}`, btoa(binary)]);
        }
      }
    };
    const root = await navigator.storage.getDirectory();
    await walk(await root.getDirectoryHandle(repository), '');
    return found;
  }, testRepository);
  return new Map(entries.map(([file, data]) => [file, Buffer.from(data, 'base64')]));
}

/** The files of `after` that are new or differ from `before`. */
const changed = (before, after) =>
  [...after.keys()].filter((file) => !before.get(file)?.equals(after.get(file))).sort();

/** A screenshot of the editor, when EDITOR_SCREENSHOTS names a folder for them. */
async function screenshot(page, name) {
  const folder = process.env.EDITOR_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, {recursive: true});
  await page.screenshot({path: path.join(folder, `${name}.png`)});
}

/**
 * Goes to a view of the editor by its address, as its own links do; with `title`, waits until the
 * entry of that title is in the form (until then, the form may still be the previous entry's).
 */
async function show(page, hash, title) {
  await page.evaluate((to) => {
    location.hash = to;
  }, hash);
  if (title === undefined) return;
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('input')].some(
        (input) => input.getAttribute('aria-labelledby') && input.value === expected,
      ) ||
      (expected === '' && location.hash.endsWith('/new')),
    title,
  );
}

/** The title in the front matter of a seeded file. */
const titleOf = (files, file) => matter(files.get(file).toString('utf8'), {}).data.title;

/**
 * The field of the edit pane labelled `label`, scrolled into view: the pane renders its fields as
 * it scrolls, so it is scrolled down, a screen at a time, each step once the page has drawn a
 * frame and run what the scroll queued, until the field is there or nothing scrolls any more.
 */
async function field(page, label, {role = 'textbox'} = {}) {
  const control = page.getByRole(role, {name: label, exact: true}).first();
  while (!(await control.count())) {
    const moved = await page.evaluate(() => {
      let scrolled = false;
      for (const element of document.querySelectorAll('*')) {
        if (element.scrollHeight <= element.clientHeight + 10) continue;
        const before = element.scrollTop;
        element.scrollTop += 600;
        scrolled ||= element.scrollTop !== before;
      }
      return scrolled;
    });
    await framesDrawn(page);
    await queuedTasksRun(page);
    if (!moved) break;
  }
  return control;
}

/**
 * The size and time of every file of the test backend's repository, by path. Run in the page; a
 * file moved away while it is read makes it throw (NotFoundError).
 */
async function repositoryStamps(repository) {
  const stamps = {};
  const walk = async (dir, prefix) => {
    for await (const [name, handle] of dir.entries()) {
      if (handle.kind === 'directory') await walk(handle, `${prefix}${name}/`);
      else {
        const file = await handle.getFile();
        stamps[`${prefix}${name}`] = `${file.size}:${file.lastModified}`;
      }
    }
  };
  await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repository), '');
  return stamps;
}

/**
 * Saves the entry open in the editor, and resolves once the save has written `count` files (new
 * or changed) and nothing is left half-written: the editor writes each file of a save under a
 * temporary name (`.sveltia-tmp-…`) and then moves it into place.
 */
async function save(page, count) {
  const before = await page.evaluate(repositoryStamps, testRepository);
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  await until(
    `the editor to write ${count} file(s) of the save`,
    async () => {
      const now = await page.evaluate(repositoryStamps, testRepository).catch(() => undefined);
      if (!now) return false;
      const files = Object.keys(now);
      if (files.some((file) => path.posix.basename(file).startsWith('.sveltia-tmp-'))) return false;
      return files.filter((file) => now[file] !== before[file]).length >= count;
    },
    30_000,
  );
}

/** Where the test serves axe-core to the editor's page, a path of the site's origin. */
const axeOnSite = `${editorPath}/__tests/axe.min.js`;

/**
 * axe-core's violations (WCAG 2.0 to 2.2 A and AA, best practices) in the site's own part of the
 * editor, its MDX field: the editor's interface is its authors'.
 */
async function mdxFieldViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    // From the site's origin (the route below), as the editor's policy allows scripts.
    await page.addScriptTag({url: axeOnSite});
  }
  return page.evaluate(async () => {
    const field = document.querySelector('section.field[data-key-path="body"]');
    const result = await window.axe.run(field, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  });
}

/** Runs `command` in the copy; its status and output. */
function inCopy(command, args) {
  const result = spawnSync(command, args, {cwd: siteDir, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('the editor, offline on its test backend', () => {
  let page;
  const outside = [];
  const errors = [];
  let seeded;
  let written;

  before(async () => {
    const {context, origin} = session;
    // The configuration the site serves, on the test backend: the same collections and fields.
    // (The editorial workflow of draft pull requests is the GitHub backend's.)
    const config = JSON.parse(
      fs.readFileSync(path.join(session.root, editorPath.slice(1), 'config.json'), 'utf8'),
    );
    const offline = {...config, backend: {name: 'test-repo'}, publish_mode: 'simple'};
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) {
        outside.push(url.href);
        return route.abort('blockedbyclient');
      }
      if (url.pathname === `${editorPath}/config.json`) return route.fulfill({json: offline});
      if (url.pathname === axeOnSite) {
        return route.fulfill({
          path: fileURLToPath(import.meta.resolve('axe-core/axe.min.js')),
          contentType: 'text/javascript',
        });
      }
      // The editor's page with the headers the hosting rules give it: under its own policy, a
      // script, style, font or request it blocks is a console error.
      if (url.pathname === editorPath || url.pathname === `${editorPath}/`) {
        const response = await route.fetch();
        return route.fulfill({
          response,
          headers: {...response.headers(), ...Object.fromEntries(editorHeaders)},
        });
      }
      return route.fallback();
    });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The test backend's storage belongs to the site's origin: seeded from one of its files.
    await page.goto('/robots.txt');
    seeded = repositoryFiles();
    await seed(page, seeded);
    await page.goto(editorPath);
    await page.getByRole('button', {name: 'Work with Test Repository'}).click();
    // Signed in, it opens the first collection.
    await page.waitForURL(/#\/collections\/post$/);
    await page.getByText('Collections', {exact: true}).first().waitFor();
    // What the test relies on of the editor's test backend: it reads the repository seeded in the
    // browser's storage under its name (testRepository). An upgrade that moves it fails here.
    const seededPosts = [...seeded.keys()].filter((file) => /^blog\/[^/]+\.mdx$/.test(file));
    await page
      .getByRole('checkbox', {name: /^Select /})
      .nth(seededPosts.length - 1)
      .waitFor()
      .catch(() => {
        throw new Error(
          `The editor's test backend does not list the ${seededPosts.length} posts seeded in the browser's storage at ${testRepository}: has an upgrade of the editor moved it?`,
        );
      });
    await screenshot(page, '1-collections');
  });

  test('can be zoomed on a phone: axe finds no viewport that forbids it, though the editor writes one', async () => {
    const viewports = await page.evaluate(() =>
      [...document.querySelectorAll('meta[name="viewport"]')].map((meta) => meta.content),
    );
    // The editor's own viewport is there (with its other settings), so the check has its target.
    assert.ok(
      viewports.some((content) => content.includes('interactive-widget')),
      `the editor wrote no viewport of its own: ${JSON.stringify(viewports)}`,
    );
    if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
      await page.addScriptTag({url: axeOnSite});
    }
    const violations = await page.evaluate(async () =>
      (
        await window.axe.run(document, {runOnly: ['meta-viewport', 'meta-viewport-large']})
      ).violations.map((violation) => violation.id),
    );
    assert.deepEqual(
      [violations, viewports.filter((content) => /maximum-scale|user-scalable/.test(content))],
      [[], []],
    );
  });

  test('saving a page opened and left unchanged writes nothing; a service’s description changed and a paragraph added to its body write that page alone', async () => {
    const untouchedSlug = path.basename(untouched, '.mdx');
    await show(page, `#/collections/industry/entries/${untouchedSlug}`, titleOf(seeded, untouched));
    // Saved if the editor offers it: what that save wrote is written by the time the next save's
    // file is, which is waited for below (the editor saves one entry after the other).
    const saveUntouched = page.getByRole('button', {name: 'Save', exact: true});
    if (await saveUntouched.isEnabled()) await saveUntouched.click();
    const slug = path.basename(service, '.mdx');
    await show(page, `#/collections/service/entries/${slug}`, titleOf(seeded, service));
    const description = await field(page, 'Description');
    await description.fill(newDescription);
    const body = await field(page, 'Body (MDX)');
    await body.fill(`${(await body.inputValue()).trimEnd()}\n\n${addedParagraph}`);
    await save(page, 1);
    written = await readRepository(page);
    assert.deepEqual(changed(seeded, written), [service]);
  });

  test('changes a plan’s price', async () => {
    await show(page, '#/collections/facts/entries/plans');
    const price = await field(page, 'Price', {role: 'spinbutton'});
    const old = Number(await price.inputValue());
    await price.fill(String(old + 7));
    await save(page, 1);
    written = await readRepository(page);
  });

  test('creates a post with a picture, through the MDX field and its figure button', async () => {
    await show(page, '#/collections/post/new');
    await (await field(page, 'Title')).fill(newPost.title);
    await (await field(page, 'Description')).fill(newPost.description);
    await (await field(page, 'Date')).fill(newPost.date);
    await (await field(page, owner, {role: 'checkbox'})).click();
    await (await field(page, testTag.label, {role: 'checkbox'})).click();
    await (await field(page, 'Title')).scrollIntoViewIfNeeded();
    await screenshot(page, '2-post-fields');
    const body = await field(page, 'Body (MDX)');
    // A new post opens with the body of the draft npm run new starts one from.
    const draft = fs.readFileSync(path.join(siteDir, 'scripts/drafts/post.mdx'), 'utf8');
    const draftBody = draft.slice(draft.indexOf('\n---\n', 3) + 5).replace(/^\n+/, '');
    assert.equal(await body.inputValue(), draftBody);
    await body.fill(
      // What an owner writes: an introduction and sections, no marker the form does not ask for.
      `${newPost.intro}\n\n## The First Section\n\nThe first section.\n\n## The Second Section\n\nThe second section, with a picture.\n`,
    );
    // The figure goes where the cursor is: at the end.
    await body.evaluate((area) => area.setSelectionRange(area.value.length, area.value.length));
    page.once('dialog', (dialog) => dialog.accept(newPost.alt));
    await page.getByRole('button', {name: 'Insert figure'}).click();
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('dialog')
      .getByRole('button', {name: /upload/i})
      .first()
      .click();
    await (await chooser).setFiles(picture);
    await page.getByRole('dialog').getByRole('button', {name: 'Insert'}).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('textarea')].some((area) => area.value.includes('<Figure')),
    );
    await body.evaluate((area) => area.scrollIntoView({block: 'center'}));
    await screenshot(page, '3-post-body-with-figure');
    assert.deepEqual(await mdxFieldViolations(page), []);
    const before = [...(await readRepository(page)).keys()];
    await save(page, 2);
    written = await readRepository(page);
    const added = [...written.keys()].filter((file) => !before.includes(file));
    assert.equal(added.length, 2, `the post and its picture, not ${added.join(', ')}`);
  });

  test('wrote those files and no other, and asked nothing of another origin', () => {
    const files = changed(seeded, written);
    const post = files.find((file) => /^blog\/.*\.mdx$/.test(file));
    const image = files.find((file) => /^blog\/.*\.jpe?g$/.test(file));
    assert.ok(post && image, `a post and its picture in blog/: ${files.join(', ')}`);
    // The picture in a folder of the post's own, named after its file.
    assert.equal(path.dirname(image), post.replace(/\.mdx$/, ''));
    assert.deepEqual(files, [post, image, service, plans].sort());
    assert.deepEqual(outside, []);
    assert.deepEqual(errors, []);
  });

  test('kept what it did not edit: the service’s body byte for byte, its other fields’ values', () => {
    const before = matter(seeded.get(service).toString('utf8'), {});
    const now = matter(written.get(service).toString('utf8'), {});
    // Its JSX, comments and Markdown as they were, the paragraph added at the end.
    assert.equal(now.content, `${before.content.trimEnd()}\n\n${addedParagraph}\n`);
    assert.deepEqual(now.data, {...before.data, description: newDescription});
  });

  test('changed one line of the prices, in the form the file is written in', () => {
    const before = seeded.get(plans).toString('utf8').split('\n');
    const now = written.get(plans).toString('utf8').split('\n');
    assert.equal(now.length, before.length);
    const lines = now.flatMap((line, index) => (line === before[index] ? [] : [line]));
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /^\s+"price": \d+,$/);
  });

  test('wrote the post as the site takes it: front matter, MDX body, the figure with its alt text', () => {
    const post = [...written.keys()].find(
      (file) => /^blog\/.*\.mdx$/.test(file) && !seeded.has(file),
    );
    const image = [...written.keys()].find(
      (file) => /^blog\/.*\.jpe?g$/.test(file) && !seeded.has(file),
    );
    const {data, content} = matter(written.get(post).toString('utf8'), {});
    assert.equal(data.title, newPost.title);
    assert.deepEqual(data.authors, [owner]);
    assert.deepEqual(data.tags, [testTag.key]);
    assert.equal(Object.values(data).includes(''), false, 'no empty optional field');
    assert.equal('unlisted' in data, false, 'no switch that is off');
    assert.doesNotMatch(content, /truncate/);
    assert.match(
      content,
      new RegExp(
        `<Figure src="\\./${path.basename(path.dirname(image))}/${path.basename(image)}" alt="${newPost.alt}" />`,
      ),
    );
  });

  describe('the copy of the project with the files written', () => {
    let build;
    /** A field planted in the services' schema, optional: the pages build as they are. */
    const plantedField = 'mood';
    before(() => {
      for (const file of changed(seeded, written)) {
        fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
        fs.writeFileSync(path.join(siteDir, file), written.get(file));
      }
      const schema = path.join(siteDir, 'src/lib/content/schema.ts');
      const text = fs.readFileSync(schema, 'utf8');
      const planted = text.replace(
        "status: z.enum(['live', 'coming-soon']).default('live'),",
        `status: z.enum(['live', 'coming-soon']).default('live'),\n    ${plantedField}: text.optional(),`,
      );
      assert.notEqual(planted, text, 'the field was planted');
      fs.writeFileSync(schema, planted);
      build = path.join(siteDir, 'build');
    });

    test('builds: its schemas, MDX, links and widths pass', () => {
      const result = inCopy(process.execPath, [
        path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
      ]);
      assert.equal(result.status, 0, result.output.slice(-4000));
    });

    test('shows each change: the post and its picture in every size, the description, the price', () => {
      const postHtml = fs
        .readdirSync(path.join(build, 'blog'))
        .map((file) => path.join(build, 'blog', file))
        .filter((file) => file.endsWith('.html'))
        .map((file) => load(fs.readFileSync(file, 'utf8')))
        .find(($) => $('h1').first().text().trim() === newPost.title);
      assert.ok(postHtml, 'the post has its page');
      const figure = postHtml(`img[alt="${newPost.alt}"]`).closest('picture');
      const widths = new Set(
        figure
          .find('source')
          .map((_, source) => postHtml(source).attr('srcset'))
          .get()
          .flatMap((srcset) => [...srcset.matchAll(/ (\d+)w/g)].map((match) => match[1])),
      );
      assert.ok(widths.size >= 3, `the picture in the pipeline's sizes: ${[...widths]}`);

      const servicePage = fs
        .readdirSync(path.join(build, 'services'), {recursive: true})
        .filter((file) => String(file).endsWith('.html'))
        .map((file) => load(fs.readFileSync(path.join(build, 'services', String(file)), 'utf8')))
        .find(($) => $('meta[name="description"]').attr('content') === newDescription);
      assert.ok(servicePage, 'a service page has the new description');

      const price = JSON.parse(written.get(plans).toString('utf8')).plans[0].price;
      const pricing = fs.readFileSync(path.join(build, 'pricing.html'), 'utf8');
      assert.ok(pricing.includes(`$${price.toLocaleString('en-US')}`), `pricing shows $${price}`);
    });

    test('a field added to a schema is a field of the editor the build serves', () => {
      const config = JSON.parse(
        fs.readFileSync(path.join(build, editorPath.slice(1), 'config.json'), 'utf8'),
      );
      const services = config.collections.find((collection) => collection.name === 'service');
      assert.deepEqual(
        services.fields.find((field) => field.name === plantedField),
        {name: plantedField, label: 'Mood', widget: 'string', required: false},
      );
    });
  });
});
