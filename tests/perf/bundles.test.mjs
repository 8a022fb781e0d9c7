/**
 * What the build's files hold, read from the files themselves (no browser): main.js within its
 * budget (./budgets.mjs), no chunk with the whole of tslib (src/plugins/lean resolves the one
 * helper the client needs) or with a code highlighter (code is highlighted at build time,
 * ./highlighter.mjs), llms-full.txt within its budget, and no blog post's route in main.js (the
 * route shards keep the blog's routes out of what every page loads; `npm run test:full` also
 * builds the site with generated posts and weighs main.js and the runtime against this build).
 * What each page loads is weighed by the crawl (tests/crawl/).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, test} from 'node:test';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {entries} from '../browser/siteModel.mjs';
import {budgets} from './budgets.mjs';
import {highlighterFiles, highlighterSignatures} from './highlighter.mjs';

const root = defaultBuildDir();
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

async function scripts() {
  const folder = path.join(root, 'assets', 'js');
  const names = (await fs.readdir(folder)).filter((name) => name.endsWith('.js')).sort();
  return Promise.all(
    names.map(async (name) => ({name, source: await fs.readFile(path.join(folder, name), 'utf8')})),
  );
}

const mainOf = (files) => files.find((file) => /^main\.[\da-f]+\.js$/.test(file.name));

describe('the build’s scripts and files', () => {
  test(`main.js is at most ${kb(budgets.mainJs)} (gzip)`, async () => {
    const main = mainOf(await scripts());
    assert.ok(main, 'the build has no main.js');
    const size = zlib.gzipSync(main.source, {level: 9}).length;
    console.log(`main.js: ${kb(size)} gzip (${kb(budgets.mainJs)} allowed)`);
    assert.ok(size <= budgets.mainJs, `main.js is ${kb(size)}`);
  });

  test('no chunk of the build holds the whole of tslib', async () => {
    const whole = (await scripts())
      .filter(({source}) => tslibSignatures.every((signature) => source.includes(signature)))
      .map(({name}) => name);
    assert.deepEqual(
      whole,
      [],
      'chunks with all of tslib in them: src/plugins/lean resolves the one helper the client needs',
    );
  });

  test('no chunk of the build holds a code highlighter, and the build has code to show', async () => {
    assert.deepEqual(
      await highlighterFiles(root),
      [],
      `chunks with a highlighter in them (${highlighterSignatures.join(', ')}): code is highlighted at build time`,
    );
    const pages = await fs.readdir(root, {recursive: true});
    let withCode = 0;
    for (const file of pages.filter((name) => String(name).endsWith('.html'))) {
      if (/<pre[^>]*\bcode-block\b/.test(await fs.readFile(path.join(root, file), 'utf8'))) {
        withCode += 1;
      }
    }
    assert.ok(withCode > 0, 'no page of the build shows a code block to check against');
  });

  test(`llms-full.txt is at most ${kb(budgets.llmsFull)} (before compression)`, async () => {
    const {size} = await fs.stat(path.join(root, 'llms-full.txt'));
    console.log(`llms-full.txt: ${kb(size)} (${kb(budgets.llmsFull)} allowed)`);
    assert.ok(size <= budgets.llmsFull, `llms-full.txt is ${kb(size)}`);
  });

  test('main.js names no blog post: the blog’s routes load on demand', async () => {
    const main = mainOf(await scripts());
    const posts = entries.filter((entry) => entry.kind === 'post');
    assert.ok(posts.length > 0, 'the build has no post');
    const named = posts
      .filter((post) => main.source.includes(JSON.stringify(post.path)))
      .map((post) => post.path);
    assert.deepEqual(named, [], 'posts whose route is in main.js');
  });
});

/**
 * What only the development server's page check holds (src/plugins/pageCheck): its panel's class
 * names, element ids, report folder and events all start with "page-check", its button and heading
 * say "Page check"; the prose check it runs reports "the passive voice" (retext-passive), and the
 * titles are measured with a table of Arial's widths (src/lib/seo/arialWidths.mjs).
 */
async function pageCheckSignatures() {
  const {arialWidths} = await import('../../src/lib/seo/arialWidths.mjs');
  const table = JSON.stringify(arialWidths);
  return [
    'page-check',
    'Page check',
    'Unexpected use of the passive voice',
    // A stretch of the table as written, and as a minifier writes it (unquoted keys).
    table.slice(table.indexOf('"A"'), table.indexOf('"F"')),
    table.slice(table.indexOf('"A"'), table.indexOf('"F"')).replace(/"([A-Z])":/g, '$1:'),
  ];
}

async function* buildFiles(folder) {
  for (const entry of await fs.readdir(folder, {withFileTypes: true})) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* buildFiles(file);
    else yield file;
  }
}

test('no file of the build holds the page check: its panel, its styles, its reports or the libraries it runs', async () => {
  const signatures = (await pageCheckSignatures()).map((text) => Buffer.from(text));
  const found = [];
  let files = 0;
  for await (const file of buildFiles(root)) {
    files += 1;
    const bytes = await fs.readFile(file);
    for (const signature of signatures) {
      if (bytes.includes(signature)) found.push(`${path.relative(root, file)}: ${signature}`);
    }
  }
  console.log(`${files} files of the build searched for ${signatures.length} signatures`);
  assert.ok(files > 100, `the build has only ${files} files`);
  assert.deepEqual(found, []);
});
