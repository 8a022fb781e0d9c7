/**
 * Browser tests of the scroll animations: a section animates in once when 30% of it is visible
 * (50% on a page that asks for it, the fixture case study); the first screen is never hidden or animated; with
 * prefers-reduced-motion or without JavaScript everything is visible and nothing moves; only
 * opacity and transform animate, and the layout never shifts.
 */
/* global document, window, getComputedStyle, IntersectionObserver, MutationObserver, CSSKeyframesRule, CSSStyleRule */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, markDocument, isSameDocument, settle, visit} from './harness.mjs';
import {assertClean, framesDrawn, scrollToY, until, withContext} from './interactions-helpers.mjs';
import {fixtures, listingOf} from './siteModel.mjs';

const session = browserSession();
/** The page listing the services, linked from the footer. */
const servicesPath = listingOf('hubs').path;
const timeout = 90_000;
/** A page whose sections wait until half of each is visible (`<RevealAmount value={0.5}>`). */
const halfRevealPage = fixtures.caseStudy.path;

/** Every animated band of the page, as the browser sees it. */
function sections(page) {
  return page.locator('[data-reveal]').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        id: element.id,
        amount: element.getAttribute('data-reveal'),
        state: element.getAttribute('data-reveal-state'),
        top: box.top + window.scrollY,
        height: box.height,
        opacity: style.opacity,
        transform: style.transform,
        animation: style.animationName,
      };
    }),
  );
}

/**
 * Records, from before the page's own scripts run, every section that was set to the hidden
 * state while any part of it was on screen (what a visitor would see vanish).
 */
function recordHiddenOnScreen() {
  window.__hiddenOnScreen = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target;
      if (element.getAttribute('data-reveal-state') !== 'waiting') continue;
      const box = element.getBoundingClientRect();
      if (box.top < window.innerHeight && box.bottom > 0) window.__hiddenOnScreen.push(element.id);
    }
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-reveal-state']});
}

/**
 * Watches one section with an IntersectionObserver of the test's own. The browser delivers every
 * observer's notifications in the same task, so once this one has reported a ratio, the site's
 * observer has seen the same scroll position.
 */
async function watch(page, id) {
  await page.evaluate((target) => {
    window.__ratio = -1;
    new IntersectionObserver(
      (entries) => {
        window.__ratio = entries.at(-1).intersectionRatio;
      },
      {threshold: Array.from({length: 101}, (_, step) => step / 100)},
    ).observe(document.getElementById(target));
  }, id);
}

/**
 * Scrolls so that `share` of the section shows at the bottom of the screen. The section is
 * measured again at every try, and the page scrolled again if it moved: a font or an image that
 * arrives late on a busy machine moves it after any one measurement.
 */
async function showShare(page, id, share) {
  await until(`${Math.round(share * 100)}% of #${id} to be visible`, async () => {
    const {ratio, off} = await page.evaluate(
      ([target, wanted]) => {
        const box = document.getElementById(target).getBoundingClientRect();
        const by = box.top - (window.innerHeight - wanted * box.height);
        if (Math.abs(by) >= 2) window.scrollBy({top: Math.round(by), behavior: 'instant'});
        return {ratio: window.__ratio, off: by};
      },
      [id, share],
    );
    return Math.abs(off) < 2 && Math.abs(ratio - share) < 0.02;
  });
}

const stateOf = (page, id) =>
  page.evaluate((target) => document.getElementById(target).getAttribute('data-reveal-state'), id);

/** A section below the first screen, shorter than the screen, whose share can be set exactly. */
function belowTheFold(all, viewportHeight) {
  const found = all.find(
    (section) => section.state === 'waiting' && section.height < viewportHeight * 0.9,
  );
  assert.ok(found, `no hidden section shorter than the screen: ${JSON.stringify(all)}`);
  return found;
}

