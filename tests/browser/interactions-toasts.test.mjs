/**
 * Browser tests of the toasts, driven by the site's real controls ("Copy email" on /contact,
 * "Copy link" on a blog post) under a controlled clock: the 5000 ms timer, its pause on hover,
 * focus and window blur, the 1 s announcement, F8, Escape, the close button, swipes below and
 * past the 50 px threshold, one toast at a time, the destructive variant, and the width.
 */
/* global document, window, DOMMatrixReadOnly, getComputedStyle, MutationObserver, PointerEvent */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  browserSession,
  desktopViewport,
  mobileViewport,
  recordClipboard,
  visit,
} from './harness.mjs';
import {blogPath, fixtures} from './siteModel.mjs';
import {
  assertClean,
  centre,
  pauseClock,
  stillTrue,
  until,
  withContext,
} from './interactions-helpers.mjs';

const session = browserSession();
const timeout = 60_000;

/** The clipboard refuses, as a browser does when the page may not write to it. */
function refuseClipboard() {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    },
  });
}

/** The fixture service page, which has every section component: the email and its copy button. */
const emailPage = fixtures.service.path;

/**
 * Opens `path` in a fresh context with clipboard access and a page clock that only the test
 * moves, and hands the test its toast controls.
 */
async function withToasts(
  {path = emailPage, viewport = desktopViewport, clipboard = 'allow'} = {},
  body,
) {
  await withContext(session, {viewport}, async (opened, context) => {
    const {page} = opened;
    let copied;
    if (clipboard === 'allow') {
      copied = await recordClipboard(page, session.origin);
    } else {
      await page.addInitScript(refuseClipboard);
    }
    await page.clock.install();
    await page.addInitScript(clockMoverInPage);
    await visit(page, path);
    await pauseClock(page);

    const region = page.getByRole('region', {name: 'Notifications (F8)'});
    assert.equal(await region.count(), 1, 'no region named "Notifications (F8)"');
    const viewport = region.locator('ol');
    const items = viewport.locator('li');
    const openToast = viewport.locator('li[data-state="open"]');
    const announcement = (kind) => page.locator(`[data-toast-announcement="${kind}"]`);
    const toasts = {
      page,
      copied,
      region,
      viewport,
      items,
      openToast,
      announcement,
      async expectOpen(what, text) {
        try {
          await until(`${what}: a toast to open`, async () => (await openToast.count()) === 1);
        } catch (error) {
          // What the page did instead: what it copied, and the toasts it drew.
          const writes = copied ? JSON.stringify(await copied.texts()) : 'not recorded';
          const states = await items.evaluateAll((elements) =>
            elements.map((element) => element.getAttribute('data-state')),
          );
          error.message += `; copied: ${writes}; toasts drawn: ${JSON.stringify(states)}`;
          throw error;
        }
        // Let the entry animation end, so that the toast is where the pointer will look for it.
        await openToast.evaluate((element) =>
          Promise.all(element.getAnimations().map((animation) => animation.finished)),
        );
        if (text) assert.match(await openToast.innerText(), text);
      },
      async expectStillOpen(what) {
        await stillTrue(
          page,
          `${what}: the toast closed`,
          async () => (await openToast.count()) === 1,
        );
      },
      async expectGone(what) {
        await until(
          `${what}: the toast to close and leave`,
          async () => (await items.count()) === 0,
        );
      },
      /** Moves the pointer somewhere that is neither the toast nor the control. */
      async pointerAway() {
        await page.mouse.move(5, 300);
      },
      /** Presses "Copy email", moves the pointer off, and waits for the toast (`expectOpen`). */
      async copyEmailAndWait(what, text) {
        await copyEmail(page);
        await toasts.pointerAway();
        await toasts.expectOpen(what, text);
      },
    };
    await body(toasts, opened, context);
  });
}

async function copyEmail(page) {
  await page.getByRole('button', {name: 'Copy email'}).click();
}

