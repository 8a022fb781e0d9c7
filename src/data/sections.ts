/**
 * The sections of the site that a Docusaurus plugin serves rather than a file of src/content/: the
 * blog and the knowledge base. Their paths configure the plugins (docusaurus.config.ts), and the
 * content model places their pages, and the author profiles, from here.
 */
export interface Section {
  readonly path: string;
  /** The name of breadcrumbs, navigation and the HTML sitemap. */
  readonly name: string;
  /** Its place among the pages below Home (the `position` of the pages in src/content/pages/). */
  readonly position: number;
}

export const sections = {
  /** The home page's name in breadcrumbs and the HTML sitemap. */
  home: {path: '/', name: 'Home', position: 0},
  blog: {path: '/blog', name: 'Blog', position: 7},
  resources: {path: '/resources', name: 'Resources', position: 10},
} as const satisfies Record<string, Section>;

/** Author profiles are at /author/KEY, KEY being the author's key among the blog's authors. */
export const authorsBase = '/author';
