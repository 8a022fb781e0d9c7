/**
 * One careful American English writer: the spelling check (cspell with the US dictionary, the
 * British spellings of cspell.json's flagWords refused, the project's words in cspell-words.txt and
 * the owner's in src/data/facts/words.json) refuses a misspelled word and a British spelling in the
 * code, and lists those of the owner's prose without refusing them; and the visible text of every
 * page of the build (default: $SITE_BUILD_DIR or ./build) uses typographic apostrophes and
 * quotation marks.
 *
 *   node --test --test-reporter=spec tests/copy/
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, describe, test} from 'node:test';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';
import {unknownWords} from '../../scripts/spelling.mjs';
import {straightQuotes} from './typography.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the project's spelling check on an MDX page given as text, as `npm run spell` would. */
function spell(text) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(projectDir, 'node_modules/cspell/bin.mjs'),
      '--config',
      path.join(projectDir, 'cspell.json'),
      '--no-progress',
      '--no-summary',
      'stdin://page.mdx',
    ],
    {cwd: projectDir, encoding: 'utf8', input: text},
  );
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('spelling', () => {
  test('accepts American English and the project’s own words', () => {
    const {status, output} = spell(
      'We prioritize the program your neighbors and solopreneurs asked for, in color.\n',
    );
    assert.equal(status, 0, output);
  });

  test('refuses a misspelled word, naming it', () => {
    const {status, output} = spell('Every engagment starts with a call.\n');
    assert.notEqual(status, 0);
    assert.match(output, /engagment/);
  });

  test('refuses a British spelling and suggests the American one', () => {
    const {status, output} = spell('A programme of work, labelled by colour.\n');
    assert.notEqual(status, 0);
    assert.match(output, /programme.*\(program\)/);
    assert.match(output, /labelled.*\(labeled\)/);
    assert.match(output, /colour.*\(color\)/);
  });
});

describe('the owner’s prose and the code', () => {
  let siteDir;
  before(async () => {
    siteDir = await makeCopyDir('spelling');
    await copySite(siteDir, {git: false});
  });
  after(() => siteDir && fs.rmSync(siteDir, {recursive: true, force: true}));

  /** `npm run spell`, the strict check of the lint, in the copy: its status and output. */
  const lintSpelling = () => {
    const result = spawnSync('npm', ['run', '--silent', 'spell'], {cwd: siteDir, encoding: 'utf8'});
    return {status: result.status, output: `${result.stdout}${result.stderr}`};
  };

  test('a word the dictionary lacks in a post is listed, never refused, until it is added', () => {
    const post = 'blog/2020-01-01-a-client.mdx';
    fs.writeFileSync(
      path.join(siteDir, post),
      '---\nslug: a-client\ntitle: A Client\n---\n\nWe worked with Zyntravel on their launch.\n',
    );
    assert.equal(lintSpelling().status, 0, 'the lint refused the owner’s prose');
    assert.deepEqual(unknownWords([post], siteDir).get(post), [
      {line: 6, column: 16, word: 'Zyntravel'},
    ]);
    // Site facts → Dictionary, as the editor writes it.
    fs.writeFileSync(
      path.join(siteDir, 'src/data/facts/words.json'),
      `${JSON.stringify({words: ['Zyntravel']}, null, 2)}\n`,
    );
    assert.deepEqual(unknownWords([post], siteDir).get(post), []);
  });

  test('a word the dictionary lacks in the code is refused by the lint', () => {
    fs.appendFileSync(
      path.join(siteDir, 'src/data/sections.ts'),
      '\n/** A comment with a typo: recieve. */\n',
    );
    const {status, output} = lintSpelling();
    assert.notEqual(status, 0);
    assert.match(output, /src\/data\/sections\.ts:\d+:\d+ - Unknown word \(recieve\)/);
  });
});

describe('typography of the visible text', () => {
  test('finds a straight apostrophe or quote in text, not in code or attributes', () => {
    assert.deepEqual(
      straightQuotes('<p>It’s “right”.</p><pre>it\'s "code"</pre><a title="x">ok</a>'),
      [],
    );
    assert.equal(straightQuotes("<p>It's wrong.</p>").length, 1);
    assert.equal(straightQuotes('<p>A "straight" quote.</p>').length, 2);
  });

  test('every page of the build uses typographic apostrophes and quotes', () => {
    const build = defaultBuildDir();
    const pages = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['assets', 'img', 'pagefind'].includes(entry.name)) walk(file);
        } else if (entry.name.endsWith('.html')) pages.push(file);
      }
    };
    walk(build);
    assert.ok(pages.length > 0, `no pages in ${build}`);
    const found = pages.flatMap((file) =>
      straightQuotes(fs.readFileSync(file, 'utf8')).map(
        (snippet) => `${path.relative(build, file)}: …${snippet}…`,
      ),
    );
    assert.deepEqual(found, []);
  });
});
