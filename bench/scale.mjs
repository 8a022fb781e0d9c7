/**
 * How the site copes with a growing blog: in a temporary copy of the project (workspace.mjs),
 * the real site, then the site with generated posts added (posts.mjs; by default 100, then 1,000),
 * each built once, cold, with Rspack (build.mjs). For each size: build time, peak memory, the
 * number of HTML pages built, the JavaScript the home page loads (gzip, weights.mjs), and the
 * gzip size of the two bundles every page loads (main and runtime~main), to show whether they
 * grow with the number of routes.
 */
import path from 'node:path';

import {coldBuild} from './build.mjs';
import {removeFolder} from './cleanup.mjs';
import {writePosts} from './posts.mjs';
import {entryBundles} from './stats.mjs';
import {weighPages} from './weights.mjs';
import {copyProject} from './workspace.mjs';

/**
 * @param {{counts: number[], chromePath: string, logDir: string, log: Function}} options
 *   counts: numbers of generated posts, ascending (0 is the real site)
 */
export async function scaleSeries({counts, chromePath, logDir, log}) {
  const siteDir = await copyProject('scale');
  const results = [];
  try {
    let written = 0;
    for (const count of counts) {
      if (count < written) throw new Error('Scale counts must be ascending');
      await writePosts(path.join(siteDir, 'blog'), written, count);
      written = count;
      log(`scale: building with ${count} generated posts (rspack, cold)`);
      const build = await coldBuild(siteDir, {
        bundler: 'rspack',
        logFile: path.join(logDir, `scale-${count}.log`),
      });
      const buildDir = path.join(siteDir, 'build');
      const [home] = await weighPages({
        root: buildDir,
        pages: [{type: 'home', path: '/'}],
        chromePath,
      });
      const bundles = await entryBundles(buildDir);
      const result = {
        posts: count,
        seconds: build.seconds,
        cpuSeconds: build.cpuSeconds ?? null,
        peakTreeRss: build.peakTreeRss,
        maxRss: build.maxRss,
        pages: build.pages,
        homeJsGzip: home.js.gzip,
        homeJsFiles: home.js.files.length,
        mainJsGzip: bundles.main?.gzip ?? null,
        runtimeMainJsGzip: bundles.runtimeMain?.gzip ?? null,
      };
      results.push(result);
      log(
        `scale: ${count} posts: ${build.seconds.toFixed(1)} s, ${build.pages} pages, home JS ${(home.js.gzip / 1024).toFixed(1)} KiB gzip`,
      );
    }
  } finally {
    await removeFolder(siteDir);
  }
  return results;
}
