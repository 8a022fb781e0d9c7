/**
 * Writes the files that tell crawlers and answer engines about the site, after the build: robots.txt
 * (naming sitemap.xml, with the site URL from src/data/site.ts) and llms.txt (every indexable page by
 * section, with its description). sitemap.xml itself comes from the preset's sitemap plugin, dated
 * by ./sitemap.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {readBuiltPages} from './builtPages';
import {llmsTxt} from './llms';
import {robotsTxt} from './robots';

export const pluginName = 'site-seo';

export default function seoPlugin(): Plugin<void> {
  return {
    name: pluginName,
    // Every page renders its breadcrumbs and structured data from the content modules. Left to the
    // default splitting, each page's chunk would carry its own copy of them (they sit in fewer than
    // half of the chunks, Docusaurus's threshold for its common chunk): one shared chunk instead,
    // loaded once and cached across pages.
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              siteContent: {
                name: 'site-content',
                test: /[\\/]src[\\/](?:data|lib[\\/](?:seo|structuredData))[\\/]/,
                minChunks: 2,
                priority: 30,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const pages = await readBuiltPages(outDir, routesPaths);
      const indexable = pages.filter(
        (page) => !page.noindex && !routesBuildMetadata[page.path]?.noIndex,
      );
      await Promise.all([
        fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt()),
        fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(indexable)),
      ]);
    },
  };
}
