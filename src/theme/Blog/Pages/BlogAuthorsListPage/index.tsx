/**
 * Wraps @theme-original/Blog/Pages/BlogAuthorsListPage. The consultant's profile lives at
 * /author/NAME; this list of authors only links to it, so it is kept out of search indexes (and so
 * out of sitemap.xml), with a title and description of its own.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import PageSeo from '@site/src/components/Page/PageSeo';
import {listingEntry} from '@site/src/lib/content/entry';
import {site} from '@site/src/data/site';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageSeo
        entry={listingEntry(
          pathname,
          'Blog Authors',
          `Who writes the ${site.name} blog on SEO, content strategy and digital marketing, with a link to each author’s profile.`,
        )}
      />
    </>
  );
}
