/**
 * Shared machinery of the browser tests: one Chromium and one static server per run, pages that
 * record every console error or warning, page error, failed request, dialog and error boundary
 * drawn (./errorBoundary.mjs), and a wait for Docusaurus hydration that fails on an error boundary.
 */
/* global document, window, IntersectionObserver, MutationObserver, PopStateEvent */
import fs from 'node:fs/promises';

import {after, before} from 'node:test';

import {chromium} from 'playwright-core';

import {chromeFlags, findTestBrowser} from '../../scripts/find-tools.mjs';
import {defaultBuildDir, resolveRequest, startServer} from '../../scripts/serve-build.mjs';
import {
  describeErrorBoundary,
  errorBoundariesInDocument,
  errorBoundaryEvent,
  watchErrorBoundaries,
} from './errorBoundary.mjs';

/** The headless Chromium flags of every browser test (scripts/find-tools.mjs). */
const launchArgs = chromeFlags;

export const desktopViewport = {width: 1280, height: 800};
export const mobileViewport = {width: 390, height: 844};

/**
 * How long the suite lets anything a page must do take (a navigation, an action's target, a
 * request, hydration, a heading, a toast after its button): the stages run side by side on as few
 * as 2 cores, where a tab can go seconds without the CPU, so a wait ends as soon as what it waits
 * for has happened, and fails only at a bound no busy machine reaches. Reaching it is a hang, not a
 * slow machine.
 */
export const mustHappenWithin = 30_000;

/** Has every wait of `context` (Playwright's actions and navigations) fail at `mustHappenWithin`. */
export function waitAsLongAsNeeded(context) {
  context.setDefaultTimeout(mustHappenWithin);
  context.setDefaultNavigationTimeout(mustHappenWithin);
}

/**
 * The stage's browser (scripts/with-browser.mjs sets SITE_BROWSER_ENDPOINT), or one of this
 * process's own. Closing a connected browser closes this process's contexts, not the browser.
 */
export async function openBrowser() {
  const endpoint = process.env.SITE_BROWSER_ENDPOINT;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({
    executablePath: await findTestBrowser(),
    headless: true,
    args: launchArgs,
  });
}

/**
 * The stage's server of the build (SITE_ORIGIN), or one of this process's own, which
 * `server.close()` stops.
 */
async function openServer(root) {
  const origin = process.env.SITE_ORIGIN;
  if (origin) return {url: origin, close: async () => {}};
  return startServer({root});
}

/**
 * Starts the server and the browser. Whatever was started is returned through `session` as soon
 * as it exists, so that `stopSession` can close it even when a later step fails.
 */
async function startSession(session) {
  session.root = defaultBuildDir();
  session.server = await openServer(session.root);
  session.origin = session.server.url;
  session.browser = await openBrowser();
  session.context = await session.browser.newContext({
    baseURL: session.origin,
    viewport: desktopViewport,
  });
  waitAsLongAsNeeded(session.context);
  await keepRendererWarm(session.context, session.origin);
  return session;
}

/**
 * Keeps a renderer process of the site alive in `context` for as long as the context lives: an
 * idle tab on a plain-text file of the site. A tab opened after the last one of its site has
 * closed starts a new renderer process, which parses and compiles the site's scripts afresh: that
 * costs about as much CPU as the page's own load. Each test still gets a tab of its own.
 */
export async function keepRendererWarm(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  return page;
}

/**
 * The session of the calling test file: started before its first test and stopped after its
 * last, through node:test's `before` and `after` hooks. `afterStart`, if given, runs in the same
 * hook once the session is up (node:test does not order the `before` hooks of a file against
 * those registered here).
 */
export function browserSession(afterStart) {
  const session = {};
  before(async () => {
    await startSession(session);
    await afterStart?.(session);
  });
  after(() => stopSession(session));
  return session;
}

async function stopSession(session) {
  const steps = [
    () => session.context?.close(),
    () => session.browser?.close(),
    () => session.server?.close(),
  ];
  const errors = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'Closing the browser session failed');
}

/** Whether the build has a file for this path (false: the page has not been written yet). */
export async function inBuild(session, path) {
  try {
    return (await resolveRequest(session.root, path)).status === 200;
  } catch {
    return false;
  }
}

