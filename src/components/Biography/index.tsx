import {Children, isValidElement, type ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Portrait from '@site/src/components/Portrait';
import styles from './styles.module.css';

export interface FactProps {
  /** What the fact is: "Based in". */
  readonly label: string;
  /** The fact itself, usually from the site's identity: `{site.location.label}`. */
  readonly children: ReactNode;
}

/** One labeled fact of a <Facts> card. */
export function Fact({label, children}: FactProps): ReactNode {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface FactsProps {
  /** The card's heading (an h3, after the section's h2). */
  readonly title: string;
  /** <Fact> elements. */
  readonly children: ReactNode;
  /** Show the consultant's portrait (the photograph, or the monogram) above the heading. */
  readonly portrait?: boolean;
}

/** A card of short facts, label over value: the consultant at a glance. */
export function Facts({title, children, portrait = false}: FactsProps): ReactNode {
  return (
    <Card tone="muted" className={styles.facts}>
      {portrait && <Portrait size={96} className={styles.portrait} />}
      <h3 className={styles.factsTitle}>{title}</h3>
      <dl className={styles.factList}>{children}</dl>
    </Card>
  );
}

/**
 * A biography at a reading measure, with its <Facts> card beside it on wide screens and below it
 * on narrow ones. In MDX, the story's paragraphs and then the card:
 *
 *     <Biography>
 *
 *     I started on the agency side…
 *
 *     <Facts title="At a Glance">
 *     <Fact label="Name">{site.name}</Fact>
 *     </Facts>
 *     </Biography>
 */
export default function Biography({children}: {readonly children: ReactNode}): ReactNode {
  const items = Children.toArray(children);
  const isFacts = (child: ReactNode) => isValidElement(child) && child.type === Facts;
  return (
    <div className={styles.bio}>
      <div className={styles.story}>{items.filter((child) => !isFacts(child))}</div>
      {items.filter(isFacts)}
    </div>
  );
}
