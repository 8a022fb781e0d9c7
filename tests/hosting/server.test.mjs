/**
 * The generated nginx server block, run by a real nginx over the production build: statuses,
 * redirects, the not-found page, security headers, caching, compression and hostile requests.
 */
import assert from 'node:assert/strict';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import zlib from 'node:zlib';

import {
  contactPath,
  fixtures,
  industriesPath,
  listingOf,
  pagePaths,
  redirects,
} from '../browser/siteModel.mjs';
import {builtFiles, builtPages, rawRequest, request, startNginx, stopNginx} from './nginx.mjs';
import {
  assertSecurityHeaders as assertHostSecurityHeaders,
  immutableYear,
  isHashedSearchFile,
  markdownTextFiles,
} from './rules.mjs';
import {startServer} from '../../scripts/serve-build.mjs';

/** The Markdown twin of the fixture service page. */
const markdownSample = `${fixtures.service.path}.md`;

const server = {};
let pages;
let redirectPages;
let notFoundPage;

before(async () => {
  await startNginx(server);
  ({pages, redirectPages} = await builtPages(server.root));
  notFoundPage = await fsp.readFile(path.join(server.root, '404.html'));
});

after(async () => {
  await stopNginx(server);
});

const get = (pathname, options) => request(server.origin, pathname, options);
const fileOf = (relative) => fsp.readFile(path.join(server.root, relative));

/** The text files the build writes compressed copies of (src/plugins/hosting/precompress.ts). */
const compressedTypes = /\.(?:html|css|js|mjs|json|webmanifest|svg|ico|xml|txt|md)$/;

/** A `.br` or `.gz` the build wrote beside a file of the same name. */
function isCompressedCopy(file, files) {
  const match = /^(.*)\.(?:br|gz)$/.exec(file);
  return Boolean(match && files.includes(match[1]));
}

/** The security headers every response of nginx carries, and no version of it. */
function assertSecurityHeaders(headers, where, options) {
  assertHostSecurityHeaders(headers, where, options);
  assert.equal(headers.server, 'nginx', `no server version on ${where}`);
}

