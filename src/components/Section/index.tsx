import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {DEFAULT_REVEAL_AMOUNT} from '@site/src/lib/reveal';
import styles from './styles.module.css';

export interface Headline {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** Small line above the title. */
  readonly tagline?: ReactNode;
}

export interface SectionProps {
  /** Anchor id; also labels the section for assistive technology through its heading. */
  readonly id: string;
  readonly headline?: Headline;
  /** Visual treatment of the band. */
  readonly variant?: 'plain' | 'muted' | 'accent';
  readonly narrow?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
}

const RevealAmountContext = createContext(DEFAULT_REVEAL_AMOUNT);

/**
 * Sets how much of each section below must be visible before it animates in (default 30%; the
 * programmatic SEO page asks for 50%). src/clientModules/reveal.ts runs the animation.
 */
export function RevealAmount({
  value,
  children,
}: {
  readonly value: number;
  readonly children: ReactNode;
}): ReactNode {
  return <RevealAmountContext.Provider value={value}>{children}</RevealAmountContext.Provider>;
}

/** The attribute that makes a page band animate in when it scrolls into view. */
export function useRevealAttributes(): {readonly 'data-reveal': string} {
  return {'data-reveal': String(useContext(RevealAmountContext))};
}

/** A full-width band of a page with an optional headline; every page section renders inside one. */
export default function Section({
  id,
  headline,
  variant = 'plain',
  narrow = false,
  className,
  children,
}: SectionProps): ReactNode {
  // Register the anchor so in-page links to the section pass the broken-anchor check.
  useBrokenLinks().collectAnchor(id);
  const headingId = headline ? `${id}-title` : undefined;
  const reveal = useRevealAttributes();
  return (
    <section
      {...reveal}
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, styles[variant], className)}>
      <div className={clsx('container', narrow && styles.narrow)}>
        {headline && <SectionTitle id={headingId!} {...headline} />}
        {children}
      </div>
    </section>
  );
}

export function SectionTitle({
  id,
  title,
  subtitle,
  tagline,
}: Headline & {readonly id: string}): ReactNode {
  return (
    <header className={styles.header}>
      {tagline && <p className={styles.tagline}>{tagline}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}

/** A closing remark under a section's main content (a caveat, a pointer to the pricing page). */
export function SectionNote({children}: {readonly children: ReactNode}): ReactNode {
  return <p className={styles.note}>{children}</p>;
}
