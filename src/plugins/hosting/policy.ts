/**
 * The response headers of the site, shared by the nginx server block and the `_headers` file of the
 * static hosts: the security headers every response carries, and the caching of each kind of file.
 */

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
 */
export function contentSecurityPolicy(hashes: InlineHashes): string {
  const styleSources = [
    "'self'",
    ...hashes.styleElements,
    ...(hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes.styleAttributes] : []),
  ];
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes.scripts].join(' '),
    ['style-src', ...styleSources].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
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
export const disabledFeatures = [
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
export function securityHeaders(hashes: InlineHashes): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(hashes)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', disabledFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Files under /assets/ have a content hash in their name: a new build gives new names. */
export const hashedAssetsPrefix = '/assets/';
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';
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
