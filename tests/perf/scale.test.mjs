/**
 * The JavaScript every page loads does not grow with the blog: a temporary copy of the project
 * with generated blog posts (bench/posts.mjs) is built, and its main.js and runtime are weighed
 * (gzip) against those of the production build in build/. Docusaurus alone adds about 160 bytes
 * gzip a post to them (the route table, facebook/docusaurus#7256); src/plugins/routeShards keeps
 * the blog's routes and chunk files out of them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {coldBuild} from '../../bench/build.mjs';
import {removeFolder} from '../../bench/cleanup.mjs';
import {writePosts} from '../../bench/posts.mjs';
import {entryBundles} from '../../bench/stats.mjs';
import {copyProject} from '../../bench/workspace.mjs';
import {budgets} from './budgets.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Enough posts to fill every route shard several times over and to add about 450 routes. */
const generatedPosts = 300;

let siteDir;
after(async () => {
  if (siteDir) await removeFolder(siteDir);
});

test(
  `main.js and the runtime do not grow with ${generatedPosts} more blog posts`,
  {timeout: 15 * 60_000},
  async () => {
    const real = await entryBundles(path.join(projectDir, 'build'));
    assert.ok(
      real.main && real.runtimeMain,
      'build/ has no main.js or runtime: run the build first',
    );

    siteDir = await copyProject(projectDir, 'scale-test');
    await writePosts(path.join(siteDir, 'blog'), 0, generatedPosts);
    const logDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scale-test-log-'));
    const build = await coldBuild(siteDir, {
      bundler: 'rspack',
      logFile: path.join(logDir, 'build.log'),
    });
    const grown = await entryBundles(path.join(siteDir, 'build'));
    await removeFolder(logDir);

    const rows = [
      ['', 'pages', 'main.js gzip', 'runtime gzip', 'together'],
      [
        'the site',
        '',
        real.main.gzip,
        real.runtimeMain.gzip,
        real.main.gzip + real.runtimeMain.gzip,
      ],
      [
        `+${generatedPosts} posts`,
        build.pages,
        grown.main.gzip,
        grown.runtimeMain.gzip,
        grown.main.gzip + grown.runtimeMain.gzip,
      ],
    ];
    console.log(
      rows.map((row) => row.map((cell) => String(cell).padStart(14)).join('')).join('\n'),
    );

    const growth =
      grown.main.gzip + grown.runtimeMain.gzip - (real.main.gzip + real.runtimeMain.gzip);
    assert.ok(
      growth <= budgets.entryGrowthWithPosts,
      `main.js and the runtime grew by ${growth} bytes gzip with ${generatedPosts} more posts (allowed: ${budgets.entryGrowthWithPosts})`,
    );
  },
);
