/** What the lean plugin (./index.ts) relies on in Docusaurus's private files; checked at build time. */
import type {PrivateDependency} from '../internals';

/** The private files of the theme this plugin replaces, and how the theme loads them. */
export const privateDependencies: readonly PrivateDependency[] = [
  {
    package: '@docusaurus/theme-classic',
    file: 'lib/index.js',
    contains: ["'./prism-include-languages'", "'./nprogress'"],
    why: 'the theme registers both files as client modules of every page; they are replaced by aliases',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'lib/prism-include-languages.js',
    why: 'the client module that imports Prism into main.js, replaced by an empty module',
  },
  {
    package: '@docusaurus/utils-common',
    file: 'lib/index.js',
    contains: ['require("tslib")'],
    uses: {pattern: /tslib_1\.(\w+)/, only: ['__importDefault']},
    why: 'its require of tslib is resolved to ./tslib.ts, which provides only the helpers it uses',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'lib/nprogress.js',
    why: 'the route-change progress bar on the nprogress library, replaced by src/clientModules/progressBar.ts',
  },
];
