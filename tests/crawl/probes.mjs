/**
 * What the crawl (./site.test.mjs) looks at inside a page: axe-core, the keyboard walk, reflow,
 * words broken across lines, the links' shape, the page without JavaScript, the first screen, the
 * buttons stacked on a phone and the files the page loaded. Each check returns the failures it
 * found as short strings (an empty array: the check passed), so that the crawl can tabulate them;
 * the measures return what they measured.
 */
/* global document, window, getComputedStyle, Node, NodeFilter, axe */
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/**
 * axe-core served from a loopback server of this process, cacheable for good: a script the
 * browser takes from its cache is compiled from V8's code cache, where the same half a megabyte
 * injected inline is compiled again on every page. Its connections do not keep the process alive.
 */
let axeServer;
function axeScriptUrl() {
  axeServer ??= new Promise((resolve, reject) => {
    const source = fs.readFileSync(axePath);
    const server = http.createServer((request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': source.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      response.end(source);
    });
    server.on('connection', (socket) => socket.unref());
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${server.address().port}/axe.min.js`);
    });
  });
  return axeServer;
}

/**
 * Where a site served with its own Content-Security-Policy (nginx, in the crawl) serves axe-core
 * to the pages: a path of the site itself, which the policy's `script-src 'self'` allows, cached
 * for good like the site's hashed scripts. `axeNginxLocation` is the nginx location that serves it.
 */
const axeOnSite = '/__tests/axe.min.js';
export const axeNginxLocation = `    location = ${axeOnSite} {
        alias ${axePath};
        default_type text/javascript;
        add_header Cache-Control "public, max-age=31536000, immutable";
    }`;

/** The rule sets the site is held to: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules turned off, each with the reason it does not apply. Empty: every rule of the tags runs.
 * @type {Record<string, {enabled: false}>}
 */
const axeDisabledRules = {};

/**
 * The rules whose outcome depends on the colours: in the second colour mode of a page whose markup
 * is the same, only these can find something the first mode's full run did not.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's violations on the page: every rule of `axeTags`, or with `{colours: true}` only the
 * rules that depend on the colours (`colourRules`). `onSite`: the site serves axe-core itself
 * (`axeOnSite`), as the crawl's nginx does; else a loopback server of this process does.
 */
export async function axeViolations(page, {colours = false, onSite = false} = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({url: onSite ? axeOnSite : await axeScriptUrl()});
  }
  const violations = await page.evaluate(
    async ({tags, rules, only}) => {
      const result = await axe.run(document, {
        runOnly: only ? {type: 'rule', values: only} : {type: 'tag', values: tags},
        rules,
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim(),
      }));
    },
    {tags: axeTags, rules: axeDisabledRules, only: colours ? colourRules : null},
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.targets.length}×: ${v.targets.slice(0, 3).join(' | ')}${v.summary ? ` — ${v.summary}` : ''})`,
  );
}

/**
 * Reflow: the page does not scroll sideways, and no element that clips its overflow has text
 * wider than its box (text cut off). Visually hidden text (the 1 px clip pattern) is meant to be
 * clipped and is left out.
 */
export async function reflowFailures(page, viewport) {
  await page.setViewportSize(viewport);
  return page.evaluate((width) => {
    const failures = [];
    const scroller = document.scrollingElement;
    if (scroller.scrollWidth > window.innerWidth) {
      failures.push(`scrolls sideways at ${width}px (scrollWidth ${scroller.scrollWidth})`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX);
      if (!clipsX) continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (element.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      // Text that is cut off: a text node of this element, or of a descendant, ends beyond its box.
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
      let cut;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim()) continue;
        const parent = node.parentElement;
        if (!parent || parent.getClientRects().length === 0) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)) {
          cut = node.textContent.trim().slice(0, 40);
          break;
        }
      }
      if (cut === undefined) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${[...element.classList].slice(0, 2).join('.')}` : ''
      }`;
      failures.push(`text cut off at ${width}px in ${name}: "${cut}"`);
    }
    return failures;
  }, viewport.width);
}

/**
 * Marks every visible link and button; returns those Tab must reach, those with a positive
 * tabindex, and the fingerprint of what can be focused outside the main content.
 */
