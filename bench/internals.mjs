/**
 * What each Docusaurus workaround buys (src/plugins/internals.ts: the plugins that reach into
 * Docusaurus's private files), so that a workaround stays only while it pays. In a temporary copy
 * of the project, the site is built as shipped (the switches of docusaurus.config.ts), then with
 * each workaround switched the other way in turn (`SITE_INTERNALS` names the ones on), as shipped
 * and with `posts` generated posts. Measured:
 *
 * - the JavaScript the home page loads on a phone and on a laptop (gzip), main.js and the runtime,
 *   as shipped and with the generated posts;
 * - on one page of each type (tests/perf/pageTypes.mjs), Lighthouse mobile as it scores (simulated
 *   throttling): the performance score, LCP, TBT and the longest task; and Lighthouse mobile with
 *   the throttling applied to the load: the score, TBT and the longest task, and LCP set against
 *   the same page with every script removed (the floor: what the page paints from its HTML and
 *   CSS alone). Each with the spread of the rounds (lowest and highest). `runs` rounds, each measuring every
 *   page of every build once, so that a slow spell of the machine falls on all of them; medians.
 * - on the same pages, what the client costs a phone (bench/runtime.mjs): the JavaScript (gzip)
 *   the page loads when opened and when reached by a navigation inside the site, and the main
 *   thread's script time on a CPU slowed four times from main.js's arrival to the page answering a
 *   tap on its menu button; `runs` rounds, medians.
 *
 * `only` (`npm run bench -- --only=internals --workarounds=preact`) measures the site as shipped
 * against those workarounds switched alone, instead of against each one.
 *
 * A workaround pays when, without it, a budget fails (Lighthouse mobile below 100 on a page type,
 * LCP more than 5 % above the page without scripts, the home page's JavaScript over its budget) or
 * it buys at least one threshold of `thresholds` on some page type. It stays when it pays and costs
 * nothing: no Lighthouse point and no blocking time on any page type, simulated or applied, beyond
 * the spread of the rounds.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {budgets, desktopViewport, mobileViewport} from '../tests/perf/budgets.mjs';
import {pageTypesOfBuild} from '../tests/perf/pageTypes.mjs';
import {coldBuild} from './build.mjs';
import {removeFolder} from './cleanup.mjs';
import {median} from './stats.mjs';
import {serveWithNginx, stopNginx} from './hosting.mjs';
import {withoutScripts} from './noScripts.mjs';
import {writePosts} from './posts.mjs';
import {entryBundles} from './stats.mjs';
import {weighPages} from './weights.mjs';
import {copyProject} from './workspace.mjs';

/** What a workaround must buy on some page type to stay. */
const thresholds = {
  /** Bytes (gzip) of the home page's JavaScript, as shipped or with the generated posts. */
  homeJs: 10_000,
  /** LCP, as a share of the page's LCP with every workaround on (simulated or applied). */
  lcpShare: 0.05,
  /** Milliseconds of TBT. */
  tbt: 50,
};
/** The LCP budget: within this ratio of the same page without scripts (applied throttling). */
const lcpOverNoScripts = 1.05;

/** The workarounds, as src/plugins/internals.ts lists them (`workarounds = [...] as const`). */
async function workaroundNames(projectDir) {
  const source = await fs.readFile(path.join(projectDir, 'src/plugins/internals.ts'), 'utf8');
  const list = /export const workarounds = \[([^\]]*)\] as const/.exec(source)?.[1];
  const names = [...(list ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
  if (names.length === 0) throw new Error('src/plugins/internals.ts lists no workaround');
  return names;
}

/**
 * Every workaround on, then each one off (each of `only`, if given): `{name, env}` with the
 * SITE_INTERNALS to build with.
 */
/**
 * The switches as docusaurus.config.ts sets them (`const internals = workaroundSwitches({...})`,
 * one `name: true` or `name: false` per workaround): what ships.
 */
async function configuredSwitches(projectDir, names) {
  const source = await fs.readFile(path.join(projectDir, 'docusaurus.config.ts'), 'utf8');
  const call = /const internals = workaroundSwitches\(\{([^}]*)\}\)/.exec(source)?.[1] ?? '';
  const switches = Object.fromEntries(
    [...call.matchAll(/^\s*(\w+): (true|false),/gm)].map((match) => [
      match[1],
      match[2] === 'true',
    ]),
  );
  const missing = names.filter((name) => !(name in switches));
  if (missing.length > 0) {
    throw new Error(
      `docusaurus.config.ts sets no switch of ${missing.join(', ')} in "const internals = workaroundSwitches({...})": update bench/internals.mjs`,
    );
  }
  return switches;
}

