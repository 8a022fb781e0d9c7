/**
 * The JavaScript every page loads does not grow with the blog: the test build (the site with its
 * fixtures, $SITE_BUILD_DIR) is built again with generated blog posts (bench/posts.mjs), and its
 * main.js and runtime are weighed (gzip) against the test build's. Docusaurus alone adds about
 * 160 bytes gzip a post to them (the route table, facebook/docusaurus#7256), so the posts added
 * here would add several times the budget; src/plugins/routeShards keeps the blog's routes and
 * chunk files out of them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';

import {writePosts} from '../../bench/posts.mjs';
import {entryBundles} from '../../bench/stats.mjs';
import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {buildTestSite} from '../../scripts/test-site.mjs';
import {budgets} from './budgets.mjs';

/** Enough posts to fill each of the 32 route shards several times over. */
const generatedPosts = 100;

let outDir;
after(async () => {
  if (outDir) await fs.rm(outDir, {recursive: true, force: true});
  if (outDir) await fs.rm(`${outDir}-hosting`, {recursive: true, force: true});
});

test(
  `main.js and the runtime do not grow with ${generatedPosts} more blog posts`,
  {timeout: 15 * 60_000},
  async () => {
    const testBuild = defaultBuildDir();
    const real = await entryBundles(testBuild);
    assert.ok(
      real.main && real.runtimeMain,
      `${testBuild} has no main.js or runtime: run the test build first (npm run build:test)`,
    );
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scale-test-'));
    await buildTestSite({
      outDir,
      prepare: (siteDir) => writePosts(path.join(siteDir, 'blog'), 0, generatedPosts),
    });
    const grown = await entryBundles(outDir);
    const posts = (await fs.readdir(path.join(outDir, 'blog'), {recursive: true})).filter((file) =>
      String(file).endsWith('.html'),
    ).length;

    const rows = [
      ['', 'blog pages', 'main.js gzip', 'runtime gzip', 'together'],
      [
        'the test build',
        '',
        real.main.gzip,
        real.runtimeMain.gzip,
        real.main.gzip + real.runtimeMain.gzip,
      ],
      [
        `+${generatedPosts} posts`,
        posts,
        grown.main.gzip,
        grown.runtimeMain.gzip,
        grown.main.gzip + grown.runtimeMain.gzip,
      ],
    ];
    console.log(
      rows.map((row) => row.map((cell) => String(cell).padStart(16)).join('')).join('\n'),
    );

    const growth =
      grown.main.gzip + grown.runtimeMain.gzip - (real.main.gzip + real.runtimeMain.gzip);
    assert.ok(
      growth <= budgets.entryGrowthWithPosts,
      `main.js and the runtime grew by ${growth} bytes gzip with ${generatedPosts} more posts (allowed: ${budgets.entryGrowthWithPosts})`,
    );
  },
);
