import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CheckListProps {
  readonly items: readonly ReactNode[];
  readonly columns?: 1 | 2;
}

/** A bulleted list with check marks: coverage lists, reasons, inclusions. */
export default function CheckList({items, columns = 1}: CheckListProps): ReactNode {
  return (
    <ul className={clsx(styles.list, columns === 2 && styles.twoColumns)}>
      {items.map((item, index) => (
        // Items are static copy whose order never changes.
        <li key={index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
