import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ActionsProps {
  /** Centred under centred copy (a centred first screen, the closing band). */
  readonly centred?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A row of buttons: the primary one first. On a phone the row becomes a column of buttons that
 * share one width, so no two stacked buttons end at different edges.
 */
export default function Actions({centred = false, className, children}: ActionsProps): ReactNode {
  return (
    <div className={clsx(styles.actions, centred && styles.centred, className)}>{children}</div>
  );
}