/**
 * Puts `moveClockInThisTask(ms)` in the page: it moves the page clock from inside a task of the
 * page, before anything the page left for a later task (a render, an effect) can run, through the
 * controller that page.clock installs there (`__pwClock.controller`).
 */
function clockMoverInPage() {
  globalThis.moveClockInThisTask = (ms) => {
    const controller = globalThis.__pwClock?.controller;
    if (typeof controller?.runFor !== 'function') {
      throw new Error(
        "Playwright's page clock no longer puts its controller at globalThis.__pwClock.controller with runFor(ms); the toasts' tests move the clock from inside the page with it",
      );
    }
    return controller.runFor(ms);
  };
}

/**
 * Starts or ends one reason to hold the countdown in the page, and moves the page clock by `ms` in
 * the same task: the countdown must follow the event itself.
 */
async function holdInTheSameTask(page, change, ms) {
  await page.evaluate(
    async ({change, ms}) => {
      const viewport = document.querySelector('section[aria-label^="Notifications"] ol');
      const toast = viewport.querySelector('li[data-state="open"]');
      if (!toast) throw new Error(`${change}: no open toast`);
      const changes = {
        'focus in': () => viewport.focus(),
        'focus out': () => viewport.blur(),
        'pointer in': () => toast.dispatchEvent(new PointerEvent('pointermove', {bubbles: true})),
        'pointer out': () => viewport.dispatchEvent(new PointerEvent('pointerleave')),
        'window blurred': () => window.dispatchEvent(new Event('blur')),
        'window focused': () => window.dispatchEvent(new Event('focus')),
      };
      changes[change]();
      await globalThis.moveClockInThisTask(ms);
    },
    {change, ms},
  );
}

