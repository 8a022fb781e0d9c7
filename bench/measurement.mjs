/**
 * What measuring visits costs (tests/perf/budgets.mjs: `measurementOff`, `measurementOn`). In a
 * temporary copy of the project, the site is built cold without any measuring
 * (`SITE_MEASUREMENT=off`), as shipped (analytics off: the attribution of bookings only), and with
 * each provider on (src/data/analytics.ts set as scripts/analytics-site.mjs sets it, pointed at a
 * local collector). For each build: the JavaScript the home page loads on a phone with the
 * analytics at work (tests/perf/measurement.mjs), and what it adds to the build without measuring;
 * then Lighthouse mobile and desktop on the home page of each, served by nginx with the build's own
 * rules under a host name of its own (the analytics stays off on localhost), `runs` rounds, medians.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {analyticsBuilds, applyAnalytics} from '../scripts/analytics-site.mjs';
import {startCollector} from '../tests/analytics/collector.mjs';
import {budgets} from '../tests/perf/budgets.mjs';
import {homeJsAsVisitor, visitorFlags} from '../tests/perf/measurement.mjs';
import {coldBuild} from './build.mjs';
import {removeFolder} from './cleanup.mjs';
import {serveWithNginx, stopNginx} from './hosting.mjs';
import {copyProject} from './workspace.mjs';

/**
 * @param {{runs: number, chromePath: string, logDir: string, log: Function}} options
 */
export async function measurementSeries({runs, chromePath, logDir, log}) {
  const siteDir = await copyProject('measurement');
  const variants = [
    {name: 'without measuring', env: {SITE_MEASUREMENT: 'off'}, budget: null},
    {name: 'analytics off', env: {}, budget: budgets.measurementOff},
    ...Object.keys(analyticsBuilds).map((provider) => ({
      name: provider,
      provider,
      env: {},
      budget: budgets.measurementOn,
    })),
  ];
  const settingFile = path.join(siteDir, 'src/data/analytics.ts');
  const siteFile = path.join(siteDir, 'src/data/facts/site.json');
  const original = {setting: await fs.readFile(settingFile), site: await fs.readFile(siteFile)};
  const kept = [];
  try {
    for (const [index, variant] of variants.entries()) {
      await fs.writeFile(settingFile, original.setting);
      await fs.writeFile(siteFile, original.site);
      if (variant.provider) await applyAnalytics(siteDir, variant.provider);
      log(`measurement: building ${variant.name} (rspack, cold)`);
      const build = await coldBuild(siteDir, {
        bundler: 'rspack',
        env: variant.env,
        logFile: path.join(logDir, `measurement-${index}.log`),
      });
      variant.seconds = build.seconds;
      const keep = path.join(siteDir, `.bench-measurement-${index}`);
      await fs.cp(path.join(siteDir, 'build'), path.join(keep, 'build'), {recursive: true});
      await fs.cp(path.join(siteDir, 'build-hosting'), path.join(keep, 'build-hosting'), {
        recursive: true,
      });
      kept[index] = path.join(keep, 'build');
    }
    const weights = await homeJsAsVisitor(kept);
    const base = weights[0].gzip;
    variants.forEach((variant, index) => {
      variant.homeJsPhone = weights[index].gzip;
      variant.added = weights[index].gzip - base;
      log(
        `measurement: ${variant.name}: home JS ${(variant.homeJsPhone / 1000).toFixed(1)} KB (phone), +${(variant.added / 1000).toFixed(2)} KB`,
      );
    });
    if (runs > 0) {
      const {lighthouseSeries} = await import('./lighthouse.mjs');
      const servers = variants.map(() => ({}));
      const collector = await startCollector();
      try {
        const hosts = {'collector.test': collector.port};
        for (const [index, buildDir] of kept.entries()) {
          await serveWithNginx(buildDir, servers[index]);
          hosts[`site${index}.test`] = servers[index].port;
        }
        const pages = await lighthouseSeries({
          targets: variants.map((variant, index) => ({
            site: variant.name,
            type: 'home',
            path: '/',
            origin: `http://site${index}.test`,
          })),
          runs,
          chromePath,
          flags: visitorFlags(hosts),
          onRun: ({target, preset, summary, done, total}) =>
            log(
              `measurement lighthouse ${done}/${total}: ${target.site}, ${preset}: ${
                summary.error
                  ? `ERROR ${summary.error}`
                  : `performance ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms`
              }`,
            ),
        });
        pages.forEach((page, index) => {
          variants[index].lighthouse = {mobile: page.mobile.median, desktop: page.desktop.median};
        });
      } finally {
        for (const server of servers) await stopNginx(server);
        await collector.close();
      }
    }
  } finally {
    await removeFolder(siteDir);
  }
  return {
    runs,
    variants: variants.map(({name, budget, homeJsPhone, added, lighthouse, seconds}) => ({
      name,
      budget,
      homeJsPhone,
      added,
      withinBudget: budget === null ? null : added <= budget,
      lighthouse,
      seconds,
    })),
  };
}
