/**
 * Wraps @theme-original/BlogTagsListPage. The list of tags is a thin page that only repeats the
 * blog's links, so it is kept out of search indexes (and so out of sitemap.xml), with a title and
 * description of its own.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import PageSeo from '@site/src/components/Page/PageSeo';
import {listingEntry} from '@site/src/lib/content/entry';
import {site} from '@site/src/data/site';
import {fitDescription} from '@site/src/lib/seo/metadata';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const topics = props.tags.map((tag) => tag.label).join(', ');
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageSeo
        entry={listingEntry(
          pathname,
          'Blog Topics',
          fitDescription(
            `Every topic on the ${site.name} blog, with the articles filed under each: ${topics}.`,
          ),
        )}
      />
    </>
  );
}