async function markInteractive(page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [role="button"], [role="link"]';
    const style = (element) => {
      const computed = getComputedStyle(element);
      return {
        outline: `${computed.outlineStyle} ${computed.outlineWidth} ${computed.outlineColor}`,
        boxShadow: computed.boxShadow,
      };
    };
    const all = [...document.querySelectorAll(selector)];
    const expected = [];
    // What can be focused outside the main content (header, footer, anything beside main), as a
    // fingerprint: pages that share it share that part of the Tab order.
    const chrome = [];
    all.forEach((element, index) => {
      element.setAttribute('data-a11y-index', String(index));
      // The element and its near ancestors: a card may show the focus ring around itself
      // (:focus-within) instead of around the link it contains.
      for (
        let node = element, depth = 0;
        node && depth < 4;
        node = node.parentElement, depth += 1
      ) {
        node.__a11yBaseline ??= style(node);
      }
      const rect = element.getBoundingClientRect();
      const computed = getComputedStyle(element);
      // The answer of a closed disclosure (an FAQ's) is reached by opening its summary.
      const closed = element.closest('details:not([open])');
      const inClosedDetails =
        closed !== null && element.closest('summary')?.parentElement !== closed;
      const visible =
        rect.width > 0 &&
        rect.height > 0 &&
        computed.visibility !== 'hidden' &&
        !inClosedDetails &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        !element.disabled;
      const linkOrButton = element.matches('a[href], button, [role="button"], [role="link"]');
      const inMain = Boolean(element.closest('main'));
      if (visible && linkOrButton && element.tabIndex >= 0) {
        expected.push({index, label: describe(element), inMain});
      }
      if (!inMain) {
        const tag = element.cloneNode(false);
        tag.removeAttribute('data-a11y-index');
        chrome.push([tag.outerHTML, element.textContent.trim(), visible, element.tabIndex]);
      }
    });
    function describe(element) {
      const text = (element.getAttribute('aria-label') || element.textContent || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.getAttribute('href') ? `[href=${element.getAttribute('href')}]` : ''} "${text}"`;
    }
    window.__a11yDescribe = describe;
    /** What has focus, and whether it shows a focus indicator (see `focusState`). */
    window.__a11yFocusState = () => {
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) {
        return {index: -1};
      }
      return {
        index: Number(element.getAttribute('data-a11y-index') ?? -2),
        indicator: window.__a11yIndicator(element),
        label: describe(element),
        inMain: Boolean(element.closest('main')),
      };
    };
    // What has focus as each Tab arrives, before the page or the browser acts on it: the stop
    // the Tab before it reached (see `tabThrough`).
    if (!window.__a11yTabLog) {
      window.__a11yTabLog = [];
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Tab') window.__a11yTabLog.push(window.__a11yFocusState());
        },
        true,
      );
    }
    /** Whether `node` shows a focus indicator now that it did not show unfocused. */
    const shows = (node) => {
      const computed = getComputedStyle(node);
      const baseline = node.__a11yBaseline ?? {outline: '', boxShadow: 'none'};
      const outline = `${computed.outlineStyle} ${computed.outlineWidth} ${computed.outlineColor}`;
      const outlineVisible =
        computed.outlineStyle !== 'none' &&
        parseFloat(computed.outlineWidth) >= 1 &&
        !/rgba\([^)]*,\s*0\)|transparent/.test(computed.outlineColor);
      const shadowVisible =
        computed.boxShadow !== 'none' && computed.boxShadow !== baseline.boxShadow;
      return (outlineVisible && outline !== baseline.outline) || shadowVisible;
    };
    /** The element or one of its near ancestors (a card's :focus-within ring) shows focus. */
    window.__a11yIndicator = (element) => {
      for (
        let node = element, depth = 0;
        node && depth < 4;
        node = node.parentElement, depth += 1
      ) {
        if (shows(node)) return true;
      }
      return false;
    };
    const positive = all.filter((element) => element.tabIndex > 0).map(describe);
    return {expected, positive, chrome: JSON.stringify([window.innerWidth, chrome])};
  });
}

/** What has focus now, and whether it shows a focus indicator it does not show unfocused. */
async function focusState(page) {
  return page.evaluate(() => window.__a11yFocusState());
}

/**
 * Puts the sequential focus navigation starting point at the top of the document, as on a page
 * just loaded, whatever the tab did before: an element the page does not have is focused at the
 * start of the body, then blurred and removed. (A blur() alone leaves the starting point where
 * the focus was, and a tab navigated from page to page can keep one from an earlier page.)
 */
async function focusFromTop(page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.activeElement?.blur?.();
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus({preventScroll: true});
    start.blur();
    start.remove();
  });
}

/** A DevTools session per tab, for `pressTabs`. */
const inputSessions = new WeakMap();

/**
 * Presses Tab `count` times, as `page.keyboard.press('Tab')` does (a key down and a key up, each
 * through the browser's input pipeline and acknowledged by the page), but sent as one batch
 * instead of waiting for each key in turn.
 */
async function pressTabs(page, count) {
  if (!inputSessions.has(page)) inputSessions.set(page, page.context().newCDPSession(page));
  const session = await inputSessions.get(page);
  const key = {key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9};
  await Promise.all(
    Array.from({length: count}, () => [
      session.send('Input.dispatchKeyEvent', {type: 'rawKeyDown', ...key}),
      session.send('Input.dispatchKeyEvent', {type: 'keyUp', ...key}),
    ]).flat(),
  );
}

/**
 * Presses Tab from where the focus is and records each stop (see `focusState`) until the focus
 * leaves the document, comes back to where it started, `stop(state)` says so, or `limit` Tabs.
 * Returns the stops, and the state that ended the walk (undefined at the limit).
 *
 * The Tabs go in runs, each read back at once: the page records what has focus as each Tab
 * arrives (see `markInteractive`), which is the stop the Tab before it reached. The first run is
 * as long as the stops the walk should reach (`stops`) and the Tab that should end it; a page with
 * more stops takes further runs. A Tab past the end of the walk lands where the Tab order goes on
 * (past the end of the document, back at its top), which no check reads.
 */
async function tabThrough(page, {limit, stops, stop = () => false}) {
  const reached = [];
  let first;
  let pressed = 0;
  while (pressed < limit) {
    const run = Math.min(limit - pressed, pressed === 0 ? stops + 1 : 4);
    // The Tabs pressed before this walk (the skip link's) are not its stops.
    if (pressed === 0) await page.evaluate(() => window.__a11yTabLog.splice(0));
    await pressTabs(page, run);
    pressed += run;
    const [log, now] = await page.evaluate(() => [
      window.__a11yTabLog.splice(0),
      window.__a11yFocusState(),
    ]);
    if (log.length !== run) {
      throw new Error(`${run - log.length} of ${run} Tab keys did not reach the page's recorder`);
    }
    for (const state of [...log.slice(1), now]) {
      if (state.index === -1 || stop(state)) return {reached, end: state};
      if (first === undefined) first = state;
      else if (state.index === first.index) return {reached, end: state};
      reached.push(state);
    }
  }
  return {reached, end: undefined};
}

