/**
 * What a page costs a visitor: every HTML, CSS and JavaScript file the browser fetches when the
 * page is opened (including Docusaurus's prefetches of the routes it links to), weighed from the
 * built files as they are, gzipped (level 9) and brotli-compressed (quality 11), as a compressing
 * host serves them; and the images it fetches on its first screen (`img`: lazy images below it
 * are not fetched until the reader scrolls), whose `raw` bytes are what travels, as hosts do not
 * compress AVIF, WebP, JPEG or PNG. Fetching is done by headless Chromium; sizes come from the files, so the
 * figures do not depend on the server.
 */
/* global document */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

import {resolveRequest} from '../../scripts/serve-build.mjs';
import {linksInViewSeen, requestsDone, trackRequests} from '../browser/harness.mjs';

const kinds = /** @type {const} */ (['html', 'css', 'js', 'img']);

/** @param {Buffer} bytes */
export function sizes(bytes) {
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, {level: 9}).length,
    brotli: zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

/** The sizes of each built file, compressed once however many pages fetch it. */
const sizesOfFile = new Map();

async function sizesOf(file) {
  if (!sizesOfFile.has(file)) sizesOfFile.set(file, sizes(await fs.readFile(file)));
  return sizesOfFile.get(file);
}

function kindOf(resourceType, pathname) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  if (resourceType === 'script' || pathname.endsWith('.js')) return 'js';
  if (resourceType === 'image') return 'img';
  return undefined;
}

/**
 * Opens `pathname` in a fresh page of `context` (served from `root` at `origin`), waits until the
 * page has hydrated and has done what opening it set in motion, and returns the weight of each
 * kind of file.
 * @param {import('playwright-core').BrowserContext} context
 * @returns {Promise<Record<'html'|'css'|'js'|'img', {raw:number,gzip:number,brotli:number,files:{path:string,raw:number,gzip:number,brotli:number}[]}>>}
 */
export async function weighPage(context, {origin, root, pathname, viewport}) {
  const page = await context.newPage();
  trackRequests(page);
  if (viewport) await page.setViewportSize(viewport);
  /** @type {Map<string, 'html'|'css'|'js'|'img'>} */
  const fetched = new Map();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const kind = kindOf(request.resourceType(), url.pathname);
    if (kind && !(kind === 'html' && fetched.has(url.pathname))) fetched.set(url.pathname, kind);
  });
  try {
    await page.goto(pathname, {waitUntil: 'load'});
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    );
    // The links in view told so (Docusaurus prefetches their pages then, unless the site stops
    // it), then every request that and the opening set in motion done.
    await linksInViewSeen(page);
    await requestsDone(page);
  } finally {
    await page.close();
  }
  const result = Object.fromEntries(
    kinds.map((kind) => [kind, {raw: 0, gzip: 0, brotli: 0, files: []}]),
  );
  for (const [requestPath, kind] of fetched) {
    const resolved = await resolveRequest(root, requestPath);
    if (resolved.status !== 200) continue;
    const size = await sizesOf(resolved.file);
    const total = result[kind];
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
    total.files.push({path: path.relative(root, resolved.file), ...size});
  }
  for (const kind of kinds) result[kind].files.sort((a, b) => b.gzip - a.gzip);
  return result;
}
