import type {ReactNode} from 'react';
import {usePage} from '@site/src/components/Page/context';
import {formatDate} from '@site/src/lib/date';
import styles from './styles.module.css';

/**
 * "Published September 5, 2025": the date of the page's front matter (a case study's `date`), so
 * it is written once. In MDX, after a hero's lead: `<Published />`.
 */
export default function Published(): ReactNode {
  const {entry} = usePage();
  if (!('date' in entry)) {
    throw new Error(
      `<Published /> shows the date of a case study's front matter; ${entry.source ?? entry.path} has none.`,
    );
  }
  return (
    <p className={styles.published}>
      Published <time dateTime={entry.date}>{formatDate(entry.date)}</time>
    </p>
  );
}
