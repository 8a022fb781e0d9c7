/**
 * How the browser starts the site's JavaScript, in production builds.
 *
 * Docusaurus's entry, `@docusaurus/core/lib/client/clientEntry.js`, imports the whole client (React
 * DOM, the router, the theme, the route table) and starts hydrating as main.js is evaluated. On a
 * first visit, evaluating main.js is the longest task of the page load, and deferred scripts run as
 * soon as the document is parsed, so the browser usually had not painted the server-rendered page
 * yet: the first paint waited for it.
 *
 * Two changes, both to main.js alone:
 * - its entry is ./client/entry.ts, which waits for the browser's first contentful paint and then
 *   starts Docusaurus's entry, bundled in the same file (an eager import: no extra request). The
 *   page is on screen from the HTML and CSS before any of the client runs; the client sets the
 *   User Timing mark `startMark` (./marks.mjs) when it starts.
 * - its first line is V8's compile hint (`compileHint`), so Chromium compiles main.js's functions
 *   on a background thread while the file streams in, instead of on the main thread one by one as
 *   they are first called. Browsers without the hint read it as a comment.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertPrivateDependencies} from '../internals';
import {privateDependencies} from './dependencies';
import {compileHint} from './marks.mjs';

/** The entry chunk's file, as Docusaurus names it ("assets/js/main.<hash>.js"). */
const mainChunkFile = /^assets\/js\/main\.[0-9a-f]+\.js$/;

export default function startupPlugin(): Plugin<void> {
  assertPrivateDependencies('startup', privateDependencies);
  return {
    name: 'startup',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = utils.currentBundler.instance;
      return {
        entry: path.join(__dirname, 'client', 'entry.ts'),
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            include: mainChunkFile,
            // After minification, which drops comments, and before the content hashes are taken.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
  };
}
