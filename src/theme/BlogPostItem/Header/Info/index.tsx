/**
 * Ejected from @docusaurus/theme-classic (BlogPostItem/Header/Info, safe to eject): a post's date
 * and reading time.
 * Changed: no Intl objects. The theme created an Intl.DateTimeFormat (for the date) and an
 * Intl.PluralRules (for "min read") while rendering; creating them cost a mid-range phone about
 * 150 ms of blocked main thread when a post hydrated (CPU profile at 4× throttling). The site is in
 * English only: the date is written by src/lib/date.ts (the same "September 4, 2025", checked
 * against Intl by a unit test) and the reading time's plural is English's.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatDate} from '@site/src/lib/date';
import styles from './styles.module.css';

/** "One min read", "4 min read". */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? 'One min read' : `${rounded} min read`;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          {readingTimeLabel(readingTime)}
        </>
      )}
    </div>
  );
}
