import type {ReactNode} from 'react';
import clsx from 'clsx';
import Card from '@site/src/components/Card';
import type {ResultFigure} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface ResultFiguresProps {
  readonly results: readonly ResultFigure[];
  /**
   * `inline`: inside a results box; `compact`: in a case-study card of a list; `cards`: a band of
   * its own, each result on a card.
   */
  readonly variant: 'inline' | 'compact' | 'cards';
}

/** A case study's headline numbers, each a value with its label. */
export default function ResultFigures({results, variant}: ResultFiguresProps): ReactNode {
  return (
    <dl className={clsx(styles.figures, styles[variant])}>
      {results.map((result) => (
        <Figure key={result.label} cards={variant === 'cards'}>
          <dt className={styles.label}>{result.label}</dt>
          <dd className={styles.value}>{result.value}</dd>
        </Figure>
      ))}
    </dl>
  );
}

/** One value with its label; in the `cards` variant, on a card of its own. */
function Figure({
  cards,
  children,
}: {
  readonly cards: boolean;
  readonly children: ReactNode;
}): ReactNode {
  return cards ? (
    <Card className={styles.figure}>{children}</Card>
  ) : (
    <div className={styles.figure}>{children}</div>
  );
}
