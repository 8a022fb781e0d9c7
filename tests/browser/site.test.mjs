/**
 * Browser tests of the production build: its content model, the redirects, the not-found and
 * industry fallback pages, the mobile menu, scrolling and the footer. (Every page's status, h1,
 * title and console: the crawl, tests/crawl/, and for the build without workarounds
 * tests/plain/.) Pages are
 * found through the build's content model (./siteModel.mjs), never by a path of the site's own
 * content.
 *
 * Run after a build: `node --test tests/browser/` (SITE_BUILD_DIR=path/to/build to test another
 * build, CHROME_PATH=... to choose the browser, BROWSER_TEST_CONCURRENCY=n pages at a time).
 * One browser, one browser context and one static server serve the whole file.
 */
/* global document, window, requestAnimationFrame, MutationObserver */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  browserSession,
  headings,
  isSameDocument,
  markDocument,
  mobileViewport,
  pathnameOf,
  problemReport,
  routerNavigate,
  settle,
  visit,
  waitForH1,
  withSessionPage,
} from './harness.mjs';
import {
  blogPath,
  contactPath,
  entries,
  entryAt,
  fixtures,
  homePath,
  industriesPath,
  listingOf,
  notFoundLinks,
  pagePaths,
  redirects,
  unknownPath,
} from './siteModel.mjs';

const session = browserSession();
/** Per test: nothing may hang the run. */
const timeout = 60_000;

/** Runs `body` with a fresh page of the shared context and closes the page whatever happens. */
const withPage = (options, body) => withSessionPage(session, options, body);

function assertNoProblems({problems, dialogs}, what) {
  const report = problemReport(problems, dialogs);
  if (report.length > 0) assert.fail(`${what}: problems in the browser:\n  ${report.join('\n  ')}`);
}

