/**
 * What the site's search costs (src/plugins/search, src/components/Search): in a temporary copy of
 * the project (workspace.mjs), the real site, then the site with generated posts (posts.mjs; by
 * default 1,000), each built once, cold, with Rspack (build.mjs). For each size: the build time,
 * the time the search index adds to it (the plugin's own log line), the index's size, and a first
 * search on the mobile profile (4× slower CPU, slow 4G; tests/perf/search.mjs): the bytes it
 * loads, from the pointer reaching the control to the first results, and the time from the click
 * to the first result, for a typical query taken from the build's content model.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {chromium} from 'playwright-core';

import {startServer} from '../scripts/serve-build.mjs';
import {firstSearch, indexSize, typicalQuery} from '../tests/perf/search.mjs';
import {coldBuild} from './build.mjs';
import {chromeFlags} from './chrome.mjs';
import {removeFolder} from './cleanup.mjs';
import {writePosts} from './posts.mjs';
import {mobileViewport} from './weights.mjs';
import {copyProject} from './workspace.mjs';

/** First searches per size, each in a fresh browser context (nothing cached); the median counts. */
const searchRuns = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(buildDir, chromePath, query) {
  const server = await startServer({root: buildDir});
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: chromeFlags,
  });
  try {
    const runs = [];
    for (let run = 0; run < searchRuns; run += 1) {
      const context = await browser.newContext({baseURL: server.url});
      try {
        runs.push(
          await firstSearch(context, {
            origin: server.url,
            root: server.root,
            query,
            viewport: mobileViewport,
            mobileProfile: true,
          }),
        );
      } finally {
        await context.close();
      }
    }
    return runs;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * @param {{counts: number[], chromePath: string, logDir: string, log: Function}} options
 *   counts: numbers of generated posts, ascending (0 is the real site)
 */
export async function searchSeries({counts, chromePath, logDir, log}) {
  const siteDir = await copyProject('search');
  const results = [];
  try {
    let written = 0;
    for (const count of counts) {
      await writePosts(path.join(siteDir, 'blog'), written, count);
      written = count;
      log(`search: building with ${count} generated posts (rspack, cold)`);
      const logFile = path.join(logDir, `search-${count}.log`);
      const build = await coldBuild(siteDir, {bundler: 'rspack', logFile});
      // The content plugin's log line times each step after the build (src/plugins/content).
      const afterBuild = await fs.readFile(logFile, 'utf8');
      const indexing = /search index ([\d.]+) s/.exec(afterBuild);
      const searchable = /\((\d+) pages searchable\)/.exec(afterBuild);
      const buildDir = path.join(siteDir, 'build');
      const {entries} = JSON.parse(
        await fs.readFile(`${buildDir}-hosting/content-model.json`, 'utf8'),
      );
      const query = typicalQuery(entries);
      const index = await indexSize(buildDir);
      const runs = await measure(buildDir, chromePath, query);
      const result = {
        posts: count,
        query,
        buildSeconds: build.seconds,
        indexedPages: searchable ? Number(searchable[1]) : null,
        indexSeconds: indexing ? Number(indexing[1]) : null,
        indexBytes: index.bytes,
        indexFiles: index.files,
        firstSearchBytes: median(runs.map((run) => run.bytes)),
        firstSearchFiles: runs[0].files.length,
        firstResultMs: median(runs.map((run) => run.ms)),
        firstResultRuns: runs.map((run) => run.ms),
        results: runs[0].results,
      };
      results.push(result);
      log(
        `search: ${count} posts: ${result.indexedPages} pages indexed in ${result.indexSeconds} s (build ${build.seconds.toFixed(1)} s), index ${(index.bytes / 1024).toFixed(0)} KiB; first search “${query}”: ${(result.firstSearchBytes / 1024).toFixed(1)} KiB, first result in ${result.firstResultMs} ms (mobile profile)`,
      );
    }
  } finally {
    await removeFolder(siteDir);
  }
  return results;
}
