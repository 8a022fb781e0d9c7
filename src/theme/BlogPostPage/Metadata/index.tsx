/**
 * Wraps @theme-original/BlogPostPage/Metadata. Adds the site's metadata (src/lib/seo/metadata.ts:
 * title rule, canonical, robots, social image, Twitter card) and the post's WebPage and
 * BreadcrumbList, and states the author's profile as an absolute URL (upstream writes it relative).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import PageSeo from '@site/src/components/Page/PageSeo';
import {absoluteUrl} from '@site/src/lib/seo/metadata';
import {postEntry} from '@site/src/lib/content/entry';
import {isScheduledInPreview} from '@site/src/lib/schedule';
import {sectionTrail} from '@site/src/lib/seo/trail';

export default function BlogPostPageMetadata(): ReactNode {
  const {metadata} = useBlogPost();
  const {title, description, permalink, authors, tags, frontMatter} = metadata;
  const authorUrls = authors.flatMap((author) =>
    author.url ? [author.url.startsWith('/') ? absoluteUrl(author.url) : author.url] : [],
  );
  return (
    <>
      <Metadata />
      <PageSeo
        entry={postEntry({
          path: permalink,
          title,
          seoTitle: frontMatter.title_meta ?? title,
          description,
          indexable: !metadata.unlisted,
          scheduled: isScheduledInPreview(metadata),
          date: metadata.date,
          authors: authors.flatMap((author) => (author.key ? [author.key] : [])),
          tags: tags.map((tag) => tag.permalink),
        })}
        trail={sectionTrail('blog', {name: title, path: permalink})}
        mainEntityId={absoluteUrl(permalink)}
      />
      {authorUrls.length > 0 && (
        <Head>
          <meta property="article:author" content={authorUrls.join(',')} />
        </Head>
      )}
    </>
  );
}
