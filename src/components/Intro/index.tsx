import type {ReactNode} from 'react';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

/**
 * A section's opening copy, a step larger than body text: the framing paragraphs of a hub before
 * its services. In MDX, inside a narrow <Section>:
 *
 *     <Intro>
 *
 *     Publishing more rarely fixes weak results…
 *
 *     </Intro>
 */
export default function Intro({children}: {readonly children: ReactNode}): ReactNode {
  return <div className={styles.intro}>{asBlocks(children)}</div>;
}