/**
 * The builds measured: the site as shipped, and the site with each workaround (or those of `only`)
 * switched the other way: "without X" for one that ships on, "with X" for one that ships off.
 */
function variantsOf(names, switches, only) {
  const unknown = (only ?? []).filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new Error(`No workaround named ${unknown.join(', ')}`);
  const envOf = (on) => ({SITE_INTERNALS: on.join(',') || 'off'});
  const shipped = names.filter((name) => switches[name]);
  return [
    {name: 'as shipped', flipped: null, env: envOf(shipped)},
    ...(only ?? names).map((flipped) => {
      const turnsOn = !switches[flipped];
      const on = names.filter((name) => (name === flipped ? turnsOn : switches[name]));
      return {name: `${turnsOn ? 'with' : 'without'} ${flipped}`, flipped, turnsOn, env: envOf(on)};
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
 * What a workaround costs on the main thread: on some page type, with it (`withIt`) a lower
 * Lighthouse mobile score or a longer TBT than without it, simulated or applied, beyond the spread
 * of the rounds (the two builds' lowest-to-highest ranges do not meet). A workaround that costs
 * anything does not stay, whatever it saves: a lighter bundle that blocks the main thread longer
 * is not lighter for the phone.
 */
function costs(variant, withIt, pageTypes) {
  const reasons = [];
  const range = (page, field) => page[`${field}Spread`] ?? [page[field], page[field]];
  for (const {type} of pageTypes) {
    const off = variant.pages?.[type];
    const on = withIt.pages?.[type];
    if (!off || !on) continue;
    for (const [field, label, worse] of [
      ['score', 'Lighthouse mobile (simulated)', 'lower'],
      ['scoreApplied', 'Lighthouse mobile (applied)', 'lower'],
      ['tbt', 'TBT (simulated)', 'higher'],
      ['tbtApplied', 'TBT (applied)', 'higher'],
    ]) {
      if (!Number.isFinite(on[field]) || !Number.isFinite(off[field])) continue;
      const [onLow, onHigh] = range(on, field);
      const [offLow, offHigh] = range(off, field);
      const beyond = worse === 'lower' ? onHigh < offLow : onLow > offHigh;
      if (beyond) {
        const shown = (value, [low, high]) =>
          `${Math.round(value)}${low === high ? '' : ` (${Math.round(low)}–${Math.round(high)})`}`;
        reasons.push(
          `${type}: ${label} ${shown(on[field], [onLow, onHigh])} with it, ${shown(off[field], [offLow, offHigh])} without`,
        );
      }
    }
  }
  return reasons;
}

/**
 * Whether a workaround pays, from the figures of the build without it (`variant`) and with it
 * (`withIt`): the reasons it does (empty: it does not).
 */
function verdict(variant, withIt, pageTypes) {
  const reasons = [];
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const [series, label] of [
    ['shipped', 'as shipped'],
    ['withPosts', 'with the generated posts'],
  ]) {
    for (const [field, where] of [
      ['homeJsPhone', 'on a phone'],
      ['homeJsLaptop', 'on a laptop'],
    ]) {
      const off = variant[series]?.[field];
      const on = withIt[series]?.[field];
      if (!Number.isFinite(off) || !Number.isFinite(on)) continue;
      if (off - on >= thresholds.homeJs) {
        reasons.push(`home page JS ${where} ${label}: ${kb(off - on)} less with it`);
      }
      const budget = field === 'homeJsPhone' ? budgets.homeJs : budgets.homeJsDesktop;
      if (series === 'shipped' && off > budget && on <= budget) {
        reasons.push(`home page JS ${where} over its budget without it (${kb(off)})`);
      }
    }
  }
  for (const {type} of pageTypes) {
    const off = variant.pages?.[type];
    const on = withIt.pages?.[type];
    if (!off || !on) continue;
    if (on.score === 100 && Number.isFinite(off.score) && off.score < 100) {
      reasons.push(`${type}: Lighthouse mobile ${off.score} without it`);
    }
    for (const [field, label] of [
      ['lcp', 'LCP (simulated)'],
      ['lcpApplied', 'LCP (applied)'],
    ]) {
      if (Number.isFinite(off[field]) && Number.isFinite(on[field]) && on[field] > 0) {
        const share = (off[field] - on[field]) / on[field];
        if (share >= thresholds.lcpShare) {
          reasons.push(
            `${type}: ${label} ${Math.round(off[field])} ms without it, ${Math.round(on[field])} ms with it (+${Math.round(share * 100)} %)`,
          );
        }
      }
    }
    if (off.tbt - on.tbt >= thresholds.tbt) {
      reasons.push(
        `${type}: TBT ${Math.round(off.tbt)} ms without it, ${Math.round(on.tbt)} ms with it`,
      );
    }
    if (
      Number.isFinite(off.lcpOverNoScripts) &&
      off.lcpOverNoScripts > lcpOverNoScripts &&
      on.lcpOverNoScripts <= lcpOverNoScripts
    ) {
      reasons.push(
        `${type}: LCP ${off.lcpOverNoScripts.toFixed(2)}× the page without scripts without it`,
      );
    }
  }
  return reasons;
}

/**
 * @param {{projectDir: string, posts: number, runs: number, chromePath: string, logDir: string, log: Function, only?: string[]}} options
 */
export async function internalsSeries({projectDir, posts, runs, chromePath, logDir, log, only}) {
  const names = await workaroundNames(projectDir);
  const variants = variantsOf(names, await configuredSwitches(projectDir, names), only);
  const siteDir = await copyProject('internals');
  const kept = [];
  const results = variants.map((variant) => ({
    name: variant.name,
    flipped: variant.flipped,
    turnsOn: variant.turnsOn,
    pages: {},
  }));
  let pageTypes = [];
  let bare;
  try {
    for (const [label, count] of [
      ['shipped', 0],
      [`${posts} posts`, posts],
    ]) {
      if (count > 0) await writePosts(path.join(siteDir, 'blog'), 0, count);
      for (const [index, variant] of variants.entries()) {
        log(`internals: building ${variant.name}, ${label}`);
        const build = await coldBuild(siteDir, {
          bundler: 'rspack',
          env: variant.env,
          logFile: path.join(logDir, `internals-${index}-${count}.log`),
        });
        const buildDir = path.join(siteDir, 'build');
        const figures = {seconds: build.seconds, ...(await measureBuild(buildDir, chromePath))};
        results[index][count > 0 ? 'withPosts' : 'shipped'] = figures;
        log(
          `internals: ${variant.name}, ${label}: home JS ${(figures.homeJsPhone / 1000).toFixed(1)} KB (phone), ${(figures.homeJsLaptop / 1000).toFixed(1)} KB (laptop), main.js ${(figures.mainJs / 1000).toFixed(1)} KB`,
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
      pageTypes = pageTypesOfBuild(kept[0]);
      bare = await withoutScripts(
        kept[0],
        pageTypes.map((page) => page.path),
      );
      for (const [index, buildDir] of kept.entries()) {
        const weights = await weighPages({root: buildDir, pages: pageTypes, chromePath});
        for (const page of weights) {
          results[index].pages[page.type] = {path: page.path, loadJs: page.js.gzip};
        }
      }
      const {runtimeFigures} = await import('./runtime.mjs');
      const runtimeRuns = variants.map(() => []);
      for (let round = 0; round < runs; round += 1) {
        for (const [index, buildDir] of kept.entries()) {
          const figures = await runtimeFigures({root: buildDir, pageTypes, chromePath});
          runtimeRuns[index].push(figures);
          log(
            `internals runtime ${round + 1}/${runs}: ${variants[index].name}: ${pageTypes
              .map(
                ({type}) =>
                  `${type} ${Math.round(figures[type].scriptToMenu.script)} ms, nav ${(figures[type].navigationJs / 1000).toFixed(1)} KB`,
              )
              .join('; ')}`,
          );
        }
      }
      for (const [index, list] of runtimeRuns.entries()) {
        for (const {type} of pageTypes) {
          Object.assign(results[index].pages[type], {
            navigationJs: median(list.map((figures) => figures[type].navigationJs)),
            scriptToMenu: median(list.map((figures) => figures[type].scriptToMenu.script)),
            wallToMenu: median(list.map((figures) => figures[type].scriptToMenu.wall)),
          });
        }
      }
      const servers = [...variants.map(() => ({})), {}];
      try {
        for (const [index, buildDir] of [...kept, bare].entries()) {
          await serveWithNginx(buildDir, servers[index]);
        }
        const site = (index) => (index < variants.length ? variants[index].name : 'no scripts');
        const targetsOf = (indexes) =>
          pageTypes.flatMap((page) =>
            indexes.map((index) => ({site: site(index), origin: servers[index].origin, ...page})),
          );
        const progress =
          (step) =>
          ({target, preset, summary, done, total}) =>
            log(
              `internals ${step} ${done}/${total}: ${target.site}, ${target.type}, ${preset}: ${
                summary.error
                  ? `ERROR ${summary.error}`
                  : `performance ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms`
              }`,
            );
        const simulated = await lighthouseSeries({
          targets: targetsOf(variants.map((_, index) => index)),
          runs,
          chromePath,
          presets: ['mobile'],
          onRun: progress('simulated'),
        });
        const applied = await lighthouseSeries({
          targets: targetsOf([...variants.map((_, index) => index), variants.length]),
          runs,
          chromePath,
          presets: ['applied'],
          onRun: progress('applied'),
        });
        const appliedRow = (siteName, type) =>
          applied.find((row) => row.site === siteName && row.type === type)?.applied;
        const appliedOf = (siteName, type) => appliedRow(siteName, type)?.median;
        for (const row of simulated) {
          const index = variants.findIndex((variant) => variant.name === row.site);
          const mobile = row.mobile.median;
          const withApplied = appliedRow(row.site, row.type);
          const appliedLcp = appliedOf(row.site, row.type)?.lcp ?? null;
          const floor = appliedOf('no scripts', row.type)?.lcp ?? null;
          results[index].pages[row.type] = {
            ...results[index].pages[row.type],
            path: row.path,
            score: mobile?.performance ?? null,
            lcp: mobile?.lcp ?? null,
            tbt: mobile?.tbt ?? null,
            longestTask: mobile?.longestTask ?? null,
            // The spread of the rounds (lowest, highest): a difference within it is noise.
            scoreSpread: row.mobile.spread?.performance ?? null,
            tbtSpread: row.mobile.spread?.tbt ?? null,
            scoreApplied: withApplied?.median?.performance ?? null,
            scoreAppliedSpread: withApplied?.spread?.performance ?? null,
            tbtApplied: withApplied?.median?.tbt ?? null,
            tbtAppliedSpread: withApplied?.spread?.tbt ?? null,
            longestTaskApplied: withApplied?.median?.longestTask ?? null,
            // Lighthouse's measure of this machine's speed (higher is faster), which its
            // simulation scales the CPU's work by: scores read against it.
            benchmarkIndex: mobile?.benchmarkIndex ?? null,
            lcpApplied: appliedLcp,
            lcpNoScripts: floor,
            lcpOverNoScripts: appliedLcp && floor ? appliedLcp / floor : null,
          };
        }
      } finally {
        for (const server of servers) await stopNginx(server);
      }
    }
  } finally {
    if (bare) await removeFolder(path.dirname(bare));
    await removeFolder(siteDir);
  }
  for (const variant of results.slice(1)) {
    // Each measured with the workaround against without it, whichever way it ships.
    const [withIt, withoutIt] = variant.turnsOn ? [variant, results[0]] : [results[0], variant];
    variant.pays = verdict(withoutIt, withIt, pageTypes);
    variant.costs = costs(withoutIt, withIt, pageTypes);
  }
  return {
    posts,
    runs,
    thresholds,
    viewports: {phone: mobileViewport, laptop: desktopViewport},
    pageTypes,
    variants: results,
  };
}
