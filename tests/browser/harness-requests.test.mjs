/**
 * `requestsDone` in the browser, as a tab goes from document to document. It forgets what a
 * document the tab has left still had in flight once the main frame commits a new one (the rule
 * itself is tested in harness.test.mjs: Chromium usually reports those ends, and the case where it
 * does not cannot be made on demand). Here, what that rule must not forget: what a new document
 * asks for as it opens, and what a document asked for before a navigation within it, or before a
 * navigation that opened no document. The documents are the test's own, answered by routes on
 * paths the site does not have; a held answer is given when the test says so.
 */
/* global window */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, requestsDone, trackRequests} from './harness.mjs';

const session = browserSession();

/** A path of the test's own, which the build does not have. */
const own = (name) => `/harness-requests/${name}`;

/** A document of the test's own, with `body`. */
const htmlAnswer = (body) => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="en"><title>Harness</title><body>${body}</body></html>`,
});

/**
 * A tab whose requests are followed, answering the test's own paths: each of `answers` (path →
 * answer) at once, each of `held` once `release()` is called.
 */
async function tab({answers = {}, held = []}) {
  const opened = await session.context.newPage();
  trackRequests(opened);
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  for (const [name, answer] of Object.entries(answers)) {
    await opened.route(`**${own(name)}`, (route) => route.fulfill(answer));
  }
  for (const name of held) {
    await opened.route(`**${own(name)}`, async (route) => {
      await released;
      // The tab may have left the document that asked by then.
      await route.fulfill({status: 200, contentType: 'text/plain', body: 'held'}).catch(() => {});
    });
  }
  return {page: opened, release};
}

/**
 * Opens a tab answering `answers` and holding the answer to `held`, takes `steps` in it, then
 * checks that `requestsDone` waits for the held request until it is answered, and no longer.
 */
async function waitsForHeld({answers, held}, steps) {
  const {page, release} = await tab({answers, held: [held]});
  try {
    await steps(page);
    await assert.rejects(requestsDone(page, {timeout: 300}), (error) =>
      error.message.includes(own(held)),
    );
    release();
    await requestsDone(page);
  } finally {
    await page.close();
  }
}

/** Has the page ask for the test's path `name`, without waiting for the answer. */
const askFor = (page, name) =>
  page.evaluate((url) => {
    void fetch(url);
  }, own(name));

/** A navigation within the document. */
const pushState = (page) =>
  page.evaluate((url) => window.history.pushState({}, '', url), own('elsewhere'));

describe('requestsDone as the tab moves', () => {
  test('waits for what a new document asks for as it opens', async () => {
    await waitsForHeld(
      {answers: {next: htmlAnswer(`<img src="${own('held.png')}" alt="">`)}, held: 'held.png'},
      (page) => page.goto(own('next'), {waitUntil: 'domcontentloaded'}),
    );
  });

  test('waits for what the document asked for before a navigation within it', async () => {
    await waitsForHeld({answers: {first: htmlAnswer('First')}, held: 'held.json'}, async (page) => {
      await page.goto(own('first'));
      await askFor(page, 'held.json');
      await pushState(page);
    });
  });

  test('a navigation answered without a document leaves what is in flight waited for', async () => {
    await waitsForHeld(
      {answers: {first: htmlAnswer('First'), empty: {status: 204}}, held: 'held.json'},
      async (page) => {
        await page.goto(own('first'));
        await askFor(page, 'held.json');
        const empty = page.waitForEvent('requestfailed', (request) =>
          request.url().endsWith(own('empty')),
        );
        await page.evaluate((url) => {
          window.location.href = url;
        }, own('empty'));
        await empty;
        await pushState(page);
      },
    );
  });
});
