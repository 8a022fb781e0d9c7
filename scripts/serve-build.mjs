/**
 * A small static server for the production build, behaving like a static host with
 * `trailingSlash: false`:
 *   /               → build/index.html
 *   /about          → build/about.html
 *   /industries     → build/industries/index.html (the redirect pages are emitted as folders)
 *   /assets/x.js    → the file itself
 *   anything else   → build/404.html with status 404
 * NUL bytes answer 400, paths that would leave the build folder 403, and a malformed escape (which
 * no file can be named) the not-found page. Files the build's `_headers` file caches (those with a
 * content hash in their name) are sent with its Cache-Control, as a host sends them, so that a
 * browser takes them from its cache from page to page; everything else is revalidated
 * (`no-cache`). The other headers of `_headers` (the Content-Security-Policy, ...) are the hosting
 * tests' business (tests/hosting), not this server's.
 *
 * Usage: `import {startServer} from './serve-build.mjs'` (the browser tests), or
 * `node scripts/serve-build.mjs [--port 3000]` to browse the build. The folder is $SITE_BUILD_DIR,
 * default ./build.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

export function defaultBuildDir() {
  return path.resolve(process.env.SITE_BUILD_DIR || 'build');
}

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The request path, decoded and normalised, as a path relative to the site root ("" = root), or
 * undefined when it has a malformed escape (no file can have that name: the not-found page).
 */
function sitePath(rawUrl) {
  const rawPath = (rawUrl ?? '/').split(/[?#]/, 1)[0];
  if (/%00/.test(rawPath) || rawPath.includes('\0')) throw new HttpError(400, 'NUL byte in path');
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/')) throw new HttpError(400, 'Path must start with /');
  // Normalise both separators so that "..\\" cannot slip past on any platform.
  const segments = decoded.replace(/\\/g, '/').split('/');
  if (segments.includes('..')) throw new HttpError(403, 'Path leaves the build folder');
  return path.posix.normalize(segments.join('/')).replace(/^\/+|\/+$/g, '');
}

async function regularFile(file) {
  try {
    return (await fsp.stat(file)).isFile();
  } catch {
    // ENOENT, ENOTDIR, ENAMETOOLONG (a 500-character slug) ...: not here.
    return false;
  }
}

function inside(root, file) {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Maps a request URL onto a file of the build.
 * @returns {Promise<{file: string, status: number}>} status 200, or 404 with the not-found page
 *   (`file` is undefined when the build has no 404.html)
 * @throws {HttpError} 400 or 403 for requests that must not be served
 */
export async function resolveRequest(root, rawUrl) {
  const realRoot = await fsp.realpath(root);
  const relative = sitePath(rawUrl);
  let candidates = [];
  if (relative === '') {
    candidates = ['index.html'];
  } else if (relative !== undefined) {
    candidates = [relative, `${relative}.html`, path.posix.join(relative, 'index.html')];
  }
  for (const candidate of candidates) {
    const file = path.resolve(realRoot, ...candidate.split('/'));
    if (!inside(realRoot, file)) throw new HttpError(403, 'Path leaves the build folder');
    if (await regularFile(file)) {
      // A symbolic link inside the build must not lead outside it either.
      const real = await fsp.realpath(file);
      if (!inside(realRoot, real)) throw new HttpError(403, 'Path leaves the build folder');
      return {file: real, status: 200};
    }
  }
  const notFound = path.join(realRoot, '404.html');
  return {file: (await regularFile(notFound)) ? notFound : undefined, status: 404};
}

function send(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, {'Content-Type': type, 'Content-Length': Buffer.byteLength(body)});
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * The header blocks of the build's `_headers` file (Cloudflare Pages' syntax: a path pattern, then
 * its headers indented below it): pattern → [name, value] pairs of the headers it sets (a line
 * `! Name`, which removes a header a broader block or the host set, is left out). Empty when the
 * build has no such file.
 */
export function staticHostHeaders(root) {
  let text;
  try {
    text = fs.readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    return new Map();
  }
  const blocks = new Map();
  let current;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      current = [];
      blocks.set(line.trim(), current);
    } else if (current && !line.trim().startsWith('!')) {
      const colon = line.indexOf(':');
      current.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}

/** The Cache-Control values of `_headers`, as [pattern, value] pairs (`*`: any characters). */
function cacheRules(root) {
  const rules = [];
  for (const [pattern, headers] of staticHostHeaders(root)) {
    const value = headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
    if (!value) continue;
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    rules.push([new RegExp(`^${escaped}$`), value]);
  }
  return rules;
}

function cacheControlOf(rules, rawUrl) {
  const pathname = (rawUrl ?? '/').split(/[?#]/, 1)[0];
  return rules.findLast(([pattern]) => pattern.test(pathname))?.[1] ?? 'no-cache';
}

function handler(root) {
  const rules = cacheRules(root);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      send(res, 405, 'Method Not Allowed\n');
      return;
    }
    let resolved;
    try {
      resolved = await resolveRequest(root, req.url);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      send(res, status, `${http.STATUS_CODES[status]}\n`);
      return;
    }
    if (!resolved.file) {
      send(res, 404, 'Not Found\n');
      return;
    }
    const {size} = await fsp.stat(resolved.file);
    res.writeHead(resolved.status, {
      'Content-Type':
        contentTypes[path.extname(resolved.file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': size,
      'Cache-Control': resolved.status === 200 ? cacheControlOf(rules, req.url) : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(resolved.file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

/**
 * Serves a build folder on loopback.
 * @param {{root?: string, host?: string, port?: number}} [options] port 0 (default) picks a free one
 * @returns {Promise<{url: string, port: number, root: string, replaceBuild: (root: string) => void, close: () => Promise<void>}>}
 */
export async function startServer({root = defaultBuildDir(), host = '127.0.0.1', port = 0} = {}) {
  const absoluteRoot = path.resolve(root);
  if (!fs.existsSync(path.join(absoluteRoot, '404.html'))) {
    throw new Error(
      `No production build in ${absoluteRoot} (404.html is missing). ` +
        'Run `npm run build` first, or set SITE_BUILD_DIR to the build folder.',
    );
  }
  let serve = handler(absoluteRoot);
  const server = http.createServer((req, res) => serve(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    root: absoluteRoot,
    /**
     * Serves another build from the next request on, as a host does once a deployment replaces
     * the site: the files of the previous build are gone.
     */
    replaceBuild: (nextRoot) => {
      serve = handler(path.resolve(nextRoot));
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const portIndex = process.argv.indexOf('--port');
  const port = portIndex > 0 ? Number(process.argv[portIndex + 1]) : 3000;
  startServer({port}).then(
    (site) => {
      console.log(`Serving ${site.root} at ${site.url}`);
      const stop = () => site.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
