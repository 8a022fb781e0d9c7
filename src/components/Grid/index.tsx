import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface GridColumns {
  /** From 640 px. */
  readonly sm?: 2;
  /** From 768 px. */
  readonly md?: 2 | 3;
  /** From 997 px; `fit` fits as many columns of at least 14rem as the row holds. */
  readonly lg?: 3 | 4 | 'fit';
}

export interface GridProps {
  readonly as?: 'ul' | 'ol';
  /** Columns by screen width; a single column below the first breakpoint given. */
  readonly columns: GridColumns;
  /** Space between items: `md` 1.25rem, `lg` 1.5rem. */
  readonly gap?: 'md' | 'lg';
  readonly className?: string;
  /** The items, each an `li`. */
  readonly children: ReactNode;
}

/** A list laid out as a responsive grid: the layout of every row of cards on the site. */
export default function Grid({
  as: List = 'ul',
  columns,
  gap = 'lg',
  className,
  children,
}: GridProps): ReactNode {
  return (
    <List
      className={clsx(
        styles.grid,
        gap === 'md' ? styles.gapMd : styles.gapLg,
        columns.sm && styles[`sm${columns.sm}`],
        columns.md && styles[`md${columns.md}`],
        columns.lg && styles[columns.lg === 'fit' ? 'lgFit' : `lg${columns.lg}`],
        className,
      )}>
      {children}
    </List>
  );
}