/** "quantum-widgets" → "Quantum Widgets": the industry fallback's title is its slug in words. */
function titleFromSlug(slug) {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

async function linkHrefs(locator) {
  return locator.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** A long page with links to its own sections: the fixture case study. */
const longRoute = fixtures.caseStudy.path;

describe('the content model', () => {
  test('the model has one page per path, each under a page that exists', () => {
    assert.equal(new Set(pagePaths).size, pagePaths.length);
    for (const entry of entries) {
      if (entry.parent !== null) assert.ok(entryAt(entry.parent), `${entry.path}: no parent page`);
    }
  });
});

describe('redirects', () => {
  for (const {from, to} of redirects) {
    test(`${from} → ${to}`, {timeout}, async () => {
      const expected = await withPage({}, async (opened) => {
        const status = await visit(opened.page, to);
        assert.equal(status, 200, `the target ${to} answers ${status}`);
        return (await headings(opened.page)).map((h) => h.text);
      });

      await withPage({}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        const response = await page.goto(from, {waitUntil: 'commit'});
        const status = response?.status() ?? 0;
        assert.ok(status < 400, `${from} answers ${status}`);
        await page.waitForURL((url) => url.pathname === to, {waitUntil: 'load'});
        await settle(page);
        assert.equal(pathnameOf(page), to);
        assert.deepEqual(
          (await headings(page)).map((h) => h.text),
          expected,
          `the h1 after the redirect is not ${to}'s`,
        );
        assert.ok(await page.locator('h1').isVisible(), 'the h1 is not visible');
        assertNoProblems(opened, from);

        // The redirect replaces the history entry: Back returns to where the visitor came from.
        await page.goBack({waitUntil: 'load'});
        assert.equal(pathnameOf(page), '/', `Back from ${to} did not return to /`);
      });
    });
  }
});

describe('not-found page', () => {
  test('an unknown path answers 404 with the not-found page', {timeout}, async () => {
    await withPage({}, async (opened) => {
      const {page} = opened;
      const status = await visit(page, unknownPath);
      assert.equal(status, 404);
      await waitForH1(page, 'Page Not Found');
      assert.ok(await page.locator('h1').isVisible(), 'the h1 is not visible');
      assert.equal(await page.locator('main').count(), 1, 'one <main> landmark');
      const hrefs = await linkHrefs(page.locator('main a[href]'));
      for (const link of notFoundLinks) {
        assert.ok(hrefs.includes(link), `no link to ${link} in <main>: ${JSON.stringify(hrefs)}`);
      }
      assertNoProblems(opened, 'not-found page');
    });
  });
});

describe('industry fallback', () => {
  async function expectFallback(path, expectedTitle, extraChecks = async () => {}) {
    await withPage({}, async (opened) => {
      const {page} = opened;
      const status = await visit(page, path);
      assert.equal(status, 404, `${path} answers ${status}`);
      await waitForH1(page, expectedTitle);
      const back = page.locator('main a', {hasText: 'Back to Industries'});
      assert.ok((await back.count()) >= 1, 'no "Back to Industries" link in <main>');
      assert.equal(await back.first().getAttribute('href'), industriesPath);
      assert.equal(
        await page.locator('main script, h1 *').count(),
        0,
        'the slug became markup (a script or element inside the page)',
      );
      await extraChecks(page);
      assertNoProblems(opened, path);
    });
  }

  test(
    'an unknown slug answers 404 and shows the fallback after hydration',
    {timeout},
    async () => {
      await expectFallback(`${industriesPath}/quantum-widgets`, 'Quantum Widgets');
    },
  );

  test('markup in the slug renders as plain text', {timeout}, async () => {
    const slug = '<script>alert(1)</script>';
    await withPage({}, async (opened) => {
      const {page} = opened;
      const status = await visit(page, `${industriesPath}/${encodeURIComponent(slug)}`);
      assert.equal(status, 404);
      await page.waitForFunction(() =>
        document.querySelector('h1')?.textContent.includes('alert(1)'),
      );
      const h1 = await headings(page);
      assert.equal(h1.length, 1);
      assert.ok(h1[0].text.includes('<script>alert(1)'), `h1 reads ${JSON.stringify(h1[0].text)}`);
      assert.equal(await page.locator('h1 *, main script').count(), 0, 'the slug became markup');
      assertNoProblems(opened, 'slug with markup');
    });
  });

  test('a 500-character slug renders as text and does not widen the page', {timeout}, async () => {
    const slug = 'widget-'.repeat(72).slice(0, 500);
    assert.equal(slug.length, 500);
    await expectFallback(`${industriesPath}/${slug}`, titleFromSlug(slug), async (page) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    });
  });

  test('client-side: a card on the industries page opens its industry', {timeout}, async () => {
    await withPage({}, async (opened) => {
      const {page} = opened;
      const status = await visit(page, industriesPath);
      assert.equal(status, 200, `${industriesPath} answers ${status}`);
      const cards = page.locator(`main a[href^="${industriesPath}/"]`);
      const hrefs = await linkHrefs(cards);
      for (const industry of entries.filter((entry) => entry.parent === industriesPath)) {
        assert.ok(hrefs.includes(industry.path), `no card linking to ${industry.path}`);
      }
      await markDocument(page);
      const target = fixtures.industry.path;
      await page.locator(`main a[href="${target}"]`).first().click();
      await page.waitForURL((url) => url.pathname === target);
      await settle(page);
      assert.ok(await isSameDocument(page), 'the card caused a full page load');
      const h1 = await headings(page);
      assert.equal(h1.length, 1, `h1 elements: ${JSON.stringify(h1)}`);
      assert.notEqual(h1[0].text, 'Page Not Found');
      assert.ok(h1[0].visible && h1[0].text !== '', 'the industry h1 is empty or hidden');
      assertNoProblems(opened, 'industry card');
    });
  });

  test(
    'client-side: history navigation to an unknown slug shows the fallback',
    {timeout},
    async () => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        await visit(page, fixtures.industry.path);
        await markDocument(page);
        const unknown = `${industriesPath}/quantum-widgets`;
        await routerNavigate(page, unknown);
        await waitForH1(page, 'Quantum Widgets');

        const back = page.locator('main a', {hasText: 'Back to Industries'});
        await back.first().click();
        await page.waitForURL((url) => url.pathname === industriesPath);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === unknown);
        await waitForH1(page, 'Quantum Widgets');
        await page.goForward();
        await page.waitForURL((url) => url.pathname === industriesPath);
        await settle(page);
        assert.ok(await isSameDocument(page), 'a step caused a full page load');
        assertNoProblems(opened, 'history navigation');
      });
    },
  );
});

