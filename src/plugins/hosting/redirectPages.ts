/**
 * The page a static host serves at a redirect source when it has no redirect rules (GitHub Pages):
 * `build/<source>/index.html`, a complete, valid document that sends the browser on to the target
 * at once (meta refresh, plus a script that keeps the query string and fragment), tells search
 * engines where the content lives (canonical, noindex), and shows a link to the target for anyone
 * whose browser does not follow. Hosts with rules (Cloudflare Pages, nginx) answer the
 * source with a 301 and never serve this page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {load} from 'cheerio';

import type {Redirect} from '../../lib/content/model';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JavaScript string literal that cannot end its script element. */
const scriptString = (text: string): string =>
  JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The target page's heading (its `<h1>`), as text, from its built HTML. */
export function headingOf(html: string): string | undefined {
  const heading = load(html)('h1').first();
  if (heading.length === 0) return undefined;
  return heading.text().replace(/\s+/g, ' ').trim();
}

export function redirectPage({to, title, siteUrl}: {to: string; title: string; siteUrl: string}) {
  const href = escapeHtml(to);
  const name = escapeHtml(title);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${name}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(new URL(to, siteUrl).href)}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>It is now at <a href="${href}">${name}</a>.</p>
</main>
<script>window.location.replace(${scriptString(to)} + window.location.search + window.location.hash);</script>
</body>
</html>
`;
}

/** Writes the page of every redirect source into the build; the target must be a built page. */
export async function writeRedirectPages(
  outDir: string,
  redirects: readonly Redirect[],
  siteUrl: string,
): Promise<void> {
  for (const {from, to} of redirects) {
    const targetFile = path.join(outDir, to === '/' ? 'index.html' : `${to.slice(1)}.html`);
    let html;
    try {
      html = await fs.readFile(targetFile, 'utf8');
    } catch {
      throw new Error(`[hosting] The redirect ${from} → ${to}: ${to} is not a page of the build`);
    }
    const title = headingOf(html);
    if (!title) throw new Error(`[hosting] The redirect target ${to} has no <h1>`);
    const file = path.join(outDir, from.slice(1), 'index.html');
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, redirectPage({to, title, siteUrl}));
  }
}
