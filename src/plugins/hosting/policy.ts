/**
 * The response headers of the site, shared by the nginx server block and the `_headers` file of the
 * static hosts: the security headers every response carries, and the caching of each kind of file.
 */
import {searchIndexFolder} from '../../lib/search';

export type Header = readonly [name: string, value: string];

/** What the Content-Security-Policy allows by hash, computed from the built pages. */
export interface InlineHashes {
  /** Hash sources of the inline scripts. */
  readonly scripts: readonly string[];
  /** Hash sources of the `<style>` elements. */
  readonly styleElements: readonly string[];
  /** Hash sources of the `style` attributes (allowed with 'unsafe-hashes'). */
  readonly styleAttributes: readonly string[];
}

/**
 * Scripts and styles come from the site itself, plus exactly the inline code the build emits, by
 * hash: never 'unsafe-inline' or 'unsafe-eval'. Images may be `data:` URLs (the theme's CSS icons).
 *
 * 'wasm-unsafe-eval' lets the site's search (Pagefind, src/plugins/search) compile its WebAssembly
 * module, which it fetches from the site itself (/pagefind/wasm.en.pagefind); it allows compiling
 * WebAssembly only, not `eval` or `new Function` of JavaScript. The search's fetches of its index
 * and its worker script are same-origin: `connect-src 'self'` and `script-src 'self'` (which
 * `worker-src` falls back to) cover them.
 *
 * `connectOrigins` are the other origins pages may send requests to: the analytics endpoint's
 * when src/data/analytics.ts turns a provider on, none otherwise. Its code is bundled with the
 * site, so `script-src` names no other origin.
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  connectOrigins: readonly string[] = [],
): string {
  const styleSources = [
    "'self'",
    ...hashes.styleElements,
    ...(hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes.styleAttributes] : []),
  ];
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes.scripts].join(' '),
    ['style-src', ...styleSources].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/**
 * Browser features the site does not use, turned off for it and for anything it embeds. Only names
 * Chromium knows: an unknown one (such as the retired `interest-cohort`) is a console error there.
 * Clipboard and Web Share stay allowed for the page's own copy and share buttons.
 */
const disabledFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The headers every response carries: pages, assets, redirects and errors alike. */
export function securityHeaders(
  hashes: InlineHashes,
  connectOrigins: readonly string[] = [],
): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(hashes, connectOrigins)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', disabledFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * On the pages a scheduling service sends visitors back to with the booking in the address (the
 * invitee's name, email and answers: the content model's `bookingPages`), no request the page
 * makes names it: the stylesheet, the scripts and images it asks for, and any link followed from
 * it. The page asks for the same with a `<meta name="referrer">` of its own, for hosts that send
 * no headers.
 */
export const bookingPageHeaders: readonly Header[] = [['Referrer-Policy', 'no-referrer']];

/** `headers` with those of `overrides` in place of the ones of the same name. */
export function withHeaders(headers: readonly Header[], overrides: readonly Header[]): Header[] {
  const replaced = new Set(overrides.map(([name]) => name.toLowerCase()));
  return [...headers.filter(([name]) => !replaced.has(name.toLowerCase())), ...overrides];
}

/** Files under /assets/ have a content hash in their name: a new build gives new names. */
export const hashedAssetsPrefix = '/assets/';
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';
/**
 * The search index (src/plugins/search) under /pagefind/: its fragments, word indexes and filters
 * and its metadata file carry a hash of their content in their names (`index/en_9485ba8.pf_index`,
 * `pagefind.en_7d71669515.pf_meta`) and are cached like /assets/. Its script, worker, WebAssembly
 * and entry file (`pagefind.js`, `pagefind-worker.js`, `wasm.en.pagefind`, `pagefind-entry.json`)
 * keep their names from build to build and are revalidated. Its binary files have no type of their
 * own: they are served as `application/octet-stream` (Pagefind decompresses and reads them itself;
 * the WebAssembly is compiled from bytes, so it needs no `application/wasm`).
 */
export const searchIndexPrefix = `/${searchIndexFolder}/`;
export const searchHashedFolders = ['fragment', 'index', 'filter'] as const;
export const searchMetaSuffix = '.pf_meta';
export const searchBinaryType = 'application/octet-stream';

/** Whether a path of the search index names a file by its content hash. */
export function isHashedSearchFile(pathname: string): boolean {
  if (!pathname.startsWith(searchIndexPrefix)) return false;
  const rest = pathname.slice(searchIndexPrefix.length);
  const [folder, name, ...deeper] = rest.split('/');
  if (deeper.length === 0 && name !== undefined && name !== '') {
    return (searchHashedFolders as readonly string[]).includes(folder ?? '');
  }
  return name === undefined && rest.endsWith(searchMetaSuffix);
}

/** Everything else (pages, feeds, sitemap, unhashed images) is revalidated on every use. */
export const revalidateCacheControl = 'no-cache';

/**
 * The site's Markdown for answer engines: each indexable page's twin (/pricing.md beside /pricing),
 * llms.txt and llms-full.txt. Served as Markdown in UTF-8, and kept out of search indexes with
 * `X-Robots-Tag`, so that search engines index the HTML page and not its twin.
 */
export const markdownType = 'text/markdown';
export const markdownHeaders: readonly Header[] = [['X-Robots-Tag', 'noindex']];
/** The Markdown files besides the twins (every `.md` file of the build is a twin). */
export const markdownTextFiles = ['/llms.txt', '/llms-full.txt'] as const;

/** The response types worth compressing (HTML always is). */
export const compressibleTypes = [
  'application/atom+xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/rss+xml',
  'application/xml',
  'image/svg+xml',
  'image/x-icon',
  'text/css',
  'text/javascript',
  'text/markdown',
  'text/plain',
  'text/xml',
] as const;
