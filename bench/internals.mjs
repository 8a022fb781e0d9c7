/**
 * What each Docusaurus workaround buys (src/plugins/internals.ts: the plugins that reach into
 * Docusaurus's private files), so that a workaround stays only while it pays. In a temporary copy
 * of the project, the site is built cold with every workaround on, then with each one off in turn
 * (`SITE_INTERNALS` names the ones left on), at the site as shipped and with `posts` generated
 * posts. For each build: the JavaScript the home page loads (gzip) on a phone and on a laptop,
 * main.js and runtime~main.js (gzip); then Lighthouse, mobile and desktop, on the home page of each
 * build of the site as shipped, served by nginx with its generated rules, `runs` rounds (a round
 * measures every build once), medians.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {desktopViewport, mobileViewport} from '../tests/perf/budgets.mjs';
import {coldBuild} from './build.mjs';
import {removeFolder} from './cleanup.mjs';
import {serveWithNginx, stopNginx} from './hosting.mjs';
import {writePosts} from './posts.mjs';
import {entryBundles} from './stats.mjs';
import {weighPages} from './weights.mjs';
import {copyProject} from './workspace.mjs';

/** The workarounds, as src/plugins/internals.ts lists them (`workarounds = [...] as const`). */
async function workaroundNames(projectDir) {
  const source = await fs.readFile(path.join(projectDir, 'src/plugins/internals.ts'), 'utf8');
  const list = /export const workarounds = \[([^\]]*)\] as const/.exec(source)?.[1];
  const names = [...(list ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
  if (names.length === 0) throw new Error('src/plugins/internals.ts lists no workaround');
  return names;
}

/** Every workaround on, then each one off: `{name, env}` with the SITE_INTERNALS to build with. */
function variantsOf(names) {
  return [
    {name: 'all on', off: null, env: {SITE_INTERNALS: names.join(',')}},
    ...names.map((off) => {
      const on = names.filter((name) => name !== off);
      return {name: `without ${off}`, off, env: {SITE_INTERNALS: on.join(',') || 'off'}};
    }),
  ];
}

async function measureBuild(buildDir, chromePath) {
  const home = [{type: 'home', path: '/'}];
  const [phone] = await weighPages({root: buildDir, pages: home, chromePath});
  const [laptop] = await weighPages({
    root: buildDir,
    pages: home,
    chromePath,
    viewport: desktopViewport,
  });
  const bundles = await entryBundles(buildDir);
  return {
    homeJsPhone: phone.js.gzip,
    homeJsLaptop: laptop.js.gzip,
    mainJs: bundles.main?.gzip ?? null,
    runtimeJs: bundles.runtimeMain?.gzip ?? null,
  };
}

/**
 * @param {{projectDir: string, posts: number, runs: number, chromePath: string, logDir: string, log: Function}} options
 */
export async function internalsSeries({projectDir, posts, runs, chromePath, logDir, log}) {
  const names = await workaroundNames(projectDir);
  const variants = variantsOf(names);
  const siteDir = await copyProject(projectDir, 'internals');
  const kept = [];
  const results = variants.map((variant) => ({name: variant.name, off: variant.off}));
  try {
    for (const [label, count] of [
      ['shipped', 0],
      [`${posts} posts`, posts],
    ]) {
      if (count > 0) await writePosts(path.join(siteDir, 'blog'), 0, count);
      for (const [index, variant] of variants.entries()) {
        log(`internals: building ${variant.name}, ${label} (rspack, cold)`);
        const build = await coldBuild(siteDir, {
          bundler: 'rspack',
          env: variant.env,
          logFile: path.join(logDir, `internals-${index}-${count}.log`),
        });
        const buildDir = path.join(siteDir, 'build');
        const figures = {seconds: build.seconds, ...(await measureBuild(buildDir, chromePath))};
        results[index][count > 0 ? 'withPosts' : 'shipped'] = figures;
        log(
          `internals: ${variant.name}, ${label}: home JS ${(figures.homeJsPhone / 1024).toFixed(1)} KiB (phone), ${(figures.homeJsLaptop / 1024).toFixed(1)} KiB (laptop), main.js ${(figures.mainJs / 1024).toFixed(1)} KiB`,
        );
        if (count === 0) {
          // Kept for Lighthouse, with the server block it generated.
          const keep = path.join(siteDir, `.bench-${index}`);
          await fs.cp(buildDir, path.join(keep, 'build'), {recursive: true});
          await fs.cp(`${buildDir}-hosting`, path.join(keep, 'build-hosting'), {recursive: true});
          kept[index] = path.join(keep, 'build');
        }
      }
    }
    if (runs > 0) {
      const {lighthouseSeries} = await import('./lighthouse.mjs');
      const servers = variants.map(() => ({}));
      try {
        for (const [index, buildDir] of kept.entries()) {
          await serveWithNginx(buildDir, servers[index]);
        }
        const pages = await lighthouseSeries({
          targets: variants.map((variant, index) => ({
            site: variant.name,
            type: 'home',
            path: '/',
            origin: servers[index].origin,
          })),
          runs,
          chromePath,
          onRun: ({target, preset, summary, done, total}) =>
            log(
              `internals lighthouse ${done}/${total}: ${target.site}, ${preset}: ${
                summary.error
                  ? `ERROR ${summary.error}`
                  : `performance ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms`
              }`,
            ),
        });
        pages.forEach((page, index) => {
          results[index].lighthouse = {mobile: page.mobile.median, desktop: page.desktop.median};
        });
      } finally {
        for (const server of servers) await stopNginx(server);
      }
    }
  } finally {
    await removeFolder(siteDir);
  }
  return {
    posts,
    runs,
    viewports: {phone: mobileViewport, laptop: desktopViewport},
    variants: results,
  };
}
