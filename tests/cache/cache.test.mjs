/**
 * The build's output does not depend on the bundler's cache: with one cache, a build with the
 * Docusaurus workarounds on, then one with them off (`SITE_INTERNALS=off`), then one with them on
 * again each make the main.js a build of the same switches makes with no cache. Before each set
 * of switches had a cache of its own (src/plugins/internals.ts, switchesCachePlugin), the build
 * made off after on reused what on had resolved and shipped a main.js of 299 KB where a cold one
 * ships 504 KB.
 *
 * All four builds run in one copy of the project (scripts/site-copy.mjs): the site's folder is
 * written into main.js (the static folders of its configuration), so two folders never make the
 * same file.
 *
 *   node --test tests/cache/cache.test.mjs
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, test} from 'node:test';

import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docusaurus = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const on = {};
const off = {SITE_INTERNALS: 'off'};

let siteDir;
before(async () => {
  siteDir = await copySite(await makeCopyDir('cache'), {git: false});
});
after(() => fs.rmSync(siteDir, {recursive: true, force: true}));

/** The bundler's cache of the copy: what the builds share, and what a cold build has none of. */
const bundlerCache = () => path.join(siteDir, 'node_modules/.cache/rspack');

/** Builds the copy with `env` added; its main.js: name, size and content hash. */
function mainScriptOfBuild(env) {
  const result = spawnSync(process.execPath, [docusaurus, 'build'], {
    cwd: siteDir,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(
    result.status,
    0,
    `the build failed:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`,
  );
  const folder = path.join(siteDir, 'build/assets/js');
  const name = fs.readdirSync(folder).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  assert.ok(name, `no main.js in ${folder}`);
  const bytes = fs.readFileSync(path.join(folder, name));
  return {
    name,
    bytes: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
  };
}

test('workarounds on, off, then on with one bundler cache: each main.js is the cold build’s', () => {
  assert.equal(fs.existsSync(bundlerCache()), false, 'the copy starts with a bundler cache');
  const coldOn = mainScriptOfBuild(on);
  assert.ok(fs.existsSync(bundlerCache()), `the build kept no cache at ${bundlerCache()}`);
  const warmOff = mainScriptOfBuild(off);
  const warmOn = mainScriptOfBuild(on);
  fs.rmSync(bundlerCache(), {recursive: true, force: true});
  const coldOff = mainScriptOfBuild(off);
  // The switches change main.js: the comparisons below can tell one build from another.
  assert.notEqual(coldOn.sha256, coldOff.sha256);
  assert.deepEqual(warmOff, coldOff, 'off, built after on with its cache');
  assert.deepEqual(warmOn, coldOn, 'on, built after off with the same cache');
});
