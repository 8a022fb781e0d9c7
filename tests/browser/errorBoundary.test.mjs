/**
 * A page that shows one of Docusaurus's error boundaries fails, though nothing reaches its
 * console: the harness's pages report each fallback as a problem naming the page and the message
 * shown (./errorBoundary.mjs), and `settle` fails on it, at once when the app's own boundary has
 * caught and hydration will never come. The documents are the test's own, on paths the site does
 * not have, drawing each fallback as Docusaurus draws it (the markup of @docusaurus/core's
 * theme-fallback/Error, of the theme's ErrorPageContent and of ErrorBoundaryErrorMessageFallback)
 * from a script, after the page has loaded, as a failed hydration replaces the served page.
 */
/* global document, window */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {errorBoundaryEvent} from './errorBoundary.mjs';
import {browserSession, mustHappenWithin, openPage, settle} from './harness.mjs';

const session = browserSession();

/** A document of the test's own at `name`, whose script puts `drawn` in its body once loaded. */
async function openStandIn(name, drawn, {hydrated}) {
  const opened = await openPage(session);
  const script = `window.addEventListener('load', () => setTimeout(() => {
    document.getElementById('__docusaurus').innerHTML = ${JSON.stringify(drawn)};
    ${hydrated ? "document.documentElement.setAttribute('data-has-hydrated', 'true');" : ''}
  }));`;
  await opened.page.route(`**/error-boundary/${name}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>Stand-in</title><body><div id="__docusaurus"><main><h1>The page as served</h1></main></div><script>${script}</script></body></html>`,
    }),
  );
  await opened.page.goto(`${session.origin}/error-boundary/${name}`);
  return opened;
}

/** Waits until the page opened has a problem reported, failing at `mustHappenWithin`. */
async function reported(opened) {
  const deadline = performance.now() + mustHappenWithin;
  while (opened.problems.length === 0) {
    if (performance.now() > deadline) throw new Error('the error boundary was never reported');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const fallbacks = [
  {
    name: 'app',
    what: 'the app’s own boundary, when hydration fails',
    hydrated: false,
    drawn:
      '<div><h1 style="font-size:3rem">This page crashed</h1><button type="button">Try again</button><p style="white-space:pre-wrap">Maximum call stack size exceeded</p></div>',
    reported:
      'error boundary on /error-boundary/app: "This page crashed" showing "Maximum call stack size exceeded"',
  },
  {
    name: 'layout',
    what: 'the layout’s boundary',
    hydrated: true,
    drawn:
      '<main class="container margin-vert--xl"><div class="row"><div class="col col--6 col--offset-3"><h1 class="hero__title">This page crashed.</h1><div class="margin-vert--lg"><button type="button" class="button button--primary">Try again</button></div><hr><div class="margin-vert--md"><p class="errorBoundaryError_a6uf">Cannot read properties of undefined (reading \'title\')</p></div></div></div></main>',
    reported:
      'error boundary on /error-boundary/layout: "This page crashed." showing "Cannot read properties of undefined (reading \'title\')"',
  },
  {
    name: 'component',
    what: 'a component’s boundary',
    hydrated: true,
    drawn:
      '<main><h1>The page as served</h1><div class="errorBoundaryFallback_VBag"><p>Minified React error #130</p><button type="button">Try again</button></div></main>',
    reported:
      'error boundary on /error-boundary/component: "a component’s error boundary" showing "Minified React error #130"',
  },
];

describe('an error boundary on a page', () => {
  for (const fallback of fallbacks) {
    test(`fails the page: ${fallback.what}`, async () => {
      const opened = await openStandIn(fallback.name, fallback.drawn, fallback);
      const {page} = opened;
      try {
        await assert.rejects(settle(page), {message: fallback.reported});
        // The page's report reaches the test on its own way, after settle's own look at the page.
        await reported(opened);
        assert.deepEqual(opened.problems, [fallback.reported]);
        // What ends a wait for hydration that will never come.
        assert.equal(await page.evaluate((name) => window[name], errorBoundaryEvent), true);
      } finally {
        await page.close();
      }
    });
  }

  test('a heading that only begins like the fallback’s is no error boundary', async () => {
    const opened = await openStandIn(
      'heading',
      '<main><h1>This page crashed once, in 2019: what we changed</h1></main>',
      {hydrated: true},
    );
    const {page} = opened;
    try {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await settle(page);
      assert.deepEqual(opened.problems, []);
    } finally {
      await page.close();
    }
  });
});
