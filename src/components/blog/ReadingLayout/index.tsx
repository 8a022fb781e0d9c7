import type {HTMLAttributes, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ReadingLayoutProps extends HTMLAttributes<HTMLElement> {
  /** The title and what goes with it (a post's byline); a guide's title is part of its text. */
  readonly header?: ReactNode;
  /** The table of contents, where the text has one (src/components/blog/TableOfContents). */
  readonly toc?: ReactNode;
  /** What closes the text (a post's tags and sharing line). */
  readonly footer?: ReactNode;
  /** The text. */
  readonly children: ReactNode;
}

/**
 * A long read (a post, a guide) as an `<article>` at a reading measure: the header, the table of
 * contents, the text and its footer, one under the other on a phone; from 997 px the table of
 * contents stands beside them and stays in view while the text scrolls.
 */
export default function ReadingLayout({
  header,
  toc,
  footer,
  children,
  className,
  ...attributes
}: ReadingLayoutProps): ReactNode {
  return (
    <article className={clsx(styles.layout, toc && styles.withToc, className)} {...attributes}>
      {header && <div className={styles.header}>{header}</div>}
      {toc && <div className={styles.toc}>{toc}</div>}
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
