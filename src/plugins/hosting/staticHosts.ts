/**
 * The `_redirects` and `_headers` files that Cloudflare Pages reads from the published folder (and
 * hides), in its syntax and within its limits. Cloudflare Pages serves about.html at /about and
 * 404.html with the 404 status itself, and answers the `.html` and trailing-slash forms of a page
 * with a 308 to the page: only the redirects of the pages' front matter need a rule.
 *
 * How Cloudflare Pages reads them, tried with its own runtime (`wrangler pages dev`, the hosting
 * tests' `host` stage):
 * - a redirect applies before a file at the same path is served (the fallback page the build emits
 *   at each redirect source never shadows it), and keeps the query string;
 * - every block of `_headers` whose pattern matches a path applies; a header of the file replaces
 *   the host's own (Content-Type), but one set by two blocks gets both values joined by a comma, so
 *   a more specific block removes the broader value first (`! Name`) before setting its own;
 * - it adds `Access-Control-Allow-Origin: *` to every response, which the site does not want: the
 *   `/*` block removes it.
 */
import type {SiteRules} from './site';
import {
  bookingPageHeaders,
  hashedAssetCacheControl,
  hashedAssetsPrefix,
  markdownHeaders,
  markdownTextFiles,
  markdownType,
  revalidateCacheControl,
  searchHashedFolders,
  searchIndexPrefix,
  searchMetaSuffix,
  type Header,
} from './policy';

/** Cloudflare Pages' limits: longer lines and rules beyond these counts are ignored. */
const cloudflareLimits = {
  redirectLineLength: 1000,
  staticRedirects: 2000,
  headerLineLength: 2000,
  headerRules: 100,
} as const;

/** Headers Cloudflare Pages adds to every response that the site does not send. */
const hostAddedHeaders = ['Access-Control-Allow-Origin'] as const;

function checked(lines: string[], maxLength: number): string {
  const long = lines.find((line) => line.length > maxLength);
  if (long !== undefined) {
    throw new Error(`[hosting] A rules line is over ${maxLength} characters: ${long}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Every redirect of the pages' front matter, with the other forms of its source that a static
 * host would serve the fallback page at (`/old/`, `/old/index.html`, `/old/index`): one 301 each,
 * as nginx answers them.
 */
export function redirectsFile(rules: SiteRules): string {
  const sources = new Set(rules.redirects.map(({from}) => from));
  const moved = rules.moved.filter(
    ({from}) =>
      sources.has(from) ||
      [...sources].some((source) =>
        [`${source}/`, `${source}/index.html`, `${source}/index`].includes(from),
      ),
  );
  if (moved.length > cloudflareLimits.staticRedirects) {
    throw new Error(
      `[hosting] ${moved.length} redirects: Cloudflare Pages applies at most ` +
        `${cloudflareLimits.staticRedirects}; remove old redirect_from entries`,
    );
  }
  const lines = [
    '# Generated at build time by src/plugins/hosting from the redirect_from front matter of the pages. Do not edit.',
    ...moved.map(({from, to}) => `${from} ${to} 301`),
  ];
  return checked(lines, cloudflareLimits.redirectLineLength);
}

/** A `_headers` block: the pattern, then the headers it removes and those it sets. */
function block(pattern: string, headers: readonly Header[], remove: readonly string[] = []) {
  return [
    pattern,
    ...remove.map((name) => `  ! ${name}`),
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ];
}

export function headersFile(security: readonly Header[], rules: SiteRules): string {
  const immutable: Header = ['Cache-Control', hashedAssetCacheControl];
  const blocks = [
    // Every response: the security headers, and revalidation unless a block below says otherwise.
    block('/*', [...security, ['Cache-Control', revalidateCacheControl]], hostAddedHeaders),
    // Names with a content hash, the search index's included (policy.ts): cached for a year.
    ...[
      `${hashedAssetsPrefix}*`,
      ...searchHashedFolders.map((folder) => `${searchIndexPrefix}${folder}/*`),
      `${searchIndexPrefix}*${searchMetaSuffix}`,
    ].map((pattern) => block(pattern, [immutable], ['Cache-Control'])),
    // Markdown for answer engines, kept out of search indexes. The host types the page twins
    // (`*.md`) as Markdown itself: a Content-Type in their block would also apply to the not-found
    // page it answers an unknown `.md` path with. llms.txt and llms-full.txt are typed here.
    block('/*.md', markdownHeaders),
    ...markdownTextFiles.map((file) =>
      block(file, [['Content-Type', `${markdownType}; charset=utf-8`], ...markdownHeaders]),
    ),
    ...rules.bookingPages.map((page) =>
      block(
        page,
        bookingPageHeaders,
        bookingPageHeaders.map(([name]) => name),
      ),
    ),
  ];
  if (blocks.length > cloudflareLimits.headerRules) {
    throw new Error(
      `[hosting] ${blocks.length} header rules: Cloudflare Pages applies at most ${cloudflareLimits.headerRules}`,
    );
  }
  const lines = [
    '# Generated at build time by src/plugins/hosting from the built pages. Do not edit.',
    ...blocks.flat(),
  ];
  return checked(lines, cloudflareLimits.headerLineLength);
}
