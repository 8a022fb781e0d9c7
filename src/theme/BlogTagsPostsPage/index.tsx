/**
 * Wraps @theme-original/BlogTagsPostsPage. A tag's page lists posts the blog index already lists,
 * so it is kept out of search indexes (and so out of sitemap.xml), with a title and description
 * of its own: upstream uses the tag's description alone, which may be short or shared.
 */
import type {ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';
import PageSeo from '@site/src/components/Page/PageSeo';
import {listingEntry} from '@site/src/lib/content/entry';
import {site} from '@site/src/data/site';
import {fitDescription} from '@site/src/lib/seo/metadata';

export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const {tag, listMetadata} = props;
  const page = listMetadata.page > 1 ? `, page ${listMetadata.page}` : '';
  return (
    <>
      <BlogTagsPostsPage {...props} />
      <PageSeo
        entry={listingEntry(
          listMetadata.permalink,
          `Posts About ${tag.label}${page}`,
          fitDescription(
            `Articles about ${tag.label} on the ${site.name} blog${page}. ${tag.description ?? ''}`,
          ),
        )}
      />
    </>
  );
}
