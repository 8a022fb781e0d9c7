/**
 * What a visitor's first search costs (src/components/Search, index: src/plugins/search): every
 * file the browser fetches from the moment the pointer reaches the header's search control until
 * the first results show (the dialog's chunk, Pagefind's script, worker, WebAssembly and metadata,
 * the index chunks of the query's words and the fragments of the results shown), weighed as a
 * compressing host serves them, and the time from the click to the first result. Shared by the
 * perf stage (search.test.mjs) and the benchmark (bench/search.mjs).
 */
/* global document */
import fs from 'node:fs/promises';
import zlib from 'node:zlib';

import {resolveRequest} from '../../scripts/serve-build.mjs';
import {idleMoment, requestsSeen} from '../browser/harness.mjs';

/** Files a host compresses (JavaScript, JSON); Pagefind's own files are compressed already. */
const compressible = /\.(?:js|json|css)$/;

/** Bytes on the wire: gzip (level 9) for text, the file as it is for Pagefind's binary files. */
function servedBytes(pathname, bytes) {
  return compressible.test(pathname) ? zlib.gzipSync(bytes, {level: 9}).length : bytes.length;
}

/**
 * A typical query, by rule from the content model: the title of the newest post (several words,
 * common ones among them, so it matches many pages and shows a full list of results).
 */
export function typicalQuery(entries) {
  const posts = entries
    .filter((entry) => entry.kind === 'post' && entry.indexable)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  if (posts.length === 0) throw new Error('The build has no post to take a typical query from');
  return posts[0].title;
}

/** Lighthouse's mobile profile: 4× slower CPU, a slow 4G network (150 ms, 1.6 Mbit/s down). */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `pathname`, then reaches for the search control, clicks it and types `query`.
 * @returns {Promise<{ms: number, results: number, bytes: number, files: {path: string, bytes: number}[]}>}
 */
export async function firstSearch(
  context,
  {origin, root, pathname = '/', query, viewport, mobileProfile = false},
) {
  const page = await context.newPage();
  try {
    if (viewport) await page.setViewportSize(viewport);
    if (mobileProfile) await throttle(context, page);
    await page.goto(pathname, {waitUntil: 'load'});
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
      undefined,
      {timeout: 60_000},
    );
    // The page's own loading is over once it has had an idle moment, and the test has been told
    // of every request it started: what is recorded from here on is the search's.
    await idleMoment(page);
    await requestsSeen(page);
    const fetched = new Set();
    let recording = true;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (recording && url.origin === origin) fetched.add(url.pathname);
    });
    const control = page.locator('nav.navbar [data-search-control]');
    await control.hover();
    const start = Date.now();
    await control.click();
    await page.locator('dialog[open] [role="combobox"]').fill(query);
    await page.waitForFunction(
      () => {
        const dialog = document.querySelector('dialog[open]');
        return dialog?.dataset.status === 'done' && dialog.querySelector('[role="option"]');
      },
      undefined,
      {timeout: 60_000},
    );
    const ms = Date.now() - start;
    const results = await page.locator('dialog[open] [role="option"]').count();
    // Every file asked for until the results showed, and no later one (the marker aside).
    const marker = await requestsSeen(page);
    recording = false;
    fetched.delete(new URL(marker, origin).pathname);
    const files = [];
    for (const requestPath of fetched) {
      const resolved = await resolveRequest(root, requestPath);
      if (resolved.status !== 200) continue;
      files.push({
        path: requestPath,
        bytes: servedBytes(requestPath, await fs.readFile(resolved.file)),
      });
    }
    files.sort((a, b) => b.bytes - a.bytes);
    return {ms, results, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files};
  } finally {
    await page.close();
  }
}

/** The size of the search index of a build: its files and bytes (as stored; Pagefind's are gzip). */
export async function indexSize(buildDir) {
  const folder = `${buildDir}/pagefind`;
  let bytes = 0;
  let files = 0;
  const walk = async (dir) => {
    for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
      const full = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(full);
      else {
        files += 1;
        bytes += (await fs.stat(full)).size;
      }
    }
  };
  await walk(folder);
  return {files, bytes};
}
