/**
 * Replaces @theme-original/BlogPostPage/StructuredData. Keeps the blog plugin's BlogPosting, with
 * the consultant as author linked to the site-wide Person, and renders it through StructuredData:
 * upstream writes raw JSON.stringify into the script, which a title containing "</script>" breaks.
 */
import type {ReactNode} from 'react';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';
import {linkBlogStructuredData} from '@site/src/lib/structuredData/blog';

export default function BlogPostStructuredData(): ReactNode {
  const data = useBlogPostStructuredData();
  return <StructuredData data={linkBlogStructuredData(data)} />;
}
