/**
 * Replaces @theme-original/BlogTagsPostsPage (unsafe, small): a tag's posts as a page of the site,
 * like the blog's index (src/components/blog/BlogListing): the trail Home > Blog > Tags > the tag, a
 * first screen naming the tag with its description and a link to every tag, then its posts as
 * cards and the pages' navigation. No sidebar.
 * A tag's page lists posts the blog index already lists, so it is kept out of search indexes (and
 * so out of sitemap.xml), with a title and description of its own: upstream uses the tag's
 * description alone, which may be short or shared.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogListPaginator from '@theme/BlogListPaginator';
import Unlisted from '@theme/ContentVisibility/Unlisted';
import type {Props} from '@theme/BlogTagsPostsPage';
import BlogListing from '@site/src/components/blog/BlogListing';
import PageSeo from '@site/src/components/Page/PageSeo';
import PostCards from '@site/src/components/blog/PostCards';
import {postCardOf} from '@site/src/components/blog/PostCards/fromModule';
import {listingEntry} from '@site/src/lib/content/entry';
import {site} from '@site/src/data/site';
import {fitDescription} from '@site/src/lib/seo/metadata';
import {sectionTrail} from '@site/src/lib/seo/trail';

export default function BlogTagsPostsPage({tag, items, listMetadata}: Props): ReactNode {
  const page = listMetadata.page > 1 ? `, page ${listMetadata.page}` : '';
  const title = `Posts About ${tag.label}`;
  const trail = sectionTrail('blog', {name: `${tag.label}${page}`, path: listMetadata.permalink}, [
    {name: 'Tags', path: tag.allTagsPath},
  ]);
  const count = tag.count === 1 ? 'One post' : `${tag.count} posts`;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageSeo
        entry={listingEntry(
          listMetadata.permalink,
          `${title}${page}`,
          fitDescription(
            `Articles about ${tag.label} on the ${site.name} blog${page}. ${tag.description ?? ''}`,
          ),
        )}
        trail={trail}
      />
      <BlogListing
        trail={trail}
        tagline="Tag"
        title={title}
        lead={[
          ...(tag.description ? [<p key="description">{tag.description}</p>] : []),
          <p key="count">
            {count} so far. <Link to={tag.allTagsPath}>Browse every tag</Link>
          </p>,
        ]}>
        {tag.unlisted && <Unlisted />}
        <PostCards first posts={items.map((item) => postCardOf(item.content))} />
        <BlogListPaginator metadata={listMetadata} />
      </BlogListing>
    </HtmlClassNameProvider>
  );
}
