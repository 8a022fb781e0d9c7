/**
 * Wrapped: on a post's own page, a "Copy link" button follows the post's footer (tags) and
 * confirms the copy with a toast, and a line says how to get the next post. The blog index and
 * other lists are unchanged. The search index leaves that line out of the post's text.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyButton from '@site/src/components/CopyButton';
import FollowBlog from '@site/src/components/FollowBlog';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const url = `${siteConfig.url}${metadata.permalink}`;
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && (
        <div className={styles.share} data-pagefind-ignore="all">
          <CopyButton
            text={url}
            copied={{title: 'Link copied', description: url}}
            failed={{
              title: 'The link could not be copied',
              description: `Your browser did not allow it. Copy the address from the address bar: ${url}`,
            }}>
            Copy link
          </CopyButton>
          <FollowBlog />
        </div>
      )}
    </>
  );
}
