import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CheckListProps {
  /** The items, as a Markdown list written inside the component. */
  readonly children: ReactNode;
  readonly columns?: 1 | 2;
}

/**
 * A bulleted list with check marks: coverage lists, reasons, inclusions. In MDX, a Markdown list
 * between the tags (with a blank line after the opening tag and before the closing one):
 *
 *     <CheckList columns={2}>
 *
 *     - **Titles:** written to earn the click.
 *     - …
 *
 *     </CheckList>
 */
export default function CheckList({children, columns = 1}: CheckListProps): ReactNode {
  return (
    <div className={clsx(styles.checkList, columns === 2 && styles.twoColumns)}>{children}</div>
  );
}
