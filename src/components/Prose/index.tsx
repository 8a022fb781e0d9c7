import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Copy to be read rather than scanned, inside a section: a centred reading measure at a slightly
 * larger size. In MDX, Markdown between the tags:
 *
 *     <Section id="note" title="A Note on Expired Certifications" narrow>
 *     <Prose>
 *
 *     Several platform certifications…
 *
 *     </Prose>
 *     </Section>
 */
export default function Prose({children}: {readonly children: ReactNode}): ReactNode {
  return <div className={styles.prose}>{children}</div>;
}
