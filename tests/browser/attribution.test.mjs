/**
 * Where a booking came from, as the scheduling service sees it: visits that land from a campaign,
 * a search engine (a real Referer), another site or nowhere, move through the site by its links
 * and open the scheduling link; the request to the scheduling service is intercepted (it is never
 * reached) and its parameters read. With Global Privacy Control or Do Not Track on, and without
 * JavaScript, the link is the plain scheduling URL. The scheduling URL is the build's own
 * (measurement.json): a Calendly link in the test build, a Cal.com link with a query of its own in
 * the Umami build of scripts/analytics-site.mjs.
 */
/* global document */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, settle} from './harness.mjs';
import {assertClean, withContext} from './interactions-helpers.mjs';
import {contactPath, fixtures, measurement} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;

const scheduling = new URL(measurement.schedulingUrl);
/** The parameters the scheduling URL has of its own, which every booking keeps. */
const ownParams = Object.fromEntries(scheduling.searchParams);
const landingPath = fixtures.service.path;
const campaign = {utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november'};

/**
 * Opens the page's first link to the scheduling page, as a visitor would (it opens in a new
 * tab), and returns the URL the scheduling service was asked for; the request is answered here.
 */
async function book(page, context, {link} = {}) {
  const base = `${scheduling.origin}${scheduling.pathname}`;
  const target = link ?? page.locator(`a[href^="${base}"]`).first();
  let requested;
  await context.route(`${scheduling.origin}/**`, async (route) => {
    requested ??= route.request().url();
    await route.fulfill({status: 200, contentType: 'text/html', body: '<title>Booked</title>'});
  });
  const opened = context.waitForEvent('page');
  await target.click();
  const tab = await opened;
  await tab.waitForLoadState('load');
  await tab.close();
  assert.ok(requested, 'the scheduling service was not asked for anything');
  const url = new URL(requested);
  assert.equal(`${url.origin}${url.pathname}`, base, 'the booking goes to the scheduling page');
  return url;
}

/** Moves to the contact page by a link of the page, as a visitor does. */
async function followLinkToContact(page) {
  await page.locator(`a[href="${contactPath}"]:visible`).first().click();
  await page.waitForURL((url) => url.pathname === contactPath);
  await settle(page);
}

/** No link to a page of the site carries a utm_ parameter. */
async function assertInternalLinksClean(page) {
  const tagged = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === document.location.origin)
      .filter((url) => [...url.searchParams.keys()].some((key) => key.startsWith('utm_')))
      .map((url) => url.href),
  );
  assert.deepEqual(tagged, [], 'internal links with utm_ parameters');
}

describe('attribution: the booking link says where the visit came from', () => {
  test(
    'a campaign visit that moves by links to the contact page books with the campaign and its landing page',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened, context) => {
        const {page} = opened;
        const query = new URLSearchParams(campaign).toString();
        await page.goto(`${landingPath}?${query}`);
        await settle(page);
        // The address bar is the visitor's: the campaign stays in it, nothing is rewritten.
        assert.equal(new URL(page.url()).search, `?${query}`);
        await followLinkToContact(page);
        assert.equal(new URL(page.url()).search, '', 'the campaign does not follow internal links');
        const booked = await book(page, context);
        console.log(`A booking from the campaign reached the scheduling service as ${booked.href}`);
        assert.deepEqual(Object.fromEntries(booked.searchParams), {
          ...ownParams,
          ...campaign,
          utm_content: landingPath,
        });
        await assertInternalLinksClean(page);
        assertClean(opened, 'campaign visit');
      });
    },
  );

  test(
    'a campaign visit whose next page is a full page load (an address typed) books with the campaign',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened, context) => {
        const {page} = opened;
        await page.goto(`${landingPath}?${new URLSearchParams(campaign)}`);
        await settle(page);
        // A new document, without a referrer: what the landing page noted as it was left counts.
        await page.goto(contactPath);
        await settle(page);
        assert.equal(await page.evaluate(() => document.referrer), '');
        const booked = await book(page, context);
        assert.deepEqual(Object.fromEntries(booked.searchParams), {
          ...ownParams,
          ...campaign,
          utm_content: landingPath,
        });
        assertClean(opened, 'campaign visit with a full page load');
      });
    },
  );

  test(
    'a visit from a search engine books as that engine, organic (a real Referer)',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened, context) => {
        const {page} = opened;
        await page.goto(fixtures.post.path, {referer: 'https://www.google.com/'});
        await settle(page);
        assert.equal(await page.evaluate(() => document.referrer), 'https://www.google.com/');
        await followLinkToContact(page);
        const booked = await book(page, context);
        assert.deepEqual(Object.fromEntries(booked.searchParams), {
          ...ownParams,
          utm_source: 'google',
          utm_medium: 'organic',
          utm_content: fixtures.post.path,
        });
        assertClean(opened, 'search visit');
      });
    },
  );

  test('a visit from another site books as that site, referral', {timeout}, async () => {
    await withContext(session, {}, async (opened, context) => {
      const {page} = opened;
      await page.goto(contactPath, {referer: 'https://news.example.org/a/story?id=7'});
      await settle(page);
      const booked = await book(page, context);
      assert.deepEqual(Object.fromEntries(booked.searchParams), {
        ...ownParams,
        utm_source: 'news.example.org',
        utm_medium: 'referral',
        utm_content: contactPath,
      });
      assertClean(opened, 'referral visit');
    });
  });

  test('a direct visit books with its landing page only', {timeout}, async () => {
    await withContext(session, {}, async (opened, context) => {
      const {page} = opened;
      await page.goto(landingPath);
      await settle(page);
      await followLinkToContact(page);
      const booked = await book(page, context);
      assert.deepEqual(Object.fromEntries(booked.searchParams), {
        ...ownParams,
        utm_content: landingPath,
      });
      // A second booking from the same page carries the same, once.
      const again = await book(page, context);
      assert.equal(again.href, booked.href);
      assertClean(opened, 'direct visit');
    });
  });

  for (const [signal, setUp, header] of [
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
      `with ${signal} on, nothing is recorded and the link is the plain scheduling URL`,
      {timeout},
      async () => {
        await withContext(session, {extraHTTPHeaders: header}, async (opened, context) => {
          const {page} = opened;
          await page.addInitScript(setUp);
          await page.goto(`${landingPath}?${new URLSearchParams(campaign)}`, {
            referer: 'https://www.bing.com/',
          });
          await settle(page);
          await followLinkToContact(page);
          const booked = await book(page, context);
          assert.equal(booked.href, scheduling.href);
          assert.equal(await page.evaluate(() => sessionStorage.length), 0, 'session storage used');
          assertClean(opened, signal);
        });
      },
    );
  }

  test('without JavaScript the link is the plain scheduling URL', {timeout}, async () => {
    await withContext(session, {javaScriptEnabled: false}, async (opened, context) => {
      const {page} = opened;
      await page.goto(`${contactPath}?${new URLSearchParams(campaign)}`, {
        referer: 'https://www.google.com/',
      });
      const booked = await book(page, context);
      assert.equal(booked.href, scheduling.href);
    });
  });
});
