/**
 * The analytics of a production build, in headless Chromium through nginx with the build's
 * generated rules, against the local collector (./collector.mjs). The build is $SITE_BUILD_DIR;
 * what it should do is in its measurement.json (src/plugins/measurement):
 * - with a provider on (the builds of scripts/analytics-site.mjs, whose endpoint is
 *   http://collector.test): page views on the first load and after a client-side navigation, each
 *   event with its properties, the Web Vitals of a page load, nothing with Global Privacy Control
 *   or Do Not Track, `connect-src` naming exactly the endpoint's origin, no CSP violation, and the
 *   privacy policy naming the provider;
 * - with analytics off (the test build): no analytics code in any chunk, no request off the site's
 *   origin while browsing, `connect-src 'self'` alone, and the privacy policy saying so.
 * The browser serves the site as http://site.test and the collector as http://collector.test
 * (both mapped to loopback ports), and presents itself as the desktop Chrome it is, not as a
 * headless or automated one, which trackers and Umami ignore.
 */
/* global document, window */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {chromium} from 'playwright-core';

import {chromeFlags, findTestBrowser} from '../../scripts/find-tools.mjs';
import {
  idleMoment,
  reportCspViolations,
  isSameDocument,
  markDocument,
  openPage,
  problemReport,
  queuedTasksRun,
  requestsSeen,
  settle,
  waitAsLongAsNeeded,
} from '../browser/harness.mjs';
import {until} from '../browser/interactions-helpers.mjs';
import {
  contactPath,
  entries,
  fixtures,
  homePath,
  measurement,
  unknownPath,
} from '../browser/siteModel.mjs';
import {builtPages, request, startNginx, stopNginx} from '../hosting/nginx.mjs';
import {editorPath} from '../../src/plugins/editor/where.mjs';
import {startCollector} from './collector.mjs';
import {calComRedirect, calendlyRedirect, personalData} from '../fixtures/booking.mjs';

/**
 * The Content-Security-Policies of _headers, but the browser editor's page's, which connects to
 * GitHub to save the owner's changes (its own policy: src/plugins/editor/policy.mjs).
 */
const pagePolicies = (headersFile) =>
  headersFile
    .split(/\n(?=\S)/)
    .filter((block) => !block.startsWith(`${editorPath}\n`))
    .flatMap((block) => block.match(/Content-Security-Policy: .*/g) ?? []);

const {analytics} = measurement;
const on = analytics.provider !== 'none';
const origin = 'http://site.test';
const collectorOrigin = 'http://collector.test';
const timeout = 60_000;

/**
 * Text that only the analytics code has: Plausible's tracker, the Umami transport, and Google's
 * web-vitals library (its metric's entry type and its navigation type after the back/forward
 * cache). The builds with analytics on prove each is found where it should be.
 */
const analyticsMarkers = {
  plausible: 'plausible_ignore',
  umami: 'x-umami-cache',
  webVitals: 'back-forward-cache',
};

const server = {};
let collector;
let browser;
let userAgent;
/** Every CSP violation any page reported, with the page. */
const violations = [];
/** Every path a test opened, to say which pages the CSP check covered. */
const visited = new Set();

