import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import styles from './styles.module.css';

/**
 * A highlighted box of copy under a section's cards (how the work is shared out, a caveat):
 * `<Note title="How the Work Gets Done">…Markdown…</Note>`.
 */
export default function Note({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <Card tone="accent" edge="left" className={styles.note}>
      <h3 className={styles.noteTitle}>{title}</h3>
      {children}
    </Card>
  );
}