describe('mobile menu (390×844)', () => {
  test(
    'the toggle opens the menu; choosing a link navigates and closes it',
    {timeout},
    async () => {
      await withPage({viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        const toggle = page
          .getByRole('button', {name: /navigation|menu/i})
          .filter({visible: true})
          .first();
        assert.equal(await toggle.count(), 1, 'no visible menu button with an accessible name');
        // A link of the header (its first page link outside the About menu): hidden at this width
        // until the menu opens.
        const target = await page.evaluate(() => {
          const link = [
            ...document.querySelectorAll('.navbar a.navbar__item.navbar__link[href^="/"]'),
          ].find((candidate) => !candidate.closest('.dropdown'));
          return link && {name: link.textContent.trim(), href: link.getAttribute('href')};
        });
        assert.ok(target, 'the header has no page link outside its menus');
        const nav = page.locator('nav').first();
        const menuLink = nav
          .getByRole('link', {name: target.name, exact: true})
          .filter({visible: true});
        assert.equal(await menuLink.count(), 0, 'the menu links show before the menu is opened');
        const expanded = await toggle.getAttribute('aria-expanded');
        if (expanded !== null) assert.equal(expanded, 'false');

        await toggle.click();
        await menuLink.first().waitFor({state: 'visible'});
        if (expanded !== null) assert.equal(await toggle.getAttribute('aria-expanded'), 'true');

        await menuLink.first().click();
        await page.waitForURL((url) => url.pathname === target.href);
        await settle(page);
        try {
          // No visible link of the menu left in the navbar: the menu has closed.
          await menuLink.first().waitFor({state: 'detached'});
        } catch {
          assert.fail('the menu is still open after choosing a link');
        }
        const toggleAfter = page
          .getByRole('button', {name: /navigation|menu/i})
          .filter({visible: true})
          .first();
        const expandedAfter = await toggleAfter.getAttribute('aria-expanded');
        if (expandedAfter !== null) assert.equal(expandedAfter, 'false');
        assertNoProblems(opened, 'mobile menu');
      });
    },
  );
});

