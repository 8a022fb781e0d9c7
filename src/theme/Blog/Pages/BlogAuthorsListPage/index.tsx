/**
 * Replaces @theme-original/Blog/Pages/BlogAuthorsListPage (unsafe, small): the blog's authors as a
 * page of the site, like its other listings (src/components/blog/BlogListing): the trail Home > Blog >
 * Authors, a first screen, then each author as a card (src/theme/Blog/Components/Author: portrait,
 * name leading to their profile, job title, post count). Upstream lists them beside the blog's
 * sidebar.
 * The consultant's profile lives at /author/NAME; this list only links to it, so it is kept out of
 * search indexes (and so out of sitemap.xml), with a title and description of its own.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import Author from '@theme/Blog/Components/Author';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import BlogListing from '@site/src/components/blog/BlogListing';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import PageSeo from '@site/src/components/Page/PageSeo';
import {listingEntry} from '@site/src/lib/content/entry';
import {site} from '@site/src/data/site';
import {sectionTrail} from '@site/src/lib/seo/trail';
import styles from './styles.module.css';

export default function BlogAuthorsListPage({authors}: Props): ReactNode {
  const {pathname} = useLocation();
  const trail = sectionTrail('blog', {name: 'Authors', path: pathname});
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}>
      <PageSeo
        entry={listingEntry(
          pathname,
          'Blog Authors',
          `Who writes the ${site.name} blog on SEO, content strategy and digital marketing, with a link to each author’s profile.`,
        )}
        trail={trail}
      />
      <BlogListing
        trail={trail}
        tagline="Blog"
        title="Authors"
        lead={[<p key="lead">Who writes the blog; each profile lists their articles.</p>]}>
        <Grid columns={{md: 2}}>
          {authors.map((author) => (
            <Card key={author.key} as="li" elevation="raised" className={styles.card}>
              <Author as="h2" author={author} count={author.count} />
            </Card>
          ))}
        </Grid>
      </BlogListing>
    </HtmlClassNameProvider>
  );
}
