/**
 * What the accessibility stage checks inside a page: axe-core, the keyboard walk, reflow, the
 * links' shape and the page without JavaScript. Each function returns the failures it found as
 * short strings (an empty array: the check passed), so that the crawler can tabulate them.
 */
/* global document, window, getComputedStyle, Node, axe */
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

/** The rule sets the issue asks for: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules turned off, each with the reason it does not apply. Empty: every rule of the tags runs.
 * @type {Record<string, {enabled: false}>}
 */
const axeDisabledRules = {};

export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({url: await axeScriptUrl()});
  }
  const violations = await page.evaluate(
    async ({tags, rules}) => {
      const result = await axe.run(document, {
        runOnly: {type: 'tag', values: tags},
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
    {tags: axeTags, rules: axeDisabledRules},
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
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return {index: -1};
    }
    const indicator = window.__a11yIndicator(element);
    const index = Number(element.getAttribute('data-a11y-index') ?? -2);
    return {
      index,
      indicator,
      label: window.__a11yDescribe?.(element) ?? element.tagName,
      inMain: Boolean(element.closest('main')),
    };
  });
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

/**
 * Presses Tab from where the focus is and records each stop (see `focusState`) until the focus
 * leaves the document, comes back to where it started, `stop(state)` says so, or `limit` Tabs.
 * Returns the stops, and the state that ended the walk (undefined at the limit).
 */
async function tabThrough(page, {limit, stop = () => false, from}) {
  const reached = [];
  let first = from;
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (state.index === -1 || stop(state)) return {reached, end: state};
    if (first === undefined) first = state;
    else if (state.index === first.index) return {reached, end: state};
    reached.push(state);
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
    const {reached} = await tabThrough(page, {limit});
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
      const {reached, end} = await tabThrough(page, {limit, stop: (state) => !state.inMain});
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
    const headings = [...document.querySelectorAll('h1')].map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        text: element.textContent.replace(/\s+/g, ' ').trim(),
        visible:
          rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden',
      };
    });
    if (headings.length !== 1) {
      failures.push(
        `${headings.length} h1 elements: ${JSON.stringify(headings.map((h) => h.text))}`,
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
