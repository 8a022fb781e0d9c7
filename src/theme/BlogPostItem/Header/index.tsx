/**
 * Wraps @theme-original/BlogPostItem/Header. On a post's own page, the breadcrumb trail (the same
 * array as its BreadcrumbList) sits above the title; the blog index, which renders the same header
 * for each post, is unchanged.
 */
import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Header from '@theme-original/BlogPostItem/Header';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import {sectionTrail} from '@site/src/lib/seo/trail';

export default function BlogPostItemHeader(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const trail = isBlogPostPage
    ? sectionTrail('blog', {name: metadata.title, path: metadata.permalink})
    : undefined;
  return (
    <>
      {trail && <Breadcrumbs trail={trail} variant="inline" />}
      <Header />
    </>
  );
}