/** The failures of a stretch of the Tab order: indicators, reading order, what it missed. */
function orderFailures(reached, expected) {
  const failures = [];
  for (const state of reached) {
    if (!state.indicator) failures.push(`no visible focus indicator: ${state.label}`);
  }
  for (let i = 1; i < reached.length; i += 1) {
    if (
      reached[i].index >= 0 &&
      reached[i - 1].index >= 0 &&
      reached[i].index < reached[i - 1].index
    ) {
      failures.push(
        `focus goes back in the reading order: ${reached[i - 1].label} → ${reached[i].label}`,
      );
    }
  }
  const reachedIndexes = new Set(reached.map((state) => state.index));
  for (const item of expected) {
    if (!reachedIndexes.has(item.index)) failures.push(`not reachable by Tab: ${item.label}`);
  }
  return failures;
}

/**
 * The keyboard walk. The first Tab from the top of the page must land on a skip link whose
 * activation moves the focus to the main content; Tab must reach every visible link and button in
 * document (reading) order, each with a visible focus indicator.
 *
 * The header and footer are the same on most pages. `walkedChrome` (a Set shared by the pages of
 * a crawl) holds the fingerprints (see `markInteractive`) of the parts outside the main content
 * already walked without a failure at this width: on a page whose fingerprint is there, the walk
 * goes from the skip link through the main content only, and must then leave it forward (no
 * trap); on any other page, it walks the whole page from the top.
 */
