/**
 * Ejected from @docusaurus/theme-classic (BlogPostPage; Docusaurus marks it unsafe, the file is
 * small and its props are stable).
 * Changed: a post is a page of the site rather than a column beside a sidebar:
 *   - the breadcrumb trail as every page's band, then the post as an <article> at a reading
 *     measure (src/components/blog/ReadingLayout): its header (topic, title, byline), the table of
 *     contents for a post of three sections or more (src/components/blog/TableOfContents, a landmark
 *     inside <main>: upstream's column sat outside every landmark), the text, and its footer (tags,
 *     "Copy link", how to follow the blog);
 *   - below it, outside the older/newer navigation: who wrote it, the invitation to book a strategy
 *     call, and the posts it suggests (chosen when the site is built, src/plugins/content/posts.ts);
 *   - the post is what the site's search indexes (its kind and date for the result); the parts
 *     around it are not.
 * `hide_table_of_contents`, `toc_min_heading_level` and `toc_max_heading_level` keep their meaning.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Layout from '@theme/Layout';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/BlogPostPage';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import {PostAuthors, PostHeader, RelatedPosts} from '@site/src/components/blog/BlogPost';
import ReadingLayout from '@site/src/components/blog/ReadingLayout';
import StrategyCallInvitation from '@site/src/components/StrategyCallInvitation';
import {tableOfContentsOf} from '@site/src/components/blog/TableOfContents';
import type {PostCard} from '@site/src/lib/content/types';
import {isScheduledInPreview} from '@site/src/lib/schedule';
import {searchBodyAttributes, searchDateAttributes} from '@site/src/lib/search';
import {sectionTrail} from '@site/src/lib/seo/trail';
import styles from './styles.module.css';

/**
 * The cards the post's module exports (`relatedPosts`, appended to every post by
 * src/plugins/content/postExports.cjs).
 */
function relatedOf(content: Props['content']): readonly PostCard[] {
  const {relatedPosts, metadata} = content as {
    relatedPosts?: readonly PostCard[];
    metadata: {permalink: string};
  };
  if (!relatedPosts) {
    throw new Error(
      `The post ${metadata.permalink} came without the posts it suggests: the content plugin's loader (src/plugins/content/postExports.cjs) adds them to every post of the blog's folder. Check that the plugin is configured with the blog's path.`,
    );
  }
  return relatedPosts;
}

function BlogPostPageContent({
  related,
  children,
}: {
  readonly related: readonly PostCard[];
  readonly children: ReactNode;
}): ReactNode {
  const {metadata, toc} = useBlogPost();
  const {nextItem, prevItem, frontMatter, title, permalink, date, unlisted} = metadata;
  return (
    <Layout>
      <main>
        <Breadcrumbs trail={sectionTrail('blog', {name: title, path: permalink})} />
        <div className="container">
          {/* A post still to come says so in its header, in a pull request's preview: the
              banner of an unlisted page would say it twice. The page's robots meta (PageSeo)
              keeps it out of search engines either way. */}
          {!isScheduledInPreview(metadata) && <ContentVisibility metadata={metadata} />}
          <ReadingLayout
            {...searchBodyAttributes({kind: 'post', indexable: !unlisted})}
            header={
              <>
                <span hidden {...searchDateAttributes(date)} />
                <PostHeader />
              </>
            }
            toc={tableOfContentsOf(toc, frontMatter)}
            footer={
              <>
                <BlogPostItemFooter />
                <PostAuthors />
              </>
            }>
            <BlogPostItemContent>{children}</BlogPostItemContent>
          </ReadingLayout>
        </div>
        <StrategyCallInvitation />
        <div className={clsx('container', styles.pages)}>
          <RelatedPosts posts={related} />
          {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
        </div>
      </main>
    </Layout>
  );
}

export default function BlogPostPage(props: Props): ReactNode {
  const BlogPostContent = props.content;
  return (
    <BlogPostProvider content={props.content} isBlogPostPage>
      <HtmlClassNameProvider
        className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <BlogPostPageContent related={relatedOf(props.content)}>
          <BlogPostContent />
        </BlogPostPageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
