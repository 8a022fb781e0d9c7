import type {ReactNode} from 'react';
import clsx from 'clsx';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import styles from './styles.module.css';

export interface Feature {
  readonly title: ReactNode;
  /** A plain string becomes one paragraph; anything else is rendered as given. */
  readonly text: ReactNode;
}

export interface FeatureGridProps {
  readonly items: readonly Feature[];
  /** Heading level of the item titles, after the section's h2. */
  readonly headingLevel?: 'h3' | 'h4';
  readonly columns?: 2 | 3;
  /** Number the items when their order matters (the stages of an engagement). */
  readonly ordered?: boolean;
  readonly className?: string;
}

/**
 * Titled blocks of copy without links of their own: audiences, differentiators, reasons to hire.
 * Linked cards belong in CardGrid.
 */
export default function FeatureGrid({
  items,
  headingLevel = 'h3',
  columns = 2,
  ordered = false,
  className,
}: FeatureGridProps): ReactNode {
  const Heading = headingLevel;
  return (
    <Grid
      as={ordered ? 'ol' : 'ul'}
      columns={{md: 2, lg: columns === 3 ? 3 : undefined}}
      gap="md"
      className={clsx(ordered && styles.ordered, className)}>
      {items.map((item, index) => (
        // Items are static copy whose order never changes.
        <Card key={index} as="li" edge="left" className={styles.item}>
          <Heading className={styles.title}>{item.title}</Heading>
          <div className={styles.text}>
            {typeof item.text === 'string' ? <p>{item.text}</p> : item.text}
          </div>
        </Card>
      ))}
    </Grid>
  );
}