/** Runs `body` with a fresh page of the session's context, closed whatever happens. */
export async function withSessionPage(session, options, body) {
  const opened = await openPage(session, options);
  try {
    return await body(opened);
  } finally {
    await opened.page.close();
  }
}

/**
 * Lets the pages of `origin` in `page`'s context use the clipboard, has `page` keep each text its
 * `navigator.clipboard.writeText` wrote, once the browser accepted it, and returns a reader of that
 * list. The clipboard itself is the browser's, shared by every tab of every test file that uses
 * the same browser, and test files run side by side: reading it back can return what another test
 * copied meanwhile. Call it before the page is opened.
 */
export async function recordClipboard(page, origin) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
  await page.addInitScript(() => {
    const {clipboard} = navigator;
    if (!clipboard) return;
    const writeText = clipboard.writeText.bind(clipboard);
    const written = [];
    Object.defineProperty(window, '__clipboardWrites', {value: written});
    clipboard.writeText = async (text) => {
      await writeText(text);
      written.push(String(text));
    };
  });
  return {
    /** Every text the page has copied, oldest first. */
    texts: () => page.evaluate(() => [...(window.__clipboardWrites ?? [])]),
    /** The text the page copied last (undefined if none). */
    last: () => page.evaluate(() => window.__clipboardWrites?.at(-1)),
  };
}

/**
 * Opens a page in the shared context and records what goes wrong on it.
 * @returns {Promise<{page: import('playwright-core').Page, problems: string[], dialogs: string[]}>}
 */
export async function openPage(session, {viewport} = {}) {
  const page = await session.context.newPage();
  trackRequests(page);
  if (viewport) await page.setViewportSize(viewport);
  /** @type {{report: string, url?: string, text?: string}[]} */
  const events = [];
  const dialogs = [];
  const where = () => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return page.url();
    }
  };
  // Chromium logs the HTTP status of a document it loads as a console error ("Failed to load
  // resource: the server responded with a status of 404 (Not Found)"). That status is what the
  // tests check, not a problem of the page, so the message is dropped when its URL is a document
  // that answered with that status. The check runs when the problems are read, so the order in
  // which the console and network events arrive does not matter.
  const documentStatus = new Map();
  const statusMessage = /^Failed to load resource: the server responded with a status of (\d+)/;
  const isDocumentStatus = ({url, text}) => {
    const status = text === undefined ? undefined : statusMessage.exec(text)?.[1];
    return status !== undefined && documentStatus.get(url) === status;
  };

  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const {url, lineNumber} = message.location();
    const source = url ? ` [${url.replace(session.origin, '')}:${lineNumber}]` : '';
    const text = message.text();
    // The first line names the error; the minified stack under it says little.
    const summary = text.split('\n', 1)[0].slice(0, 400);
    events.push({url, text, report: `console.${type} on ${where()}: ${summary}${source}`});
  });
  page.on('pageerror', (error) => {
    events.push({report: `page error on ${where()}: ${error.message}`});
  });
  // A request still running when the page leaves its document is aborted by the browser
  // (net::ERR_ABORTED): that is the test navigating, not the site failing.
  // A request made between a navigation's request and its commit (the old page's favicon, say)
  // belongs to the document being left.
  let documentLoads = 0;
  let navigating = false;
  const loadOfRequest = new WeakMap();
  page.on('request', (request) => {
    const navigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (navigation) {
      documentLoads += 1;
      navigating = true;
    }
    loadOfRequest.set(request, navigating && !navigation ? documentLoads - 1 : documentLoads);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    // about:blank is a document the browser makes without a request: leaving for it, too.
    if (!navigating && frame.url() === 'about:blank') documentLoads += 1;
    navigating = false;
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    events.push({
      // The document an aborted request belonged to, weighed when the problems are read: the
      // browser may report the abort before the navigation that caused it.
      abortedIn: reason === 'net::ERR_ABORTED' ? loadOfRequest.get(request) : undefined,
      report: `request failed on ${where()}: ${request.method()} ${request.url()} (${reason})`,
    });
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentStatus.set(response.url(), String(response.status()));
      return;
    }
    if (!response.url().startsWith(`${session.origin}/`)) return;
    events.push({
      report: `HTTP ${response.status()} on ${where()}: ${request.resourceType()} ${response.url()}`,
    });
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  // An error boundary logs nothing: what it draws is reported as a problem of the page.
  await watchErrorBoundaries(page, (shown) => {
    events.push({report: describeErrorBoundary(shown.path, shown)});
  });
  return {
    page,
    dialogs,
    /** Every console error or warning, page error and failed request so far, in order. */
    get problems() {
      const leftDocument = (event) =>
        event.abortedIn !== undefined && event.abortedIn < documentLoads;
      return events
        .filter((event) => !isDocumentStatus(event) && !leftDocument(event))
        .map((event) => event.report);
    },
  };
}

