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
