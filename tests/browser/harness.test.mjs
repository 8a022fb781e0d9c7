/**
 * The harness's own rules that do not need a browser: `requestsDone` on a stand-in for a
 * Playwright page, which emits the events the harness follows.
 */
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import {describe, test} from 'node:test';

import {requestsDone, trackRequests} from './harness.mjs';

/** A page that answers every evaluation at once and sees every marker request it is asked for. */
function standInPage() {
  const page = new EventEmitter();
  page.url = () => 'https://example.test/page';
  page.evaluate = async () => undefined;
  page.waitForRequest = async () => undefined;
  trackRequests(page);
  return page;
}

const workerScript = 'https://example.test/pagefind/pagefind-worker.js';
const request = (url) => ({url: () => url});

describe('requestsDone', () => {
  test('waits for a request the page started until its end is reported', async () => {
    const page = standInPage();
    const image = request('https://example.test/img/a.png');
    page.emit('request', image);
    await assert.rejects(
      requestsDone(page, {timeout: 50}),
      /requests still in flight after 50 ms: https:\/\/example\.test\/img\/a\.png/,
    );
    page.emit('requestfinished', image);
    await requestsDone(page, {timeout: 50});
  });

  test("a worker's script request ends when the worker answers, its end unreported", async () => {
    const page = standInPage();
    page.emit('request', request(workerScript));
    let answer;
    const answered = new Promise((resolve) => {
      answer = resolve;
    });
    page.emit('worker', {url: () => workerScript, evaluate: () => answered});
    await assert.rejects(requestsDone(page, {timeout: 50}), /pagefind-worker\.js/);
    answer(true);
    await requestsDone(page, {timeout: 1_000});
  });

  test('a worker that closes before answering ends its script request too', async () => {
    const page = standInPage();
    page.emit('request', request(workerScript));
    page.emit('worker', {
      url: () => workerScript,
      evaluate: () => Promise.reject(new Error('Target page, context or browser has been closed')),
    });
    await requestsDone(page, {timeout: 1_000});
  });

  test("a worker ends only its own script's request", async () => {
    const page = standInPage();
    page.emit('request', request(workerScript));
    page.emit('worker', {
      url: () => 'https://example.test/other-worker.js',
      evaluate: async () => true,
    });
    await assert.rejects(requestsDone(page, {timeout: 50}), /pagefind-worker\.js/);
  });
});
