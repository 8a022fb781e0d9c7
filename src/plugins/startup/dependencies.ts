/** What the startup plugin (./index.ts) relies on in Docusaurus's private files; checked at build time. */
import type {PrivateDependency} from '../internals';

/**
 * Docusaurus's own page template, inside @docusaurus/core: the site's (./template.ts) must use
 * every value Docusaurus hands it, which its unit test checks against this file.
 */
export const templateFile = 'lib/ssg/ssgTemplate.html.js';

/** The private files of Docusaurus's core this plugin relies on. */
export const privateDependencies: readonly PrivateDependency[] = [
  {
    package: '@docusaurus/core',
    file: 'lib/webpack/client.js',
    contains: ["'../client/clientEntry.js'"],
    why: 'the client bundle has this one entry, which the plugin replaces with ./client/entry.ts',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    why: 'the client entry that ./client/entry.ts imports after the first paint',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/webpack/base.js',
    contains: ["'assets/js/[name].[contenthash:8].js'"],
    why: 'main.js is named main.<hash>.js, where the compile hint is added',
  },
];
