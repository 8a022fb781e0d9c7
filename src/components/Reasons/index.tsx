import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface ReasonProps {
  readonly title: string;
  /** A sentence or two. */
  readonly children: ReactNode;
}

/** One reason of a <Reasons> grid: a check mark, a title and its explanation. */
export function Reason({title, children}: ReasonProps): ReactNode {
  return (
    <Card as="li" className={styles.reason}>
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.text}>{asBlocks(children)}</div>
    </Card>
  );
}

/**
 * Reasons to choose something, two to a row, each ticked: why consulting beats an agency. In MDX:
 *
 *     <Reasons>
 *     <Reason title="Flexible commitment">Buy a few hours…</Reason>
 *     </Reasons>
 */
export default function Reasons({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <Grid columns={{md: 2}} gap="md" className={styles.reasons}>
      {children}
    </Grid>
  );
}
