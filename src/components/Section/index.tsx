import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {DEFAULT_REVEAL_AMOUNT} from '@site/src/lib/reveal';
import {asBlocks} from '@site/src/lib/react/children';
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
  /** The section's h2. */
  readonly title?: ReactNode;
  /** A line under the h2. */
  readonly subtitle?: ReactNode;
  /** Small line above the h2. */
  readonly tagline?: ReactNode;
  /** Visual treatment of the band. */
  readonly variant?: 'plain' | 'muted' | 'accent';
  /** A reading measure rather than the full width. */
  readonly narrow?: boolean;
  /**
   * Long-form copy (Markdown prose) at a comfortable reading measure. The page's main article (a
   * case study, an industry's copy) is an <Article> instead.
   */
  readonly prose?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
}

const RevealAmountContext = createContext(DEFAULT_REVEAL_AMOUNT);

/**
 * Sets how much of each section inside it must be visible before it animates in (default 30%; the
 * programmatic SEO page asks for 50%). src/clientModules/reveal.ts runs the animation. In MDX,
 * around the sections it applies to: `<RevealAmount value={0.5}>…</RevealAmount>`.
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

/**
 * A full-width band of a page with an optional headline; every page section renders inside one.
 * In MDX:
 *
 *     <Section id="coverage" title="What My On-Page SEO Covers" variant="muted">
 *     …Markdown or components…
 *     </Section>
 */
export default function Section({
  id,
  title,
  subtitle,
  tagline,
  variant = 'plain',
  narrow = false,
  prose = false,
  className,
  children,
}: SectionProps): ReactNode {
  // Register the anchor so in-page links to the section pass the broken-anchor check.
  useBrokenLinks().collectAnchor(id);
  const headingId = title ? `${id}-title` : undefined;
  const reveal = useRevealAttributes();
  return (
    <section
      {...reveal}
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, styles[variant], className)}>
      <div className={clsx('container', (narrow || prose) && styles.narrow)}>
        {title && (
          <SectionTitle id={headingId!} title={title} subtitle={subtitle} tagline={tagline} />
        )}
        {prose ? <div className={clsx('prose', styles.prose)}>{children}</div> : children}
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

/**
 * A closing remark under a section's main content (a caveat, a pointer to the pricing page). In
 * MDX, after the section's cards: `<SectionNote>…Markdown…</SectionNote>`.
 */
export function SectionNote({children}: {readonly children: ReactNode}): ReactNode {
  return <div className={styles.note}>{asBlocks(children)}</div>;
}
