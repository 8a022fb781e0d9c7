/**
 * The production build as Cloudflare Pages, the site's host, serves it: its own runtime (wrangler
 * pages dev, on workerd) over the build folder, reading the generated `_headers` and `_redirects`
 * by its own rules. Held to the rules nginx is held to (./rules.mjs), with the differences that are
 * the host's documented behaviour, each stated where it is checked: the `.html` and trailing-slash
 * forms of a page answer 308 (nginx: 301), and 404.html is also a page at /404 (it is noindex).
 */
import assert from 'node:assert/strict';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import zlib from 'node:zlib';

import {contactPath, fixtures, industriesPath, redirects} from '../browser/siteModel.mjs';
import {startCloudflarePages, stopCloudflarePages} from './cloudflare.mjs';
import {builtFiles, builtPages, request} from './nginx.mjs';
import {
  assertRevalidated,
  assertSecurityHeaders,
  immutableYear,
  isHashedSearchFile,
  markdownTextFiles,
} from './rules.mjs';
import {checkStaticHostRules} from './staticHostRules.mjs';
import {defaultBuildDir} from '../../scripts/serve-build.mjs';

const timeout = 180_000;
const host = {};
let files;
let pages;
let redirectPages;
let notFoundPage;

before(async () => {
  await startCloudflarePages(host, {root: defaultBuildDir()});
  files = await builtFiles(host.root);
  ({pages, redirectPages} = await builtPages(host.root));
  notFoundPage = await fsp.readFile(path.join(host.root, '404.html'));
});

after(async () => {
  await stopCloudflarePages(host);
});

const get = (pathname, options) => request(host.origin, pathname, options);
const fileOf = (relative) => fsp.readFile(path.join(host.root, relative));

