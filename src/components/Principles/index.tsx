import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface PrincipleProps {
  readonly title: string;
  /** Its position, set by <Principles>. */
  readonly number?: number;
  readonly children: ReactNode;
}

/** One numbered principle of a <Principles> row. */
export function Principle({title, number, children}: PrincipleProps): ReactNode {
  return (
    <Card as="li" className={styles.principle}>
      {/* The list is ordered: screen readers announce the number, so the drawn one is hidden. */}
      <span className={styles.number} aria-hidden="true">
        {String(number).padStart(2, '0')}
      </span>
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.text}>{asBlocks(children)}</div>
    </Card>
  );
}

/**
 * The principles behind the work, numbered 01, 02, 03 in a row of cards. In MDX:
 *
 *     <Principles>
 *     <Principle title="Strategy First">Tactics are cheap…</Principle>
 *     </Principles>
 */
export default function Principles({children}: {readonly children: ReactNode}): ReactNode {
  const principles = Children.toArray(children).filter(isValidElement);
  return (
    <Grid as="ol" columns={{md: 3}}>
      {principles.map((principle, index) =>
        cloneElement(principle as ReactElement<PrincipleProps>, {number: index + 1}),
      )}
    </Grid>
  );
}
