/**
 * The content model: one typed entry per page of the site, assembled once per build by the content
 * plugin (src/plugins/content) from the MDX files under src/content/, the blog, the knowledge base
 * and the site's identity. Routes, cards, navigation, breadcrumbs, the HTML sitemap, sitemap.xml,
 * llms.txt, the social cards and the structured data all read these entries.
 *
 * Plain TypeScript with relative imports: the build (Node) and the pages (browser) share the types.
 */

import type {ResponsiveImageData} from '../images/types';

/** What a page is. Each MDX kind is a folder of src/content/ with a front-matter schema. */
export type Kind =
  /** A page of its own (home, about, pricing, contact, the index pages): src/content/pages/. */
  | 'page'
  /** Privacy policy, terms, disclosures: src/content/legal/. */
  | 'legal'
  /** A group of services with a page listing them: src/content/hubs/. */
  | 'hub'
  | 'service'
  | 'area'
  | 'region'
  | 'industry'
  | 'case-study'
  /** A blog post (the blog plugin). */
  | 'post'
  /** A guide of the knowledge base (the docs plugin). */
  | 'guide'
  /** An author's profile page: src/content/authors/KEY.mdx, KEY an author's key (src/data/facts/authors.json). */
  | 'author'
  /** A listing the blog plugin generates: the blog index, its pages, tags, archive, authors. */
  | 'listing';

/** The kinds written as MDX files under src/content/<folder>/. */
export type FileKind = Exclude<Kind, 'post' | 'guide' | 'listing'>;

/**
 * - live: the page is written and indexable;
 * - coming-soon: a service or region whose page is announced but not written (a notice page);
 * - fallback: an industry whose copy is not written (the fallback layout).
 * Pages that are not live are kept out of search indexes and sitemap.xml.
 */
export type Status = 'live' | 'coming-soon' | 'fallback';

/** What a page lists as cards: every entry of that kind whose parent it is. */
export type Listing = 'hubs' | 'areas' | 'industries' | 'case-studies' | 'sitemap';

/** The schema.org type of a page's WebPage node, where it is not a plain WebPage. */
type WebPageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'ProfilePage';

export interface ResultFigure {
  readonly value: string;
  readonly label: string;
}

interface EntryBase {
  /** The canonical path: "/services/on-page-seo-expert", "/" for home; no trailing slash. */
  readonly path: string;
  readonly kind: Kind;
  /** The path of the page above this one (its breadcrumb parent); null for the home page. */
  readonly parent: string | null;
  /** The page's h1. */
  readonly title: string;
  /** The short name of breadcrumbs, cards, navigation, back links and the HTML sitemap. */
  readonly name: string;
  /** The title search results show, before " | Site Name". */
  readonly seoTitle: string;
  /** The meta description (50–160 characters for an indexable page). */
  readonly description: string;
  /** The heading of the page's card on the page that lists it (default: its name). */
  readonly cardTitle: string;
  /** The text of the page's card (default: its description). */
  readonly card: string;
  readonly status: Status;
  /** Whether search engines may index the page (live pages that are not listings or unlisted). */
  readonly indexable: boolean;
  /**
   * Whether the page is kept out of every list of pages (the HTML sitemap, cards), as well as out
   * of search: a page reached only by a link of its own (`unlisted: true`).
   */
  readonly unlisted: boolean;
  /** The file the page is written in, relative to the site folder; null for generated pages. */
  readonly source: string | null;
  /** The calendar date of the page's last change (ISO 8601), or null when no file dates it. */
  readonly lastModified: string | null;
  /** Its place among its siblings (front matter `position`; then by name). */
  readonly position: number;
  /** Old paths of the page, answered with a permanent redirect to it. */
  readonly redirectFrom: readonly string[];
  readonly webPageType: WebPageType;
  /** Set on a page that lists entries of a kind as cards. */
  readonly lists: Listing | null;
  /** What the page is about, where its body shows it: a list of its own (the plans). */
  readonly mainEntity: 'list' | null;
}

interface CaseStudyFields {
  readonly category: string;
  /** Date of publication (ISO 8601). */
  readonly date: string;
  readonly results: readonly ResultFigure[];
  /** The case study other pages point to as proof (exactly one when any exist). */
  readonly featured: boolean;
}