describe('Cloudflare Pages’ runtime over the production build', () => {
  test('reads every line of the generated rules files, and reports none invalid', () => {
    const output = host.output();
    assert.doesNotMatch(output, /invalid (redirect|header) rule/i, output);
    const redirectLines = redirectPages.length * 4;
    assert.match(output, new RegExp(`Parsed ${redirectLines} valid redirect rules`), output);
  });

  test(
    'answers every rule of _redirects and _headers as the site means it',
    {timeout},
    async () => {
      const {problems, unchecked} = await checkStaticHostRules({
        root: host.root,
        files,
        request: (pathname) => get(pathname),
      });
      assert.deepEqual(problems, []);
      if (unchecked.length > 0) {
        console.log(`Rules no file of this build falls under: ${unchecked.join(', ')}`);
      }
    },
  );

  test('every page of the build answers 200 with its file', {timeout}, async () => {
    for (const [route, file] of pages) {
      const response = await get(route);
      assert.equal(response.status, 200, `${route} answered ${response.status}`);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', route);
      assert.deepEqual(response.body, await fileOf(file), `${route} serves ${file}`);
      assertRevalidated(response.headers, route);
    }
  });

  test('every redirect answers 301 with its target, query kept, in each form of its source', async () => {
    assert.ok(redirects.length > 0, 'the test build has redirects');
    for (const {from, to} of redirects) {
      for (const source of [from, `${from}/`, `${from}/index.html`, `${from}/index`]) {
        const response = await get(`${source}?utm_source=newsletter&x=1`);
        assert.equal(response.status, 301, `${source} answered ${response.status}`);
        assert.equal(response.headers.location, `${to}?utm_source=newsletter&x=1`, source);
        assertSecurityHeaders(response.headers, `301 ${source}`);
      }
    }
  });

  test('the .html and trailing-slash forms of a page answer 308 to the page, query kept', async () => {
    // Cloudflare Pages' own handling of `.html` files: a permanent redirect, 308 where nginx
    // answers 301 (search engines treat both alike).
    for (const [route, file] of pages) {
      const variants = route === '/' ? ['/index.html', '/index'] : [`${route}/`, `/${file}`];
      for (const variant of variants) {
        const response = await get(`${variant}?ref=card`);
        assert.equal(response.status, 308, `${variant} answered ${response.status}`);
        assert.equal(response.headers.location, `${route}?ref=card`, variant);
        assertSecurityHeaders(response.headers, `308 ${variant}`);
      }
    }
  });

  test('an unknown path answers 404 with the not-found page, never cached', async () => {
    for (const pathname of [
      '/no-such-page',
      `${industriesPath}/not-an-industry`,
      `${fixtures.service.path}/nope`,
      fixtures.service.path.toUpperCase(),
      '/assets/js/missing.0123abcd.js',
      '/no-such-page.md',
      '/.env',
      '/.git/config',
    ]) {
      const response = await get(pathname);
      assert.equal(response.status, 404, `${pathname} answered ${response.status}`);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', pathname);
      assert.deepEqual(response.body, notFoundPage, `${pathname} shows the not-found page`);
      assertRevalidated(response.headers, `404 ${pathname}`);
      assertSecurityHeaders(response.headers, `404 ${pathname}`);
    }
    // The host serves 404.html as a page at /404 too: it tells search engines not to index it.
    const notFoundAsPage = await get('/404');
    assert.deepEqual(notFoundAsPage.body, notFoundPage);
    assert.match(notFoundPage.toString('utf8'), /<meta[^>]+name=["']?robots["']?[^>]+noindex/i);
  });

  test('security headers on pages, assets, feeds, the search index, redirects and errors, as nginx sends them', async () => {
    const script = files.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
    const stylesheet = files.find((file) => file.startsWith('assets/css/'));
    const searchFile = files.find((file) => isHashedSearchFile(`/${file}`));
    assert.ok(script && stylesheet && searchFile, 'the build has its scripts, styles and index');
    const nginxConf = await fsp.readFile(`${host.root}-hosting/nginx.conf`, 'utf8');
    const nginxPolicy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(nginxConf)?.[1];
    const responses = {
      'page /': await get('/'),
      [`page ${contactPath}`]: await get(contactPath),
      [`asset /${script}`]: await get(`/${script}`),
      [`asset /${stylesheet}`]: await get(`/${stylesheet}`),
      [`search /${searchFile}`]: await get(`/${searchFile}`),
      'sitemap.xml': await get('/sitemap.xml'),
      [`301 ${redirects[0].from}`]: await get(redirects[0].from),
      '404 /nope': await get('/nope'),
      [`HEAD ${fixtures.service.path}`]: await get(fixtures.service.path, {method: 'HEAD'}),
    };
    for (const [where, response] of Object.entries(responses)) {
      assertSecurityHeaders(response.headers, where);
      assert.equal(
        response.headers['content-security-policy'],
        nginxPolicy,
        `${where}: the policy nginx sends`,
      );
    }
  });

  test(
    'hashed names are cached for a year as immutable; everything else is revalidated',
    {timeout},
    async () => {
      const hashed = files.filter(
        (file) => file.startsWith('assets/') || isHashedSearchFile(`/${file}`),
      );
      assert.ok(
        hashed.some((file) => file.endsWith('.pf_meta')),
        'the build has its search index',
      );
      for (const file of hashed) {
        const response = await get(`/${file}`);
        assert.equal(response.status, 200, `/${file} answered ${response.status}`);
        assert.equal(response.headers['cache-control'], immutableYear, `/${file}`);
      }
      const others = files.filter(
        (file) =>
          !file.startsWith('_') &&
          !file.endsWith('.html') &&
          !file.startsWith('assets/') &&
          !isHashedSearchFile(`/${file}`),
      );
      for (const name of ['pagefind/pagefind.js', 'sitemap.xml']) {
        assert.ok(others.includes(name), `${name} is not in the build`);
      }
      for (const file of others) {
        const response = await get(`/${file}`);
        assert.equal(response.status, 200, `/${file} answered ${response.status}`);
        assertRevalidated(response.headers, `/${file}`);
        assert.ok(response.headers.etag, `/${file} has an ETag to revalidate with`);
      }
      const first = await get(contactPath);
      const again = await get(contactPath, {headers: {'if-none-match': first.headers.etag}});
      assert.equal(again.status, 304, 'a page revalidated with its ETag');
      assertSecurityHeaders(again.headers, `304 ${contactPath}`);
    },
  );

  test('the compressed copies written for nginx change nothing the host sends', async (t) => {
    // Cloudflare Pages compresses by itself: what it sends for a file is that file, compressed or
    // not, never the build's .br or .gz copy of it under the file's name.
    const copies = files.filter((file) => /\.(?:br|gz)$/.test(file));
    assert.ok(copies.length > 100, `only ${copies.length} compressed copies in the build`);
    const sizes = await Promise.all(
      copies.map(async (file) => (await fsp.stat(path.join(host.root, file))).size),
    );
    t.diagnostic(
      `${copies.length} of the ${files.length} files deployed are compressed copies, ${(sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(2)} MB`,
    );
    const script = files.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
    for (const [pathname, file] of [
      ['/', 'index.html'],
      [`/${script}`, script],
      ['/sitemap.xml', 'sitemap.xml'],
    ]) {
      assert.ok(
        copies.includes(`${file}.br`) && copies.includes(`${file}.gz`),
        `${file} has copies`,
      );
      const original = await fileOf(file);
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const response = await get(pathname, {headers: {'accept-encoding': encoding}});
        const sent = response.headers['content-encoding'];
        const body =
          sent === 'br'
            ? zlib.brotliDecompressSync(response.body)
            : sent === 'gzip'
              ? zlib.gunzipSync(response.body)
              : response.body;
        assert.deepEqual(
          body,
          original,
          `${pathname} asked with ${encoding}: sent ${sent ?? 'as is'}`,
        );
      }
    }
  });

  test('the Markdown for answer engines is served as Markdown and kept out of search indexes', async () => {
    const twins = files.filter((file) => file.endsWith('.md')).map((file) => `/${file}`);
    assert.ok(twins.length > 0, 'the build has no Markdown twin');
    for (const pathname of [...twins, ...markdownTextFiles]) {
      const response = await get(pathname);
      assert.equal(response.status, 200, `${pathname} answered ${response.status}`);
      assert.equal(response.headers['content-type'], 'text/markdown; charset=utf-8', pathname);
      assert.equal(response.headers['x-robots-tag'], 'noindex', pathname);
      assertSecurityHeaders(response.headers, pathname);
    }
    for (const pathname of ['/', fixtures.service.path]) {
      assert.equal((await get(pathname)).headers['x-robots-tag'], undefined, pathname);
    }
  });

  test('a booking confirmation asks for no referrer, in each form of its address', async () => {
    const page = fixtures.booked.path;
    const query = '?invitee_uuid=abc&invitee_email=ada%40example.org';
    const response = await get(`${page}${query}`);
    assert.equal(response.status, 200);
    assertSecurityHeaders(response.headers, page, {referrerPolicy: 'no-referrer'});
    for (const variant of [`${page}/`, `${page}.html`]) {
      const moved = await get(`${variant}${query}`);
      assert.equal(moved.headers.location, `${page}${query}`, variant);
    }
    assertSecurityHeaders((await get(contactPath)).headers, contactPath);
  });
});

describe('the rules check, on rules the host reads differently from nginx', () => {
  test('names each planted rule and the response', {timeout}, async () => {
    // A build of four files whose rules files hold what nginx would honour and Cloudflare Pages
    // does not: Netlify's forced redirect, and a header set by two blocks without removing the
    // broader value (Cloudflare joins the two values).
    const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'site-planted-rules-'));
    const planted = {};
    try {
      const page = '<!doctype html><title>x</title><p>x</p>';
      await fsp.mkdir(path.join(root, 'assets/js'), {recursive: true});
      await fsp.mkdir(path.join(root, 'old'), {recursive: true});
      await Promise.all([
        fsp.writeFile(path.join(root, 'index.html'), page),
        fsp.writeFile(path.join(root, '404.html'), page),
        fsp.writeFile(path.join(root, 'new.html'), page),
        fsp.writeFile(path.join(root, 'old/index.html'), page),
        fsp.writeFile(path.join(root, 'assets/js/main.0123abcd.js'), 'void 0;'),
        fsp.writeFile(path.join(root, '_redirects'), '/old /new 301!\n'),
        fsp.writeFile(
          path.join(root, '_headers'),
          [
            '/*',
            '  X-Frame-Options: DENY',
            '  Cache-Control: no-cache',
            '/assets/*',
            `  Cache-Control: ${immutableYear}`,
            '',
          ].join('\n'),
        ),
      ]);
      await startCloudflarePages(planted, {root});
      const {problems} = await checkStaticHostRules({
        root,
        files: await builtFiles(root),
        request: (pathname) => request(planted.origin, pathname),
      });
      assert.equal(problems.length, 2, problems.join('\n'));
      // Cloudflare skips the forced form, and answers /old as the folder it is: 308 to /old/.
      assert.match(
        problems[0],
        /^_redirects line 1 "\/old \/new 301!": \/old\?\S+ answered 308 to \/old\//,
      );
      assert.match(
        problems[1],
        /^_headers \/assets\/\* \(line 4\): Cache-Control: public, max-age=31536000, immutable: \/assets\/js\/main\.0123abcd\.js answered 200 with cache-control: "no-cache, public, max-age=31536000, immutable"$/,
      );
    } finally {
      await stopCloudflarePages(planted);
      await fsp.rm(root, {recursive: true, force: true});
    }
  });
});