export async function keyboardFailures(page, {walkedChrome} = {}) {
  const failures = [];
  // A page that moves the focus as it loads starts the Tab order there, past the skip link.
  const focusedAtLoad = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    return `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  });
  if (focusedAtLoad) failures.push(`the page moves the focus as it loads, to ${focusedAtLoad}`);
  await focusFromTop(page);
  const {expected, positive, chrome} = await markInteractive(page);
  for (const label of positive) failures.push(`positive tabindex breaks the order: ${label}`);
  const limit = expected.length + 40;
  const mainOnly = walkedChrome?.has(chrome) ?? false;

  if (!mainOnly) {
    const {reached} = await tabThrough(page, {limit, stops: expected.length});
    failures.push(...orderFailures(reached, expected));
  }

  // The skip link: first stop of the Tab order, and it leads to the main content.
  await focusFromTop(page);
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => {
    const element = document.activeElement;
    return {
      text: (element?.textContent ?? '').trim(),
      href: element?.getAttribute?.('href') ?? '',
    };
  });
  if (!/skip/i.test(skip.text) || !skip.href.startsWith('#')) {
    failures.push(`the first Tab stop is not a skip link ("${skip.text.slice(0, 40)}")`);
  } else {
    await page.keyboard.press('Enter');
    const landed = await page.evaluate(() => {
      const element = document.activeElement;
      const main = document.querySelector('main');
      if (!main || !element) return false;
      return (
        element === main ||
        main.contains(element) ||
        element.contains(main) ||
        Boolean(main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    const inMain = expected.filter((item) => item.inMain);
    const mainHasFocusable = await page.evaluate(() =>
      [...document.querySelectorAll('main [data-a11y-index]')].some(
        (element) => element.tabIndex >= 0 && element.getBoundingClientRect().width > 0,
      ),
    );
    if (mainOnly) {
      const {reached, end} = await tabThrough(page, {
        limit,
        stops: inMain.length,
        stop: (state) => !state.inMain,
      });
      failures.push(...orderFailures(reached, inMain));
      const last = reached.at(-1);
      if (!landed || (mainHasFocusable && reached[0]?.inMain !== true)) {
        failures.push(
          `the skip link does not lead to the main content (next Tab: ${reached[0]?.label ?? end?.label})`,
        );
      } else if (end === undefined || (end.index !== -1 && end.inMain)) {
        failures.push(`focus does not leave the main content after ${last?.label ?? 'it'}`);
      } else if (end.index !== -1 && last && end.index < last.index) {
        failures.push(`focus goes back in the reading order: ${last.label} → ${end.label}`);
      }
    } else {
      await page.keyboard.press('Tab');
      const next = await focusState(page);
      if (!landed || (mainHasFocusable && !next.inMain)) {
        failures.push(`the skip link does not lead to the main content (next Tab: ${next.label})`);
      }
    }
  }
  const found = [...new Set(failures)];
  if (!mainOnly && found.length === 0) walkedChrome?.add(chrome);
  return found;
}

/**
 * The focus indicator of every visible link and button, without walking the Tab order again: one
 * real Tab puts the page in keyboard use, after which a focus() shows what a Tab to the element
 * shows (:focus-visible). For a colour mode whose Tab order was walked in the other mode: the
 * order and the skip link do not change with the colours; the ring must still show.
 */
export async function focusIndicatorFailures(page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.activeElement?.blur?.();
  });
  const {expected} = await markInteractive(page);
  await page.keyboard.press('Tab');
  const missing = await page.evaluate(
    (indexes) => {
      const failures = [];
      for (const index of indexes) {
        const element = document.querySelector(`[data-a11y-index="${index}"]`);
        element.focus({preventScroll: true});
        if (document.activeElement !== element) {
          failures.push(`does not take focus: ${window.__a11yDescribe(element)}`);
        } else if (!element.matches(':focus-visible')) {
          failures.push(`focus is not shown as keyboard focus: ${window.__a11yDescribe(element)}`);
        } else if (!window.__a11yIndicator(element)) {
          failures.push(`no visible focus indicator: ${window.__a11yDescribe(element)}`);
        }
      }
      document.activeElement?.blur?.();
      return failures;
    },
    expected.map((item) => item.index),
  );
  return [...new Set(missing)];
}

/** Every link of the rendered page, with what the link check needs. */
export async function pageLinks(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href], area[href]')].map((link) => {
      const describedBy = (link.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const labelledBy = (link.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return {
        href: link.getAttribute('href'),
        url: link.href,
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel') ?? '',
        name: (labelledBy || link.getAttribute('aria-label') || link.textContent || '')
          .replace(/\s+/g, ' ')
          .trim(),
        description: `${describedBy} ${link.getAttribute('title') ?? ''}`.trim(),
      };
    }),
  );
}

export async function pageIds(page) {
  return page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
}

/** One visible h1 with text, and a title. */
export async function headingFailures(page) {
  return page.evaluate(() => {
    const failures = [];
    /** Where an element is: its ancestors up to the body, each by tag, id and first class. */
    const placeOf = (element) => {
      const steps = [];
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const name = node.classList[0] ? `.${node.classList[0]}` : '';
        steps.unshift(`${node.localName}${node.id ? `#${node.id}` : ''}${name}`);
      }
      return steps.join(' > ');
    };
    const headings = [...document.querySelectorAll('h1')].map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        text: element.textContent.replace(/\s+/g, ' ').trim(),
        visible:
          rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden',
        place: placeOf(element),
      };
    });
    if (headings.length !== 1) {
      failures.push(
        `${headings.length} h1 elements: ${JSON.stringify(headings.map((h) => h.text))} at ${headings.map((h) => h.place).join('; ')}`,
      );
    } else if (!headings[0].visible) {
      failures.push(`the h1 "${headings[0].text}" is not visible`);
    } else if (headings[0].text === '') {
      failures.push('the h1 is empty');
    }
    if (document.title.trim() === '') failures.push('the <title> is empty');
    return failures;
  });
}

/** Without JavaScript: one visible h1 with text, a main landmark with content, navigation links. */
export async function noScriptFailures(page) {
  return page.evaluate(() => {
    const failures = [];
    const visible = (element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const h1 = [...document.querySelectorAll('h1')].filter(
      (element) => visible(element) && element.textContent.trim(),
    );
    if (h1.length !== 1) failures.push(`${h1.length} visible h1 with text`);
    const main = document.querySelector('main');
    if (!main || !visible(main) || main.textContent.trim().length < 20) {
      failures.push('no visible main content');
    }
    const navLinks = [...document.querySelectorAll('nav a[href]')].filter(visible);
    if (navLinks.length < 3) failures.push(`${navLinks.length} visible navigation links`);
    return failures;
  });
}

/**
 * Words broken across two lines: in every text of the page that is drawn on more than one line,
 * each word (a run without spaces) must sit on one line, unless it breaks after a hyphen, a dash, a
 * slash or a soft hyphen, or is a web or email address. Code is left out (a block scrolls; a long
 * token of inline code may break anywhere, as it is not a word), and so is text for screen readers
 * only (drawn in a 1 px box).
 */
export async function wordBreakFailures(page, width) {
  const found = await page.evaluate(() => {
    const failures = [];
    const breakable = /[-\u2010\u2011\u2013\u2014/\u00ad]$/;
    const address = /^(?:https?:\/\/|www\.)|@|\.[a-z]{2,}\//i;
    const range = document.createRange();
    const top = (node, from, to) => {
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect().top;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.data;
      if (!/\S\S/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('pre, code, script, style, noscript, svg')) continue;
      range.selectNodeContents(node);
      const lines = range.getClientRects();
      if (lines.length < 2 || [...lines].some((rect) => rect.width < 2)) continue;
      for (const match of text.matchAll(/\S{2,}/g)) {
        const word = match[0];
        if (address.test(word)) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length < 2 || rects.every((rect) => Math.abs(rect.top - rects[0].top) < 2))
          continue;
        // Where the word leaves its first line: the first character on another line.
        const firstTop = top(node, match.index, match.index + 1);
        let at = 1;
        while (
          at < word.length &&
          Math.abs(top(node, match.index + at, match.index + at + 1) - firstTop) < 2
        )
          at += 1;
        if (breakable.test(word.slice(0, at))) continue;
        const name = `${parent.tagName.toLowerCase()}${
          parent.classList.length ? `.${[...parent.classList].slice(0, 2).join('.')}` : ''
        }`;
        failures.push(`"${word.slice(0, at)}|${word.slice(at)}" in ${name}`);
      }
    }
    return failures;
  });
  return [...new Set(found)].map((failure) => `word broken at ${width}px: ${failure}`);
}

/**
 * In the page (for `page.evaluate`): the share of filled pixel columns in the left and right thirds
 * of the first screen, whether the page has a hero, and whether the consultant's portrait is in
 * view. "Content" is what the page draws inside <main> within the first screen (the viewport below
 * the header): each run of text (a Range's client rects, so a short line counts only as wide as
 * its words), each image, SVG, button and form control, and each box framed by a border on all four
 * sides or by a shadow (a card, a panel; a rule across the page is not one). A band's background
 * (anything as wide as the screen) is not content, and neither is the breadcrumb trail, which is
 * navigation like the header. A pixel column of a third is filled when any content box covers it;
 * a third's fill is the share of its columns filled.
 */
export function measureFirstScreen() {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const header = document.querySelector('nav.navbar');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const main = document.querySelector('main');
  if (!main) return {hero: false, left: 0, right: 0, portrait: false};
  const filled = new Uint8Array(width);
  const cover = (rect) => {
    if (rect.width < 1 || rect.height < 1) return;
    if (rect.bottom <= top || rect.top >= height) return;
    const from = Math.max(0, Math.floor(rect.left));
    const to = Math.min(width, Math.ceil(rect.right));
    for (let x = from; x < to; x += 1) filled[x] = 1;
  };
  const shown = (element) => {
    for (let at = element; at && at !== main.parentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
      if (at.matches('nav[aria-label="Breadcrumb"]')) return false;
    }
    return true;
  };
  // Text, by the rects of its runs.
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || !shown(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) cover(rect);
  }
  // Pictures, controls and drawn boxes (cards, panels), but no full-width band.
  for (const element of main.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width >= width * 0.9 || !shown(element)) continue;
    const style = getComputedStyle(element);
    const drawn =
      element.matches('img, svg, picture, video, canvas, button, input, select, textarea') ||
      style.boxShadow !== 'none' ||
      ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) =>
          Number.parseFloat(style[`border${side}Width`]) > 0 &&
          !/rgba\(.*,\s*0\)$|transparent/.test(style[`border${side}Color`]),
      );
    if (drawn) cover(rect);
  }
  const share = (from, to) => {
    let count = 0;
    for (let x = from; x < to; x += 1) count += filled[x];
    return count / (to - from);
  };
  const third = Math.floor(width / 3);
  const portrait = [...main.querySelectorAll(':is(svg, picture)[class*="portrait"]')].some(
    (element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.top >= top && rect.bottom <= height;
    },
  );
  return {
    hero: main.querySelector('[class*="hero_"] h1') !== null,
    left: share(0, third),
    right: share(width - third, width),
    portrait,
  };
}

/**
 * In the page (for `page.evaluate`): groups of two or more visible buttons (the site's Button
 * component) under one parent (a list of buttons is one group) in which one sits under another,
 * each with its buttons' labels and widths.
 */
export function stackedButtons() {
  const buttons = [...document.querySelectorAll('main a, main button')].filter(
    (element) => /(^|\s)button_/.test(element.className) && element.getClientRects().length > 0,
  );
  const groups = new Map();
  for (const button of buttons) {
    // A list of buttons (each item a button and nothing else) is one group; a card's button is not.
    const item = button.parentElement;
    const parent = item.matches('li') && item.children.length === 1 ? item.parentElement : item;
    groups.set(parent, [...(groups.get(parent) ?? []), button]);
  }
  const stacked = [];
  for (const group of groups.values()) {
    const boxes = group.map((button) => ({
      text: button.textContent.trim(),
      box: button.getBoundingClientRect(),
    }));
    const inColumn = boxes.some((a) =>
      boxes.some(
        (b) =>
          a !== b &&
          b.box.top >= a.box.bottom - 1 &&
          b.box.left < a.box.right &&
          a.box.left < b.box.right,
      ),
    );
    if (inColumn) {
      stacked.push(boxes.map(({text, box}) => ({text, width: Math.round(box.width * 10) / 10})));
    }
  }
  return stacked;
}

/**
 * The files of the site the page has loaded so far, by Resource Timing (files taken from the
 * browser's cache included, as a first visit would fetch them): the document, scripts,
 * stylesheets and images, each `{path, kind}`.
 */
export async function loadedFiles(page) {
  return page.evaluate(() => {
    const kindOf = (entry, pathname) => {
      if (/\.m?js$/.test(pathname)) return 'js';
      if (/\.css$/.test(pathname)) return 'css';
      if (/\.(avif|webp|jpe?g|png|gif|svg|ico)$/.test(pathname) || entry.initiatorType === 'img')
        return 'img';
      return undefined;
    };
    const files = [{path: window.location.pathname, kind: 'html'}];
    const seen = new Set();
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name);
      if (url.origin !== window.location.origin || seen.has(url.pathname)) continue;
      const kind = kindOf(entry, url.pathname);
      if (!kind) continue;
      seen.add(url.pathname);
      files.push({path: url.pathname, kind});
    }
    return files;
  });
}
