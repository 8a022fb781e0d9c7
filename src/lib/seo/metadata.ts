/**
 * The metadata factory: every page's title, description, canonical URL, robots directive, Open
 * Graph and Twitter card tags come from `buildPageMetadata`, so the rules below hold everywhere.
 *
 * - The document title is "Page | Daniel Brooks" when that fits in 60 characters, the page's own
 *   title otherwise; a page title longer than 60 characters is an error.
 * - The canonical URL, og:url and the sitemap.xml entry are the same absolute URL: the site URL
 *   from src/data/facts/site.json and the path without a trailing slash.
 * - An indexable page shows its own 1200×630 social image (rendered at build time by
 *   src/plugins/socialImages); a page kept out of search indexes shows the site's default card.
 */
import {site} from '../../data/site';
import type {Kind} from '../content/types';
import {descriptionLength, maxTitleLength} from './limits.mjs';
import {normalizePath} from './trail';

const titleSeparator = ' | ';

export const socialImage = {width: 1200, height: 630, type: 'image/png'} as const;
/** Where the social images are written in the build, and served from. */
const socialImageDir = '/img/social';

/** The card of pages kept out of search indexes: the site's tagline. */
export const defaultSocialImage = {
  path: `${socialImageDir}/default.png`,
  title: site.tagline,
  section: site.jobTitle,
} as const;

export type OpenGraphType = 'website' | 'article' | 'profile';

/** An author's profile is a profile; a post or a case study an article; any other page a website. */
export function openGraphType(kind: Kind | null): OpenGraphType {
  if (kind === 'author') return 'profile';
  if (kind === 'case-study' || kind === 'post') return 'article';
  return 'website';
}

export interface PageMetadataInput {
  readonly pathname: string;
  /** The page's own title, without the site name. */
  readonly title: string;
  readonly description: string;
  /** Keep the page out of search indexes (coming-soon, fallback and not-found pages). */
  readonly noindex?: boolean;
  readonly type?: OpenGraphType;
  /** The section the page belongs to, named on its social image (see sectionOf). */
  readonly section: string;
}

interface ImageMetadata {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
  readonly alt: string;
}

/** One <meta> tag: `name` for the HTML and Twitter tags, `property` for Open Graph. */
export type MetaTag =
  | {readonly name: string; readonly content: string}
  | {readonly property: string; readonly content: string};

export interface PageMetadata {
  /** The text of <title>. */
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly robots: string;
  readonly image: ImageMetadata;
  readonly meta: readonly MetaTag[];
}

/** The absolute URL of a path of the site: "https://example.com/about". */
export function absoluteUrl(pathname: string): string {
  const path = normalizePath(pathname);
  return `${site.url}${path}`;
}

/** The path of a page's social image: "/img/social/about/certifications.png", "/img/social/index.png". */
export function socialImagePath(pathname: string): string {
  const path = normalizePath(pathname);
  return `${socialImageDir}${path === '/' ? '/index' : path}.png`;
}

/** The text alternative of a social image: what the card says. */
function socialImageAlt(title: string, section: string): string {
  return `${section}: ${title.trim()}. ${site.name}, ${site.jobTitle}`;
}

/** "Pricing" → "Pricing | Daniel Brooks"; a title too long for the suffix stands alone. */
export function documentTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === site.name) return trimmed;
  const branded = `${trimmed}${titleSeparator}${site.name}`;
  return branded.length <= maxTitleLength ? branded : trimmed;
}

/**
 * A description composed from parts of unknown length (a tag's description, a post count), cut at
 * a word boundary so it stays within the 160 characters a search result shows.
 */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= descriptionLength.max) return clean;
  const cut = clean.slice(0, descriptionLength.max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > descriptionLength.min ? cut.slice(0, end) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** "@danielbrooksseo", from the Twitter/X profile in the identity module. */
export function twitterHandle(): string | undefined {
  const profile = site.socials.find((social) => social.network === 'Twitter');
  const handle = profile ? new URL(profile.url).pathname.split('/').filter(Boolean)[0] : undefined;
  return handle ? `@${handle}` : undefined;
}

const robotsIndex = 'index, follow, max-image-preview:large, max-snippet:-1';
const robotsNoindex = 'noindex, follow';

export function buildPageMetadata({
  pathname,
  title,
  description,
  noindex = false,
  type = 'website',
  section,
}: PageMetadataInput): PageMetadata {
  // Lengths are not enforced here: a fallback page titles itself from any URL a visitor types.
  // The self-audit (tests/seo) fails the build when a built page breaks the limits.
  const fullTitle = documentTitle(title);
  const canonical = absoluteUrl(pathname);
  const robots = noindex ? robotsNoindex : robotsIndex;
  const image: ImageMetadata = {
    url: absoluteUrl(noindex ? defaultSocialImage.path : socialImagePath(pathname)),
    width: socialImage.width,
    height: socialImage.height,
    type: socialImage.type,
    alt: noindex
      ? socialImageAlt(defaultSocialImage.title, defaultSocialImage.section)
      : socialImageAlt(title, section),
  };
  const handle = twitterHandle();
  const meta: MetaTag[] = [
    {name: 'description', content: description},
    {name: 'robots', content: robots},
    {property: 'og:type', content: type},
    {property: 'og:site_name', content: site.name},
    {property: 'og:title', content: fullTitle},
    {property: 'og:description', content: description},
    {property: 'og:url', content: canonical},
    {property: 'og:image', content: image.url},
    {property: 'og:image:type', content: image.type},
    {property: 'og:image:width', content: String(image.width)},
    {property: 'og:image:height', content: String(image.height)},
    {property: 'og:image:alt', content: image.alt},
    {name: 'twitter:card', content: 'summary_large_image'},
    {name: 'twitter:title', content: fullTitle},
    {name: 'twitter:description', content: description},
    {name: 'twitter:image', content: image.url},
    {name: 'twitter:image:alt', content: image.alt},
    ...(handle
      ? [
          {name: 'twitter:site', content: handle},
          {name: 'twitter:creator', content: handle},
        ]
      : []),
  ];
  return {title: fullTitle, description, canonical, robots, image, meta};
}