before(async () => {
  await startNginx(server);
  collector = await startCollector();
  // The user agent of this Chromium as a visitor's desktop Chrome sends it: every request carries
  // it, those the browser finishes for a page already left too (the last Web Vitals).
  const probe = await chromium.launch({
    executablePath: await findTestBrowser(),
    headless: true,
    args: chromeFlags,
  });
  userAgent = (await (await probe.newPage()).evaluate(() => navigator.userAgent)).replace(
    'HeadlessChrome',
    'Chrome',
  );
  await probe.close();
  browser = await chromium.launch({
    executablePath: await findTestBrowser(),
    headless: true,
    args: [
      ...chromeFlags,
      `--host-resolver-rules=MAP site.test 127.0.0.1:${server.port}, MAP collector.test 127.0.0.1:${collector.port}`,
      // A visitor's browser is not driven by a program (navigator.webdriver is false).
      '--disable-blink-features=AutomationControlled',
      `--user-agent=${userAgent}`,
      // The site is served over HTTPS in production: a secure context (the clipboard, COOP).
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
});

after(async () => {
  await browser?.close();
  await collector?.close();
  await stopNginx(server);
});

/** A visitor's browser: a fresh context, CSP violations reported, the page's problems recorded. */
async function asVisitor({init, headers, permissions} = {}, body) {
  const context = await browser.newContext({
    baseURL: origin,
    userAgent,
    extraHTTPHeaders: headers,
    viewport: {width: 1280, height: 800},
  });
  waitAsLongAsNeeded(context);
  if (permissions) await context.grantPermissions(permissions, {origin});
  await reportCspViolations(context, (page, violation) => {
    violations.push({page: page.url(), ...violation});
  });
  if (init) await context.addInitScript(init);
  const requests = [];
  /** The requests to the collector, in the order the browser reported them. */
  const sent = [];
  context.on('request', (request) => {
    requests.push(request.url());
    if (request.url().startsWith(`${collectorOrigin}/`)) sent.push(request);
  });
  try {
    const opened = await openPage({origin, context});
    opened.page.on('framenavigated', (frame) => {
      if (frame === opened.page.mainFrame() && frame.url().startsWith(origin)) {
        visited.add(new URL(frame.url()).pathname);
      }
    });
    await body({...opened, context, requests, sent});
    const problems = problemReport(opened.problems, opened.dialogs);
    assert.deepEqual(problems, [], 'problems in the browser');
  } finally {
    await context.close();
  }
}

/** The events received from now on. */
function mark() {
  const start = collector.received.length;
  return (match) => (event) => collector.received.indexOf(event) >= start && match(event);
}

/** The page views and events as the provider's dashboard would show them. */
const named = (name) => (event) => event.name === name;
const prop = (event, key) => event.props?.[key];

/** The event a request to the collector carries, as the collector records it (name, url, props). */
function eventOf(request) {
  try {
    const body = JSON.parse(request.postData() ?? '');
    if (body.payload) {
      const {name = 'pageview', url, data = {}} = body.payload;
      return {name, url, props: data};
    }
    return {name: body.n, url: body.u, props: body.p ?? {}};
  } catch {
    return {};
  }
}

/**
 * Something that must NOT have been sent is checked after this: it runs `step`, which makes
 * `page` send an event that `match` accepts (a sentinel), and resolves once the collector has
 * answered that request and every request to it the browser started before: whatever the earlier
 * steps sent has been received by then, in whatever order the requests arrived.
 */
async function afterSentinel(page, sent, step, match, what) {
  const from = sent.length;
  await step();
  // The browser reports a page's requests in the order they start.
  const through = await until(`the browser to send ${what}`, () => {
    const at = sent.findIndex(
      (request, index) =>
        index >= from && request.frame().page() === page && match(eventOf(request)),
    );
    return at === -1 ? 0 : at + 1;
  });
  await Promise.all(sent.slice(0, through).map((request) => request.response()));
  assert.ok(collector.received.some(match), `the collector answered ${what} without recording it`);
}

/** The sentinel most tests use: a visitor's click on a link to another site. */
const outboundClick = named('Outbound Link: Click');

/** Opens the footer's first link to another site, in the new tab it opens (never reached). */
async function openOutbound(page, context) {
  const link = page.locator('footer a[href^="https://"]').first();
  const href = await link.getAttribute('href');
  await context.route(`${new URL(href).origin}/**`, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<title>Profile</title>'}),
  );
  const opened = context.waitForEvent('page');
  await link.click();
  await (await opened).close();
  return href;
}

/**
 * Resolves once the page has had its first idle moment and run the tasks it queued then: the
 * analytics client asks for its chunk there (src/plugins/measurement/client/analytics.ts), whose
 * script the site appends in a task of its own. Then the test has been told of every request.
 */
async function afterFirstIdle(page) {
  await idleMoment(page);
  await queuedTasksRun(page);
  await requestsSeen(page);
}

/** The analytics chunk, as the page asks for it. */
const analyticsChunk = /\/assets\/js\/analytics\.[\da-f]+\.js$/;

/**
 * Opens the first link to the scheduling page, in the new tab it opens, and returns that tab and
 * the address it was given (with the visit's parameters); the scheduling service is never reached.
 */
async function openedBookingHref(page, context) {
  const scheduling = new URL(measurement.schedulingUrl);
  await context.route(`${scheduling.origin}/**`, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<title>Booked</title>'}),
  );
  const opened = context.waitForEvent('page');
  await page.locator(`a[href^="${scheduling.origin}${scheduling.pathname}"]`).first().click();
  const tab = await opened;
  return {tab, href: tab.url()};
}

/** Opens the first link to the scheduling page; the scheduling service is never reached. */
async function openBooking(page, context) {
  const {tab} = await openedBookingHref(page, context);
  await tab.close();
}

/** Opens a scheduling service's redirect; the page clears its address before it paints. */
async function arriveFromRedirect(page, address) {
  await page.goto(address, {waitUntil: 'commit'});
  await page.waitForLoadState('domcontentloaded');
  // The address once the page's HTML is parsed (the bundle's scripts wait for the first paint).
  const parsed = await page.evaluate('location.href');
  await settle(page);
  return parsed;
}

function assertNoPersonalData(what, text) {
  for (const value of personalData) assert.ok(!text.includes(value), `${what} holds "${value}"`);
}

/** Nothing the collector received since `since` was marked holds the invitee's details. */
function assertNothingPersonalReceived(since) {
  for (const event of collector.received.filter(since(() => true))) {
    assertNoPersonalData(`what the collector received (${event.name})`, JSON.stringify(event));
  }
}

async function openSearch(page) {
  await page.locator('nav.navbar [data-search-control]').click();
  await page.locator('dialog[open]').getByRole('combobox').waitFor({state: 'visible'});
}

/** Searches the open dialog for `query` and waits until it shows what it found. */
async function searchUntilDone(page, query) {
  await page.locator('dialog[open]').getByRole('combobox').fill(query);
  await page.waitForFunction((expected) => {
    const dialog = document.querySelector('dialog[open]');
    return dialog?.dataset.query === expected && dialog.dataset.status === 'done';
  }, query);
}

/** The built page that holds the privacy policy's section on analytics, and its text. */
async function measurementPolicy() {
  const {pages} = await builtPages(server.root);
  for (const entry of entries.filter((candidate) => candidate.kind === 'legal')) {
    const html = await fs.readFile(path.join(server.root, pages.get(entry.path)), 'utf8');
    const match = /<div data-measurement-policy=([a-z]+)>([\s\S]*?)<\/div>/.exec(html);
    if (match) {
      return {provider: match[1], text: match[2].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')};
    }
  }
  return assert.fail('No legal page holds the section on cookies, analytics and storage');
}

/** The text of every JavaScript file of the build, by file. */
async function chunks() {
  const folder = path.join(server.root, 'assets', 'js');
  const files = (await fs.readdir(folder)).filter((name) => name.endsWith('.js'));
  return Promise.all(
    files.map(async (name) => ({name, text: await fs.readFile(path.join(folder, name), 'utf8')})),
  );
}

function connectSources(policy) {
  const directive = policy.split(';').find((part) => part.trim().startsWith('connect-src '));
  assert.ok(directive, `no connect-src in ${policy}`);
  return directive.trim().split(/\s+/).slice(1);
}

if (on) {
  describe(`analytics with ${analytics.provider}`, () => {
    const siteName = analytics.provider === 'plausible' ? analytics.domain : analytics.websiteId;

    test(
      'page views: the first load with its campaign, and a page reached by a link, each once with its canonical URL',
      {timeout},
      async () => {
        await asVisitor({}, async ({page, context, sent}) => {
          const since = mark();
          const campaign = 'utm_source=newsletter&utm_medium=email&utm_campaign=november';
          await page.goto(`${homePath}?${campaign}&email=someone%40example.com#top`);
          await settle(page);
          const [first] = await collector.waitFor(since(named('pageview')), {what: 'page views'});
          assert.equal(first.url, `${origin}/?${campaign}`);
          assert.equal(first.site, siteName);
          await markDocument(page);
          await page.locator(`a[href="${contactPath}"]:visible`).first().click();
          await page.waitForURL((url) => url.pathname === contactPath);
          assert.ok(await isSameDocument(page), 'the contact page was a client-side navigation');
          const views = await collector.waitFor(since(named('pageview')), {
            count: 2,
            what: 'page views',
          });
          assert.equal(views[1].url, `${origin}${contactPath}`);
          if (analytics.provider === 'umami') {
            // The previous page is the referrer, and the session token Umami answered comes back.
            assert.equal(views[1].referrer, `${origin}/?${campaign}`);
            assert.ok(collector.tokens.has(views[1].headers['x-umami-cache']), 'no x-umami-cache');
            assert.equal(views[0].body.payload.hostname, 'site.test');
          }
          // Nothing more arrives for these two pages, by the time the visitor's next click has.
          await afterSentinel(
            page,
            sent,
            () => openOutbound(page, context),
            outboundClick,
            'the outbound click',
          );
          assert.equal(collector.received.filter(since(named('pageview'))).length, 2);
        });
      },
    );

    test(
      'the analytics chunk loads after the first paint, when the browser is idle',
      {timeout},
      async () => {
        await asVisitor({}, async ({page}) => {
          await page.goto(fixtures.post.path);
          await settle(page);
          const chunk = String.raw`/assets/js/analytics\.[\da-f]+\.js$`;
          const timing = async () =>
            page.evaluate((pattern) => {
              const named = new RegExp(pattern);
              return {
                paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
                chunks: performance
                  .getEntriesByType('resource')
                  .filter((entry) => named.test(entry.name))
                  .map((entry) => entry.startTime),
              };
            }, chunk);
          // The chunk waits for the browser's first idle moment, which a busy machine gives late.
          await until('the analytics chunk', async () => (await timing()).chunks.length > 0);
          const {paint, chunks} = await timing();
          assert.ok(paint > 0, 'no first contentful paint');
          assert.equal(chunks.length, 1, 'the analytics chunk was not loaded once');
          assert.ok(chunks[0] > paint, `${chunks[0]} ms, painted at ${paint} ms`);
        });
      },
    );

    test('a booking click, with the page it came from', {timeout}, async () => {
      await asVisitor({}, async ({page, context}) => {
        const since = mark();
        await page.goto(contactPath);
        await settle(page);
        await openBooking(page, context);
        const [booking] = await collector.waitFor(since(named('Booking Click')));
        assert.deepEqual(booking.props, {page: contactPath});
        assert.equal(booking.url, `${origin}${contactPath}`);
      });
    });

    test(
      "a booking confirmed, in Calendly's redirect from its own tab: one event with the visit that booked, the address cleared, nothing personal sent, and none again on a reload or a second redirect",
      {timeout},
      async () => {
        await asVisitor({}, async ({page, context, requests, sent}) => {
          const since = mark();
          await page.goto(contactPath, {referer: 'https://www.google.com/'});
          await settle(page);
          const {tab, href} = await openedBookingHref(page, context);
          // The booking is made in the scheduling service's tab, which then leaves for the site.
          const address = calendlyRedirect(fixtures.booked.path, {
            bookingHref: href,
            id: 'INV-CALENDLY-1',
          });
          const parsed = await arriveFromRedirect(tab, address);
          assert.equal(parsed, `${origin}${fixtures.booked.path}`, 'the address was not cleared');
          assert.equal(tab.url(), `${origin}${fixtures.booked.path}`);
          const [booked] = await collector.waitFor(since(named('Booking Confirmed')));
          assert.deepEqual(booked.props, {
            landing: contactPath,
            source: 'google',
            medium: 'organic',
            campaign: '(none)',
          });
          assert.equal(booked.url, `${origin}${fixtures.booked.path}`);
          const views = await collector.waitFor(
            since((event) => named('pageview')(event) && event.url.includes(fixtures.booked.path)),
          );
          assert.equal(views[0].url, `${origin}${fixtures.booked.path}`);
          // A reload, and the same booking's redirect again (the back button into the service),
          // each checked once a click on it has been received.
          const sentinel = () =>
            afterSentinel(tab, sent, () => openOutbound(tab, context), outboundClick, 'a click');
          await tab.reload();
          await settle(tab);
          await sentinel();
          await arriveFromRedirect(tab, address);
          await sentinel();
          assert.equal(collector.received.filter(since(named('Booking Confirmed'))).length, 1);
          // What the three loads of the page reported as they were left (their Web Vitals) holds
          // nothing personal either: checked once each one's layout shift has arrived.
          await tab.goto('about:blank');
          await collector.waitFor(
            since(
              (event) =>
                named('Web Vitals')(event) &&
                prop(event, 'metric') === 'CLS' &&
                event.url === `${origin}${fixtures.booked.path}`,
            ),
            {count: 3, what: 'layout shifts of the confirmation page'},
          );
          assertNothingPersonalReceived(since);
          // The redirect itself is the one request that carries them, to the site.
          for (const url of requests.filter((url) => url !== `${origin}${address}`)) {
            assertNoPersonalData(`the request ${url.slice(0, 80)}`, url);
          }
          await tab.close();
        });
      },
    );

    test(
      "a booking confirmed, in Cal.com's redirect in the visit's own tab: the campaign the visit landed with",
      {timeout},
      async () => {
        await asVisitor({}, async ({page, context, sent}) => {
          const since = mark();
          await page.goto(
            `${fixtures.post.path}?utm_source=newsletter&utm_medium=email&utm_campaign=winter`,
          );
          await settle(page);
          // The visit's page is left for the scheduling service (noted as the page is hidden).
          await page.goto('about:blank');
          const parsed = await arriveFromRedirect(
            page,
            calComRedirect(fixtures.booked.path, {id: 'cal-uid-1'}),
          );
          assert.equal(parsed, `${origin}${fixtures.booked.path}`, 'the address was not cleared');
          const [booked] = await collector.waitFor(since(named('Booking Confirmed')));
          assert.deepEqual(booked.props, {
            landing: fixtures.post.path,
            source: 'newsletter',
            medium: 'email',
            campaign: 'winter',
          });
          // None again on a reload, by the time a click on it has been received.
          await page.reload();
          await settle(page);
          await afterSentinel(
            page,
            sent,
            () => openOutbound(page, context),
            outboundClick,
            'a click',
          );
          assert.equal(collector.received.filter(since(named('Booking Confirmed'))).length, 1);
          assertNothingPersonalReceived(since);
        });
      },
    );

    test('an outbound click, with the profile it leads to', {timeout}, async () => {
      await asVisitor({}, async ({page, context}) => {
        const since = mark();
        await page.goto(contactPath);
        await settle(page);
        const href = await openOutbound(page, context);
        const [outbound] = await collector.waitFor(since(outboundClick));
        assert.deepEqual(outbound.props, {url: href});
      });
    });

    test(
      'a page not found: its page view and a 404 with the path asked for',
      {timeout},
      async () => {
        await asVisitor({}, async ({page}) => {
          const since = mark();
          const response = await page.goto(`${unknownPath}?from=old-link`);
          assert.equal(response.status(), 404);
          await settle(page);
          const [notFound] = await collector.waitFor(since(named('404')));
          assert.deepEqual(notFound.props, {path: `${unknownPath}?from=old-link`});
          // Plausible's flag: not an engagement, so the bounce rate stays the visitors' own.
          if (analytics.provider === 'plausible') assert.equal(notFound.interactive, false);
          const [view] = await collector.waitFor(since(named('pageview')));
          assert.equal(view.url, `${origin}${unknownPath}`);
        });
      },
    );

    test(
      'a search that found nothing, with its query cut to 100 characters',
      {timeout},
      async () => {
        await asVisitor({}, async ({page, sent}) => {
          const since = mark();
          const noResults = named('Search: No Results');
          await page.goto(fixtures.post.path);
          await settle(page);
          await openSearch(page);
          const query = `qqzzxv ${'nothing '.repeat(20)}`.trim();
          await page.locator('dialog[open]').getByRole('combobox').fill(query);
          const [empty] = await collector.waitFor(since(noResults));
          assert.deepEqual(empty.props, {query: query.slice(0, 100)});
          // A search that finds pages reports nothing, not even as the dialog closes (which
          // reports an empty search at once): checked once the next empty search's report, made
          // as the dialog closes, has been received.
          const word = fixtures.post.title.split(/\s+/).find((w) => /^[a-z]{5,}$/i.test(w));
          await searchUntilDone(page, word);
          await page.keyboard.press('Escape');
          const another = 'qqzzxv again';
          await afterSentinel(
            page,
            sent,
            async () => {
              await openSearch(page);
              await searchUntilDone(page, another);
              await page.keyboard.press('Escape');
            },
            (event) => noResults(event) && prop(event, 'query') === another,
            'the next empty search',
          );
          assert.deepEqual(
            collector.received.filter(since(noResults)).map((event) => prop(event, 'query')),
            [query.slice(0, 100), another],
          );
        });
      },
    );

    test('copying the email address', {timeout}, async () => {
      await asVisitor({permissions: ['clipboard-read', 'clipboard-write']}, async ({page}) => {
        const since = mark();
        await page.goto(contactPath);
        await settle(page);
        await page.locator('[data-measure="copy-email"]').first().click();
        const [copy] = await collector.waitFor(since(named('Copy Email')));
        assert.equal(copy.url, `${origin}${contactPath}`);
      });
    });

    test(
      'Web Vitals of a page load: LCP, INP, CLS, FCP and TTFB, once each, a number and the kind of page',
      {timeout},
      async () => {
        await asVisitor({}, async ({page}) => {
          const since = mark();
          await page.goto(fixtures.post.path);
          await settle(page);
          // An interaction for INP, then leaving the page, which reports what was still open.
          // web-vitals counts an interaction when the page is next idle after the browser has
          // timed it (its first-input entry): an idle moment asked for after the entry has been
          // handed to observers comes after web-vitals' own. Left before, INP goes unreported.
          await page.locator('main h1').first().click();
          await page.evaluate(
            () =>
              new Promise((resolve) => {
                new PerformanceObserver((list, observer) => {
                  observer.disconnect();
                  resolve();
                }).observe({type: 'first-input', buffered: true});
              }),
          );
          await idleMoment(page);
          await page.goto('about:blank');
          const vitals = await collector.waitFor(since(named('Web Vitals')), {
            count: 5,
            what: 'Web Vitals events',
          });
          const metrics = vitals.map((event) => prop(event, 'metric')).sort();
          assert.deepEqual(metrics, ['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
          for (const event of vitals) {
            const value = Number(prop(event, 'value'));
            assert.ok(Number.isFinite(value) && value >= 0, `${prop(event, 'metric')}: ${value}`);
            assert.ok(['good', 'needs-improvement', 'poor'].includes(prop(event, 'rating')));
            assert.equal(prop(event, 'kind'), 'post');
            assert.equal(event.url, `${origin}${fixtures.post.path}`);
            if (analytics.provider === 'plausible') assert.equal(event.interactive, false);
          }
        });
      },
    );

    for (const [signal, init, headers] of [
      [
        'Global Privacy Control',
        () =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
            configurable: true,
            get: () => true,
          }),
        {'Sec-GPC': '1'},
      ],
      [
        'Do Not Track',
        () =>
          Object.defineProperty(Navigator.prototype, 'doNotTrack', {
            configurable: true,
            get: () => '1',
          }),
        {DNT: '1'},
      ],
    ]) {
      test(
        `with ${signal} on, nothing is sent and nothing of the analytics loads`,
        {timeout},
        async () => {
          await asVisitor(
            {init, headers, permissions: ['clipboard-read', 'clipboard-write']},
            async ({page, context, requests}) => {
              const since = mark();
              await page.goto(`${homePath}?utm_source=newsletter`);
              await settle(page);
              await page.locator(`a[href="${contactPath}"]:visible`).first().click();
              await page.waitForURL((url) => url.pathname === contactPath);
              await settle(page);
              await page.locator('[data-measure="copy-email"]').first().click();
              await openBooking(page, context);
              // Each page is left once it has had the idle moment that loads the analytics.
              await afterFirstIdle(page);
              const parsed = await arriveFromRedirect(
                page,
                calComRedirect(fixtures.booked.path, {id: 'cal-uid-gpc'}),
              );
              assert.equal(
                parsed,
                `${origin}${fixtures.booked.path}`,
                'the address was not cleared',
              );
              await afterFirstIdle(page);
              // What a page reports as it is left comes from that chunk (web-vitals, the
              // trackers), which no page loaded.
              assert.deepEqual(
                requests.filter((url) => analyticsChunk.test(new URL(url).pathname)),
                [],
                'the analytics chunk was loaded',
              );
              assert.deepEqual(
                requests.filter((url) => url.startsWith(`${collectorOrigin}/`)),
                [],
              );
              assert.deepEqual(collector.received.filter(since(() => true)), []);
            },
          );
        },
      );
    }

    test("connect-src names exactly the endpoint's origin, in nginx and _headers", async () => {
      const response = await request(server.origin, '/');
      const expected = ["'self'", analytics.origin];
      assert.deepEqual(connectSources(response.headers['content-security-policy']), expected);
      const policies = pagePolicies(await fs.readFile(path.join(server.root, '_headers'), 'utf8'));
      assert.ok(policies.length > 0, '_headers has no Content-Security-Policy');
      for (const policy of policies) assert.deepEqual(connectSources(policy), expected);
    });

    test('the privacy policy names the provider and where the data goes', async () => {
      const policy = await measurementPolicy();
      assert.equal(policy.provider, analytics.provider);
      assert.match(policy.text, new RegExp(analytics.provider, 'i'));
      if (!analytics.hosted) assert.ok(policy.text.includes(new URL(analytics.endpoint).host));
      assert.match(policy.text, /Do Not Track and Global Privacy Control/);
      assert.match(policy.text, /no cookies/);
    });

    test("the build holds this provider's code and web-vitals, and not the other's", async () => {
      const all = (await chunks()).map((chunk) => chunk.text).join('\n');
      assert.ok(all.includes(analyticsMarkers[analytics.provider]), analytics.provider);
      assert.ok(all.includes(analyticsMarkers.webVitals), 'web-vitals');
      const other = analytics.provider === 'plausible' ? 'umami' : 'plausible';
      assert.ok(!all.includes(analyticsMarkers[other]), other);
    });

    test('no page broke the Content-Security-Policy', () => {
      assert.ok(visited.size >= 4, `only ${[...visited].join(', ')} visited`);
      assert.deepEqual(violations, []);
    });
  });
} else {
  describe('analytics off', () => {
    test('no chunk of the build holds analytics code', async () => {
      const found = (await chunks()).flatMap(({name, text}) =>
        Object.entries(analyticsMarkers)
          .filter(([, marker]) => text.includes(marker))
          .map(([what]) => `${name}: ${what}`),
      );
      assert.deepEqual(found, []);
    });

    test(
      'browsing, searching, copying the email and a page not found request nothing from another origin',
      {timeout},
      async () => {
        await asVisitor(
          {permissions: ['clipboard-read', 'clipboard-write']},
          async ({page, requests}) => {
            await page.goto(`${homePath}?utm_source=newsletter`, {
              referer: 'https://www.google.com/',
            });
            await settle(page);
            await page.locator(`a[href="${contactPath}"]:visible`).first().click();
            await page.waitForURL((url) => url.pathname === contactPath);
            await settle(page);
            await page.locator('[data-measure="copy-email"]').first().click();
            await openSearch(page);
            // An empty search, once the dialog has announced it to the page (searchEmptyEvent of
            // src/lib/measurement/signals.ts), for an analytics that is not there.
            await page.evaluate((name) => {
              window.__searchEmpty = new Promise((resolve) => {
                document.addEventListener(name, () => resolve(), {once: true});
              });
            }, 'site:search-empty');
            await page.locator('dialog[open]').getByRole('combobox').fill('qqzzxv nothing');
            await page.evaluate(() => window.__searchEmpty);
            await page.keyboard.press('Escape');
            await page.goto(fixtures.post.path);
            await settle(page);
            const response = await page.goto(unknownPath);
            assert.equal(response.status(), 404);
            await settle(page);
            const booking = calendlyRedirect(fixtures.booked.path, {
              bookingHref: `${measurement.schedulingUrl}?utm_source=google`,
              id: 'INV-OFF-1',
            });
            const parsed = await arriveFromRedirect(page, booking);
            assert.equal(parsed, `${origin}${fixtures.booked.path}`, 'the address was not cleared');
            await requestsSeen(page);
            const elsewhere = requests.filter(
              (url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'),
            );
            assert.deepEqual(elsewhere, []);
            assert.ok(requests.length > 10, `only ${requests.length} requests recorded`);
          },
        );
        assert.deepEqual(collector.received, []);
      },
    );

    test("connect-src is 'self' alone, in nginx and _headers", async () => {
      const response = await request(server.origin, '/');
      assert.deepEqual(connectSources(response.headers['content-security-policy']), ["'self'"]);
      const policies = pagePolicies(await fs.readFile(path.join(server.root, '_headers'), 'utf8'));
      assert.ok(policies.length > 0, '_headers has no Content-Security-Policy');
      for (const policy of policies) {
        assert.deepEqual(connectSources(policy), ["'self'"]);
      }
    });

    test('the privacy policy says the site uses no analytics', async () => {
      const policy = await measurementPolicy();
      assert.equal(policy.provider, 'none');
      assert.match(policy.text, /no third-party analytics/);
      assert.match(policy.text, /utm_source/);
      assert.match(policy.text, /Do Not Track and Global Privacy Control/);
    });

    test('no page broke the Content-Security-Policy', () => {
      assert.ok(visited.size >= 3, `only ${[...visited].join(', ')} visited`);
      assert.deepEqual(violations, []);
    });
  });
}