describe('scroll animations', () => {
  test('a section animates in once, when 30% of it is visible', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      const viewportHeight = await page.evaluate(() => window.innerHeight);
      const section = belowTheFold(await sections(page), viewportHeight);
      assert.equal(section.amount, '0.3');
      assert.equal(section.opacity, '0', 'a waiting section is not hidden');

      await watch(page, section.id);
      await showShare(page, section.id, 0.2);
      // The site's observer has been told of this position too (`watch`).
      assert.equal(await stateOf(page, section.id), 'waiting', 'the section animated in at 20%');
      await showShare(page, section.id, 0.35);
      await until(
        'the section to animate in at 35%',
        async () => (await stateOf(page, section.id)) === 'shown',
      );
      const shown = (await sections(page)).find((item) => item.id === section.id);
      assert.equal(shown.animation, 'site-reveal');
      await until('the animation to end fully visible', async () => {
        const now = (await sections(page)).find((item) => item.id === section.id);
        return now.opacity === '1' && now.transform === 'none' && now.animation === 'site-reveal';
      });

      // Once: scrolling away and back does not hide or replay it.
      await scrollToY(page, 0);
      await showShare(page, section.id, 0.1);
      assert.equal(await stateOf(page, section.id), 'shown', 'the section was hidden again');
      assertClean(opened, '30%');
    });
  });

  test(`on ${halfRevealPage} a section waits until 50% of it is visible`, {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await visit(page, halfRevealPage);
      const viewportHeight = await page.evaluate(() => window.innerHeight);
      const all = await sections(page);
      assert.ok(all.length > 3);
      assert.deepEqual([...new Set(all.map((item) => item.amount))], ['0.5']);
      const section = belowTheFold(all, viewportHeight);

      await watch(page, section.id);
      await showShare(page, section.id, 0.4);
      assert.equal(await stateOf(page, section.id), 'waiting', 'the section animated in at 40%');
      await showShare(page, section.id, 0.55);
      await until(
        'the section to animate in at 55%',
        async () => (await stateOf(page, section.id)) === 'shown',
      );
      assertClean(opened, '50%');
    });
  });

  test(
    'the first screen is visible at first paint and never hidden, on load and after navigation',
    {timeout},
    async () => {
      // A tall window, so that the first screen holds a section as well as the hero.
      await withContext(session, {viewport: {width: 1280, height: 1400}}, async (opened) => {
        const {page} = opened;
        await page.addInitScript(recordHiddenOnScreen);
        await visit(page, '/');
        const all = await sections(page);
        const onScreen = all.filter((section) => section.top < 1400);
        assert.ok(onScreen.length >= 1, 'no section in the first screen: the test proves nothing');
        for (const section of onScreen) {
          assert.equal(
            section.state,
            null,
            `#${section.id} on the first screen has a reveal state`,
          );
          assert.equal(
            section.opacity,
            '1',
            `#${section.id} on the first screen is not fully visible`,
          );
          assert.equal(section.animation, 'none', `#${section.id} on the first screen animates`);
        }
        assert.ok(
          all.some((section) => section.state === 'waiting'),
          'nothing below the fold waits',
        );

        // Client-side navigation from the bottom of the page: the next page's first screen.
        await markDocument(page);
        await scrollToY(page, 100_000);
        await page.locator(`footer a[href="${servicesPath}"]`).first().click();
        await page.waitForURL((url) => url.pathname === servicesPath);
        // The router takes the new page to its top as the scroll animation prepares it.
        await page.waitForFunction(() => window.scrollY === 0);
        await settle(page);
        assert.ok(await isSameDocument(page), 'the footer link caused a full page load');
        const next = await sections(page);
        for (const section of next.filter((item) => item.top < 1400)) {
          assert.equal(
            section.opacity,
            '1',
            `${servicesPath}: #${section.id} on the first screen is hidden`,
          );
        }
        // A link to an anchor far down the page shows its section at once.
        const target = next.at(-1);
        await page.evaluate(
          ({path, id}) => {
            window.history.pushState({}, '', `${path}#${id}`);
            window.dispatchEvent(new window.PopStateEvent('popstate', {state: {}}));
          },
          {path: servicesPath, id: target.id},
        );
        await until('the anchor to be scrolled to', () => page.evaluate(() => window.scrollY > 0));
        assert.notEqual(
          await stateOf(page, target.id),
          'waiting',
          'the anchor’s section is hidden',
        );

        assert.deepEqual(
          await page.evaluate(() => window.__hiddenOnScreen),
          [],
          'sections hidden while on screen',
        );
        assertClean(opened, 'first screen');
      });
    },
  );

  test(
    'with prefers-reduced-motion everything is visible and nothing moves',
    {timeout},
    async () => {
      await withContext(session, {reducedMotion: 'reduce'}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        assert.ok(
          await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches),
        );
        // Down to the last section: an observer of the site's would have been told by the time the
        // test's own is (`watch`).
        await watch(page, (await sections(page)).at(-1).id);
        await scrollToY(page, 100_000);
        await until('the last section to be on screen', () =>
          page.evaluate(() => window.__ratio > 0),
        );
        for (const section of await sections(page)) {
          assert.deepEqual(
            [section.id, section.state, section.opacity, section.transform, section.animation],
            [section.id, null, '1', 'none', 'none'],
          );
        }
        assertClean(opened, 'reduced motion');
      });
    },
  );

  test('without JavaScript every section is visible', {timeout}, async () => {
    await withContext(session, {javaScriptEnabled: false}, async (opened) => {
      const {page} = opened;
      for (const path of ['/', halfRevealPage]) {
        await page.goto(path, {waitUntil: 'load'});
        const all = await sections(page);
        assert.ok(all.length > 3, `${path}: no sections found`);
        for (const section of all) {
          assert.deepEqual(
            [path, section.id, section.state, section.opacity, section.transform],
            [path, section.id, null, '1', 'none'],
          );
        }
      }
      assertClean(opened, 'no JavaScript');
    });
  });

  test(
    'only opacity and transform animate, and scrolling through the page shifts no layout',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        // The shifts of the scroll alone, from here on. (How the first load lays out, images
        // included, is the images and post-card tests' concern: a busy machine may paint the page
        // before the parser has read all of the header, which a scroll has nothing to do with.)
        await page.evaluate(() => {
          window.__layoutShift = 0;
          const add = (entries) => {
            for (const entry of entries) window.__layoutShift += entry.value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({type: 'layout-shift'});
          // The shifts of the frames drawn so far, those not yet handed to the callback included.
          window.__layoutShiftSoFar = () => {
            add(observer.takeRecords());
            return window.__layoutShift;
          };
        });

        const properties = await page.evaluate(() => {
          const found = {keyframes: [], hidden: []};
          for (const sheet of document.styleSheets) {
            let rules;
            try {
              rules = [...sheet.cssRules];
            } catch {
              continue;
            }
            for (const rule of rules) {
              if (rule instanceof CSSKeyframesRule && rule.name === 'site-reveal') {
                for (const frame of rule.cssRules) found.keyframes.push(...frame.style);
              }
              if (
                rule instanceof CSSStyleRule &&
                rule.selectorText.includes('[data-reveal-state="waiting"]')
              ) {
                found.hidden.push(...rule.style);
              }
            }
          }
          return found;
        });
        assert.ok(properties.keyframes.length > 0, 'the site-reveal keyframes were not found');
        assert.deepEqual([...new Set(properties.keyframes)].sort(), ['opacity', 'transform']);
        assert.deepEqual([...new Set(properties.hidden)].sort(), ['opacity', 'transform']);

        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        // Each position is drawn, and so seen by the observers, before the next.
        for (let y = 0; y <= height; y += 250) {
          await scrollToY(page, y);
          await framesDrawn(page);
        }
        await until('every section to have animated in', async () =>
          (await sections(page)).every((section) => section.state !== 'waiting'),
        );
        // Every animation has ended and its last frame is drawn: the shifts are all recorded.
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((animation) => animation.finished)),
        );
        await framesDrawn(page);
        assert.equal(
          await page.evaluate(() => window.__layoutShiftSoFar()),
          0,
          'cumulative layout shift',
        );
        assertClean(opened, 'layout shift');
      });
    },
  );
});
