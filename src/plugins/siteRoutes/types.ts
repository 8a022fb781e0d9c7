/** Data the site-routes plugin hands to components. */
export interface PostSummary {
  readonly title: string;
  readonly permalink: string;
  readonly description: string;
  /** ISO 8601 date of publication. */
  readonly date: string;
  readonly authorKeys: readonly string[];
}

export interface AuthorProfile {
  readonly key: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly imageURL: string | null;
}

/** Props of the HTML sitemap page. */
export interface SitemapPageProps {
  /** Every blog post, newest first. */
  readonly posts: readonly PostSummary[];
}
