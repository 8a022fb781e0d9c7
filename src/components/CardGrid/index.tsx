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
  /**
   * The page is announced but not written: its card is drawn smaller and flatter, after the live
   * ones, and promises nothing ("Learn more" would lead to a page that is not there yet).
   */
  readonly soon?: boolean;
}

export interface CardGridProps {
  readonly items: readonly CardItem[];
  /** Heading level of the card titles, after the section's h2. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Cards to a row on wide screens; `1`: one wide card under another, at a reading measure. */
  readonly columns?: 1 | 2 | 3 | 4;
}

/**
 * A grid of linked cards: services, regions, industries, case studies. The pages that are coming
 * soon follow the live ones, in a row of their own of smaller, flatter cards.
 */
export default function CardGrid({
  items,
  headingLevel = 'h3',
  columns = 3,
}: CardGridProps): ReactNode {
  const Heading = headingLevel;
  const wide = columns === 1;
  const card = (item: CardItem) => (
    <Card
      key={item.to}
      as="li"
      tone={item.soon ? 'muted' : 'card'}
      elevation={item.soon ? 'flat' : 'raised'}
      linked
      className={clsx(styles.card, wide && styles.wide, item.soon && styles.soon)}>
      {item.eyebrow && (
        <CardEyebrow className={clsx(item.soon && styles.badge)}>{item.eyebrow}</CardEyebrow>
      )}
      <Heading className={styles.title}>
        <CardLink to={item.to}>{item.title}</CardLink>
      </Heading>
      {item.meta && <p className={styles.meta}>{item.meta}</p>}
      <p className={styles.description}>{item.description}</p>
      {item.details}
      {!item.soon && (
        <span className={styles.cta} aria-hidden="true">
          {item.cta ?? 'Learn more'} →
        </span>
      )}
    </Card>
  );
  const live = items.filter((item) => !item.soon);
  const soon = items.filter((item) => item.soon);
  const lg = columns === 2 ? undefined : columns === 1 ? 3 : columns;
  return (
    <>
      {live.length > 0 &&
        (wide ? (
          <ul className={styles.stack}>{live.map(card)}</ul>
        ) : (
          <Grid columns={{sm: 2, lg}}>{live.map(card)}</Grid>
        ))}
      {soon.length > 0 && (
        <Grid
          columns={{sm: 2, lg: soon.length > 3 ? 4 : 3}}
          gap="md"
          className={clsx(live.length > 0 && styles.soonRow)}>
          {soon.map(card)}
        </Grid>
      )}
    </>
  );
}
