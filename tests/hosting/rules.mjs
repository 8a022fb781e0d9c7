/**
 * What every host that serves the site must answer, whatever its configuration language: the
 * Content-Security-Policy's shape, the security headers, the caching of each kind of file. nginx
 * (server.test.mjs) and Cloudflare Pages' runtime (cloudflare.test.mjs) are held to the same rules.
 */
import assert from 'node:assert/strict';

const yearOfSeconds = 31_536_000;
export const immutableYear = 'public, max-age=31536000, immutable';
const hashSource = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The Markdown files besides the twins, as the hosting rules name them. */
export const markdownTextFiles = ['/llms.txt', '/llms-full.txt'];

/** The search index's files named by their content hash: fragments, word indexes, filters, metadata. */
export const isHashedSearchFile = (pathname) =>
  /^\/pagefind\/(?:(?:fragment|index|filter)\/[^/]+|[^/]+\.pf_meta)$/.test(pathname);

/** Checks a Content-Security-Policy against the rules of the site; returns its directives. */
function assertStrictPolicy(policy, where) {
  assert.ok(policy, `no Content-Security-Policy on ${where}`);
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name, sources]),
  );
  const sources = (name) => directives.get(name) ?? [];
  assert.deepEqual(sources('default-src'), ["'self'"], `default-src on ${where}`);
  assert.equal(sources('script-src')[0], "'self'", `script-src starts with 'self' on ${where}`);
  // The search (Pagefind) compiles its WebAssembly: that, and no eval of JavaScript.
  assert.equal(
    sources('script-src')[1],
    "'wasm-unsafe-eval'",
    `script-src allows WebAssembly on ${where}`,
  );
  assert.deepEqual(sources('connect-src'), ["'self'"], `connect-src on ${where}`);
  for (const source of sources('script-src').slice(2)) {
    assert.match(source, hashSource, `script-src allows only hashes besides 'self' on ${where}`);
  }
  assert.equal(sources('style-src')[0], "'self'", `style-src starts with 'self' on ${where}`);
  for (const source of sources('style-src').slice(1)) {
    if (source !== "'unsafe-hashes'") {
      assert.match(source, hashSource, `style-src allows only hashes on ${where}: ${source}`);
    }
  }
  assert.deepEqual(sources('object-src'), ["'none'"], `object-src on ${where}`);
  assert.deepEqual(sources('frame-ancestors'), ["'none'"], `frame-ancestors on ${where}`);
  assert.deepEqual(sources('base-uri'), ["'self'"], `base-uri on ${where}`);
  assert.ok(
    ["'self'", "'none'"].includes(sources('form-action').join(' ')),
    `form-action is 'self' or 'none' on ${where}`,
  );
  for (const [name, list] of directives) {
    for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:']) {
      assert.ok(!list.includes(forbidden), `${name} allows ${forbidden} on ${where}`);
    }
  }
  return directives;
}

/**
 * The security headers every response must carry. `referrerPolicy`: what the response asks for
 * (`no-referrer` on a booking confirmation).
 */
export function assertSecurityHeaders(
  headers,
  where,
  {referrerPolicy = 'strict-origin-when-cross-origin'} = {},
) {
  assertStrictPolicy(headers['content-security-policy'], where);
  const hsts = headers['strict-transport-security'] ?? '';
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
  assert.ok(maxAge >= yearOfSeconds, `HSTS of a year or more on ${where}: "${hsts}"`);
  assert.match(hsts, /includeSubDomains/, `HSTS covers subdomains on ${where}`);
  assert.equal(headers['x-content-type-options'], 'nosniff', `nosniff on ${where}`);
  assert.equal(headers['x-frame-options'], 'DENY', `X-Frame-Options on ${where}`);
  assert.equal(headers['referrer-policy'], referrerPolicy, `Referrer-Policy on ${where}`);
  assert.equal(headers['cross-origin-opener-policy'], 'same-origin', `COOP on ${where}`);
  const permissions = (headers['permissions-policy'] ?? '').split(/,\s*/);
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'browsing-topics',
  ]) {
    assert.ok(
      permissions.includes(`${feature}=()`),
      `Permissions-Policy turns off ${feature} on ${where}`,
    );
  }
  // Nothing is shared with other origins' scripts.
  assert.equal(headers['access-control-allow-origin'], undefined, `no CORS header on ${where}`);
}

/** A response that must be fetched again before each use (pages, feeds, the not-found page). */
export function assertRevalidated(headers, where) {
  const cacheControl = headers['cache-control'] ?? '';
  assert.ok(
    /(^|,\s*)no-(cache|store)\b/.test(cacheControl),
    `${where} is revalidated (Cache-Control: "${cacheControl}")`,
  );
}
