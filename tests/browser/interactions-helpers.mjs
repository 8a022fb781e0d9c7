/**
 * Helpers shared by the interaction tests (menus, toasts, animations): pages in contexts of their
 * own (a controlled clock, permissions, JavaScript off), polling from Node, and clock control.
 */
/* global window */
import assert from 'node:assert/strict';
import {setTimeout as delay} from 'node:timers/promises';

import {
  desktopViewport,
  mustHappenWithin,
  openPage,
  problemReport,
  queuedTasksRun,
  waitAsLongAsNeeded,
} from './harness.mjs';

/**
 * Runs `body` with a page in a fresh browser context (so permissions, scripts and clocks do not
 * leak between tests) and closes the context whatever happens.
 */
export async function withContext(session, {viewport, ...contextOptions} = {}, body) {
  const context = await session.browser.newContext({
    baseURL: session.origin,
    viewport: viewport ?? desktopViewport,
    ...contextOptions,
  });
  waitAsLongAsNeeded(context);
  try {
    const opened = await openPage({...session, context});
    return await body(opened, context);
  } finally {
    await context.close();
  }
}

/**
 * Polls `check` (from Node, so a paused page clock cannot stall it) until it returns a truthy
 * value, and returns that value; fails only once `timeout` has passed (by default the bound no
 * busy machine reaches, `mustHappenWithin`).
 */
export async function until(what, check, timeout = mustHappenWithin) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > deadline) assert.fail(`timed out after ${timeout} ms waiting for ${what}`);
    await delay(20);
  }
}

/**
 * Something that must NOT happen: `check` still holds once the page has run the tasks the last
 * step queued (`queuedTasksRun`). A timer the page clock fired (page.clock.runFor) has run by then,
 * and so has the render of the state it set, which React does in a task of its own after the
 * clock's call has returned.
 */
export async function stillTrue(page, what, check) {
  await queuedTasksRun(page);
  assert.ok(await check(), what);
}

/**
 * Stops the page clock (installed with page.clock.install() before the page loaded) so that
 * only page.clock.runFor() moves it from here on.
 */
export async function pauseClock(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

export function assertClean({problems, dialogs}, what) {
  const report = problemReport(problems, dialogs);
  if (report.length > 0) assert.fail(`${what}: problems in the browser:\n  ${report.join('\n  ')}`);
}

/** Centre of an element's box, in whole CSS pixels. */
export async function centre(locator) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element has no box (not rendered)');
  return {x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), box};
}

/**
 * Resolves once the page has drawn `count` more frames: the first may have been under way when
 * this was called, the second shows what the page had done by then (a scroll, its observers'
 * notifications, a layout shift).
 */
export async function framesDrawn(page, count = 2) {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) {
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    }
  }, count);
}

/** Scrolls at once (the theme sets smooth scrolling, which would animate). */
export async function scrollToY(page, y) {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
}

/** The class names of the site's Button component (CSS module names keep their local part). */
export const buttonClass = /(^|\s)button_\w+/;
export const buttonVariantClass =
  /(^|\s)variant-(default|destructive|outline|secondary|ghost|link)_/;
export const buttonSizeClass = /(^|\s)size-(default|sm|lg|icon)_/;
