/**
 * The metadata of the pages a build wrote, read back from their HTML: the generated files that
 * summarise the site (llms.txt, the social images) describe exactly what the pages say.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';

import {site} from '../../data/site';
import {titleSeparator} from '../../lib/seo/metadata';

export interface BuiltPage {
  /** The route, "/about". */
  readonly path: string;
  /** The page's own title, without the site name. */
  readonly title: string;
  readonly description: string;
  readonly noindex: boolean;
  readonly canonical: string | undefined;
  readonly ogImage: string | undefined;
}

/** The file a route is written to with `trailingSlash: false`. */
export function htmlFileOf(outDir: string, route: string): string {
  if (route === '/') return path.join(outDir, 'index.html');
  if (route.endsWith('.html')) return path.join(outDir, route);
  return path.join(outDir, `${route}.html`);
}

/** "Pricing | Daniel Brooks" → "Pricing". */
export function ownTitle(documentTitle: string): string {
  const suffix = `${titleSeparator}${site.name}`;
  return documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
}

type LoadHtml = (html: string) => CheerioAPI;

export function readPageHead(route: string, html: string, load: LoadHtml): BuiltPage {
  // Only the head is read: parsing it alone is many times faster than the whole page.
  const end = html.indexOf('</head>');
  const $ = load(end === -1 ? html : `${html.slice(0, end)}</head><body></body></html>`);
  const meta = (selector: string) => $(`meta[${selector}]`).last().attr('content');
  const robots = meta('name="robots"') ?? '';
  return {
    path: route,
    title: ownTitle($('head title').last().text().trim()),
    description: meta('name="description"') ?? '',
    noindex: /\bnoindex\b/i.test(robots),
    canonical: $('link[rel="canonical"]').last().attr('href'),
    ogImage: meta('property="og:image"'),
  };
}

/** Every route of the build that is a page (no parameters), read from its HTML file. */
export async function readBuiltPages(
  outDir: string,
  routesPaths: readonly string[],
): Promise<BuiltPage[]> {
  // Loaded here, after the build, rather than when Docusaurus loads the plugin.
  const {load} = await import('cheerio');
  const routes = [...new Set(routesPaths)].filter((route) => !route.includes(':'));
  const pages = await Promise.all(
    routes.map(async (route) => {
      try {
        return readPageHead(route, await fs.readFile(htmlFileOf(outDir, route), 'utf8'), load);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    }),
  );
  return pages.filter((page): page is BuiltPage => page !== undefined);
}
