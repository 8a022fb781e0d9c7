/**
 * Keeps what every page loads to what every page uses.
 *
 * The classic theme registers a client module, `prism-include-languages`, that imports the whole
 * of prism-react-renderer into main.js, on every page, only to register extra
 * Prism languages for its code block. It does so whatever highlights the code: this site
 * highlights it with Shiki when it is built (src/lib/mdx/highlightCode.ts) and its
 * `@theme/CodeBlock` runs no highlighter, yet without this plugin every page would still load
 * Prism. So that client module is replaced by an empty one. (Languages are Shiki's, in Node;
 * `themeConfig.prism` has no effect on this site.)
 * Its route-change progress bar, built on the nprogress library, is replaced
 * by src/clientModules/progressBar.ts, which does the same in a few lines.
 *
 * Docusaurus's client imports @docusaurus/utils-common, compiled from TypeScript with its helpers
 * imported from tslib: its index requires tslib for one helper, `__importDefault`, and a `require`
 * of a module keeps all of it in main.js (the helpers of decorators, generators, private fields,
 * disposables, which the site never uses). In the browser bundle that `require` is
 * resolved to ./tslib.ts, which re-exports the one helper; the build checks that the index uses
 * no other (./dependencies.ts).
 *
 * Every page is built from the same components (Page, Section, Hero, Breadcrumbs, cards, …) and
 * the same content modules. Left to the default splitting, each route's chunk carries its own copy
 * of them (they sit in fewer than half of the chunks, Docusaurus's threshold for its common
 * chunk), and the prefetches of linked pages download those copies again. They go into one shared
 * chunk instead, `site`, fetched once and cached across pages. (CSS stays in the single
 * stylesheet Docusaurus extracts.) The components only long reads and post listings use
 * (src/components/blog/: cards of posts, the reading layout, the table of contents) go into a
 * chunk of their own, `blog`, so that the other pages do not load them. The analytics' setting and
 * events stay out of `site`: the analytics chunk loads when the browser is idle, and what it shares
 * with a page (the privacy policy's section on analytics) would otherwise move into what every page
 * loads first.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPrivateDependencies, packageDir} from '../internals';
import {privateDependencies} from './dependencies';

const themeLib = path.join(packageDir('@docusaurus/theme-classic'), 'lib');
/** The module of @docusaurus/utils-common whose tslib is replaced by ./tslib.ts. */
const utilsCommonIndex = path.join(packageDir('@docusaurus/utils-common'), 'lib', 'index.js');

/** The site's own modules that pages share. */
const shared = /[\\/]src[\\/](?:components|data|lib)[\\/]/;
/** Those the analytics chunk shares with a page only: its setting, its events. */
const measurementOnly =
  /[\\/]src[\\/](?:data[\\/]analytics|lib[\\/]measurement[\\/](?:analytics|events))\.ts$/;

/** The client module of the theme that pulls Prism into every page. */
export const prismClientModule = path.join(themeLib, 'prism-include-languages');
/** The theme's route-change progress bar, built on the nprogress library. */
export const progressClientModule = path.join(themeLib, 'nprogress');

export default function leanPlugin(context: LoadContext): Plugin<void> {
  assertPrivateDependencies('lean', privateDependencies);
  return {
    name: 'lean',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            [`${prismClientModule}$`]: path.join(__dirname, 'empty.ts'),
            [`${progressClientModule}$`]: path.join(
              context.siteDir,
              'src/clientModules/progressBar.ts',
            ),
          },
        },
        module: {
          rules: [
            {
              // The resolve options of a rule apply to what the modules it matches import.
              test: utilsCommonIndex,
              resolve: {alias: {tslib$: path.join(__dirname, 'tslib.ts')}},
            },
          ],
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              blog: {
                name: 'blog',
                test: /[\\/]src[\\/]components[\\/]blog[\\/]/,
                type: 'javascript/auto',
                minChunks: 2,
                // Below the bundler's default minimum size for a chunk of its own.
                minSize: 0,
                priority: 31,
                reuseExistingChunk: true,
              },
              site: {
                name: 'site',
                test: (module: {nameForCondition(): string | null}) => {
                  const name = module.nameForCondition() ?? '';
                  return shared.test(name) && !measurementOnly.test(name);
                },
                type: 'javascript/auto',
                minChunks: 2,
                priority: 30,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