describe('nginx with the generated server block, over the production build', () => {
  test('every page of the content model answers 200 with its page', async () => {
    for (const route of pagePaths) {
      const response = await get(route);
      assert.equal(response.status, 200, `${route} answered ${response.status}`);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', route);
      assert.ok(pages.has(route), `${route} is not a page of the build`);
      assert.deepEqual(response.body, await fileOf(pages.get(route)), `${route} serves its file`);
    }
  });

  test('every page of the build answers 200 at its canonical URL', async () => {
    for (const [route, file] of pages) {
      const response = await get(route);
      assert.equal(response.status, 200, `${route} answered ${response.status}`);
      assert.deepEqual(response.body, await fileOf(file), `${route} serves ${file}`);
    }
  });

  test('every redirect answers 301 with its target in Location, query string kept', async () => {
    assert.deepEqual(
      redirectPages.sort(),
      redirects.map(({from}) => `${from.slice(1)}/index.html`).sort(),
      'the only folder pages of the build are the fallback pages of the redirects',
    );
    for (const {from, to} of redirects) {
      for (const source of [from, `${from}/`, `${from}/index.html`, `${from}/index`]) {
        const response = await get(source);
        assert.equal(response.status, 301, `${source} answered ${response.status}`);
        assert.equal(response.headers.location, to, `${source} redirects to ${to}`);
        assertSecurityHeaders(response.headers, `301 ${source}`);
      }
      const withQuery = await get(`${from}?utm_source=newsletter&x=1`);
      assert.equal(withQuery.status, 301);
      assert.equal(withQuery.headers.location, `${to}?utm_source=newsletter&x=1`);
      assert.equal((await get(to)).status, 200, `the target ${to} is a page`);
    }
  });

  test('the trailing-slash and .html forms of every page answer 301 to the page', async () => {
    for (const [route, file] of pages) {
      const variants = route === '/' ? ['/index.html', '/index'] : [`${route}/`, `/${file}`];
      for (const variant of variants) {
        const response = await get(variant);
        assert.equal(response.status, 301, `${variant} answered ${response.status}`);
        assert.equal(response.headers.location, route, `${variant} redirects to ${route}`);
      }
    }
    const page = fixtures.service.path;
    const withQuery = await get(`${page}/?ref=card`);
    assert.equal(withQuery.headers.location, `${page}?ref=card`);
  });

  test('an unknown path answers 404 with the not-found page', async () => {
    const unknown = [
      '/no-such-page',
      `${listingOf('hubs').path}/no-such-service`,
      `${industriesPath}/not-an-industry`,
      `${listingOf('case-studies').path}/unknown-case-study`,
      `${fixtures.service.path}/nope`,
      fixtures.service.path.toUpperCase(),
      '/assets/js/missing.0123abcd.js',
      '/404.html',
      '/404',
      '/404/',
      `${fixtures.service.path}/index`,
      '/_redirects',
      '/_headers',
      '/.env',
      '/.git/config',
    ];
    for (const pathname of unknown) {
      const response = await get(pathname);
      assert.equal(response.status, 404, `${pathname} answered ${response.status}`);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', pathname);
      assert.deepEqual(response.body, notFoundPage, `${pathname} shows the not-found page`);
      assert.equal(response.headers['cache-control'], 'no-cache', `${pathname} is not cached`);
      assertSecurityHeaders(response.headers, `404 ${pathname}`);
    }
  });

  test('security headers are on pages, assets, feeds, redirects and errors alike', async () => {
    const files = await builtFiles(server.root);
    const script = files.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
    const stylesheet = files.find((file) => file.startsWith('assets/css/'));
    assert.ok(script && stylesheet, 'the build has its main script and stylesheet');
    const responses = {
      'page /': await get('/'),
      [`page ${contactPath}`]: await get(contactPath),
      [`asset /${script}`]: await get(`/${script}`),
      [`asset /${stylesheet}`]: await get(`/${stylesheet}`),
      'sitemap.xml': await get('/sitemap.xml'),
      [`301 ${redirects[0].from}`]: await get(redirects[0].from),
      '404 /nope': await get('/nope'),
      '405 POST /': await get('/', {method: 'POST'}),
      [`HEAD ${fixtures.service.path}`]: await get(fixtures.service.path, {method: 'HEAD'}),
    };
    const policies = new Set();
    for (const [where, response] of Object.entries(responses)) {
      assertSecurityHeaders(response.headers, where);
      policies.add(response.headers['content-security-policy']);
    }
    assert.equal(policies.size, 1, 'one Content-Security-Policy for every response');
    assert.equal(responses['405 POST /'].status, 405);
    assert.equal(responses['405 POST /'].headers.allow, 'GET, HEAD');
  });

  test('the Markdown for answer engines is served as Markdown and kept out of search indexes', async () => {
    const twins = (await builtFiles(server.root)).filter((file) => file.endsWith('.md'));
    assert.ok(twins.length > 0, 'the build has no Markdown twin');
    for (const pathname of [...twins.map((file) => `/${file}`), ...markdownTextFiles]) {
      const response = await get(pathname);
      assert.equal(response.status, 200, `${pathname} answered ${response.status}`);
      assert.equal(response.headers['content-type'], 'text/markdown; charset=utf-8', pathname);
      assert.equal(response.headers['x-robots-tag'], 'noindex', pathname);
      assert.equal(response.headers['cache-control'], 'no-cache', pathname);
      assertSecurityHeaders(response.headers, pathname);
    }
    // The pages themselves are indexable, and a twin that does not exist is a plain 404.
    for (const pathname of ['/', fixtures.service.path]) {
      assert.equal((await get(pathname)).headers['x-robots-tag'], undefined, pathname);
    }
    const missing = await get('/no-such-page.md');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, notFoundPage);
  });

  test('a booking confirmation asks for no referrer, and its address is logged without the query', async () => {
    const page = fixtures.booked.path;
    const details =
      'invitee_full_name=Ada%20Lovelace&invitee_email=ada%40example.org&answer_1=Our%20budget';
    const query = `?invitee_uuid=abc&${details}`;
    const response = await get(`${page}${query}`);
    assert.equal(response.status, 200);
    assertSecurityHeaders(response.headers, page, {referrerPolicy: 'no-referrer'});
    // Its other forms send the visitor on with the query, and are logged without it too.
    for (const variant of [`${page}/`, `${page}.html`]) {
      assert.equal((await get(`${variant}${query}`)).headers.location, `${page}${query}`);
    }
    const log = await fsp.readFile(server.accessLog, 'utf8');
    const lines = log.split('\n').filter((line) => line.includes(page));
    assert.ok(lines.length >= 3, `the access log has the booking page's requests:\n${log}`);
    for (const fragment of ['invitee', 'Ada', 'Lovelace', 'ada%40', 'budget', 'abc', '?']) {
      assert.ok(
        lines.every((line) => !line.includes(fragment)),
        `the access log names "${fragment}":\n${lines.join('\n')}`,
      );
    }
    assert.ok(
      lines.some((line) => line.includes(`"GET ${page} HTTP/1.1" 200`)),
      lines.join('\n'),
    );
    // Every other page keeps the site's policy.
    assertSecurityHeaders((await get(contactPath)).headers, contactPath);
  });

  test('the test server (scripts/serve-build.mjs) caches what nginx caches, from _headers', async () => {
    const local = await startServer({root: server.root});
    try {
      const files = await builtFiles(server.root);
      const samples = [
        ...files.filter((file) => file.startsWith('assets/')).slice(0, 3),
        ...files.filter((file) => isHashedSearchFile(`/${file}`)).slice(0, 2),
        'pagefind/pagefind.js',
      ].map((file) => `/${file}`);
      for (const pathname of [...samples, '/', contactPath, markdownSample]) {
        const [fromNginx, fromLocal] = await Promise.all([
          get(pathname),
          request(local.url, pathname),
        ]);
        assert.equal(fromLocal.status, 200, `${pathname} answered ${fromLocal.status}`);
        assert.equal(
          fromLocal.headers['cache-control'],
          fromNginx.headers['cache-control'],
          `${pathname}: the test server and nginx agree on caching`,
        );
      }
      assert.equal((await request(local.url, samples[0])).headers['cache-control'], immutableYear);
    } finally {
      await local.close();
    }
  });

  test('hashed assets are cached for a year as immutable; everything else is revalidated', async () => {
    const files = await builtFiles(server.root);
    const assets = files.filter((file) => file.startsWith('assets/'));
    assert.ok(assets.length > 10, 'the build has its hashed assets');
    for (const file of assets) {
      assert.match(path.basename(file), /[.-][0-9a-f]{8,}\./, `${file} has a content hash`);
      const response = await get(`/${file}`);
      assert.equal(response.status, 200, `/${file} answered ${response.status}`);
      assert.equal(response.headers['cache-control'], immutableYear, `/${file}`);
    }
    // The search index's files named by their content hash: fragments, word indexes, metadata.
    const searchHashed = files.filter((file) => isHashedSearchFile(`/${file}`));
    assert.ok(
      searchHashed.some((file) => file.endsWith('.pf_fragment')) &&
        searchHashed.some((file) => file.endsWith('.pf_meta')),
      'the build has no hashed files of the search index',
    );
    for (const file of searchHashed) {
      assert.match(path.basename(file), /_[0-9a-f]{7,}\./, `${file} has a content hash`);
      const response = await get(`/${file}`);
      assert.equal(response.status, 200, `/${file} answered ${response.status}`);
      assert.equal(response.headers['cache-control'], immutableYear, `/${file}`);
      assertSecurityHeaders(response.headers, `/${file}`);
    }
    const others = files.filter(
      (file) =>
        !file.startsWith('assets/') &&
        !file.endsWith('.html') &&
        !file.startsWith('_') &&
        !isHashedSearchFile(`/${file}`),
    );
    // The search's script and entry file keep their names from build to build.
    for (const name of ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json']) {
      assert.ok(others.includes(name), `${name} is not in the build`);
    }
    for (const pathname of [...pages.keys(), ...others.map((file) => `/${file}`)]) {
      const response = await get(pathname);
      assert.equal(response.status, 200, `${pathname} answered ${response.status}`);
      assert.equal(response.headers['cache-control'], 'no-cache', `${pathname} is revalidated`);
      assert.ok(response.headers.etag, `${pathname} has an ETag to revalidate with`);
    }
    // Revalidation: the same page again with its ETag is a 304 with the headers and no body.
    const first = await get(contactPath);
    const again = await get(contactPath, {headers: {'if-none-match': first.headers.etag}});
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assertSecurityHeaders(again.headers, `304 ${contactPath}`);
  });

  test('every file is served with its own content type', async () => {
    const types = {
      '.css': /^text\/css; charset=utf-8$/,
      '.js': /^(application|text)\/javascript; charset=utf-8$/,
      '.xml': /^(text\/xml|application\/(rss\+|atom\+)?xml); charset=utf-8$/,
      '.svg': /^image\/svg\+xml; charset=utf-8$/,
      '.txt': /^text\/plain; charset=utf-8$/,
      '.md': /^text\/markdown; charset=utf-8$/,
      '.json': /^application\/json; charset=utf-8$/,
      '.png': /^image\/png$/,
      '.jpg': /^image\/jpeg$/,
      '.webp': /^image\/webp$/,
      '.avif': /^image\/avif$/,
      '.ico': /^image\/x-icon; charset=utf-8$/,
      '.woff2': /^font\/woff2$/,
      // The browser editor's image decoders (src/plugins/editor).
      '.wasm': /^application\/wasm$/,
      // The search index's binary files, which Pagefind reads itself (policy.ts).
      '.pf_fragment': /^application\/octet-stream$/,
      '.pf_index': /^application\/octet-stream$/,
      '.pf_meta': /^application\/octet-stream$/,
      '.pf_filter': /^application\/octet-stream$/,
      '.pagefind': /^application\/octet-stream$/,
    };
    const files = await builtFiles(server.root);
    const served = files.filter(
      (name) => !name.endsWith('.html') && !name.startsWith('_') && !isCompressedCopy(name, files),
    );
    for (const file of served) {
      const extension = path.extname(file);
      const expected = markdownTextFiles.includes(`/${file}`) ? types['.md'] : types[extension];
      assert.ok(
        expected,
        `the build has a ${extension} file (${file}): say which type it is served with`,
      );
      const {headers} = await get(`/${file}`, {method: 'HEAD'});
      assert.match(headers['content-type'] ?? '', expected, `/${file}`);
    }
  });

  test('text responses are compressed with brotli or gzip, as the client accepts', async () => {
    const files = await builtFiles(server.root);
    const biggest = async (pattern) => {
      let best;
      for (const file of files.filter((name) => pattern.test(name))) {
        const {size} = await fsp.stat(path.join(server.root, file));
        if (!best || size > best.size) best = {file, size};
      }
      assert.ok(best, `the build has a file matching ${pattern}`);
      return best.file;
    };
    const samples = [
      ['/', 'index.html'],
      [listingOf('hubs').path, `${listingOf('hubs').path.slice(1)}.html`],
      ['/nope', '404.html'],
      ...(await Promise.all(
        [
          /^assets\/js\/.*\.js$/,
          /^assets\/css\/.*\.css$/,
          /^sitemap\.xml$/,
          /^blog\/rss\.xml$/,
        ].map(async (pattern) => {
          const file = await biggest(pattern);
          return [`/${file}`, file];
        }),
      )),
    ];
    for (const [pathname, file] of samples) {
      const original = await fileOf(file);
      const brotli = await get(pathname, {headers: {'accept-encoding': 'gzip, deflate, br'}});
      if (brotli.headers['content-encoding'] !== 'br') {
        // What nginx could see of the copy when it answered, and what it logged.
        const copy = await fsp.stat(path.join(server.root, `${file}.br`)).catch((error) => error);
        const log = await fsp.readFile(server.errorLog, 'utf8').catch((error) => String(error));
        assert.fail(
          `${pathname} in brotli: answered ${brotli.headers['content-encoding'] ?? 'uncompressed'}` +
            ` (${file}.br: ${copy instanceof Error ? copy.code : `${copy.size} bytes, mode ${(copy.mode & 0o777).toString(8)}`};` +
            ` the test's nginx ${server.child.exitCode === null ? 'running' : `exited ${server.child.exitCode}`},` +
            ` server ${brotli.headers.server ?? 'unnamed'}; nginx error log: ${log.trim().split('\n').slice(-5).join(' | ') || 'empty'})`,
        );
      }
      assert.match(brotli.headers.vary ?? '', /Accept-Encoding/i, `${pathname} varies on encoding`);
      assert.deepEqual(zlib.brotliDecompressSync(brotli.body), original, `${pathname} (br)`);
      assert.ok(brotli.body.length < original.length * 0.6, `${pathname} shrinks in brotli`);
      // The build's copy answered, byte for byte, not a compression made for this request.
      assert.ok(brotli.body.equals(await fileOf(`${file}.br`)), `${pathname}: not ${file}.br`);
      const gzip = await get(pathname, {headers: {'accept-encoding': 'gzip'}});
      assert.equal(gzip.headers['content-encoding'], 'gzip', `${pathname} in gzip`);
      assert.match(gzip.headers.vary ?? '', /Accept-Encoding/i, `${pathname} varies (gzip)`);
      assert.deepEqual(zlib.gunzipSync(gzip.body), original, `${pathname} (gzip)`);
      assert.ok(gzip.body.equals(await fileOf(`${file}.gz`)), `${pathname}: not ${file}.gz`);
      const plain = await get(pathname);
      assert.equal(plain.headers['content-encoding'], undefined, `${pathname} uncompressed`);
      assert.deepEqual(plain.body, original, `${pathname} (identity)`);
    }
  });

  // One connection serves many requests (keep-alive), and what one request leaves in nginx's
  // memory must not change how the next is answered: under `disable_symlinks`, Debian's
  // brotli_static missed the copy of about one file in fifty, depending on the request before.
  test('each file with a brotli copy is answered with it, every file on one connection', async () => {
    const files = await builtFiles(server.root);
    const served = new Map([...pages].map(([pathname, file]) => [file, pathname]));
    const withCopies = files.filter(
      (file) =>
        files.includes(`${file}.br`) &&
        !file.startsWith('_') &&
        file !== '404.html' &&
        !redirectPages.includes(file),
    );
    assert.ok(withCopies.length > 100, `only ${withCopies.length} files with a brotli copy`);
    const connection = new http.Agent({keepAlive: true, maxSockets: 1});
    const missed = [];
    try {
      for (const file of withCopies) {
        const pathname = served.get(file) ?? `/${file}`;
        const answer = await request(server.origin, pathname, {
          headers: {'accept-encoding': 'gzip, deflate, br'},
          agent: connection,
        });
        const copy = await fileOf(`${file}.br`);
        if (answer.headers['content-encoding'] !== 'br' || !answer.body.equals(copy)) {
          missed.push(
            `${pathname} (${answer.status}, ${answer.headers['content-encoding'] ?? 'uncompressed'})`,
          );
        }
      }
    } finally {
      connection.destroy();
    }
    assert.deepEqual(missed, [], `answered without their brotli copy, of ${withCopies.length}`);
  });

  test('every text file of the build has its brotli and gzip copies, made from it as it is', async () => {
    const files = await builtFiles(server.root);
    const texts = files.filter((file) => compressedTypes.test(file) && !file.startsWith('_'));
    assert.ok(texts.length > 50, `only ${texts.length} text files in the build`);
    let copied = 0;
    for (const file of texts) {
      const original = await fileOf(file);
      if (original.length < 256) continue;
      for (const [suffix, decompress] of [
        ['.br', zlib.brotliDecompressSync],
        ['.gz', zlib.gunzipSync],
      ]) {
        // A copy no smaller than its file is left out; a file that changed after its copy fails.
        if (!files.includes(`${file}${suffix}`)) {
          const compressed = suffix === '.br' ? zlib.brotliCompressSync : zlib.gzipSync;
          assert.ok(compressed(original).length >= original.length, `${file} has no ${suffix}`);
          continue;
        }
        assert.deepEqual(
          decompress(await fileOf(`${file}${suffix}`)),
          original,
          `${file}${suffix}`,
        );
        copied += 1;
      }
    }
    assert.ok(copied > 100, `only ${copied} compressed copies`);
  });

  test('hostile requests get 400, 404 or 405, nothing outside the build, and serving goes on', async () => {
    const configText = await fsp.readFile(path.join(server.hosting, 'nginx.conf'), 'utf8');
    const hostile = [
      'GET /..%2f..%2fetc/passwd HTTP/1.1',
      'GET /..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd HTTP/1.1',
      'GET /../../../../etc/passwd HTTP/1.1',
      'GET /%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1',
      'GET /assets/..%2f..%2f..%2f..%2fetc%2fpasswd HTTP/1.1',
      'GET /..%5c..%5c..%5cetc%5cpasswd HTTP/1.1',
      'GET //etc/passwd HTTP/1.1',
      'GET /..%2fbuild-hosting%2fnginx.conf HTTP/1.1',
      `GET /..%2f${path.basename(server.root)}-hosting%2fnginx.conf HTTP/1.1`,
      `GET /${'a'.repeat(9_999)} HTTP/1.1`,
      `GET /services/${'%41'.repeat(3_330)} HTTP/1.1`,
      'GET /%00 HTTP/1.1',
      'GET /about%00.html HTTP/1.1',
      'GET /index.html%00.txt HTTP/1.1',
      'FOO / HTTP/1.1',
      'PROPFIND / HTTP/1.1',
      'DELETE /about HTTP/1.1',
      'PUT /about HTTP/1.1',
      'TRACE / HTTP/1.1',
      'OPTIONS / HTTP/1.1',
    ];
    assert.ok(
      hostile.some((line) => line.split(' ')[1].length === 10_000),
      'one path is 10,000 characters long',
    );
    for (const line of hostile) {
      const label = line.length > 90 ? `${line.slice(0, 60)}… (${line.length} characters)` : line;
      const response = await rawRequest(server.port, line);
      assert.ok([400, 404, 405].includes(response.status), `${label} answered ${response.status}`);
      const body = response.body.toString('latin1');
      assert.ok(!body.includes('root:x:0:0'), `${label} leaked /etc/passwd`);
      assert.ok(!body.includes(configText.slice(0, 200)), `${label} leaked the server config`);
      if (response.status === 404) {
        assert.deepEqual(response.body, notFoundPage, `${label} shows the not-found page`);
      }
      const next = await get('/');
      assert.equal(next.status, 200, `the server still serves after ${label}`);
    }
  });
});
