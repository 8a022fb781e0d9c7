/**
 * What the site's search (src/components/Search, indexed by src/plugins/search with Pagefind) knows
 * of a page: whether it is searchable, the kind its result shows, and the canonical path a result
 * links to. Plain TypeScript: the build and the browser share it.
 */
import {kindLabels} from '../content/kinds';
import type {Kind} from '../content/types';

/**
 * The folder of the build the index is written to (src/plugins/search), which the search dialog
 * loads it from and the hosting rules cache: `/pagefind/`.
 */
export const searchIndexFolder = 'pagefind';

/** The kinds a result names; every other kind of page is a "page". */
export const searchKinds = ['post', 'guide', 'service', 'industry', 'area', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * The kind a page's result names: the label visitors see for its kind (src/lib/content/kinds.ts),
 * where it is one of the search's kinds, and "page" otherwise (a case study, a legal page).
 */
export function searchKind(kind: Kind): SearchKind {
  const label = kindLabels[kind].toLowerCase();
  return searchKinds.find((searchable) => searchable === label) ?? 'page';
}

/** How a result names its kind: "Post", "Guide", "Service", … */
export function searchKindLabel(kind: SearchKind): string {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
}

/** What a page template needs to say about its page. */
export interface Searchable {
  readonly kind: Kind;
  /** Only indexable pages are searchable (coming-soon and fallback pages are not). */
  readonly indexable: boolean;
}

/**
 * Whether a page of the content model is searchable: an indexable page that is not a listing (the
 * blog index and its pages repeat the posts, which are searchable themselves).
 */
export function isSearchable(page: Searchable): boolean {
  return page.indexable && page.kind !== 'listing';
}

/**
 * The attributes of the element that holds a page's content: Pagefind indexes the text inside an
 * element marked `data-pagefind-body` and skips every page that has none, so a page that is not
 * searchable gets no attribute at all. The kind is a value the site controls (a lowercase word).
 */
export function searchBodyAttributes(page: Searchable): Record<string, string> {
  if (!isSearchable(page)) return {};
  return {'data-pagefind-body': '', 'data-pagefind-meta': `kind:${searchKind(page.kind)}`};
}

/**
 * The attributes of an empty element inside a post's content that gives its result the post's
 * date (Pagefind reads one `key:value` from each element; a second pair in the same attribute
 * would become part of the first value).
 */
export function searchDateAttributes(date: string | undefined): Record<string, string> {
  const day = date === undefined ? undefined : /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return day === undefined ? {} : {'data-pagefind-meta': `date:${day}`};
}

/**
 * The canonical path of a result: Pagefind names a page by its file unless told otherwise, so
 * `/about.html`, `/about/` and `/blog/index.html` all come back as the page.
 */
export {canonicalPath} from '../canonicalPath';

/** The kinds and dates Pagefind hands back are strings from the index: read them defensively. */
export function resultKind(value: string | undefined): SearchKind {
  return searchKinds.find((kind) => kind === value) ?? 'page';
}
