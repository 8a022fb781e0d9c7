/**
 * `npm run bench`: the site's performance benchmark, against the bare Docusaurus classic template
 * (create-docusaurus, same version) as the baseline, measured in the same run on this machine.
 *
 * Steps (all by default):
 *   builds      cold production builds of the site and of the template, Rspack and webpack, `runs`
 *               times each: median time and peak memory, and the ratios ours / baseline;
 *   weights     HTML, CSS and JS (raw, gzip, brotli) of a page of each kind (tests/perf/pageTypes.mjs)
 *               and of the template's home page and blog post;
 *   lighthouse  Lighthouse mobile and desktop, `runs` times each, for those pages and the
 *               template's home page, served by nginx with compression: median scores and metrics;
 *   scale       the site with 0, 100 and 1,000 generated blog posts, one cold Rspack build each:
 *               build time, memory, pages, home page JS and the size of the main bundles.
 *   search      the site's search as shipped and with 1,000 generated posts (bench/search.mjs): the
 *               build time the index adds, its size, and a first search on the mobile profile (bytes
 *               loaded, time to the first result).
 *   internals   what each Docusaurus workaround buys (bench/internals.mjs): the site built with all
 *               of them and with each one off, as shipped and with 100 generated posts: home page
 *               JS on a phone and a laptop, main.js and runtime; Lighthouse on the home page of
 *               each, `runs` rounds.
 *   measurement what measuring visits costs (bench/measurement.mjs): the site built without it, as
 *               shipped (analytics off) and with each analytics provider on: home page JS on a
 *               phone with the analytics at work, what it adds, against tests/perf/budgets.mjs;
 *               Lighthouse on the home page of each, `runs` rounds.
 *   load        the server under load (bench/load.mjs): nginx with the generated server block,
 *               sending the build's precompressed files or compressing each response, under wrk,
 *               with and without main.js in the mix of requests: requests per second and p99.
 *
 * Options:
 *   --only=builds,weights,lighthouse,scale   run only these steps
 *   --runs=N                                 builds and Lighthouse runs per measurement (default 3)
 *   --scale=100,1000                         numbers of generated posts for the scale step
 *   --workarounds=preact                     the internals step measures only these off
 *
 * Everything is built in temporary copies (bench/workspace.mjs), never in the project's own
 * build/ or .docusaurus/. The tables are printed and written to bench/results/latest.md, the data
 * to bench/results/latest.json. Temporary folders, servers and browsers are removed on exit,
 * failure and Ctrl-C (bench/cleanup.mjs). The exit code is 1 when a step failed.
 */
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {pageTypesOfBuild} from '../tests/perf/pageTypes.mjs';
import {buildRatios, buildSeries, coldBuild} from './build.mjs';
import {browserPath} from './chrome.mjs';
import {installCleanupHooks, removeFolder, tempFolder} from './cleanup.mjs';
import {serveWithNginx, stopNginx, writePlainServerBlock} from './hosting.mjs';
import {budgetRows, writeReport} from './report.mjs';
import {mobileViewport, weighPages} from './weights.mjs';
import {assembleBaseline, copyProject, templateVersion} from './workspace.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(projectDir, 'bench', 'results');
const steps = [
  'builds',
  'weights',
  'lighthouse',
  'scale',
  'search',
  'internals',
  'measurement',
  'load',
];
/** How many generated posts the internals step adds for its second series of builds. */
const internalsPosts = 100;
/** Generated posts of the search step: a blog grown well past the site's own. */
const searchPosts = 1000;

/** The template's pages that stand for ours in the weights and Lighthouse tables. */
const baselinePages = {
  weights: [
    {type: 'home', path: '/'},
    {type: 'blog post', path: '/blog/welcome'},
  ],
  lighthouse: [{type: 'home', path: '/'}],
};

const usage = `Usage: npm run bench -- [--only=${steps.join(',')}] [--runs=3] [--scale=100,1000] [--workarounds=preact]`;

/** A mistake in the command line: reported without a stack trace. */
class UsageError extends Error {}

