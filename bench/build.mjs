/**
 * One cold production build (`docusaurus build`) of a site folder prepared by workspace.mjs,
 * timed and weighed:
 *   - cold: build/, build-hosting/, .docusaurus/ and node_modules/.cache/ (the Rspack or webpack
 *     persistent cache and the social-image cache) are deleted first, so every module is compiled
 *     and every social card drawn again, and the build writes its caches afresh;
 *   - time: wall clock from the start of the process to its exit (Node start-up included), and
 *     `cpuSeconds`, the CPU time (user + system) of all its processes (`/usr/bin/time -v`), which
 *     depends much less than the wall clock on what else the machine is running; `load` is the
 *     machine's 1-minute load average when the build started, to tell a busy machine;
 *   - memory, two ways: `peakTreeRss`, the highest sum of the resident memory of every process of
 *     the build (polled from /proc every 100 ms, so a shorter peak can be missed), and `maxRss`,
 *     the largest resident memory any one of its processes reached (the kernel's high-water mark,
 *     reported by `/usr/bin/time -v`; null when that program is missing).
 * `bundler: 'webpack'` sets SITE_BUNDLER=webpack, which the site's config and the baseline's
 * (see workspace.mjs) read to turn Docusaurus Faster off. SITE_BUNDLE_STATS is never passed on.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import process from 'node:process';

import {spawnGroup} from './cleanup.mjs';
import {countHtmlFiles, medians, ratio} from './stats.mjs';

const timeProgram = '/usr/bin/time';
const pollMs = 100;

let pageSize;
function bytesPerPage() {
  if (pageSize === undefined) {
    try {
      pageSize = Number(execFileSync('getconf', ['PAGESIZE'], {encoding: 'utf8'}).trim()) || 4096;
    } catch {
      pageSize = 4096;
    }
  }
  return pageSize;
}

/** Resident memory (bytes) of the processes descending from `rootPid`, the root left out. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // Exited meanwhile.
    }
    // Fields after "(comm)": state ppid pgrp ... with rss the 22nd of them (proc(5): field 24).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * bytesPerPage());
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let total = 0;
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Deletes what a build leaves in `siteDir`, caches included. */
async function cleanBuild(siteDir) {
  const nodeModules = path.join(siteDir, 'node_modules');
  // The cache must be the copy's own, never the project's shared one.
  if ((await fsp.lstat(nodeModules)).isSymbolicLink()) {
    throw new Error(`${nodeModules} is a symbolic link: build only in folders from workspace.mjs`);
  }
  for (const name of ['build', 'build-hosting', '.docusaurus', 'node_modules/.cache']) {
    await fsp.rm(path.join(siteDir, name), {recursive: true, force: true});
  }
}

/** Max RSS (bytes) and CPU time (s) from the report of `/usr/bin/time -v`. */
function parseTimeReport(text) {
  const number = (pattern) => {
    const match = pattern.exec(text)?.[1];
    return match === undefined ? null : Number(match);
  };
  const kbytes = number(/Maximum resident set size \(kbytes\): (\d+)/);
  const user = number(/User time \(seconds\): ([\d.]+)/);
  const system = number(/System time \(seconds\): ([\d.]+)/);
  return {
    maxRss: kbytes === null ? null : kbytes * 1024,
    cpuSeconds: user === null || system === null ? null : user + system,
  };
}

/**
 * A cold build of `siteDir` with `bundler` ('rspack' or 'webpack'), with `env` added to the
 * environment. The output goes to `logFile`; a failed build throws with the end of it.
 * @returns {Promise<{bundler: string, seconds: number, cpuSeconds: number|null, load: number, peakTreeRss: number, maxRss: number|null, pages: number}>}
 */