describe('scrolling', () => {
  /** A heading with an id far enough down the long page that it can be scrolled to the top. */
  async function anchorTarget(page) {
    return page.evaluate(() => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const candidates = [...document.querySelectorAll('main :is(h2, h3)[id]')].filter((el) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        return top > window.innerHeight && top < max;
      });
      return candidates.at(-1)?.id;
    });
  }

  /** Waits until the (smooth) scroll has stopped: the same scrollY over five animation frames. */
  async function scrollSettled(page) {
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = -1;
          let same = 0;
          const tick = () => {
            same = window.scrollY === last ? same + 1 : 0;
            last = window.scrollY;
            if (same >= 5) resolve();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
  }

  /** Where the anchor sits: below the fixed navbar and near the top of the viewport. */
  async function anchorPosition(page, id) {
    return page.evaluate((target) => {
      const el = document.getElementById(target);
      const navbar = document.querySelector('.navbar, nav');
      return {
        top: Math.round(el.getBoundingClientRect().top),
        navbarBottom: Math.round(navbar?.getBoundingClientRect().bottom ?? 0),
        scrollY: Math.round(window.scrollY),
        hash: window.location.hash,
      };
    }, id);
  }

  function assertOnAnchor(position, id, how) {
    assert.equal(decodeURIComponent(position.hash), `#${id}`, `${how}: the hash is lost`);
    assert.ok(position.scrollY > 0, `${how}: the page stayed at the top`);
    assert.ok(
      position.top >= position.navbarBottom - 2 && position.top <= position.navbarBottom + 120,
      `${how}: #${id} is at ${position.top}px, expected just below the navbar (${position.navbarBottom}px)`,
    );
  }

  test(
    'a footer link opens the next page at the top; hash links land on their anchor',
    {timeout},
    async (t) => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        const status = await visit(page, longRoute);
        assert.equal(status, 200, `${longRoute} answers ${status}`);
        const room = await page.evaluate(
          () => document.documentElement.scrollHeight - window.innerHeight,
        );
        assert.ok(room > 600, `${longRoute} is not long enough to scroll (${room}px)`);

        // 1. Scrolled down, a footer link opens the next page at the top.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => window.scrollY > 0);
        const destination = contactPath;
        await markDocument(page);
        await page.locator(`footer a[href="${destination}"]`).first().click();
        await page.waitForURL((url) => url.pathname === destination);
        await settle(page);
        // The router scrolls once the new page has rendered, which on a busy machine can come
        // after the network is idle: wait for the top, and say where the page stayed if it never
        // gets there.
        await page
          .waitForFunction(() => window.scrollY === 0)
          .catch(async () =>
            assert.fail(
              `${destination} opened scrolled down (${await page.evaluate(() => window.scrollY)}px)`,
            ),
          );

        // 2. A hash link in the site still lands on its anchor.
        await routerNavigate(page, longRoute);
        await page.waitForURL((url) => url.pathname === longRoute);
        await settle(page);
        const id = await anchorTarget(page);
        assert.ok(id, `${longRoute} has no heading with an id far enough down to test anchors`);
        t.diagnostic(`anchor: ${longRoute}#${id}`);

        await page.evaluate(() => window.scrollTo(0, 0));
        const hashLink = page.locator(`main a[href="#${id}"]`);
        if ((await hashLink.count()) > 0) {
          await hashLink.first().click();
          await page.waitForFunction((target) => window.location.hash === `#${target}`, id);
          await scrollSettled(page);
          assertOnAnchor(await anchorPosition(page, id), id, 'same-page hash link');
        } else {
          t.diagnostic(`no a[href="#${id}"] on ${longRoute}: same-page hash link not tested`);
        }

        await routerNavigate(page, destination);
        await page.waitForURL((url) => url.pathname === destination);
        // Open: the router has taken it to its top.
        await page.waitForFunction(() => window.scrollY === 0);
        // The sections the scroll animation holds back (offset by a transform) while the page
        // opens: the anchor's own section must not be one, or the browser aims at it offset.
        await page.evaluate(() => {
          window.__heldBack = [];
          new MutationObserver((records) => {
            for (const record of records) {
              if (record.target.getAttribute('data-reveal-state') === 'waiting') {
                window.__heldBack.push(record.target);
              }
            }
          }).observe(document.body, {
            subtree: true,
            attributes: true,
            attributeFilter: ['data-reveal-state'],
          });
        });
        await routerNavigate(page, `${longRoute}#${id}`);
        await page.waitForFunction((route) => window.location.pathname === route, longRoute);
        // The router scrolls to the anchor in the same step as the scroll animation prepares
        // the page (ClientLifecyclesDispatcher, then onRouteDidUpdate): once the page has moved,
        // both are done.
        await page.waitForFunction(
          (target) => document.getElementById(target) && window.scrollY > 0,
          id,
        );
        await settle(page);
        assert.equal(
          await page.evaluate(
            (target) =>
              window.__heldBack.some((section) =>
                section.contains(document.getElementById(target)),
              ),
            id,
          ),
          false,
          `the section of #${id} was held back by the scroll animation as the page opened at it`,
        );
        assertOnAnchor(await anchorPosition(page, id), id, 'client-side link with a hash');
        assert.ok(await isSameDocument(page), 'a step caused a full page load');
        assertNoProblems(opened, 'scrolling');

        // 3. Loading a URL with a hash lands on the anchor once the page has hydrated.
        await withPage({}, async (direct) => {
          await visit(direct.page, `${longRoute}#${id}`);
          assertOnAnchor(await anchorPosition(direct.page, id), id, 'page loaded with a hash');
          assertNoProblems(direct, 'page loaded with a hash');
        });
      });
    },
  );
});

