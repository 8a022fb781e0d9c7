/**
 * The browser's entry point in production builds (see ../index.ts). The page template requests
 * this script only after the browser has put the server-rendered page on screen (../template.ts);
 * it sets the start mark, then starts Docusaurus's client, bundled in the same file and only
 * evaluated here, in two tasks (src/lib/tasks.ts) after the one that evaluates this file: React DOM,
 * the largest module of the client, alone; then Docusaurus's entry, which evaluates the rest of
 * the client (the router, the theme, the route table), loads the page's route and starts
 * hydrating. In one task, they would block input for as long as both take to evaluate, a long
 * task on a phone (`npm run bench` measures the startup). Each import is bundled in main.js
 * ("eager"): it evaluates modules already loaded, without a request; a chunk that is requested
 * (the route's) has its script appended in a task of its own. The router and the head manager
 * stay in Docusaurus's entry: in a step of their own, their modules could not be merged into it,
 * and main.js would grow by more than the last task saves.
 *
 * Docusaurus's entry waits for the whole document to be parsed. A browser paints what it has
 * parsed so far, so the first paint that lets the template ask for this script can come while
 * the rest of a long page is still arriving (a slow connection, a busy phone), and a script
 * appended by another script runs as soon as it arrives, parsed document or not (a deferred
 * `<script>` tag, which Docusaurus writes without this workaround, waits). Hydrated then, the
 * client would find half the page, draw the rest itself, and the parser would go on to add the
 * served rest beside it: the page's content twice.
 */
import {startMark} from '../marks.mjs';
import {nextTask, runInTasks} from '@site/src/lib/tasks';

/** The bundler's runtime, as the modules it runs see it: `l` appends the script of a chunk. */
declare const __webpack_require__: {l?: (...args: unknown[]) => void};

/**
 * Appends each chunk's script in a task of its own. A route asks for its chunks all at once (a
 * blog post, about ten), and each appended script costs the main thread a few milliseconds when
 * developer tools are attached, as they are when Lighthouse measures, so appending them together
 * made one long task after a post's shard arrived (`npm run bench` measures the startup). A
 * bundler whose runtime no longer has this function keeps its own way, and says so in the
 * console, naming the switch: the crawl's console check fails on it (tests/crawl/).
 */
function appendChunkScriptsInTasks(): void {
  const loadScript = __webpack_require__.l;
  if (typeof loadScript !== 'function') {
    console.warn(
      'src/plugins/startup: the bundler runtime has no __webpack_require__.l, so chunk scripts are appended at once: update src/plugins/startup/client/entry.ts, or turn the startup workaround off in docusaurus.config.ts (internals: {startup: false})',
    );
    return;
  }
  __webpack_require__.l = (...args) => {
    void nextTask().then(() => loadScript(...args));
  };
}

/** Resolves once the browser has parsed the whole document (at once if it has). */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), {once: true});
  });
}

performance.mark(startMark);
appendChunkScriptsInTasks();

void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  async () => {
    await documentParsed();
    await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
  },
]);
