import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import type {TOCItem} from '@docusaurus/mdx-loader';
import TOCItems from '@theme/TOCItems';
import {showsTableOfContents, tocLabel} from './sections';
import styles from './styles.module.css';

interface TableOfContentsProps {
  /** The text's headings, as its MDX module exports them. */
  readonly toc: readonly TOCItem[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
  readonly className?: string;
}

/** The class the scroll highlight finds the side list's links by (the folded list has none). */
const highlightedLink = 'site-toc-link';

/**
 * The table of contents of a long text (a post, a guide), a navigation landmark named
 * "On this page": on a phone, a disclosure above the text, closed until opened (a native
 * `<details>`, so it opens without JavaScript too); from 997 px, a list beside the text that stays
 * in view and marks the section being read. Both are in the page; CSS shows the one that fits.
 */
function TableOfContents({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className,
}: TableOfContentsProps): ReactNode {
  const labelId = useId();
  const levels = {minHeadingLevel, maxHeadingLevel};
  return (
    <nav
      aria-labelledby={labelId}
      className={clsx(styles.toc, className)}
      // The search indexes the text, not its list of headings.
      data-pagefind-ignore="all">
      <details className={styles.folded}>
        <summary className={styles.summary}>{tocLabel}</summary>
        <TOCItems toc={[...toc]} {...levels} className={styles.list} linkClassName={styles.link} />
      </details>
      <div className={styles.side}>
        <p id={labelId} className={styles.label}>
          {tocLabel}
        </p>
        <TOCItems
          toc={[...toc]}
          {...levels}
          className={styles.list}
          linkClassName={clsx(styles.link, highlightedLink)}
          linkActiveClassName={styles.active}
        />
      </div>
    </nav>
  );
}

/** The front-matter fields of a post or a guide about its table of contents. */
interface TocFrontMatter {
  readonly hide_table_of_contents?: boolean;
  readonly toc_min_heading_level?: number;
  readonly toc_max_heading_level?: number;
}

/**
 * The table of contents of a post or a guide, as its front matter sets it, where the text has the
 * sections for one (./sections.ts); nothing otherwise, so that its layout keeps no room for one.
 */
export function tableOfContentsOf(toc: readonly TOCItem[], frontMatter: TocFrontMatter): ReactNode {
  const {
    hide_table_of_contents: hidden,
    toc_min_heading_level: minHeadingLevel,
    toc_max_heading_level: maxHeadingLevel,
  } = frontMatter;
  if (hidden || !showsTableOfContents(toc, minHeadingLevel)) return null;
  return (
    <TableOfContents
      toc={toc}
      minHeadingLevel={minHeadingLevel}
      maxHeadingLevel={maxHeadingLevel}
    />
  );
}
