/**
 * The browser editor in a build (default: $SITE_BUILD_DIR or ./build): /admin is there, made of
 * the site's own files, asks not to be indexed, and is invisible to everything else: no sitemap,
 * Markdown twin, llms.txt, search index or menu names it, and no file that another page loads
 * names the editor.
 *
 * The hosting rules give /admin and its files the editor's own Content-Security-Policy and ask
 * search engines not to index them, and every other page keeps the site's policy: in `_headers`,
 * and in the generated nginx server block, run over the build.
 *
 *   node --test --test-reporter=spec tests/editor/build.test.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {after, before, describe, test} from 'node:test';
import {load} from 'cheerio';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {editorFileHeaders, editorHeaders} from '../../src/plugins/editor/policy.mjs';
import {editorPath} from '../../src/plugins/editor/where.mjs';
import {request, startNginx, stopNginx} from '../hosting/nginx.mjs';

const buildDir = defaultBuildDir();
const editorDir = path.join(buildDir, editorPath.slice(1));

/** Every file of a folder, relative to it, with forward slashes. */
function filesOf(dir, prefix = '') {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return filesOf(path.join(dir, entry.name), `${relative}/`);
    return [relative];
  });
}

const allFiles = filesOf(buildDir);
const isEditorFile = (file) =>
  file === `${editorPath.slice(1)}.html` || file.startsWith(`${editorPath.slice(1)}/`);
const outsideEditor = allFiles.filter((file) => !isEditorFile(file));
/** What names the editor: its path as a link or address, or its package. */
const namesEditor = new RegExp(`["'(=\\s]${editorPath}(?:[/"'?#)\\s]|$)|sveltia`, 'i');

describe('/admin', () => {
  const html = fs.readFileSync(`${editorDir}.html`, 'utf8');
  const $ = load(html);

  test('is a page of the build that asks search engines not to index or follow it', () => {
    assert.match($('meta[name="robots"]').attr('content') ?? '', /\bnoindex\b/);
    assert.match($('meta[name="robots"]').attr('content') ?? '', /\bnofollow\b/);
    assert.ok($('title').text().trim(), 'it has a title');
    assert.equal($('html').attr('lang'), 'en');
  });

  test('loads its script, configuration and every file they name from the site itself', () => {
    const loaded = [
      ...$('script[src]')
        .map((_, element) => $(element).attr('src'))
        .get(),
      ...$('link[href]')
        .map((_, element) => $(element).attr('href'))
        .get(),
    ];
    assert.ok(loaded.length >= 2, `a script and a configuration: ${loaded.join(', ')}`);
    for (const address of loaded) {
      assert.match(
        address,
        new RegExp(`^${editorPath}/`),
        `${address} is served from ${editorPath}`,
      );
      assert.ok(fs.existsSync(path.join(buildDir, address)), `${address} is in the build`);
    }
    // The fonts the editor's script asks for are in the build beside it, under content-hashed
    // names (the browser test, tests/editor/editor.test.mjs, sees that it asks for nothing else).
    const bundled = filesOf(editorDir);
    assert.ok(
      bundled.some((file) => /material-symbols.*\.woff2$/.test(file)),
      'its icon font',
    );
    assert.ok(
      bundled.some((file) => /source-sans-3.*\.woff2$/.test(file)),
      'its text font',
    );
  });

  test('serves the configuration the content model’s schemas make', () => {
    const config = JSON.parse(fs.readFileSync(path.join(editorDir, 'config.json'), 'utf8'));
    // Made by the site's own module, as the build makes it (loaded as Docusaurus loads it).
    const {editorConfigText} = createRequire(import.meta.url)('jiti')(
      fileURLToPath(import.meta.url),
      {interopDefault: true},
    )(path.resolve('src/plugins/editor/configFile.ts'));
    assert.deepEqual(config, JSON.parse(editorConfigText(path.resolve('.'))));
    assert.equal(fs.existsSync(path.join('static', editorPath.slice(1), 'config.json')), false);
    assert.equal(config.publish_mode, 'editorial_workflow');
    assert.equal(config.output.omit_empty_optional_fields, true);
  });
});

