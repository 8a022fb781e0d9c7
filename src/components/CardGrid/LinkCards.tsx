import type {ReactNode} from 'react';
import Card, {CardEyebrow, CardLink} from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface LinkCardProps {
  readonly title: string;
  /** The page the whole card leads to. */
  readonly to: string;
  /** The call to action at the card's foot (default "Learn more"). */
  readonly cta?: string;
  /** A small label above the title. */
  readonly eyebrow?: string;
  /** Heading level of the title, after the section's h2 (set by <LinkCards>). */
  readonly headingLevel?: 'h2' | 'h3';
  readonly children: ReactNode;
}

/** A card that leads to a page, written by hand: `<LinkCard title="…" to="/…">text</LinkCard>`. */
export function LinkCard({
  title,
  to,
  cta = 'Learn more',
  eyebrow,
  headingLevel = 'h3',
  children,
}: LinkCardProps): ReactNode {
  const Heading = headingLevel;
  return (
    <Card as="li" elevation="raised" linked className={styles.card}>
      {eyebrow && <CardEyebrow>{eyebrow}</CardEyebrow>}
      <Heading className={styles.title}>
        <CardLink to={to}>{title}</CardLink>
      </Heading>
      <div className={styles.description}>{asBlocks(children)}</div>
      <span className={styles.cta} aria-hidden="true">
        {cta} →
      </span>
    </Card>
  );
}

/** A row of hand-written link cards. */
export default function LinkCards({
  columns = 3,
  children,
}: {
  readonly columns?: 2 | 3 | 4;
  readonly children: ReactNode;
}): ReactNode {
  return <Grid columns={{sm: 2, lg: columns === 2 ? undefined : columns}}>{children}</Grid>;
}
