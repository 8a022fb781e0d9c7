/**
 * Ejected from @docusaurus/theme-classic (BlogListPage; Docusaurus marks it unsafe, the file is
 * small and its props are stable).
 * Changed: the blog index is a page of the site: the breadcrumb trail, a first screen with its one
 * h1 (upstream renders none), the blog's description and how to follow it, then the posts as cards
 * (src/components/blog/PostCards; each card comes with its post's module) instead of each post's
 * introduction at full size, and no sidebar. Its metadata comes from the site's factory (PageSeo):
 * title, canonical, social image, WebPage and BreadcrumbList.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListing from '@site/src/components/blog/BlogListing';
import PageSeo from '@site/src/components/Page/PageSeo';
import PostCards from '@site/src/components/blog/PostCards';
import {postCardOf} from '@site/src/components/blog/PostCards/fromModule';
import {absoluteUrl} from '@site/src/lib/seo/metadata';
import {listingEntry, pluginEntry} from '@site/src/lib/content/entry';
import {sectionTrail} from '@site/src/lib/seo/trail';
import FollowBlog from '@site/src/components/FollowBlog';

/** "Blog", or "Blog, page 2" on the later pages of the index, so that no two titles are alike. */
function listTitle(props: Props, siteTitle: string): string {
  const {blogTitle, permalink, page} = props.metadata;
  const title = permalink === '/' ? siteTitle : blogTitle;
  return page > 1 ? `${title}, page ${page}` : title;
}

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, permalink, page} = metadata;
  const title = listTitle(props, siteTitle);
  return (
    <>
      <PageSeo
        entry={
          page > 1
            ? listingEntry(permalink, title, `${blogDescription} Page ${page}.`)
            : pluginEntry({
                kind: 'listing',
                path: permalink,
                title,
                description: blogDescription,
                webPageType: 'CollectionPage',
              })
        }
        trail={sectionTrail('blog', {name: title, path: permalink})}
        mainEntityId={absoluteUrl(permalink)}
      />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const trail = sectionTrail('blog', {
    name: listTitle(props, siteTitle),
    path: metadata.permalink,
  });
  return (
    <BlogListing
      trail={trail}
      title={metadata.blogTitle}
      lead={[<p key="description">{metadata.blogDescription}</p>, <FollowBlog key="follow" />]}>
      <PostCards first posts={items.map((item) => postCardOf(item.content))} />
      <BlogListPaginator metadata={metadata} />
    </BlogListing>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
