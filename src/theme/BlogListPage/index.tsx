/**
 * Ejected from @docusaurus/theme-classic (BlogListPage; Docusaurus marks it unsafe, the file is
 * small and its props are stable).
 * Changed: the blog index gets the page's one h1, an introduction and the breadcrumb trail.
 * Upstream shows only the posts, whose titles are h2, so the page had no h1. Its metadata comes
 * from the site's factory (PageSeo): title, canonical, social image, WebPage and BreadcrumbList.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import PageSeo from '@site/src/components/Page/PageSeo';
import {absoluteUrl} from '@site/src/lib/seo/metadata';
import {listingEntry, pluginEntry} from '@site/src/lib/content/entry';
import {sectionTrail} from '@site/src/lib/seo/trail';
import FollowBlog from '@site/src/components/FollowBlog';
import styles from './styles.module.css';

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
  const {metadata, items, sidebar} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const trail = sectionTrail('blog', {
    name: listTitle(props, siteTitle),
    path: metadata.permalink,
  });
  return (
    <BlogLayout sidebar={sidebar}>
      {trail && <Breadcrumbs trail={trail} variant="inline" />}
      <header className={styles.header}>
        <h1 className={styles.title}>{metadata.blogTitle}</h1>
        <p className={styles.description}>{metadata.blogDescription}</p>
        <FollowBlog />
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
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
