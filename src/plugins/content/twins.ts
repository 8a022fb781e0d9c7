/**
 * The Markdown twin of every indexable page (https://llmstxt.org): `/pricing.md` beside `/pricing`,
 * `/index.md` for the home page, made after the build from the page as it was rendered, so that it
 * says exactly what the page says (prices, dates and names as shown), with none of the page's
 * chrome: its title as the one `#` heading, its description, then its main content in order, links
 * made absolute. Assistants and answer engines read these instead of the HTML; `llms.txt` lists
 * them and `llms-full.txt` holds them all.
 *
 * The HTML is cleaned with cheerio, then turned into Markdown by unified: rehype-parse,
 * rehype-remark (hast → mdast), remark-gfm (tables) and remark-stringify.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';

import type {ContentModel} from '../../lib/content/model';
import type {Entry} from '../../lib/content/types';
import {twinPath} from '../../lib/seo/twinPath';

export {twinPath} from '../../lib/seo/twinPath';

/** What never belongs in a twin: scripts, icons, navigation, controls and decoration. */
const chrome = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'form',
  '[aria-hidden="true"]',
  '[hidden]',
  // Decorative images (the image pipeline marks them so): they say nothing.
  'img[alt=""]',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  '.pagination-nav',
].join(', ');

interface Converters {
  readonly load: (html: string) => CheerioAPI;
  readonly toMarkdown: (html: string) => Promise<string>;
}

let converters: Promise<Converters> | undefined;

/** The parsers, loaded once, after the build (they are ESM packages Node loads on demand). */
function loadConverters(): Promise<Converters> {
  converters ??= (async () => {
    const [{load}, {unified}, rehypeParse, rehypeRemark, remarkGfm, remarkStringify] =
      await Promise.all([
        import('cheerio'),
        import('unified'),
        import('rehype-parse'),
        import('rehype-remark'),
        import('remark-gfm'),
        import('remark-stringify'),
      ]);
    const processor = unified()
      .use(rehypeParse.default, {fragment: true})
      .use(rehypeRemark.default)
      .use(remarkGfm.default)
      .use(remarkStringify.default, {bullet: '-', emphasis: '_', fences: true, rule: '-'});
    return {
      load,
      toMarkdown: async (html: string) => String(await processor.process(html)),
    };
  })();
  return converters;
}

/** The Markdown of a page, from its built HTML. */
async function twinOf(html: string, entry: Entry, siteUrl: string): Promise<string> {
  const {load, toMarkdown} = await loadConverters();
  const $ = load(html);
  const main = $('main').first();
  const pageUrl = `${siteUrl}${entry.path === '/' ? '/' : entry.path}`;
  const absolute = (url: string) =>
    url.startsWith('/') && !url.startsWith('//')
      ? `${siteUrl}${url}`
      : url.startsWith('#')
        ? `${pageUrl}${url}`
        : url;

  const h1 = main.find('h1').first();
  const title = h1.text().replace(/\s+/g, ' ').trim() || entry.title;
  h1.remove();
  // A link's hint for screen readers ("opens in a new tab") is not part of what it says.
  main.find('a .sr-only, a .visually-hidden').remove();
  main.find(chrome).remove();
  // React's markers between adjacent texts (<!-- -->) are not content.
  main
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  // Texts that CSS sets apart (a figure and its label, two buttons) keep a space between them.
  const inline = new Set(['a', 'span', 'strong', 'em', 'b', 'i', 'time', 'code', 'small', 'abbr']);
  // Not in code, whose tokens are spans side by side that the code's own spaces separate.
  main.find('*').each((_, element) => {
    const next = element.nextSibling;
    if ($(element).closest('pre').length > 0) return;
    if (
      next &&
      next.type === 'tag' &&
      inline.has(element.tagName) &&
      inline.has((next as typeof element).tagName)
    ) {
      $(element).after(' ');
    }
  });
  // A code block's language is on its `pre` (src/theme/CodeBlock); the fence takes it from `code`.
  main.find('pre[class*="language-"]').each((_, element) => {
    const language = /(?:^|\s)language-(\S+)/.exec($(element).attr('class') ?? '')?.[1];
    if (language) $(element).children('code').first().addClass(`language-${language}`);
  });
  // A question of an FAQ is a heading of its answer.
  main.find('details').each((_, element) => {
    const details = $(element);
    const summary = details.children('summary').first();
    const question = summary.text().replace(/\s+/g, ' ').trim();
    summary.remove();
    details.replaceWith(`<h3>${$('<p>').text(question).html() ?? ''}</h3>${details.html() ?? ''}`);
  });
  main.find('a[href]').each((_, element) => {
    const link = $(element);
    link.attr('href', absolute(link.attr('href') ?? ''));
  });
  main.find('img[src]').each((_, element) => {
    const image = $(element);
    image.attr('src', absolute(image.attr('src') ?? ''));
  });

  const body = (await toMarkdown(main.html() ?? ''))
    // The site's sections are bands, not thematic breaks: keep the text's own rules only.
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const description = entry.description.replace(/\s+/g, ' ').trim();
  return `# ${title}\n\n> ${description}\n\n${body}\n`;
}

/** The HTML file of a route in a build with `trailingSlash: false`. */
function htmlFileOf(outDir: string, route: string): string {
  return path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/** Writes the twin of every indexable page; returns each twin's text by page path. */
export async function writeTwins(
  outDir: string,
  model: ContentModel,
  siteUrl: string,
): Promise<Map<string, string>> {
  const twins = new Map<string, string>();
  for (const entry of model.entries.filter((candidate) => candidate.indexable)) {
    const html = await fs.readFile(htmlFileOf(outDir, entry.path), 'utf8');
    const twin = await twinOf(html, entry, siteUrl);
    const file = path.join(outDir, twinPath(entry.path).slice(1));
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, twin);
    twins.set(entry.path, twin);
  }
  return twins;
}
