/**
 * The weight of pages of a build, as tests/perf/weigh.mjs measures it (every HTML, CSS and
 * JavaScript file the page fetches, prefetches included, raw, gzip and brotli), in headless
 * Chromium at Lighthouse's mobile viewport (412×823). Each page opens in a fresh browser context,
 * so nothing is served from the cache of an earlier page. The build is served by
 * scripts/serve-build.mjs: sizes come from the built files, not from what the server sends.
 */
import {chromium} from 'playwright-core';

import {resolveRequest, startServer} from '../scripts/serve-build.mjs';
import {weighPage} from '../tests/perf/weigh.mjs';
import {chromeFlags} from './chrome.mjs';

export const mobileViewport = {width: 412, height: 823};

/**
 * Weighs each of `pages` ({type, path}) of the build in `root`, at `viewport` (default: mobile).
 * @returns {Promise<{type: string, path: string, html: object, css: object, js: object}[]>}
 */
export async function weighPages({
  root,
  pages,
  chromePath,
  viewport = mobileViewport,
  onPage = () => {},
}) {
  const server = await startServer({root});
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: chromePath,
      headless: true,
      args: chromeFlags,
    });
    const results = [];
    for (const page of pages) {
      // weighPage would weigh the not-found page without a word.
      if ((await resolveRequest(server.root, page.path)).status !== 200) {
        throw new Error(`${page.path} is not a page of the build in ${root}`);
      }
      const context = await browser.newContext({baseURL: server.url});
      try {
        const weight = await weighPage(context, {
          origin: server.url,
          root: server.root,
          pathname: page.path,
          viewport,
        });
        results.push({...page, ...weight});
        onPage(page, weight);
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser?.close();
    await server.close();
  }
}