describe('footer', () => {
  test(
    'links the legal pages, the contact page and the HTML sitemap; every profile the structured data names opens safely in a new tab; the copyright shows this year',
    {timeout},
    async () => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        await visit(page, homePath);
        const footer = page.locator('footer');
        assert.equal(await footer.count(), 1, 'one <footer>');

        const internal = await linkHrefs(footer.locator('a[href^="/"]'));
        for (const route of internal) {
          assert.ok(entryAt(route), `the footer links ${route}, which is no page of the site`);
        }
        const expected = [
          ...entries.filter((entry) => entry.kind === 'legal').map((entry) => entry.path),
          contactPath,
          listingOf('sitemap').path,
        ];
        for (const route of expected) {
          assert.ok(internal.includes(route), `no footer link to ${route}`);
        }

        // The profiles of the site-wide structured data (the consultant's and the business's).
        const profiles = await page.evaluate(() => {
          const urls = new Set();
          for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
            const json = JSON.parse(script.textContent);
            for (const node of json['@graph'] ?? [json]) {
              for (const url of [node.sameAs ?? []].flat()) urls.add(url);
            }
          }
          return [...urls];
        });
        assert.ok(profiles.length > 0, 'the structured data names no profile (sameAs)');
        const external = await footer.locator('a[href^="http"]').evaluateAll(
          (links, origin) =>
            links
              .filter((link) => new URL(link.href).origin !== origin)
              .map((link) => ({
                name: (link.getAttribute('aria-label') ?? link.textContent ?? '').trim(),
                href: link.getAttribute('href'),
                target: link.getAttribute('target'),
                rel: (link.getAttribute('rel') ?? '').split(/\s+/),
              })),
          session.origin,
        );
        assert.deepEqual(
          external.map((link) => link.href).sort(),
          [...profiles].sort(),
          'the footer’s external links are the profiles of the structured data',
        );
        for (const link of external) {
          assert.ok(link.name.length > 0, `${link.href} has no accessible name`);
          assert.match(link.name, /new tab/i, `${link.href} does not say it opens a new tab`);
          assert.equal(link.target, '_blank', `${link.href} does not open in a new tab`);
          assert.ok(
            link.rel.includes('noopener') && link.rel.includes('noreferrer'),
            `${link.href} rel is "${link.rel.join(' ')}"`,
          );
        }

        const year = String(new Date().getFullYear());
        const lines = (await footer.innerText()).split('\n');
        assert.ok(
          lines.some((line) => /©|copyright/i.test(line) && line.includes(year)),
          `no copyright line with ${year} in the footer`,
        );
        assertNoProblems(opened, 'footer');
      });
    },
  );
});

describe('following the blog', () => {
  test(
    'the blog and each post say how to get the next post: the feed, and a newsletter profile of the structured data',
    {timeout},
    async () => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        for (const path of [blogPath, fixtures.post.path]) {
          await visit(page, path);
          const links = await page.locator('main a').evaluateAll((anchors) =>
            anchors.map((anchor) => ({
              href: anchor.getAttribute('href'),
              target: anchor.getAttribute('target'),
              text: anchor.textContent.trim(),
            })),
          );
          const feed = links.find((link) => /rss\.xml$/.test(link.href ?? ''));
          assert.ok(feed, `${path} does not link the blog’s feed`);
          const response = await page.request.get(new URL(feed.href, session.origin).href);
          assert.equal(response.status(), 200, `${feed.href} answers ${response.status()}`);
          assert.match(await response.text(), /<rss\b/, `${feed.href} is not an RSS feed`);
          const profiles = await page.evaluate(() =>
            [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
              (script) => {
                const json = JSON.parse(script.textContent);
                return (json['@graph'] ?? [json]).flatMap((node) => [node.sameAs ?? []].flat());
              },
            ),
          );
          const newsletter = links.find((link) => profiles.includes(link.href));
          assert.ok(newsletter, `${path} links no profile to subscribe to`);
          assert.equal(newsletter.target, '_blank');
          assert.match(newsletter.text, /new tab/);
        }
        assertNoProblems(opened, 'following the blog');
      });
    },
  );
});
