/**
 * Weighs the home page of builds as a visitor's phone loads it with the analytics at work: each
 * build served under a host name of its own (the analytics stays off on localhost, where the
 * owner previews the site), the analytics endpoint `collector.test` answered by the local
 * collector, and a browser that does not present itself as automated (trackers ignore those).
 * Shared by tests/perf/measurement.test.mjs and the benchmark (bench/measurement.mjs).
 */
import {chromium} from 'playwright-core';

import {chromeFlags, findTestBrowser} from '../../scripts/find-tools.mjs';
import {startServer} from '../../scripts/serve-build.mjs';
import {startCollector} from '../analytics/collector.mjs';
import {mobileViewport} from './budgets.mjs';
import {weighPage} from './weigh.mjs';

/** The Chromium flags that map `hosts` (host name → port on loopback) and hide automation. */
export function visitorFlags(hosts) {
  const rules = Object.entries(hosts).map(([host, port]) => `MAP ${host} 127.0.0.1:${port}`);
  return [
    `--host-resolver-rules=${rules.join(', ')}`,
    '--disable-blink-features=AutomationControlled',
  ];
}

/**
 * The JavaScript (gzip, every file, as tests/perf/weigh.mjs weighs it) that the home page of each
 * build in `roots` loads on a phone, in the order given.
 * @returns {Promise<{root: string, gzip: number, files: {path: string, gzip: number}[]}[]>}
 */
export async function homeJsAsVisitor(roots, {pathname = '/', viewport = mobileViewport} = {}) {
  const collector = await startCollector();
  const servers = [];
  let browser;
  try {
    for (const root of roots) servers.push(await startServer({root}));
    const hosts = {'collector.test': collector.port};
    servers.forEach((server, index) => {
      hosts[`site${index}.test`] = new URL(server.url).port;
    });
    browser = await chromium.launch({
      executablePath: await findTestBrowser(),
      headless: true,
      args: [...chromeFlags, ...visitorFlags(hosts)],
    });
    const probe = await browser.newPage();
    const userAgent = (await probe.evaluate(() => navigator.userAgent)).replace(
      'HeadlessChrome',
      'Chrome',
    );
    await probe.close();
    const results = [];
    for (const [index, root] of roots.entries()) {
      const origin = `http://site${index}.test`;
      const context = await browser.newContext({baseURL: origin, userAgent});
      try {
        const {js} = await weighPage(context, {origin, root, pathname, viewport});
        results.push({root, gzip: js.gzip, files: js.files});
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser?.close();
    for (const server of servers) await server.close();
    await collector.close();
  }
}
