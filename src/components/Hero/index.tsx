import {Children, isValidElement, type ReactNode} from 'react';
import Button from '@site/src/components/Button';
import {useOptionalPage} from '@site/src/components/Page/context';
import {contactPath} from '@site/src/data/site';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface HeroProps {
  /** The h1; defaults to the page's title. */
  readonly title?: ReactNode;
  /** Small line above the h1. */
  readonly tagline?: ReactNode;
  /** Label of the main button, which leads to the contact page like every call to action. */
  readonly action?: string;
  /**
   * Where the main button leads instead of the contact page: a page of another site (the
   * scheduling page, `{site.schedulingUrl}`), opened in a new tab that screen readers announce.
   */
  readonly actionHref?: string;
  /** Label of a second, outlined button, and where it leads. */
  readonly secondary?: string;
  readonly secondaryTo?: string;
  /**
   * The lead: the opening paragraphs. Anything after them (a results panel, a date) follows the
   * buttons.
   */
  readonly children?: ReactNode;
}

/**
 * The first screen of a page: its one h1, a lead and the main calls to action. In MDX:
 *
 *     <Hero tagline="On-Page SEO Expert" action="Start Your Audit"
 *       secondary="Read the Case Study" secondaryTo="/case-studies/…">
 *     The lead paragraph.
 *     </Hero>
 */
export default function Hero({
  title,
  tagline,
  action,
  actionHref,
  secondary,
  secondaryTo,
  children,
}: HeroProps): ReactNode {
  const page = useOptionalPage();
  const items = Children.toArray(children);
  const firstOther = items.findIndex((child) => !(isValidElement(child) && child.type === 'p'));
  const inlineLead =
    firstOther === 0 &&
    items.every((child) => !isValidElement(child) || typeof child.type === 'string');
  const lead = inlineLead ? items : firstOther === -1 ? items : items.slice(0, firstOther);
  const rest = inlineLead || firstOther === -1 ? [] : items.slice(firstOther);
  return (
    <div className={styles.hero}>
      <div className="container">
        <div className={styles.inner}>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          <h1 className={styles.title}>{title ?? page?.entry.title}</h1>
          {lead.length > 0 && <div className={styles.lead}>{asBlocks(lead)}</div>}
          {(action || secondary) && (
            <div className={styles.actions}>
              {action &&
                (actionHref ? (
                  <Button href={actionHref} size="lg">
                    {action}
                  </Button>
                ) : (
                  <Button to={contactPath} size="lg">
                    {action}
                  </Button>
                ))}
              {secondary && secondaryTo && (
                <Button to={secondaryTo} size="lg" variant="outline">
                  {secondary}
                </Button>
              )}
            </div>
          )}
          {rest}
        </div>
      </div>
    </div>
  );
}
