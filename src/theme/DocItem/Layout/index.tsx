/**
 * Replaces @theme-original/DocItem/Layout (unsafe, small). A guide reads like a post
 * (src/theme/BlogPostPage): the breadcrumb trail as every page's band, the guide as an <article>
 * at a reading measure with its table of contents for three sections or more
 * (src/components/blog/TableOfContents, a landmark), the invitation to book a strategy call, then the
 * previous and next guides. The knowledge base's index (the guide at /resources) is a page of the
 * site instead: a first screen, its text, and every other guide as a card.
 * `hide_table_of_contents`, `toc_min_heading_level` and `toc_max_heading_level` keep their meaning.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import type {Props} from '@theme/DocItem/Layout';
import KnowledgeBaseIndex from '@site/src/components/blog/KnowledgeBaseIndex';
import ReadingLayout from '@site/src/components/blog/ReadingLayout';
import StrategyCallInvitation from '@site/src/components/StrategyCallInvitation';
import {tableOfContentsOf} from '@site/src/components/blog/TableOfContents';
import {sections} from '@site/src/data/sections';
import {normalizePath} from '@site/src/lib/seo/trail';
import styles from './styles.module.css';

function Guide({children}: {readonly children: ReactNode}): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  return (
    <div className="container">
      <ContentVisibility metadata={metadata} />
      <ReadingLayout toc={tableOfContentsOf(toc, frontMatter)} footer={<DocItemFooter />}>
        <DocItemContent>{children}</DocItemContent>
      </ReadingLayout>
    </div>
  );
}

export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata} = useDoc();
  const isIndex = normalizePath(metadata.permalink) === sections.resources.path;
  return (
    <>
      <DocBreadcrumbs />
      {isIndex ? <KnowledgeBaseIndex>{children}</KnowledgeBaseIndex> : <Guide>{children}</Guide>}
      <StrategyCallInvitation />
      {(metadata.previous || metadata.next) && (
        <div className={clsx('container', styles.pages)}>
          <DocItemPaginator />
        </div>
      )}
    </>
  );
}