describe('toasts', () => {
  test(
    '“Copy email” copies the address; the toast closes after 5000 ms and its announcement after 1 s',
    {timeout},
    async () => {
      await withToasts({}, async (toasts, opened) => {
        const {page} = toasts;
        const email = (
          await page.locator('main a[href^="mailto:"]').first().getAttribute('href')
        ).slice('mailto:'.length);
        await toasts.copyEmailAndWait('after Copy email', /Email address copied/);
        assert.match(await toasts.openToast.innerText(), new RegExp(email.replace('.', '\\.')));
        assert.equal(await toasts.copied.last(), email);
        assert.equal(await toasts.openToast.getAttribute('data-variant'), 'default');

        const polite = toasts.announcement('polite');
        assert.equal(await polite.getAttribute('role'), 'status');
        assert.match(await polite.textContent(), /Email address copied/);
        await page.clock.runFor(999);
        await stillTrue(page, 'the announcement left before 1 s', async () =>
          /copied/.test(await polite.textContent()),
        );
        await page.clock.runFor(1);
        await until(
          'the announcement to be removed after 1 s',
          async () => (await polite.textContent()) === '',
        );

        await page.clock.runFor(3_999);
        await toasts.expectStillOpen('4999 ms');
        await page.clock.runFor(1);
        await toasts.expectGone('5000 ms');
        assertClean(opened, 'copy email');
      });
    },
  );

  test('a new toast replaces the previous one, with its own 5000 ms', {timeout}, async () => {
    await withToasts({}, async (toasts, opened) => {
      const {page} = toasts;
      await toasts.copyEmailAndWait('first toast');
      const first = await toasts.openToast.elementHandle();
      await page.clock.runFor(3_000);
      await copyEmail(page);
      await toasts.pointerAway();
      await until(
        'the first toast to be replaced',
        async () => !(await first.evaluate((element) => element.isConnected)),
      );
      assert.equal(await toasts.items.count(), 1, 'more than one toast at a time');
      await page.clock.runFor(4_999);
      await toasts.expectStillOpen('4999 ms after the second toast');
      await page.clock.runFor(1);
      await toasts.expectGone('5000 ms after the second toast');
      assertClean(opened, 'replace');
    });
  });

  test('the 5000 ms count from the task that draws the toast', {timeout}, async () => {
    await withToasts({}, async (toasts, opened) => {
      const {page} = toasts;
      // When the toast is drawn open, 4999 ms pass before anything the page left for later runs.
      await page.evaluate(() => {
        const viewport = document.querySelector('section[aria-label^="Notifications"] ol');
        globalThis.movedAsDrawn = new Promise((resolve, reject) => {
          const observer = new MutationObserver(() => {
            if (!viewport.querySelector('li[data-state="open"]')) return;
            observer.disconnect();
            globalThis.moveClockInThisTask(4_999).then(resolve, reject);
          });
          observer.observe(viewport, {childList: true, subtree: true, attributes: true});
        });
      });
      await copyEmail(page);
      await page.evaluate(() => globalThis.movedAsDrawn);
      await toasts.pointerAway();
      await toasts.expectStillOpen('4999 ms from the task that drew it');
      await page.clock.runFor(1);
      await toasts.expectGone('5000 ms from the task that drew it');
      assertClean(opened, 'count from the drawing');
    });
  });

  test(
    'the timer pauses while the toast is hovered and resumes when the pointer leaves',
    {timeout},
    async () => {
      await withToasts({}, async (toasts, opened) => {
        const {page} = toasts;
        await toasts.copyEmailAndWait('copy');
        await page.clock.runFor(3_000);
        const {x, y} = await centre(toasts.openToast.locator('p').first());
        await page.mouse.move(x, y);
        await page.clock.runFor(20_000);
        await toasts.expectStillOpen('20 s of hover');
        await toasts.pointerAway();
        await page.clock.runFor(1_999);
        await toasts.expectStillOpen('1999 ms after the pointer left (2000 ms were left)');
        await page.clock.runFor(1);
        await toasts.expectGone('the remaining 2000 ms');
        assertClean(opened, 'pause on hover');
      });
    },
  );

  test(
    'F8 focuses the viewport, which pauses the timer until focus leaves',
    {timeout},
    async () => {
      await withToasts({}, async (toasts, opened) => {
        const {page} = toasts;
        await toasts.copyEmailAndWait('copy');
        await page.clock.runFor(1_000);
        await page.keyboard.press('F8');
        await until('focus on the viewport', () =>
          toasts.viewport.evaluate((element) => element === document.activeElement),
        );
        await page.clock.runFor(20_000);
        await toasts.expectStillOpen('20 s with focus in the viewport');
        // Tab reaches the toast's close button: focus is still inside, still paused.
        await page.keyboard.press('Tab');
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
          'Close',
        );
        await page.clock.runFor(10_000);
        await toasts.expectStillOpen('focus on the close button');
        await page.getByRole('button', {name: 'Copy email'}).focus();
        await page.clock.runFor(3_999);
        await toasts.expectStillOpen('3999 ms after focus left (4000 ms were left)');
        await page.clock.runFor(1);
        await toasts.expectGone('the remaining 4000 ms');
        assertClean(opened, 'pause on focus');
      });
    },
  );

  test(
    'focus, hover and a blurred window hold the timer from their event on, and free it as they end',
    {timeout},
    async () => {
      await withToasts({}, async (toasts, opened) => {
        const {page} = toasts;
        await toasts.copyEmailAndWait('copy');
        await page.clock.runFor(1_000);
        let left = 4_000;
        for (const [start, end] of [
          ['focus in', 'focus out'],
          ['pointer in', 'pointer out'],
          ['window blurred', 'window focused'],
        ]) {
          await holdInTheSameTask(page, start, 20_000);
          await toasts.expectStillOpen(`20 s from the task of "${start}"`);
          await holdInTheSameTask(page, end, 999);
          left -= 999;
          await toasts.expectStillOpen(
            `999 ms from the task of "${end}" (${left + 999} ms were left)`,
          );
        }
        await page.clock.runFor(left - 1);
        await toasts.expectStillOpen('1 ms before the last 4000 ms were used up');
        await page.clock.runFor(1);
        await toasts.expectGone('the last of the 5000 ms');
        assertClean(opened, 'hold in the same task');
      });
    },
  );

  test(
    'the timer pauses while the window is blurred and resumes when it regains focus',
    {timeout},
    async () => {
      await withToasts({}, async (toasts, opened) => {
        const {page} = toasts;
        await toasts.copyEmailAndWait('copy');
        await page.clock.runFor(2_500);
        await page.evaluate(() => window.dispatchEvent(new Event('blur')));
        await page.clock.runFor(60_000);
        await toasts.expectStillOpen('a minute with the window blurred');
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await page.clock.runFor(2_499);
        await toasts.expectStillOpen('2499 ms after the window regained focus');
        await page.clock.runFor(1);
        await toasts.expectGone('the remaining 2500 ms');
        assertClean(opened, 'pause on blur');
      });
    },
  );

  test('Escape closes it; an open header menu takes the first Escape', {timeout}, async () => {
    await withToasts({}, async (toasts, opened) => {
      const {page} = toasts;
      await toasts.copyEmailAndWait('copy');
      await page.keyboard.press('Escape');
      await toasts.expectGone('Escape');

      await toasts.copyEmailAndWait('copy again');
      const about = page.locator('nav.navbar').getByRole('button', {name: 'About', exact: true});
      await about.focus();
      await page.keyboard.press('ArrowDown');
      await until(
        'the About menu to open',
        async () => (await about.getAttribute('aria-expanded')) === 'true',
      );
      await page.keyboard.press('Escape');
      await until(
        'the About menu to close',
        async () => (await about.getAttribute('aria-expanded')) === 'false',
      );
      await toasts.expectStillOpen('the Escape that closed the menu');
      await page.keyboard.press('Escape');
      await toasts.expectGone('the second Escape');
      assertClean(opened, 'Escape');
    });
  });

  test(
    'the close button closes it, and keyboard focus stays in the viewport',
    {timeout},
    async () => {
      await withToasts({}, async (toasts, opened) => {
        const {page} = toasts;
        await toasts.copyEmailAndWait('copy');
        await toasts.openToast.getByRole('button', {name: 'Close'}).click();
        await toasts.expectGone('a click on Close');

        await toasts.copyEmailAndWait('copy again');
        await page.keyboard.press('F8');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await toasts.expectGone('Enter on Close');
        assert.ok(
          await toasts.viewport.evaluate((element) => element === document.activeElement),
          'focus was lost when the focused toast closed',
        );
        assertClean(opened, 'close button');
      });
    },
  );

  test(
    'a swipe right of 50 px or less snaps back; past 50 px it dismisses',
    {timeout},
    async () => {
      await withToasts({}, async (toasts, opened) => {
        const {page} = toasts;
        await toasts.copyEmailAndWait('copy');
        const toast = toasts.openToast;
        const offset = () =>
          toast.evaluate(
            (element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41,
          );
        const {box} = await centre(toast);
        const start = {x: Math.round(box.x + 24), y: Math.round(box.y + box.height / 2)};

        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        await page.mouse.move(start.x + 30, start.y, {steps: 3});
        await until(
          'the toast to follow the pointer',
          async () => Math.round(await offset()) === 30,
        );
        // Dragging left never moves it left.
        await page.mouse.move(start.x - 40, start.y, {steps: 3});
        await until('the toast to stop at its place', async () => Math.round(await offset()) === 0);
        await page.mouse.move(start.x + 50, start.y, {steps: 3});
        await page.mouse.up();
        await until('the toast to snap back', async () => Math.round(await offset()) === 0);
        await toasts.expectStillOpen('a 50 px swipe');

        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        await page.mouse.move(start.x + 51, start.y, {steps: 3});
        await page.mouse.up();
        await toasts.expectGone('a 51 px swipe');
        assertClean(opened, 'swipe');
      });
    },
  );

  test(
    'a failed copy shows a destructive toast, announced at once, that stays until closed',
    {timeout},
    async () => {
      await withToasts({clipboard: 'refuse'}, async (toasts, opened) => {
        const {page} = toasts;
        await toasts.copyEmailAndWait('failed copy', /could not be copied/);
        assert.equal(await toasts.openToast.getAttribute('data-variant'), 'destructive');
        const alert = toasts.announcement('assertive');
        assert.equal(await alert.getAttribute('role'), 'alert');
        assert.match(await alert.textContent(), /could not be copied/);
        const action = toasts.openToast.getByRole('button', {name: 'Write an email'});
        assert.equal(await action.count(), 1, 'no “Write an email” action');
        await page.clock.runFor(1_000);
        await until(
          'the announcement to be removed after 1 s',
          async () => (await alert.textContent()) === '',
        );
        await page.clock.runFor(120_000);
        await toasts.expectStillOpen('two minutes (an infinite duration)');
        await toasts.openToast.getByRole('button', {name: 'Close'}).click();
        await toasts.expectGone('Close');
        assertClean(opened, 'failed copy');
      });
    },
  );

  test(
    '“Copy link” on a blog post copies its canonical URL; the blog index has none',
    {timeout},
    async () => {
      await withToasts({path: fixtures.post.path}, async (toasts, opened) => {
        const {page} = toasts;
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        await page.getByRole('button', {name: 'Copy link'}).click();
        await toasts.pointerAway();
        await toasts.expectOpen('Copy link', /Link copied/);
        assert.equal(await toasts.copied.last(), canonical);
        await page.clock.resume();
        await visit(page, blogPath);
        assert.equal(await page.getByRole('button', {name: 'Copy link'}).count(), 0);
        assertClean(opened, 'copy link');
      });
    },
  );

  test('“Copy link” failing shows a destructive toast', {timeout}, async () => {
    await withToasts({path: fixtures.post.path, clipboard: 'refuse'}, async (toasts, opened) => {
      const {page} = toasts;
      await page.getByRole('button', {name: 'Copy link'}).click();
      await toasts.pointerAway();
      await toasts.expectOpen('failed Copy link', /could not be copied/);
      assert.equal(await toasts.openToast.getAttribute('data-variant'), 'destructive');
      assertClean(opened, 'failed copy link');
    });
  });

  for (const {name, viewport, expected} of [
    {
      name: 'at most 420 px wide from 768 px up',
      viewport: {width: 1280, height: 800},
      expected: 420,
    },
    {name: 'exactly at 768 px', viewport: {width: 768, height: 800}, expected: 420},
    {name: 'the full width on a phone', viewport: mobileViewport, expected: mobileViewport.width},
  ]) {
    test(`the viewport is ${name}`, {timeout}, async () => {
      await withToasts({viewport}, async (toasts, opened) => {
        await toasts.copyEmailAndWait('copy');
        const width = Math.round((await toasts.viewport.boundingBox()).width);
        assert.equal(width, expected);
        const toastBox = await toasts.openToast.boundingBox();
        assert.ok(toastBox.x + toastBox.width <= viewport.width, 'the toast leaves the screen');
        assertClean(opened, 'width');
      });
    });
  }

  test(
    'without JavaScript the copy button stays hidden and the mailto link works',
    {timeout},
    async () => {
      await withContext(session, {javaScriptEnabled: false}, async (opened) => {
        const {page} = opened;
        await page.goto(emailPage, {waitUntil: 'load'});
        assert.equal(
          await page.getByRole('button', {name: 'Copy email'}).count(),
          0,
          'a Copy email button that cannot work',
        );
        assert.ok(await page.locator('main a[href^="mailto:"]').first().isVisible());
        assertClean(opened, 'no JavaScript');
      });
    },
  );
});