describe('nothing else names the editor', () => {
  test('sitemap.xml, llms.txt and llms-full.txt leave it out, and it has no Markdown twin', () => {
    for (const file of ['sitemap.xml', 'llms.txt', 'llms-full.txt']) {
      const text = fs.readFileSync(path.join(buildDir, file), 'utf8');
      assert.doesNotMatch(text, namesEditor, file);
    }
    assert.ok(!allFiles.includes(`${editorPath.slice(1)}.md`), 'no twin');
    assert.ok(
      !allFiles.some((file) => file.startsWith(editorPath.slice(1)) && file.endsWith('.md')),
    );
  });

  test('the search index holds no page of it', () => {
    const fragments = allFiles.filter((file) => file.endsWith('.pf_fragment'));
    assert.ok(fragments.length > 0, 'the build has a search index');
    for (const file of fragments) {
      const fragment = zlib.gunzipSync(fs.readFileSync(path.join(buildDir, file))).toString('utf8');
      const url = /"url":"([^"]*)"/.exec(fragment)?.[1] ?? '';
      assert.ok(!url.startsWith(editorPath), `${file} indexes ${url}`);
    }
  });

  test('no page, script or stylesheet another page loads names it', () => {
    const loaded = outsideEditor.filter((file) => /\.(?:html|js|css|json|xml|txt|md)$/.test(file));
    assert.ok(
      loaded.some((file) => file.startsWith('assets/js/')),
      'the site’s scripts are there',
    );
    const naming = loaded.filter((file) =>
      namesEditor.test(fs.readFileSync(path.join(buildDir, file), 'utf8')),
    );
    assert.deepEqual(naming, []);
  });
});

describe('the hosting rules of /admin', () => {
  const policy = Object.fromEntries(editorHeaders)['Content-Security-Policy'];

  test('_headers gives /admin the editor’s policy in place of the site’s; it and its files noindex', () => {
    const blocks = fs
      .readFileSync(path.join(buildDir, '_headers'), 'utf8')
      .split(/\n(?=\S)/)
      .map((block) => block.split('\n'));
    const page = blocks.find(([first]) => first === editorPath);
    assert.ok(page, `a block for ${editorPath}`);
    assert.ok(page.includes('  ! Content-Security-Policy'), 'it removes the site’s policy');
    assert.ok(page.includes(`  Content-Security-Policy: ${policy}`), 'it sets its own');
    assert.ok(page.includes('  X-Robots-Tag: noindex, nofollow'), 'it is not indexed');
    const files = blocks.find(([first]) => first === `${editorPath}/*`);
    assert.deepEqual(
      files?.slice(1).filter(Boolean),
      editorFileHeaders.map(([name, value]) => `  ${name}: ${value}`),
    );
  });

  describe('nginx with the generated server block', () => {
    const server = {};
    before(() => startNginx(server));
    after(() => stopNginx(server));

    test('answers /admin with the editor’s policy, it and its files noindex; pages keep the site’s', async () => {
      const page = await request(server.origin, editorPath);
      assert.equal(page.status, 200);
      assert.equal(page.headers['content-security-policy'], policy);
      assert.equal(page.headers['x-robots-tag'], 'noindex, nofollow');
      assert.equal(page.headers['x-frame-options'], 'DENY', 'it keeps the other headers');
      const config = await request(server.origin, `${editorPath}/config.json`);
      assert.equal(config.status, 200);
      assert.equal(config.headers['x-robots-tag'], 'noindex, nofollow');
      assert.equal((await request(server.origin, `${editorPath}/`)).status, 301);
      const home = await request(server.origin, '/');
      assert.notEqual(home.headers['content-security-policy'], policy);
      assert.doesNotMatch(home.headers['content-security-policy'], /unsafe-inline/);
      assert.equal(home.headers['x-robots-tag'], undefined);
    });
  });
});
