/**
 * Replaces @theme-original/BlogPostPage/StructuredData. Keeps the blog plugin's BlogPosting, with
 * the consultant as author linked to the site-wide Person, and renders it through StructuredData:
 * upstream writes raw JSON.stringify into the script, which a title containing "</script>" breaks.
 * A post whose author marked an update (`last_update`) gets its day as `dateModified`.
 */
import type {ReactNode} from 'react';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';
import {updatedDay} from '@site/src/lib/postUpdate';
import {linkBlogStructuredData} from '@site/src/lib/structuredData/blog';

export default function BlogPostStructuredData(): ReactNode {
  const data = useBlogPostStructuredData();
  // The day of an update the author marked (last_update), the day the post says it was updated.
  const updated = updatedDay(useBlogPost().metadata.frontMatter);
  return (
    <StructuredData
      data={linkBlogStructuredData(updated ? {...data, dateModified: updated} : data)}
    />
  );
}
