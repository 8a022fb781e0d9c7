/**
 * Wrapped: on a post's own page, the post (title, date, text) is what the site's search indexes
 * (src/plugins/search), with its kind and date for the result; a post in a list (the blog index,
 * tag and archive pages) is not marked, so those pages stay out of the index.
 */
import type {ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {searchBodyAttributes, searchDateAttributes} from '@site/src/lib/search';

type Props = WrapperProps<typeof BlogPostItemType>;

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  const attributes = searchBodyAttributes({kind: 'post', indexable: !metadata.unlisted});
  return (
    <div {...attributes}>
      <span hidden {...searchDateAttributes(metadata.date)} />
      <BlogPostItem {...props} />
    </div>
  );
}