interface PostFields {
  /** Date of publication (ISO 8601). */
  readonly date: string;
  /**
   * Whether the post is still to come, built by a pull request's preview only (unlisted and not
   * indexed until its day: src/lib/schedule.ts).
   */
  readonly scheduled: boolean;
  readonly authors: readonly string[];
  /** The paths of its tags' pages: what the posts it suggests share with it. */
  readonly tags: readonly string[];
}

interface AuthorFields {
  /** The author's key among the blog's authors (the file name). */
  readonly key: string;
  /** The author's job title (the owner's: the identity's). */
  readonly jobTitle: string;
  /** The author's image, if the blog's authors give one. */
  readonly image: string | null;
}

export type Entry =
  | (EntryBase & {readonly kind: 'case-study'} & CaseStudyFields)
  | (EntryBase & {readonly kind: 'post'} & PostFields)
  | (EntryBase & {readonly kind: 'author'} & AuthorFields)
  | (EntryBase & {readonly kind: Exclude<Kind, 'case-study' | 'post' | 'author'>});

/** The entry of a page of kind K, with the fields of its kind. */
export type EntryOfKind<K extends Kind> = [Extract<Entry, {readonly kind: K}>] extends [never]
  ? Entry & {readonly kind: K}
  : Extract<Entry, {readonly kind: K}>;

/** One step of a breadcrumb trail. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

interface CardBase {
  readonly path: string;
  readonly name: string;
  readonly cardTitle: string;
  readonly card: string;
  readonly status: Status;
  /** How many pages the card's page lists itself ("8 specialist services"). */
  readonly childCount: number;
}

/**
 * An entry as the page that lists it shows it: its card, and no more, since every page's route
 * props carry its cards into the browser. A case study's card shows its category, date and
 * figures.
 */
export type CardEntry =
  | (CardBase & {readonly kind: 'case-study'} & Pick<
        CaseStudyFields,
        'category' | 'date' | 'results'
      >)
  | (CardBase & {readonly kind: Exclude<Kind, 'case-study'>});

/** A tag of a post, as its chip shows it. */
interface PostTag {
  readonly label: string;
  /** The tag's page on the blog. */
  readonly path: string;
}

/**
 * A post as its card shows it, on the blog's listings, the author's profile and under another
 * post. The content plugin writes one module of it per post (src/plugins/content/posts.ts).
 */
export interface PostCard {
  readonly path: string;
  readonly title: string;
  /** Date of publication (ISO 8601). */
  readonly date: string;
  /** Minutes, as the blog plugin estimates them; none when the blog shows no reading time. */
  readonly readingTime?: number;
  /** The post's description: the card's summary. */
  readonly description: string;
  readonly tags: readonly PostTag[];
  /**
   * The post's picture: the `image` of its front matter, or else its social card, through the
   * image pipeline.
   */
  readonly image: ResponsiveImageData;
}

/** A node of the HTML sitemap. */
export interface SitemapNode {
  readonly name: string;
  readonly path: string;
  readonly children?: readonly SitemapNode[];
}

/**
 * What the content plugin hands each page it routes, as the route prop `page`: the page's entry,
 * its trail from Home, the entries it lists, and the featured case study the result boxes cite.
 */
export interface PageData {
  readonly entry: Entry;
  /** Home first, the page itself last. */
  readonly trail: readonly Crumb[];
  /** The cards of the pages it lists, where the page shows them (empty elsewhere). */
  readonly children: readonly CardEntry[];
  /** The featured case study, where the page's body cites it (null elsewhere). */
  readonly featuredCaseStudy: EntryOfKind<'case-study'> | null;
  /** The other pages of its kind under the same parent (the other legal pages). */
  readonly siblings: readonly Crumb[];
  /**
   * On a page that is not written yet (coming soon, an industry's fallback): what a visitor can
   * read now instead, the live pages of its kind under the same parent, or else that parent.
   */
  readonly available?: readonly CardEntry[];
  /** The HTML sitemap's tree, on the page that lists it. */
  readonly sitemap?: readonly SitemapNode[];
  /**
   * The page's template closes it with the invitation to book a strategy call: a case study whose
   * body does not close with a call to action of its own.
   */
  readonly endsWithInvitation?: boolean;
  /**
   * An author's posts, newest first, on the author's profile: the cards of the route's `posts`
   * modules (src/templates/ContentPage), not part of the route props.
   */
  readonly posts?: readonly PostCard[];
}