export async function coldBuild(siteDir, {bundler, logFile, env: extraEnv = {}}) {
  await cleanBuild(siteDir);
  // The copy has no packages of its own: Docusaurus as the copy's files find it (the project's).
  const docusaurus = path.join(
    path.dirname(
      createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/core/package.json'),
    ),
    'bin',
    'docusaurus.mjs',
  );
  const env = {...process.env, ...extraEnv};
  delete env.SITE_BUNDLER;
  // Bundle statistics (src/plugins/bundleStats) slow a build down: never while timing one.
  delete env.SITE_BUNDLE_STATS;
  if (bundler === 'webpack') env.SITE_BUNDLER = 'webpack';
  else if (bundler !== 'rspack') throw new Error(`Unknown bundler "${bundler}"`);

  const timeReport = `${logFile}.time`;
  const withTime = fs.existsSync(timeProgram);
  const command = withTime ? timeProgram : process.execPath;
  const args = withTime
    ? ['-v', '-o', timeReport, process.execPath, docusaurus, 'build']
    : [docusaurus, 'build'];
  const log = fs.openSync(logFile, 'w');
  const [load] = os.loadavg();
  const started = performance.now();
  let child;
  try {
    child = spawnGroup(command, args, {cwd: siteDir, env, stdio: ['ignore', log, log]});
  } finally {
    fs.closeSync(log);
  }
  let peakTreeRss = 0;
  const poll = () => {
    // Without `time`, the build's node is the root itself: count it by polling its parent.
    peakTreeRss = Math.max(peakTreeRss, treeRss(withTime ? child.pid : process.pid));
  };
  const timer = setInterval(poll, pollMs);
  let result;
  try {
    result = await child.exited;
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  if (result.code !== 0) {
    const output = await fsp.readFile(logFile, 'utf8').catch(() => '');
    throw new Error(
      `${bundler} build of ${siteDir} failed (${result.code ?? result.signal}):\n${output.split('\n').slice(-40).join('\n')}`,
    );
  }
  const {maxRss, cpuSeconds} = withTime
    ? parseTimeReport(await fsp.readFile(timeReport, 'utf8'))
    : {maxRss: null, cpuSeconds: null};
  const pages = await countHtmlFiles(path.join(siteDir, 'build'));
  return {bundler, seconds, cpuSeconds, load, peakTreeRss, maxRss, pages};
}

const buildFields = ['seconds', 'cpuSeconds', 'load', 'peakTreeRss', 'maxRss', 'pages'];

/**
 * `runs` cold builds of each site with each bundler. A round builds every site with webpack, then
 * with Rspack, so a slow spell of the machine spreads over all of them, and each site is left with
 * its Rspack build (what the later steps measure).
 * @param {{sites: Record<string, string>, runs: number, logDir: string, log: Function}} options
 *   sites: name → folder, e.g. {site: …, baseline: …}
 */
export async function buildSeries({sites, runs, logDir, log}) {
  const bundlers = ['webpack', 'rspack'];
  const results = Object.fromEntries(
    Object.keys(sites).map((name) => [
      name,
      Object.fromEntries(bundlers.map((bundler) => [bundler, {runs: []}])),
    ]),
  );
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, siteDir] of Object.entries(sites)) {
      for (const bundler of bundlers) {
        log(`builds: ${name}, ${bundler}, run ${round}/${runs}`);
        const run = await coldBuild(siteDir, {
          bundler,
          logFile: path.join(logDir, `${name}-${bundler}-${round}.log`),
        });
        results[name][bundler].runs.push(run);
        log(
          `builds: ${name}, ${bundler}: ${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds?.toFixed(1)} s, load ${run.load.toFixed(1)}), ${(run.peakTreeRss / 2 ** 20).toFixed(0)} MiB, ${run.pages} pages`,
        );
      }
    }
  }
  for (const site of Object.values(results)) {
    for (const entry of Object.values(site)) entry.median = medians(entry.runs, buildFields);
  }
  return results;
}

/** Ours / baseline for each bundler, and webpack / Rspack for each site, of the medians. */
export function buildRatios(results) {
  const keys = ['seconds', 'cpuSeconds', 'peakTreeRss', 'maxRss'];
  const compare = (a, b) => Object.fromEntries(keys.map((key) => [key, ratio(a?.[key], b?.[key])]));
  return {
    ratios: Object.fromEntries(
      ['rspack', 'webpack'].map((bundler) => [
        bundler,
        compare(results.site?.[bundler]?.median, results.baseline?.[bundler]?.median),
      ]),
    ),
    webpackOverRspack: Object.fromEntries(
      Object.entries(results).map(([name, site]) => [
        name,
        compare(site.webpack?.median, site.rspack?.median),
      ]),
    ),
  };
}
