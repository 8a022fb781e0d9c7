/**
 * The server under load: what compressing once, when the site is built, buys nginx
 * (src/plugins/hosting/precompress.ts). The site is built once in a temporary copy and served by
 * nginx with the server block it generated, in two ways, each measured with `wrk`:
 *
 *   precompressed   as generated: the build's `.br` and `.gz` files are sent as they are
 *                   (`brotli_static`, `gzip_static`);
 *   on the fly      the same block with those two lines off: every text response is compressed
 *                   for its request (brotli 5, gzip 6), as before the build wrote the copies.
 *
 * Each is loaded with two mixes of requests, each path taken in turn by every connection, all
 * asking for brotli or gzip as browsers do: `pages` (pages of several kinds, a redirect, a 404, a
 * Markdown twin, the sitemap) and `pages + main.js` (the same with the main script, the largest
 * text file every visit fetches, as one request in four). Figures: requests per second and the
 * 99th percentile of latency, medians of `runs` rounds (each round measures all four in turn, so
 * that a slow spell of the machine falls on all of them); and the share of the first mix's rate
 * that the second keeps, the median of each round's. With the copies, the server should keep at
 * least 90 % of it.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';

import {pageTypesOfBuild} from '../tests/perf/pageTypes.mjs';
import {coldBuild} from './build.mjs';
import {removeFolder} from './cleanup.mjs';
import {serveWithNginx, stopNginx} from './hosting.mjs';
import {median} from './stats.mjs';
import {copyProject} from './workspace.mjs';

const run = promisify(execFile);

/** wrk's load: connections, seconds, threads (the machine's other core serves). */
const loadShape = {connections: 64, seconds: 20, threads: 1};
/** The share of the pages-only rate the mix with main.js must keep, with the copies. */
const keptShareBudget = 0.9;

/** The paths of both mixes, from the build. */
async function mixesOf(buildDir) {
  const pages = pageTypesOfBuild(buildDir).map((page) => page.path);
  const conf = await fs.readFile(`${buildDir}-hosting/nginx.conf`, 'utf8');
  const redirect = /^ {4}location = (\S+)\s+\{.*return 301/m.exec(conf)?.[1];
  const twin = `${pages.find((page) => page !== '/')}.md`;
  const main = (await fs.readdir(path.join(buildDir, 'assets/js'))).find((file) =>
    /^main\.[0-9a-f]+\.js$/.test(file),
  );
  if (!redirect || !main) throw new Error(`no redirect or no main.js in ${buildDir}`);
  const base = [...pages, redirect, '/no-such-page', twin, '/sitemap.xml'];
  const withMain = base.flatMap((page, index) =>
    index % 3 === 2 ? [page, `/assets/js/${main}`] : [page],
  );
  return {pages: base, 'pages + main.js': withMain};
}

/** A wrk script that takes `paths` in turn and prints the figures as JSON when done. */
function wrkScript(paths) {
  return `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
wrk.headers["Accept-Encoding"] = "br, gzip"
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(summary, latency, requests)
  io.write(string.format('{"requests":%d,"seconds":%f,"p50":%d,"p99":%d,"errors":%d,"non2xx":%d,"bytes":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status, summary.bytes))
end
`;
}

async function wrk(origin, paths, scriptDir) {
  const script = path.join(scriptDir, `mix-${paths.length}.lua`);
  await fs.writeFile(script, wrkScript(paths));
  const {connections, seconds, threads} = loadShape;
  const {stdout} = await run('wrk', [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '-s',
    script,
    origin,
  ]);
  const figures = JSON.parse(stdout.trim().split('\n').at(-1));
  return {
    rps: figures.requests / figures.seconds,
    p50: figures.p50 / 1000,
    p99: figures.p99 / 1000,
    // 3xx and 4xx are part of the mix (the redirect, the 404): only failures count.
    errors: figures.errors,
    kbPerRequest: figures.bytes / figures.requests / 1000,
  };
}

/** The generated server block with the precompressed files off: compression per request. */
async function onTheFly(buildDir, copyDir) {
  await fs.cp(buildDir, path.join(copyDir, 'build'), {recursive: true});
  await fs.mkdir(path.join(copyDir, 'build-hosting'), {recursive: true});
  const conf = await fs.readFile(`${buildDir}-hosting/nginx.conf`, 'utf8');
  const off = conf.replace(/^( {4}(?:gzip|brotli)_static) on;$/gm, '$1 off;');
  if ((off.match(/_static off;/g) ?? []).length !== 2) {
    throw new Error('the generated server block has no brotli_static and gzip_static lines');
  }
  await fs.writeFile(path.join(copyDir, 'build-hosting', 'nginx.conf'), off);
  return path.join(copyDir, 'build');
}

/** @param {{runs: number, logDir: string, log: Function}} options */
export async function loadSeries({runs, logDir, log}) {
  await run('wrk', ['-v']).catch((error) => {
    // wrk -v exits 1 after printing its version.
    if (!/wrk/.test(`${error.stdout}${error.stderr}`)) {
      throw new Error('wrk is not installed (Debian: apt-get install wrk)');
    }
  });
  const siteDir = await copyProject('load');
  const servers = {precompressed: {}, 'on the fly': {}};
  try {
    log('load: building the site');
    await coldBuild(siteDir, {bundler: 'rspack', logFile: path.join(logDir, 'load.log')});
    const buildDir = path.join(siteDir, 'build');
    const mixes = await mixesOf(buildDir);
    const plainDir = await onTheFly(buildDir, path.join(siteDir, '.load-on-the-fly'));
    await serveWithNginx(buildDir, servers.precompressed);
    await serveWithNginx(plainDir, servers['on the fly']);
    const samples = {};
    for (let round = 0; round < runs; round += 1) {
      for (const [serving, server] of Object.entries(servers)) {
        // Every other round takes the two mixes in the other order, so that a machine growing
        // busier or quieter over a round favours neither.
        const order = Object.entries(mixes);
        if (round % 2 === 1) order.reverse();
        for (const [mix, paths] of order) {
          const figures = await wrk(server.origin, paths, siteDir);
          (samples[`${serving}|${mix}`] ??= []).push(figures);
          log(
            `load ${round + 1}/${runs}: ${serving}, ${mix}: ${Math.round(figures.rps)} requests/s, p99 ${figures.p99.toFixed(1)} ms, ${figures.errors} errors`,
          );
        }
      }
    }
    const rows = Object.entries(samples).map(([key, list]) => {
      const [serving, mix] = key.split('|');
      return {
        serving,
        mix,
        rps: median(list.map((figures) => figures.rps)),
        p50: median(list.map((figures) => figures.p50)),
        p99: median(list.map((figures) => figures.p99)),
        kbPerRequest: median(list.map((figures) => figures.kbPerRequest)),
        errors: list.reduce((sum, figures) => sum + figures.errors, 0),
      };
    });
    // The share is taken in each round, between two loads measured one after the other, then the
    // median: the machine's other work changes the rates from round to round far more than that.
    const kept = Object.fromEntries(
      Object.keys(servers).map((serving) => {
        const list = (mix) => samples[`${serving}|${mix}`].map((figures) => figures.rps);
        const withMain = list('pages + main.js');
        return [serving, median(list('pages').map((rate, round) => withMain[round] / rate))];
      }),
    );
    return {shape: loadShape, runs, mixes, rows, kept, keptShareBudget};
  } finally {
    for (const server of Object.values(servers)) await stopNginx(server);
    await removeFolder(siteDir);
  }
}