function parseOptions(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        only: {type: 'string'},
        runs: {type: 'string', default: '3'},
        scale: {type: 'string', default: '100,1000'},
        workarounds: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    });
  } catch (error) {
    throw new UsageError(`${error.message}\n${usage}`);
  }
  const {values} = parsed;
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const only = values.only
    ? values.only
        .split(',')
        .map((step) => step.trim())
        .filter(Boolean)
    : steps;
  const unknown = only.filter((step) => !steps.includes(step));
  const runs = Number(values.runs);
  const scale = values.scale.split(',').map(Number);
  if (unknown.length > 0) throw new UsageError(`Unknown step ${unknown.join(', ')}.\n${usage}`);
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs must be at least 1.\n${usage}`);
  if (scale.some((count) => !Number.isInteger(count) || count < 1 || count > 2000)) {
    throw new UsageError(`--scale takes post counts from 1 to 2000.\n${usage}`);
  }
  const counts = [...new Set(scale)].sort((a, b) => a - b);
  const workarounds = values.workarounds
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    only: steps.filter((step) => only.includes(step)),
    runs,
    scale: [0, ...counts],
    workarounds,
  };
}

const started = Date.now();
function log(message) {
  const elapsed = Math.round((Date.now() - started) / 1000);
  const stamp = `${String(Math.floor(elapsed / 60)).padStart(2, '0')}:${String(elapsed % 60).padStart(2, '0')}`;
  console.log(`[${stamp}] ${message}`);
}

function quiet(command, args, options) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      ...options,
    }).trim();
  } catch {
    return null;
  }
}

function metadata(options, chromePath) {
  const require = createRequire(path.join(projectDir, 'package.json'));
  const version = (name) => require(`${name}/package.json`).version;
  return {
    startedAt: new Date(started).toISOString(),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memory: os.totalmem(),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD'], {cwd: projectDir}),
    dirty: Boolean(quiet('git', ['status', '--porcelain'], {cwd: projectDir})),
    docusaurus: version('@docusaurus/core'),
    template: templateVersion(projectDir),
    lighthouse: version('lighthouse'),
    chromium: chromePath ? (quiet(chromePath, ['--version']) ?? chromePath) : null,
    options,
  };
}

/** The site's weight budgets (tests/perf/budgets.mjs), or null if the project has none. */
async function siteBudgets() {
  try {
    return (await import('../tests/perf/budgets.mjs')).budgets ?? null;
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  installCleanupHooks();
  const options = parseOptions(process.argv.slice(2));
  const has = (step) => options.only.includes(step);
  const needsBrowser =
    has('weights') ||
    has('lighthouse') ||
    has('scale') ||
    has('search') ||
    has('internals') ||
    has('measurement');
  const chromePath = needsBrowser ? await browserPath() : null;
  const results = {meta: metadata(options, chromePath), errors: []};
  const stepSeconds = {};
  results.meta.stepSeconds = stepSeconds;
  let stepStarted = Date.now();
  const stepDone = (step) => {
    stepSeconds[step] = (Date.now() - stepStarted) / 1000;
    stepStarted = Date.now();
  };
  const failed = (step, error) => {
    log(`${step} FAILED: ${error.stack ?? error}`);
    results.errors.push(`${step}: ${error.message ?? error}`);
  };
  log(`Benchmark: ${options.only.join(', ')}; ${options.runs} run(s); project ${projectDir}`);

  const logDir = await tempFolder('logs');
  let site;
  let baseline;
  let built = false;
  try {
    if (has('builds') || has('weights') || has('lighthouse')) {
      log('Copying the project and assembling the classic template');
      site = await copyProject('site');
      baseline = await assembleBaseline(projectDir);
      try {
        if (has('builds')) {
          const series = await buildSeries({
            sites: {site, baseline},
            runs: options.runs,
            logDir,
            log,
          });
          results.builds = {runs: options.runs, ...series, ...buildRatios(series)};
        } else {
          for (const [name, folder] of Object.entries({site, baseline})) {
            log(`Building ${name} (rspack, cold) for the measurements`);
            const run = await coldBuild(folder, {
              bundler: 'rspack',
              logFile: path.join(logDir, `${name}-rspack.log`),
            });
            log(`${name}: ${run.seconds.toFixed(1)} s, ${run.pages} pages`);
          }
        }
        built = true;
      } catch (error) {
        failed('builds', error);
      }
      if (has('builds')) stepDone('builds');
    }

    if (has('weights') && built) {
      try {
        const pages = [];
        for (const [name, folder, list] of [
          ['site', site, pageTypesOfBuild(path.join(site, 'build'))],
          ['baseline', baseline, baselinePages.weights],
        ]) {
          const weighed = await weighPages({
            root: path.join(folder, 'build'),
            pages: list,
            chromePath,
            onPage: (page, weight) =>
              log(
                `weights: ${name} ${page.type} (${page.path}): HTML ${kib(weight.html.gzip)}, CSS ${kib(weight.css.gzip)}, JS ${kib(weight.js.gzip)} gzip`,
              ),
          });
          pages.push(...weighed.map((page) => ({site: name, ...page})));
        }
        results.weights = {viewport: mobileViewport, pages};
        const budgets = await siteBudgets();
        if (budgets) results.budgets = budgetRows(results.weights, budgets);
      } catch (error) {
        failed('weights', error);
      }
      stepDone('weights');
    }

    if (has('lighthouse') && built) {
      const servers = {site: {}, baseline: {}};
      try {
        const {lighthouseSeries} = await import('./lighthouse.mjs');
        await writePlainServerBlock(
          path.join(baseline, 'build'),
          path.join(site, 'build-hosting', 'nginx.conf'),
        );
        await serveWithNginx(path.join(site, 'build'), servers.site);
        await serveWithNginx(path.join(baseline, 'build'), servers.baseline);
        const targets = [
          ...pageTypesOfBuild(path.join(site, 'build')).map((page) => ({
            site: 'site',
            origin: servers.site.origin,
            ...page,
          })),
          ...baselinePages.lighthouse.map((page) => ({
            site: 'baseline',
            origin: servers.baseline.origin,
            ...page,
          })),
        ];
        const pages = await lighthouseSeries({
          targets,
          runs: options.runs,
          chromePath,
          onRun: ({target, preset, round, summary, done, total}) =>
            log(
              `lighthouse ${done}/${total}: ${target.site} ${target.type}, ${preset}, run ${round + 1}: ${
                summary.error
                  ? `ERROR ${summary.error}`
                  : `performance ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms`
              }`,
            ),
        });
        results.lighthouse = {version: results.meta.lighthouse, runs: options.runs, pages};
        const failures = pages.flatMap((page) =>
          ['mobile', 'desktop']
            .filter((preset) => page[preset].failedRuns > 0)
            .map((preset) => `${page.site} ${page.type} ${preset}`),
        );
        if (failures.length > 0) {
          results.errors.push(`lighthouse: runs failed for ${failures.join(', ')}`);
        }
      } catch (error) {
        failed('lighthouse', error);
      } finally {
        await stopNginx(servers.site);
        await stopNginx(servers.baseline);
      }
      stepDone('lighthouse');
    }
  } finally {
    if (site) await removeFolder(site);
    if (baseline) await removeFolder(baseline);
  }

  if (has('scale')) {
    stepStarted = Date.now();
    try {
      const {scaleSeries} = await import('./scale.mjs');
      results.scale = await scaleSeries({
        counts: options.scale,
        chromePath,
        logDir,
        log,
      });
    } catch (error) {
      failed('scale', error);
    }
    stepDone('scale');
  }

  if (has('search')) {
    stepStarted = Date.now();
    try {
      const {searchSeries} = await import('./search.mjs');
      results.search = await searchSeries({
        counts: [0, searchPosts],
        chromePath,
        logDir,
        log,
      });
    } catch (error) {
      failed('search', error);
    }
    stepDone('search');
  }

  if (has('internals')) {
    stepStarted = Date.now();
    try {
      const {internalsSeries} = await import('./internals.mjs');
      results.internals = await internalsSeries({
        projectDir,
        posts: internalsPosts,
        runs: options.runs,
        chromePath,
        logDir,
        log,
        only: options.workarounds,
      });
    } catch (error) {
      failed('internals', error);
    }
    stepDone('internals');
  }

  if (has('measurement')) {
    stepStarted = Date.now();
    try {
      const {measurementSeries} = await import('./measurement.mjs');
      results.measurement = await measurementSeries({
        runs: options.runs,
        chromePath,
        logDir,
        log,
      });
    } catch (error) {
      failed('measurement', error);
    }
    stepDone('measurement');
  }

  if (has('load')) {
    stepStarted = Date.now();
    try {
      const {loadSeries} = await import('./load.mjs');
      results.load = await loadSeries({runs: options.runs, logDir, log});
    } catch (error) {
      failed('load', error);
    }
    stepDone('load');
  }

  await removeFolder(logDir);
  results.meta.finishedAt = new Date().toISOString();
  results.meta.durationSeconds = (Date.now() - started) / 1000;
  const markdown = await writeReport(resultsDir, results);
  console.log(`\n${markdown}`);
  log(
    `Done in ${(results.meta.durationSeconds / 60).toFixed(1)} min. Written: ${path.relative(projectDir, resultsDir)}/latest.md and latest.json`,
  );
  if (results.errors.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : (error.stack ?? error));
  process.exitCode = 1;
});
