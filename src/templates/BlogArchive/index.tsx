import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogListing from '@site/src/components/blog/BlogListing';
import PageSeo from '@site/src/components/Page/PageSeo';
import PostCards from '@site/src/components/blog/PostCards';
import {site} from '@site/src/data/site';
import {listingEntry} from '@site/src/lib/content/entry';
import type {PageData, PostCard} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface BlogArchiveProps {
  readonly page: PageData;
  /** Every listed post's card, newest first (a module of the route, src/plugins/content). */
  readonly posts: readonly PostCard[];
}

/** The posts of each year, newest year first, in the order given. */
export function postsByYear(
  posts: readonly PostCard[],
): {readonly year: string; readonly posts: PostCard[]}[] {
  const years = new Map<string, PostCard[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, yearPosts]) => ({year, posts: yearPosts}));
}

/**
 * The blog's archive, routed by the content plugin: every listed post as a card, under the year it
 * was published. It repeats the blog index by date, so it is kept out of search indexes (and so out
 * of sitemap.xml), with a title and description of its own.
 */
export default function BlogArchive({page, posts}: BlogArchiveProps): ReactNode {
  const {entry, trail} = page;
  const years = postsByYear(posts);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, 'blog-archive-page')}>
      <PageSeo
        entry={listingEntry(
          entry.path,
          'Blog Archive',
          `Every article on the ${site.name} blog by date of publication, from the newest post back to the first one.`,
        )}
        trail={trail}
      />
      <BlogListing
        trail={trail}
        tagline="Archive"
        title="Every Post, by Year"
        lead={[
          <p key="lead">
            {posts.length === 1 ? 'One article' : `${posts.length} articles`}, the newest first,
            under the year each was published.
          </p>,
        ]}>
        {years.map(({year, posts: yearPosts}) => (
          <section key={year} aria-labelledby={`year-${year}`} className={styles.year}>
            <h2 id={`year-${year}`} className={styles.yearTitle}>
              {year}
            </h2>
            <PostCards posts={yearPosts} headingLevel="h3" />
          </section>
        ))}
      </BlogListing>
    </HtmlClassNameProvider>
  );
}