/**
 * Holds back every file of the image pipeline a page requests until `release()` is called (as on a
 * slow network, where images arrive after the first paint), and records the page's layout shifts
 * from its first paint on; `shifts()` returns them. Call before the page is loaded.
 */
export async function holdImages(page) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/images/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    const add = (entries) => {
      for (const entry of entries) {
        if (!entry.hadRecentInput) window.__layoutShifts.push(entry.value);
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({type: 'layout-shift', buffered: true});
    window.__takeLayoutShifts = () => add(observer.takeRecords());
  });
  // The shifts of every frame drawn before this was called: two more frames are drawn (an image
  // that has just loaded is laid out in the first), then the entries not yet handed to the
  // observer's callback are taken too.
  const shifts = () =>
    page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => window.requestAnimationFrame(resolve));
      }
      window.__takeLayoutShifts();
      return window.__layoutShifts.slice();
    });
  return {release, shifts};
}

/** Records the URL paths of the JavaScript files a page requests, from now on. */
export function recordScripts(page) {
  const paths = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/**
 * Resolves once the page has run every task it had queued when this was called: the page posts a
 * message to itself, which the browser delivers after the messages posted before it. React's
 * scheduler renders an update in such a message, in one go unless the update is a transition
 * (or the page clock is paused, which keeps its time slices from running out), and the site
 * appends a chunk's script in one (src/lib/tasks.ts): what a step set in motion there is done.
 */
export async function queuedTasksRun(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(undefined);
      }),
  );
}

let requestMarks = 0;
const requestMarkParameter = 'requests-seen=';

/**
 * Resolves once the test has been told of every request the page started before this was called:
 * the page asks for one more file, and the browser reports a page's requests in the order they
 * start. Returns the address it asked for. `origin` is the site's, for a page that is not on it
 * (about:blank).
 */
