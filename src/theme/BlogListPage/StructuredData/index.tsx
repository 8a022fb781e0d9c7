/**
 * Replaces @theme-original/BlogListPage/StructuredData. Keeps the blog plugin's Blog node, with the
 * consultant linked to the site-wide Person and the posts without the authors the index does not
 * show, rendered escaped (see BlogPostPage/StructuredData).
 */
import type {ReactNode} from 'react';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';
import StructuredData from '@site/src/components/StructuredData';
import {blogListStructuredData} from '@site/src/lib/structuredData/blog';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  const data = useBlogListPageStructuredData(props);
  return <StructuredData data={blogListStructuredData(data)} />;
}
