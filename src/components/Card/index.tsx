import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface CardProps {
  readonly as?: 'div' | 'li' | 'figure';
  /** Background: the card surface, the muted band color or the accent tint. */
  readonly tone?: 'card' | 'muted' | 'accent';
  /** `raised`: a soft shadow, for cards in a row; `floating`: a deep one, for a card on its own. */
  readonly elevation?: 'flat' | 'raised' | 'floating';
  /** A thick primary-colored edge on one side. */
  readonly edge?: 'left' | 'top';
  /**
   * The whole card leads somewhere, through a CardLink inside it: it highlights on hover and
   * shows the focus ring while its link has focus. Such a card is a way to another page, whose
   * words it shows: search leaves it out of this page's index and excerpts (that page answers for
   * itself), as it leaves out navigation.
   */
  readonly linked?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The bordered, rounded surface of every card, panel and box on the site. */
export default function Card({
  as: Element = 'div',
  tone = 'card',
  elevation = 'flat',
  edge,
  linked = false,
  className,
  children,
}: CardProps): ReactNode {
  return (
    <Element
      className={clsx(
        styles.card,
        tone !== 'card' && styles[tone],
        elevation !== 'flat' && styles[elevation],
        edge && (edge === 'left' ? styles.edgeLeft : styles.edgeTop),
        linked && styles.linked,
        className,
      )}
      data-pagefind-ignore={linked ? 'all' : undefined}>
      {children}
    </Element>
  );
}

/** The link of a linked card, usually its title: its hit area stretches over the whole card. */
export function CardLink({
  to,
  children,
}: {
  readonly to: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}

/** The small label above a card's title: a category, an issuer, "Coming soon". */
export function CardEyebrow({
  className,
  children,
}: {
  readonly className?: string;
  readonly children: ReactNode;
}): ReactNode {
  return <p className={clsx(styles.eyebrow, className)}>{children}</p>;
}