export async function requestsSeen(page, origin = '') {
  requestMarks += 1;
  const marker = `${origin}/robots.txt?${requestMarkParameter}${requestMarks}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(
    (url) => fetch(url, {mode: 'no-cors', cache: 'no-store'}).then(() => undefined),
    marker,
  );
  await seen;
  return marker;
}

/**
 * Resolves once the browser has told the page which of its links are in view, and the test has
 * been told of every request the page started by then: what a link asks for as it comes into view
 * (Docusaurus prefetches its page then, unless the site stops it) has been asked for. The links
 * observe themselves from their first render; an observer of the test's own, made after that, is
 * told no sooner than theirs.
 */
export async function linksInViewSeen(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        for (const link of document.querySelectorAll('a[href]')) observer.observe(link);
      }),
  );
  await queuedTasksRun(page);
  await requestsSeen(page);
}

/** The text of the build's file at a URL path, or undefined when the build has none. */
export async function buildFileText(session, pathname) {
  const {status, file} = await resolveRequest(session.root, pathname);
  return status === 200 ? fs.readFile(file, 'utf8') : undefined;
}

/** The requests each page has in flight, for `requestsDone`. */
const inFlight = new WeakMap();

/**
 * Follows the requests of `page` from now on, so that `requestsDone` can tell when none is left.
 * A redirected request finishes and its redirect starts as a new one, as Playwright reports them.
 */
export function trackRequests(page) {
  if (inFlight.has(page)) return;
  const state = {pending: new Set(), changed: performance.now(), started: 0};
  // The test's own marker requests (requestsSeen) are not the page's.
  const ours = (request) => request.url().includes(requestMarkParameter);
  const started = (request) => {
    if (ours(request)) return;
    state.pending.add(request);
    state.started += 1;
    state.changed = performance.now();
  };
  const ended = (request) => {
    if (ours(request)) return;
    state.pending.delete(request);
    state.changed = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // A dedicated worker's script is asked for by the page and delivered to the worker: Chromium
  // reports the end of that request on the worker's own connection, which Playwright joins only
  // once the worker exists, so that end can go unreported (under load the search's worker script
  // was seen to stay in flight for good). The worker answering, once its script has loaded, is the
  // request's end; a worker that closes first ends it too.
  page.on('worker', (worker) => {
    const scriptArrived = () => {
      for (const request of state.pending) if (request.url() === worker.url()) ended(request);
    };
    worker.evaluate(() => true).then(scriptArrived, scriptArrived);
  });
  // A new document in the main frame ends what the one it replaces left in flight: Chromium stops
  // a document's loads and its workers with it, and does not always report those ends (the crawl,
  // which takes one tab from page to page, saw the search's worker script, asked for by the page
  // the tab had left, stay in flight until the next page's wait gave up). The main frame asking
  // for a document, then committing a navigation, is that new document; a navigation within the
  // document asks for none, and ends nothing. Nothing the new document asks for is reported
  // before its commit (tests/browser/harness-requests.test.mjs holds Playwright to that).
  let opening;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) opening = request;
  });
  // A navigation that opens no document (an answer without content, a download) ends nothing.
  page.on('requestfailed', (request) => {
    if (request === opening) opening = undefined;
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || opening === undefined) return;
    for (const request of state.pending) if (request !== opening) ended(request);
    opening = undefined;
  });
  inFlight.set(page, state);
}

/**
 * Resolves once the page has stopped asking for files of its own accord: no request in flight, the
 * work it had queued done (a task of the lowest priority has run), the test told of every request
 * started by then, and none started meanwhile. What a step set in motion through a chain of
 * requests and tasks (a preload: a route's shard, then the chunks it names, each appended in a
 * task of its own) is then complete, however long each link of the chain takes on a busy machine.
 * The page's requests must be followed (`trackRequests`, which `openPage` does). `except` matches
 * a request the test itself keeps open (a document it sends in parts), which is not waited for.
 */
export async function requestsDone(page, {timeout = mustHappenWithin, except = () => false} = {}) {
  const state = inFlight.get(page);
  if (!state) throw new Error('requestsDone needs the page’s requests followed (trackRequests)');
  const open = () => [...state.pending].filter((request) => !except(request));
  const deadline = performance.now() + timeout;
  for (;;) {
    while (open().length > 0) {
      if (performance.now() > deadline) {
        // A request asked for from another address than the page's (its referrer: a document the
        // tab has left, or this one before a navigation within it) is named with that address.
        const left = open()
          .map((request) => {
            const by = request.headers().referer;
            return by === undefined || by === page.url()
              ? request.url()
              : `${request.url()} (asked for by ${by})`;
          })
          .join(', ');
        throw new Error(`${page.url()}: requests still in flight after ${timeout} ms: ${left}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = state.started;
    await page.evaluate(
      () => new Promise((resolve) => window.scheduler.postTask(resolve, {priority: 'background'})),
    );
    await requestsSeen(page);
    if (state.started === started && open().length === 0) return;
  }
}

/**
 * Waits for `<html data-has-hydrated="true">`, which Docusaurus sets once React has hydrated: told
 * by a MutationObserver rather than by polling on every animation frame, which keeps the browser
 * drawing frames while it waits. A page that navigates meanwhile (a redirect) is waited for by
 * polling, which outlives the navigation.
 */
async function hydrated(page) {
  let seen;
  try {
    seen = await page.evaluate(
      ({timeout, boundaryEvent}) =>
        new Promise((resolve) => {
          const done = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';
          if (done() || window[boundaryEvent]) {
            resolve(done());
            return;
          }
          const end = (outcome) => {
            observer.disconnect();
            clearTimeout(timer);
            window.removeEventListener(boundaryEvent, crashed);
            resolve(outcome);
          };
          const observer = new MutationObserver(() => {
            if (done()) end(true);
          });
          observer.observe(document.documentElement, {
            attributes: true,
            attributeFilter: ['data-has-hydrated'],
          });
          // The app's own error boundary caught (openPage watches for them): it never hydrates.
          const crashed = () => end(false);
          window.addEventListener(boundaryEvent, crashed);
          const timer = setTimeout(() => end(false), timeout);
        }),
      {timeout: mustHappenWithin, boundaryEvent: errorBoundaryEvent},
    );
  } catch (error) {
    if (!/context was destroyed|navigat/i.test(error.message)) throw error;
    await page.waitForLoadState('load');
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
      undefined,
      {timeout: mustHappenWithin},
    );
    return;
  }
  if (!seen) throw new Error(`not hydrated within ${mustHappenWithin} ms`);
}

