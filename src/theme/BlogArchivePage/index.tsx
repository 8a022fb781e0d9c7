/**
 * Replaces @theme-original/BlogArchivePage. The archive repeats the blog index by date, so it is
 * kept out of search indexes (and so out of sitemap.xml), with a title and description of its own.
 * The markup is upstream's (3.10.2), except that each year is an h2 instead of an h3: headings go
 * down one level at a time after the page's h1 (axe: heading-order).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogArchivePage';
import PageSeo from '@site/src/components/Page/PageSeo';
import {listingEntry} from '@site/src/lib/content/entry';
import {site} from '@site/src/data/site';

type ArchivePost = Props['archive']['blogPosts'][number];

function Year({year, posts}: {year: string; posts: ArchivePost[]}): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function postsByYear(blogPosts: readonly ArchivePost[]): {year: string; posts: ArchivePost[]}[] {
  const years = new Map<string, ArchivePost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0];
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return Array.from(years, ([year, posts]) => ({year, posts}));
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const {pathname} = useLocation();
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <Layout>
      <PageSeo
        entry={listingEntry(
          pathname,
          'Blog Archive',
          `Every article on the ${site.name} blog by date of publication, from the newest post back to the first one.`,
        )}
      />
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p className="hero__subtitle">{description}</p>
        </div>
      </header>
      <main>
        {years.length > 0 && (
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map((year) => (
                  <div key={year.year} className="col col--4 margin-vert--lg">
                    <Year {...year} />
                  </div>
                ))}
              </div>
            </div>
          </section>
        )}
      </main>
    </Layout>
  );
}
