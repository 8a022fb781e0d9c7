/**
 * What the client costs a phone, on a page of each kind, for the internals step (bench/internals.mjs):
 *
 * - `navigationJs`: the JavaScript (gzip, from the built files) a visitor fetches when they go to
 *   the page from another one inside the site, after that first page has loaded: what a navigation
 *   costs, where `weighPages` counts what opening the page costs. The first page is the home page
 *   (for the home page, the first other page kind).
 * - `scriptToMenu`: the main thread's script time, on a CPU slowed four times, from the moment
 *   main.js has arrived to the moment the page answers a tap on the menu button (its mobile menu
 *   open): evaluating the client, hydrating, and handling the tap. Chromium's own count of script
 *   time (`Performance.getMetrics`, ScriptDuration), so the wall clock of a busy machine does not
 *   enter it; the tap is sent once the page says it has hydrated. Also the wall time of the same
 *   span, for reference.
 *
 * Both in headless Chromium at the tests' phone width (390×844), each page in a fresh browser
 * context, served by scripts/serve-build.mjs with the build's caching rules.
 */
/* global document, window, PopStateEvent */
import {readFile} from 'node:fs/promises';

import {chromium} from 'playwright-core';

import {resolveRequest, startServer} from '../scripts/serve-build.mjs';
import {linksInViewSeen, requestsDone, trackRequests} from '../tests/browser/harness.mjs';
import {sizes} from '../tests/perf/weigh.mjs';
import {chromeFlags} from './chrome.mjs';

const phoneViewport = {width: 390, height: 844};
/** Chromium's CPU slow-down, as Lighthouse's mobile profile applies it. */
const cpuSlowdown = 4;

const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

async function gzipOfScripts(root, paths) {
  let total = 0;
  for (const pathname of new Set(paths)) {
    const {status, file} = await resolveRequest(root, pathname);
    if (status !== 200) continue;
    total += sizes(await readFile(file)).gzip;
  }
  return total;
}

/** The JS fetched by navigating inside the site from `from` to `to`, in bytes gzip. */
async function navigationJs(browser, server, from, to) {
  const context = await browser.newContext({baseURL: server.url, viewport: phoneViewport});
  try {
    const page = await context.newPage();
    trackRequests(page);
    await page.goto(from, {waitUntil: 'load'});
    await page.waitForFunction(hydrated);
    await linksInViewSeen(page);
    await requestsDone(page);
    const scripts = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(server.url).origin && url.pathname.endsWith('.js')) {
        scripts.push(url.pathname);
      }
    });
    const before = await page.evaluate(() => document.title);
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    }, to);
    await page.waitForFunction((title) => document.title !== title, before, {timeout: 20_000});
    await requestsDone(page);
    return gzipOfScripts(server.root, scripts);
  } finally {
    await context.close();
  }
}

/** Script time (ms) from main.js's arrival to the menu open after a tap, on a slowed CPU. */
async function scriptToMenu(browser, server, path) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: phoneViewport,
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const metrics = async () => {
      const {metrics: list} = await cdp.send('Performance.getMetrics');
      const value = (name) => list.find((metric) => metric.name === name)?.value ?? 0;
      return {script: value('ScriptDuration') * 1000, at: performance.now()};
    };
    let arrived;
    const mainArrived = new Promise((resolve) => {
      page.on('requestfinished', (request) => {
        if (/\/assets\/js\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) {
          resolve(metrics().then((value) => (arrived = value)));
        }
      });
    });
    await page.goto(path, {waitUntil: 'commit'});
    await mainArrived;
    await page.waitForFunction(hydrated, undefined, {timeout: 60_000, polling: 50});
    await page.locator('.navbar__toggle').tap();
    await page.waitForFunction(
      () => document.querySelector('.navbar-sidebar--show') !== null,
      undefined,
      {timeout: 20_000, polling: 20},
    );
    const answered = await metrics();
    return {script: answered.script - arrived.script, wall: answered.at - arrived.at};
  } finally {
    await context.close();
  }
}

/**
 * For each page type ({type, path}) of the build in `root`: `navigationJs` (bytes gzip) and
 * `scriptToMenu` (`{script, wall}` in ms). One browser and one server for all.
 */
export async function runtimeFigures({root, pageTypes, chromePath}) {
  const server = await startServer({root});
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: chromeFlags,
  });
  try {
    const home = pageTypes.find((page) => page.path === '/') ?? pageTypes[0];
    const other = pageTypes.find((page) => page !== home);
    const figures = {};
    for (const {type, path} of pageTypes) {
      const from = path === home.path ? other.path : home.path;
      figures[type] = {
        navigationJs: await navigationJs(browser, server, from, path),
        scriptToMenu: await scriptToMenu(browser, server, path),
      };
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