/**
 * Waits until React has hydrated the page and the page has done what opening it set in motion:
 * its requests, and the work it still had queued (React's reports of recoverable errors, its
 * effects, the render of a route whose code has just arrived), by `requestsDone`, which ends
 * with a task of the lowest priority, run once nothing more urgent is left however long a busy
 * machine takes. (requestIdleCallback waits for a frame's idle time instead, which a headless
 * browser with nothing to draw can withhold for seconds.)
 */
export async function settle(page) {
  trackRequests(page);
  await page.waitForLoadState('load');
  try {
    await hydrated(page);
  } catch {
    await assertNoErrorBoundary(page);
    throw new Error(`${page.url()} never hydrated (no <html data-has-hydrated="true">)`);
  }
  await requestsDone(page);
  await assertNoErrorBoundary(page);
}

/** Fails, naming the page and the message shown, when the page shows an error boundary. */
export async function assertNoErrorBoundary(page) {
  const shown = await page.evaluate(errorBoundariesInDocument);
  if (shown.length > 0) {
    throw new Error(shown.map((each) => describeErrorBoundary(pathnameOf(page), each)).join('; '));
  }
}

/**
 * Resolves at the page's next idle moment (requestIdleCallback), which comes after those the page
 * asked for before. Frames are asked for meanwhile: an idle period follows a frame, and a headless
 * browser with nothing to draw can go for seconds without one.
 */
export async function idleMoment(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let waiting = true;
        const frame = () => {
          if (waiting) window.requestAnimationFrame(frame);
        };
        window.requestAnimationFrame(frame);
        window.requestIdleCallback(() => {
          waiting = false;
          resolve();
        });
      }),
  );
}

/** Loads a path, waits for hydration, and returns the document's HTTP status. */
export async function visit(page, path) {
  const response = await page.goto(path, {waitUntil: 'load'});
  await settle(page);
  return response?.status();
}

export function pathnameOf(page) {
  return new URL(page.url()).pathname;
}

/** Texts of every h1 in the document, and whether each is visible. */
export async function headings(page) {
  const h1 = page.locator('h1');
  const count = await h1.count();
  const result = [];
  for (let index = 0; index < count; index += 1) {
    const item = h1.nth(index);
    result.push({
      text: ((await item.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
      visible: await item.isVisible(),
    });
  }
  return result;
}

/** Waits until the page's only h1 reads `expected` (exactly, whitespace collapsed). */
export async function waitForH1(page, expected, timeout = mustHappenWithin) {
  try {
    await page.waitForFunction(
      (text) => {
        const all = document.querySelectorAll('h1');
        return all.length === 1 && all[0].textContent.replace(/\s+/g, ' ').trim() === text;
      },
      expected,
      {timeout},
    );
  } catch {
    const found = await headings(page);
    throw new Error(
      `expected one h1 "${expected.slice(0, 80)}" on ${page.url()}, found ${JSON.stringify(found.map((h) => h.text.slice(0, 80)))}`,
    );
  }
}

/**
 * Has every document of `context` report its Content-Security-Policy violations: the browser fires
 * `securitypolicyviolation` on the document for each, and `onViolation(page, violation)` is called
 * with the tab and `{directive, blocked, sample, source, path}`.
 */
export async function reportCspViolations(context, onViolation) {
  await context.exposeBinding('__reportCspViolation', ({page}, violation) =>
    onViolation(page, violation),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
        path: window.location.pathname,
      });
    });
  });
}

/** Marks the current document so a test can tell a client-side navigation from a full load. */
export async function markDocument(page) {
  await page.evaluate(() => {
    window.__browserTestMarker = true;
  });
}

export async function isSameDocument(page) {
  return page.evaluate(() => window.__browserTestMarker === true);
}

/** Navigates inside the single-page app the way Back/Forward does: pushState, then popstate. */
export async function routerNavigate(page, path) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}

/** Every recorded problem and opened dialog, one line each. */
export function problemReport(problems, dialogs = []) {
  return [...problems, ...dialogs.map((dialog) => `dialog opened: ${dialog}`)];
}
