/**
 * A booking's details stop at the navigation that carried them. The scheduling service sends the
 * invitee to the confirmation page with their name, email and answers in the address; from the
 * moment the page's HTML arrives, no request names them: not in its URL, not in its Referer. The
 * page asks for no Referer at all (its own referrer policy, in its head before anything it loads,
 * so that it holds on a host that sends no headers, as the browser stages' server sends none),
 * and clears its address, on its own clock, before any script is requested and before it paints.
 * Run with analytics off (the test build) and on (the Umami build), whose requests are held to
 * the same rule.
 */
/* global document, window */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {calComRedirect, calendlyRedirect, personalData} from '../fixtures/booking.mjs';
import {browserSession, settle} from './harness.mjs';
import {assertClean, withContext} from './interactions-helpers.mjs';
import {contactPath, fixtures} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;

/**
 * Every request of the context from the booking's navigation on, with the headers the browser
 * sent (`allHeaders` includes the Referer, which Playwright's `headers` may leave out).
 */
function recordRequests(context) {
  const requests = [];
  context.on('request', (request) => {
    requests.push(request.allHeaders().then((headers) => ({url: request.url(), headers})));
  });
  return () => Promise.all(requests);
}

function assertNothingNamesTheInvitee(requests) {
  for (const {url, headers} of requests) {
    for (const value of personalData) {
      assert.ok(!url.includes(value), `${url} holds "${value}"`);
      assert.ok(!(headers.referer ?? '').includes(value), `the Referer of ${url} holds "${value}"`);
    }
  }
}

describe('a booking confirmation: the booking’s details stop at the navigation', () => {
  for (const [service, address] of [
    ['Calendly', calendlyRedirect(fixtures.booked.path)],
    ['Cal.com', calComRedirect(fixtures.booked.path)],
  ]) {
    test(
      `${service}’s redirect: no later request names the invitee or carries a Referer, and the address is cleared before any script and the first paint`,
      {timeout},
      async () => {
        await withContext(session, {}, async (opened, context) => {
          const {page} = opened;
          const recorded = recordRequests(context);
          const response = await page.goto(address);
          assert.equal(response?.status(), 200);
          await settle(page);
          assert.equal(new URL(page.url()).pathname, fixtures.booked.path);
          assert.equal(new URL(page.url()).search, '', 'the address still has the booking');

          // On the page's own clock: the address is cleared before any script is requested and
          // before the first paint. (Chromium's preload scanner requests the stylesheet and the
          // first images ahead of the parser, before any inline script of the page can run: the
          // referrer policy, which it reads from the head before them, keeps the address out of
          // those requests, as checked below.)
          const timing = await page.evaluate(() => ({
            cleared: performance.getEntriesByName('site:booking-address-cleared')[0]?.startTime,
            firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
            scripts: performance
              .getEntriesByType('resource')
              .filter((entry) => entry.initiatorType === 'script' || /\.m?js$/.test(entry.name))
              .map((entry) => ({name: entry.name, start: entry.startTime})),
          }));
          assert.ok(timing.cleared !== undefined, 'the page did not clear its address');
          assert.ok(timing.scripts.length > 0, 'the page loaded no script');
          for (const {name, start} of timing.scripts) {
            assert.ok(
              start >= timing.cleared,
              `${name} was requested at ${start} ms, before the address was cleared at ${timing.cleared} ms`,
            );
          }
          assert.ok(
            timing.firstPaint >= timing.cleared,
            'the page painted before clearing its address',
          );

          // A page opened from it is not told where the visitor came from.
          await page.evaluate((path) => window.location.assign(path), contactPath);
          await page.waitForURL((url) => url.pathname === contactPath);
          await settle(page);
          assert.equal(await page.evaluate(() => document.referrer), '');

          const all = await recorded();
          const left = all.findIndex(({url}) => new URL(url).pathname === contactPath);
          assert.ok(left > 0, 'the contact page was not requested');
          const [navigation, ...fromBooking] = all.slice(0, left + 1);
          assert.equal(navigation.url, new URL(address, page.url()).href.replace(/#.*$/, ''));
          assert.ok(fromBooking.length > 5, `the page made ${fromBooking.length} requests`);
          const referred = fromBooking.filter(({headers}) => headers.referer !== undefined);
          assert.deepEqual(
            referred.map(({url, headers}) => `${url} ← ${headers.referer}`),
            [],
            'requests made from the booking confirmation carry a Referer',
          );
          // Nor does anything later, on the pages the visitor goes on to.
          assertNothingNamesTheInvitee(all.slice(1));
          assertClean(opened, fixtures.booked.path);
        });
      },
    );
  }

  test('the page speaks to someone who has booked: nothing in it invites them to book again', async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await page.goto(fixtures.booked.path);
      await settle(page);
      const main = page.locator('main');
      const headings = await main.locator('h1, h2, h3').allTextContents();
      assert.ok(headings.length > 1, 'the confirmation has its sections');
      const invitations = headings.filter((text) => /\b(start|book)\b.*\bcall\b/i.test(text));
      assert.deepEqual(invitations, [], 'a heading invites the visitor to book');
      const toBook = await main
        .locator(`a[href="${contactPath}"], a[href*="calendly.com"], a[href*="cal.com"]`)
        .count();
      assert.equal(toBook, 0, 'a link of the page leads to booking');
      assertClean(opened, fixtures.booked.path);
    });
  });
});
