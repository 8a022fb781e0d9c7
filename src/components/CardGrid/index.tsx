import type {ReactNode} from 'react';
import clsx from 'clsx';
import Card, {CardEyebrow, CardLink} from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import styles from './styles.module.css';

interface CardItem {
  readonly title: string;
  readonly description: string;
  /** Internal path the whole card leads to. */
  readonly to: string;
  /** Small label above the title (a category, "Coming soon"). */
  readonly eyebrow?: string;
  /** A line under the title (a date). */
  readonly meta?: ReactNode;
  /** What follows the description (a case study's figures). */
  readonly details?: ReactNode;
  /** Text of the visible call to action; defaults to "Learn more". */
  readonly cta?: string;
}

export interface CardGridProps {
  readonly items: readonly CardItem[];
  /** Heading level of the card titles, after the section's h2. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Cards to a row on wide screens; `1`: one wide card under another, at a reading measure. */
  readonly columns?: 1 | 2 | 3 | 4;
}

/** A grid of linked cards: services, regions, industries, case studies. */
export default function CardGrid({
  items,
  headingLevel = 'h3',
  columns = 3,
}: CardGridProps): ReactNode {
  const Heading = headingLevel;
  const wide = columns === 1;
  const cards = items.map((item) => (
    <Card
      key={item.to}
      as="li"
      elevation="raised"
      linked
      className={clsx(styles.card, wide && styles.wide)}>
      {item.eyebrow && <CardEyebrow>{item.eyebrow}</CardEyebrow>}
      <Heading className={styles.title}>
        <CardLink to={item.to}>{item.title}</CardLink>
      </Heading>
      {item.meta && <p className={styles.meta}>{item.meta}</p>}
      <p className={styles.description}>{item.description}</p>
      {item.details}
      <span className={styles.cta} aria-hidden="true">
        {item.cta ?? 'Learn more'} →
      </span>
    </Card>
  ));
  if (wide) return <ul className={styles.stack}>{cards}</ul>;
  return <Grid columns={{sm: 2, lg: columns === 2 ? undefined : columns}}>{cards}</Grid>;
}
