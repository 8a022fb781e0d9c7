/**
 * The `_redirects` and `_headers` files that Netlify and Cloudflare Pages read from the published
 * folder. Both hosts serve about.html at /about and 404.html with the 404 status themselves, and
 * handle the trailing-slash and .html forms of a page on their own (a rule for them would loop on
 * Netlify, which matches rules with and without the trailing slash alike).
 */
import type {SiteRules} from './site';
import {
  hashedAssetCacheControl,
  hashedAssetsPrefix,
  markdownHeaders,
  markdownTextFiles,
  markdownType,
  searchHashedFolders,
  searchIndexPrefix,
  searchMetaSuffix,
  type Header,
} from './policy';

/** Cloudflare Pages ignores a longer line: 1,000 characters in _redirects, 2,000 in _headers. */
function checked(lines: string[], maxLength: number): string {
  const long = lines.find((line) => line.length > maxLength);
  if (long !== undefined) {
    throw new Error(`[hosting] A rules line is over ${maxLength} characters: ${long}`);
  }
  return `${lines.join('\n')}\n`;
}

export function redirectsFile(rules: SiteRules): string {
  const lines = [
    '# Generated at build time by src/plugins/hosting from the redirect_from front matter of the pages. Do not edit.',
    '#',
    '# Each redirect is written twice. Netlify applies the first line: "301!" forces the redirect,',
    '# which the fallback page that the build emits at the same path would otherwise shadow.',
    '# Cloudflare Pages skips that line as invalid and applies the second one (it always redirects).',
  ];
  for (const {from, to} of rules.redirects) {
    for (const source of [from, `${from}/`]) {
      lines.push(`${source} ${to} 301!`, `${source} ${to} 301`);
    }
  }
  return checked(lines, 1000);
}

export function headersFile(security: readonly Header[]): string {
  const lines = [
    '# Generated at build time by src/plugins/hosting from the built pages. Do not edit.',
    '# Pages and other files are revalidated by the hosts default caching; only the files with a',
    '# content hash in their name are cached for a year.',
    '/*',
    ...security.map(([name, value]) => `  ${name}: ${value}`),
    `${hashedAssetsPrefix}*`,
    `  Cache-Control: ${hashedAssetCacheControl}`,
    // The search index's files named by their content hash (policy.ts).
    ...[
      ...searchHashedFolders.map((folder) => `${searchIndexPrefix}${folder}/*`),
      `${searchIndexPrefix}*${searchMetaSuffix}`,
    ].flatMap((pattern) => [pattern, `  Cache-Control: ${hashedAssetCacheControl}`]),
    // Markdown for answer engines (the page twins, llms.txt, llms-full.txt): typed as Markdown and
    // kept out of search indexes. A `*` matches any characters, slashes included.
    ...['/*.md', ...markdownTextFiles].flatMap((pattern) => [
      pattern,
      `  Content-Type: ${markdownType}; charset=utf-8`,
      ...markdownHeaders.map(([name, value]) => `  ${name}: ${value}`),
    ]),
  ];
  return checked(lines, 2000);
}
