import type {ReactNode} from 'react';
import clsx from 'clsx';
import Card from '@site/src/components/Card';
import styles from './styles.module.css';

export interface PanelProps {
  /** `md`: a reading measure, at a slightly larger size; `lg`: room for two columns. */
  readonly size?: 'md' | 'lg';
  readonly children: ReactNode;
}

/**
 * A card centred in its section that holds a list or a few paragraphs: what to expect on a call,
 * what every engagement includes. In MDX:
 *
 *     <Panel size="lg">
 *     <CheckList columns={2}>
 *
 *     - …
 *
 *     </CheckList>
 *     </Panel>
 */
export default function Panel({size = 'md', children}: PanelProps): ReactNode {
  return <Card className={clsx(styles.panel, styles[size])}>{children}</Card>;
}
