/**
 * Does the site's JavaScript delay its first paint? Lighthouse mobile with applied throttling
 * (`throttlingMethod: 'devtools'`: the page really loads over a slow 4G link in a CPU-throttled
 * Chromium, rather than a simulation from an unthrottled load) on each page as built, and on the
 * same page with every `<script>` element removed, served by nginx with the build's generated
 * rules (compressed, as a host sends it). The two are measured in turn, `runs` rounds; printed:
 * the median LCP and FCP of each and the ratio, as built / without scripts.
 *
 *   npm run build && node bench/paint.mjs [--build build] [--runs 5] [--pages /,/about]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import {parseArgs} from 'node:util';

import {browserPath} from './chrome.mjs';
import {installCleanupHooks, removeFolder} from './cleanup.mjs';
import {serveWithNginx, stopNginx} from './hosting.mjs';
import {runLighthouse} from './lighthouse.mjs';
import {htmlOf, withoutScripts} from './noScripts.mjs';
import {medians, ratio} from './stats.mjs';

const {values: options} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    runs: {type: 'string', default: '5'},
    pages: {type: 'string', default: '/'},
  },
});
const runs = Number(options.runs);
const pages = options.pages.split(',').filter(Boolean);
const buildDir = path.resolve(options.build);

installCleanupHooks();
for (const pagePath of pages) {
  await fs.access(htmlOf(buildDir, pagePath)).catch(() => {
    throw new Error(`${pagePath}: no such page in ${buildDir}. Build first (npm run build).`);
  });
}
const chromePath = await browserPath();
const copy = await withoutScripts(buildDir, pages);
const servers = {built: {}, bare: {}};
try {
  await serveWithNginx(buildDir, servers.built);
  await serveWithNginx(copy, servers.bare);
  const results = Object.fromEntries(pages.map((pagePath) => [pagePath, {built: [], bare: []}]));
  // One run that is not counted: the first run after a start measures the machine warming up.
  await runLighthouse(new URL('/', servers.built.origin).href, {preset: 'applied', chromePath});
  for (let round = 1; round <= runs; round += 1) {
    for (const pagePath of pages) {
      for (const variant of ['built', 'bare']) {
        const url = new URL(pagePath, servers[variant].origin).href;
        const summary = await runLighthouse(url, {preset: 'applied', chromePath});
        if (summary.error) throw new Error(`${variant} ${pagePath}: ${summary.error}`);
        results[pagePath][variant].push(summary);
        process.stdout.write(
          `round ${round}/${runs} ${pagePath} ${variant === 'built' ? 'as built' : 'no scripts'}: LCP ${Math.round(summary.lcp)} ms, FCP ${Math.round(summary.fcp)} ms\n`,
        );
      }
    }
  }
  process.stdout.write(
    `\nLighthouse mobile, applied throttling, median of ${runs} runs\n` +
      'page                 LCP as built  LCP no scripts  ratio   FCP as built  FCP no scripts  ratio\n',
  );
  for (const pagePath of pages) {
    const built = medians(results[pagePath].built, ['lcp', 'fcp']);
    const bare = medians(results[pagePath].bare, ['lcp', 'fcp']);
    process.stdout.write(
      `${pagePath.padEnd(20)} ${`${Math.round(built.lcp)} ms`.padStart(12)}  ${`${Math.round(bare.lcp)} ms`.padStart(14)}  ${ratio(built.lcp, bare.lcp).toFixed(2).padStart(5)}   ${`${Math.round(built.fcp)} ms`.padStart(12)}  ${`${Math.round(bare.fcp)} ms`.padStart(14)}  ${ratio(built.fcp, bare.fcp).toFixed(2).padStart(5)}\n`,
    );
  }
} finally {
  await stopNginx(servers.built);
  await stopNginx(servers.bare);
  await removeFolder(path.dirname(copy));
}
