/**
 * How the browser starts the site's JavaScript, in production builds.
 *
 * Docusaurus's entry, `@docusaurus/core/lib/client/clientEntry.js`, imports the whole client (React
 * DOM, the router, the theme, the route table) and starts hydrating as main.js is evaluated. The
 * page template writes main.js as a deferred script, fetched beside the stylesheet and run as soon
 * as the document is parsed, so the browser usually had not painted the server-rendered page yet:
 * the first paint waited for it.
 *
 * Three changes:
 * - the page template (./template.ts, set as `ssrTemplate` in docusaurus.config.ts) requests the
 *   client's scripts after the browser's first contentful paint instead of as deferred scripts:
 *   the page is on screen from the HTML and CSS before any of the client is fetched or runs;
 * - main.js's entry is ./client/entry.ts, which sets the User Timing mark `startMark`
 *   (./marks.mjs) and then starts Docusaurus's entry, bundled in the same file, in tasks of
 *   their own instead of in the one that evaluates main.js (React DOM; then Docusaurus's entry),
 *   so that the browser can answer a tap between them (src/lib/tasks.ts), and each chunk's script
 *   is appended in a task of its own;
 * - main.js's first line is V8's compile hint (`compileHint`), so Chromium compiles its functions
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
