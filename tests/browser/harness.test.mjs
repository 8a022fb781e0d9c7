/**
 * The harness's own rules that do not need a browser: `requestsDone` on a stand-in for a
 * Playwright page, which emits the events the harness follows.
 */
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import {describe, test} from 'node:test';

import {requestsDone, trackRequests} from './harness.mjs';

/** A frame inside the stand-in page. */
const childFrame = {name: 'child'};

/**
 * A page that answers every evaluation at once and sees every marker request it is asked for, with
 * a main frame of its own.
 */
function standInPage() {
  const page = new EventEmitter();
  const mainFrame = {name: 'main'};
  page.url = () => 'https://example.test/page';
  page.evaluate = async () => undefined;
  page.waitForRequest = async () => undefined;
  page.mainFrame = () => mainFrame;
  trackRequests(page);
  return page;
}

const workerScript = 'https://example.test/pagefind/pagefind-worker.js';
const image = 'https://example.test/img/a.png';
/** A request of the stand-in page, or of the document at `referer`. */
const request = (url, referer = 'https://example.test/page') => ({
  url: () => url,
  headers: () => ({referer}),
  isNavigationRequest: () => false,
});
/** A request for a document in `frame`. */
const documentRequest = (url, frame) => ({
  url: () => url,
  headers: () => ({}),
  isNavigationRequest: () => true,
  frame: () => frame,
});

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

  test('names the document that asked for a request left in flight, when it is another', async () => {
    const page = standInPage();
    page.emit('request', request(image));
    page.emit('request', request(workerScript, 'https://example.test/before'));
    await assert.rejects(requestsDone(page, {timeout: 50}), (error) =>
      error.message.endsWith(
        `${image}, ${workerScript} (asked for by https://example.test/before)`,
      ),
    );
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

  test('a new document in the main frame ends what the previous one left in flight', async () => {
    const page = standInPage();
    // The worker's script, asked for as the tab leaves the page: its end is never reported.
    page.emit('request', request(workerScript));
    const next = documentRequest('https://example.test/next', page.mainFrame());
    page.emit('request', next);
    await assert.rejects(requestsDone(page, {timeout: 50}), /pagefind-worker\.js/);
    page.emit('framenavigated', page.mainFrame());
    // The new document itself is still arriving.
    await assert.rejects(requestsDone(page, {timeout: 50}), /example\.test\/next/);
    page.emit('requestfinished', next);
    await requestsDone(page, {timeout: 1_000});
  });

  test('what the new document asks for after its commit is waited for', async () => {
    const page = standInPage();
    const next = documentRequest('https://example.test/next', page.mainFrame());
    page.emit('request', next);
    page.emit('framenavigated', page.mainFrame());
    page.emit('requestfinished', next);
    page.emit('request', request(image));
    await assert.rejects(requestsDone(page, {timeout: 50}), /img\/a\.png/);
  });

  test('a navigation within the document ends nothing', async () => {
    const page = standInPage();
    page.emit('request', request(image));
    page.emit('framenavigated', page.mainFrame());
    await assert.rejects(requestsDone(page, {timeout: 50}), /img\/a\.png/);
  });

  test("a new document in an inner frame ends nothing of the page's", async () => {
    const page = standInPage();
    page.emit('request', request(image));
    page.emit('request', documentRequest('https://example.test/frame', childFrame));
    page.emit('framenavigated', childFrame);
    page.emit('framenavigated', page.mainFrame());
    await assert.rejects(requestsDone(page, {timeout: 50}), /img\/a\.png/);
    // While the main frame asks for a new document, an inner frame's commit is not the page's.
    page.emit('request', documentRequest('https://example.test/next', page.mainFrame()));
    page.emit('framenavigated', childFrame);
    await assert.rejects(requestsDone(page, {timeout: 50}), /img\/a\.png/);
  });

  test('a navigation that opens no document ends nothing, then or later', async () => {
    const page = standInPage();
    page.emit('request', request(image));
    // An answer without content: the request fails, the document stays.
    const empty = documentRequest('https://example.test/no-content', page.mainFrame());
    page.emit('request', empty);
    page.emit('requestfailed', empty);
    // A navigation within the document, later.
    page.emit('framenavigated', page.mainFrame());
    await assert.rejects(requestsDone(page, {timeout: 50}), /img\/a\.png/);
  });
});
