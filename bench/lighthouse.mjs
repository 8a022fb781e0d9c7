/**
 * Lighthouse 13 through its Node API, mobile (the default config: simulated slow 4G and 4× CPU
 * slowdown on a Moto G Power-sized screen) and desktop (lighthouse/core/config/desktop-config.js,
 * what `--preset=desktop` loads). Every run gets a fresh headless Chromium with its own empty
 * profile, started here with the benchmark's headless flags (as `--chrome-flags` would pass them)
 * and killed after the run. Kept from each run: the scores of the performance, accessibility,
 * best-practices and SEO categories (0–100), LCP, TBT, FCP (ms) and CLS, the longest task of the
 * main thread (ms, 0 when none reaches 50 ms), and the machine's benchmark index as Lighthouse measured it (its CPU-speed estimate; higher is faster).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import {chromeFlags} from './chrome.mjs';
import {removeFolder, spawnGroup, stopGroup, tempFolder} from './cleanup.mjs';
import {medians} from './stats.mjs';

/**
 * The ways a page is measured: Lighthouse's mobile default (simulated throttling: the load is run
 * unthrottled and slow 4G and a 4x slower CPU are simulated from its trace), desktop, and mobile
 * with the throttling applied to the load itself (`throttlingMethod: 'devtools'`: the page really
 * loads over the slow link in a CPU-throttled browser), which shows whether scripts delay the
 * first paint where the simulation cannot.
 */
const presetConfigs = {
  mobile: undefined,
  desktop: desktopConfig,
  applied: {
    extends: 'lighthouse:default',
    settings: {onlyCategories: ['performance'], throttlingMethod: 'devtools'},
  },
};
const defaultPresets = /** @type {const} */ (['mobile', 'desktop']);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metricAudits = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
};
const fields = [...categories, ...Object.keys(metricAudits), 'longestTask', 'benchmarkIndex'];

/**
 * Starts headless Chromium with a DevTools port; resolves once the port is known. `flags` are
 * added to the benchmark's (a host name mapped to a local server, say).
 */
async function launchChrome(chromePath, profile, flags = []) {
  const child = spawnGroup(
    chromePath,
    [
      '--headless=new',
      ...chromeFlags,
      ...flags,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start:\n${output}`)),
        30_000,
      );
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk) => {
        output += chunk;
        const match = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.exited.then(({code, signal}) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code ?? signal}) on start:\n${output}`));
      }, reject);
    });
    child.stderr.resume();
    return {child, port};
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
}

/** What a report says about the page, or `{error}` when Lighthouse could not measure it. */
function summarize(lhr) {
  if (lhr.runtimeError) return {error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`};
  const summary = {};
  for (const id of categories) {
    const score = lhr.categories[id]?.score;
    summary[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const [key, audit] of Object.entries(metricAudits)) {
    const value = lhr.audits[audit]?.numericValue;
    summary[key] = typeof value === 'number' ? value : null;
  }
  // The longest task of the main thread during the load (ms; simulated under simulated
  // throttling): Lighthouse's long-tasks audit lists those of 50 ms and more, so 0 means none.
  const longTasks = lhr.audits['long-tasks']?.details?.items;
  summary.longestTask = Array.isArray(longTasks)
    ? Math.max(0, ...longTasks.map((task) => task.duration).filter(Number.isFinite))
    : null;
  // Lighthouse's measure of the machine's speed (higher is faster), which its throttling uses.
  summary.benchmarkIndex = lhr.environment?.benchmarkIndex ?? null;
  if (lhr.runWarnings?.length) summary.warnings = lhr.runWarnings;
  return summary;
}

/**
 * One Lighthouse run of `url` with `preset` (or a `config` of its own) in a browser of its own.
 */
export async function runLighthouse(url, {preset, chromePath, flags, config}) {
  const profile = await tempFolder('chrome-profile');
  let chrome;
  try {
    chrome = await launchChrome(chromePath, profile, flags);
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error'},
      config ?? presetConfigs[preset],
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return summarize(result.lhr);
  } catch (error) {
    return {error: error.message};
  } finally {
    if (chrome) await stopGroup(chrome.child);
    await removeFolder(profile);
  }
}

/**
 * `runs` rounds over every target and preset (a round measures each page once, so that a slow
 * spell of the machine does not fall on one page only), then the median of each field.
 * `presets`: of 'mobile', 'desktop' and 'applied' (default: mobile and desktop).
 * @param {{targets: {site: string, type: string, path: string, origin: string}[], runs: number, chromePath: string, presets?: string[], flags?: string[], onRun?: Function}} options
 */
export async function lighthouseSeries({
  targets,
  runs,
  chromePath,
  presets = defaultPresets,
  flags,
  onRun = () => {},
}) {
  const results = targets.map((target) => ({
    site: target.site,
    type: target.type,
    path: target.path,
    ...Object.fromEntries(presets.map((preset) => [preset, {runs: []}])),
  }));
  const total = runs * targets.length * presets.length;
  let done = 0;
  // One run that is not counted: the first Lighthouse run after the builds measures a blocking
  // time several times its page's usual (the browser's caches are cold).
  if (targets.length > 0) {
    await runLighthouse(new URL(targets[0].path, targets[0].origin).href, {
      preset: presets[0],
      chromePath,
      flags,
    });
  }
  for (let round = 0; round < runs; round += 1) {
    for (const [index, target] of targets.entries()) {
      for (const preset of presets) {
        const url = new URL(target.path, target.origin).href;
        let summary = await runLighthouse(url, {preset, chromePath, flags});
        // A run Lighthouse could not record (NO_NAVSTART and the like) is tried once more.
        if (summary.error) {
          summary = {
            ...(await runLighthouse(url, {preset, chromePath, flags})),
            retriedAfter: summary.error,
          };
        }
        results[index][preset].runs.push(summary);
        done += 1;
        onRun({target, preset, round, summary, done, total});
      }
    }
  }
  for (const result of results) {
    for (const preset of presets) {
      const valid = result[preset].runs.filter((run) => !run.error);
      result[preset].median = valid.length > 0 ? medians(valid, fields) : null;
      // The spread of the runs: the lowest and highest value of each field.
      result[preset].spread =
        valid.length > 0
          ? Object.fromEntries(
              fields.map((field) => {
                const values = valid.map((run) => run[field]).filter(Number.isFinite);
                return [
                  field,
                  values.length > 0 ? [Math.min(...values), Math.max(...values)] : null,
                ];
              }),
            )
          : null;
      result[preset].failedRuns = result[preset].runs.length - valid.length;
    }
  }
  return results;
}
