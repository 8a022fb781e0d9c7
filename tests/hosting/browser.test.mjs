/**
 * Headless Chromium through nginx with the generated rules: the Content-Security-Policy covers
 * every inline script and style the build emits, the not-found page, the redirects and the search
 * work under it. (Every page, loaded and navigated to inside the app, with no CSP violation and a
 * clean console: the crawl, tests/crawl/, which goes through nginx too.)
 */
/* global document, window */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {after, before, describe, test} from 'node:test';

import {
  reportCspViolations,
  desktopViewport,
  openBrowser,
  openPage,
  pathnameOf,
  problemReport,
  settle,
  visit,
  waitAsLongAsNeeded,
  waitForH1,
} from '../browser/harness.mjs';
import {contactPath, fixtures, redirects, unknownPath} from '../browser/siteModel.mjs';
import {builtPages, request, startNginx, stopNginx} from './nginx.mjs';

const server = {};
/** The browser session, shaped as tests/browser/harness.mjs expects it. */
const session = {};
const timeout = 60_000;
/** Every CSP violation reported by any page, with the page it happened on. */
const violations = [];
let pages;

before(async () => {
  await startNginx(server);
  ({pages} = await builtPages(server.root));
  session.root = server.root;
  session.origin = server.origin;
  session.browser = await openBrowser();
  session.context = await session.browser.newContext({
    baseURL: server.origin,
    viewport: desktopViewport,
  });
  waitAsLongAsNeeded(session.context);
  await reportCspViolations(session.context, (page, violation) => {
    violations.push({page: new URL(page.url()).pathname, ...violation});
  });
});

after(async () => {
  const steps = [
    () => session.context?.close(),
    () => session.browser?.close(),
    () => stopNginx(server),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      console.error(error);
    }
  }
});

async function withPage(body) {
  const opened = await openPage(session);
  try {
    return await body(opened);
  } finally {
    await opened.page.close();
  }
}

function violationsOn(pathname) {
  return violations
    .filter((violation) => violation.page === pathname)
    .map((v) => `CSP ${v.directive} blocked ${v.blocked} (${v.sample}) at ${v.source}`);
}

function assertClean(opened, pathname) {
  const report = [...violationsOn(pathname), ...problemReport(opened.problems, opened.dialogs)];
  if (report.length > 0) assert.fail(`${pathname}:\n  ${report.join('\n  ')}`);
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types that are data for the page, not code: they need no hash. */
const dataScriptTypes = new Set(['application/ld+json', 'application/json']);

describe('the Content-Security-Policy served by nginx', () => {
  test('allows every inline script and style of every page by its hash, and nothing inline else', async () => {
    // Parsed by Chromium's own HTML parser (DOMParser runs no script), hashed here.
    const parser = await session.context.newPage();
    try {
      const served = [...pages.keys(), unknownPath];
      let scripts = 0;
      for (const pathname of served) {
        const response = await request(server.origin, pathname);
        assert.ok([200, 404].includes(response.status), `${pathname} answered ${response.status}`);
        const policy = response.headers['content-security-policy'];
        const directive = (name) =>
          policy
            .split(';')
            .map((part) => part.trim().split(/\s+/))
            .find(([first]) => first === name)
            ?.slice(1) ?? [];
        const scriptSources = directive('script-src');
        const styleSources = directive('style-src');
        const inline = await parser.evaluate((html) => {
          const doc = new window.DOMParser().parseFromString(html, 'text/html');
          return {
            scripts: [...doc.querySelectorAll('script:not([src])')].map((script) => ({
              type: (script.getAttribute('type') ?? '').trim().toLowerCase(),
              text: script.textContent,
            })),
            styles: [...doc.querySelectorAll('style')].map((style) => style.textContent),
            styleAttributes: [...doc.querySelectorAll('[style]')].map((element) =>
              element.getAttribute('style'),
            ),
            handlers: [...doc.querySelectorAll('*')].flatMap((element) =>
              element.getAttributeNames().filter((name) => name.startsWith('on')),
            ),
          };
        }, response.body.toString('utf8'));
        for (const {type, text} of inline.scripts) {
          if (dataScriptTypes.has(type)) continue;
          scripts += 1;
          assert.ok(
            scriptSources.includes(sha256(text)),
            `${pathname}: an inline script is not allowed by the CSP: ${text.slice(0, 120)}`,
          );
        }
        for (const text of inline.styles) {
          assert.ok(styleSources.includes(sha256(text)), `${pathname}: a <style> is not allowed`);
        }
        for (const text of inline.styleAttributes) {
          assert.ok(
            styleSources.includes("'unsafe-hashes'") && styleSources.includes(sha256(text)),
            `${pathname}: the style attribute "${text}" is not allowed`,
          );
        }
        assert.deepEqual(inline.handlers, [], `${pathname}: inline event handlers never run`);
      }
      assert.ok(scripts >= served.length, 'every page has at least its colour-mode script');
    } finally {
      await parser.close();
    }
  });
});

describe('Chromium through nginx', () => {
  test('the not-found page answers 404 and renders cleanly', {timeout}, async () => {
    await withPage(async (opened) => {
      const status = await visit(opened.page, unknownPath);
      assert.equal(status, 404);
      await waitForH1(opened.page, 'Page Not Found');
      assertClean(opened, unknownPath);
    });
  });

  test('a redirect and a trailing-slash form end on the canonical page', {timeout}, async () => {
    await withPage(async (opened) => {
      const {page} = opened;
      for (const [from, to] of [
        ...redirects.map((redirect) => [redirect.from, redirect.to]),
        [`${fixtures.service.path}/`, fixtures.service.path],
        [`${contactPath}.html`, contactPath],
      ]) {
        const response = await page.goto(from, {waitUntil: 'load'});
        await settle(page);
        assert.equal(response?.status(), 200, `${from} ends on a page`);
        const first = await response?.request().redirectedFrom()?.response();
        assert.equal(first?.status(), 301, `${from} answers 301`);
        assert.equal(pathnameOf(page), to, `${from} ends on ${to}`);
        assertClean(opened, to);
      }
    });
  });

  test(
    'a search runs through nginx under the policy: script, worker, WebAssembly and index',
    {timeout},
    async () => {
      await withPage(async (opened) => {
        const {page} = opened;
        const fetched = [];
        page.on('response', (response) => {
          const {pathname} = new URL(response.url());
          if (pathname.startsWith('/pagefind/')) fetched.push([pathname, response.status()]);
        });
        await visit(page, contactPath);
        await page.locator('nav.navbar [data-search-control]').click();
        const field = page.locator('dialog[open]').getByRole('combobox');
        await field.fill('marmalade');
        await page.waitForFunction(
          () => document.querySelector('dialog[open]')?.dataset.status === 'done',
        );
        const first = page.locator('dialog[open] [role="option"]').first();
        assert.equal(await first.getAttribute('href'), fixtures.service.path);
        const kinds = new Set(fetched.map(([pathname]) => pathname.split('.').pop()));
        for (const kind of ['js', 'pagefind', 'pf_meta', 'pf_index', 'pf_fragment']) {
          assert.ok(kinds.has(kind), `no .${kind} file of the search was fetched: ${[...kinds]}`);
        }
        for (const [pathname, status] of fetched) {
          assert.ok(status === 200 || status === 304, `${pathname} answered ${status}`);
        }
        assertClean(opened, contactPath);
      });
    },
  );
});
