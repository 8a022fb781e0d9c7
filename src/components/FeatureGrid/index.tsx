import {Children, isValidElement, cloneElement, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface FeatureProps {
  readonly title: ReactNode;
  /** Heading level of the title, after the section's h2 (set by the grid). */
  readonly headingLevel?: 'h3' | 'h4';
  /** The copy: a paragraph or more of Markdown. */
  readonly children: ReactNode;
}

/** One titled block of copy in a <Features> grid. */
export function Feature({title, headingLevel = 'h3', children}: FeatureProps): ReactNode {
  const Heading = headingLevel;
  return (
    <Card as="li" edge="left" className={styles.item}>
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.text}>{asBlocks(children)}</div>
    </Card>
  );
}

export interface FeatureGridProps {
  /** <Feature> elements. */
  readonly children: ReactNode;
  /** Heading level of the item titles, after the section's h2. */
  readonly headingLevel?: 'h3' | 'h4';
  readonly columns?: 2 | 3;
  /** Number the items when their order matters (the stages of an engagement). */
  readonly ordered?: boolean;
  /** Smaller titles, for many short items. */
  readonly compact?: boolean;
  readonly className?: string;
}

/**
 * Titled blocks of copy without links of their own: audiences, differentiators, reasons to hire.
 * Linked cards belong in a card grid. In MDX:
 *
 *     <Features columns={3}>
 *     <Feature title="Strategy First">
 *     Every engagement starts with an audit…
 *     </Feature>
 *     </Features>
 */
export default function FeatureGrid({
  children,
  headingLevel = 'h3',
  columns = 2,
  ordered = false,
  compact = false,
  className,
}: FeatureGridProps): ReactNode {
  return (
    <Grid
      as={ordered ? 'ol' : 'ul'}
      columns={{md: 2, lg: columns === 3 ? 3 : undefined}}
      gap="md"
      className={clsx(ordered && styles.ordered, compact && styles.compact, className)}>
      {Children.map(children, (child) =>
        isValidElement(child)
          ? cloneElement(child as ReactElement<FeatureProps>, {headingLevel})
          : null,
      )}
    </Grid>
  );
}
