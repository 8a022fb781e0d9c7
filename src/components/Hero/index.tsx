import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Actions from '@site/src/components/Actions';
import Button from '@site/src/components/Button';
import {useOptionalPage} from '@site/src/components/Page/context';
import {contactPath} from '@site/src/data/site';
import {asBlocks} from '@site/src/lib/react/children';
import {HeroPanelContext, isHeroPanel} from './panel';
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
  /** The panel beside the text, when a component passes it rather than the MDX children. */
  readonly panel?: ReactNode;
  /** What spans the whole first screen under the text and its panel (the home page's figures). */
  readonly footer?: ReactNode;
  /**
   * The lead: the opening paragraphs. A panel among them (`<Highlights>`, `<ResultsBox>`,
   * `<ConsultantCard>`) goes beside the text; anything else after the lead (a date, a note)
   * follows the buttons.
   */
  readonly children?: ReactNode;
}

/**
 * The first screen of a page: its one h1, a lead and the main calls to action. With a panel, the
 * text and the panel share the width (two columns from 64rem, the panel under the text below);
 * without one, the text is centred, so no first screen leaves its right side empty. In MDX:
 *
 *     <Hero tagline="On-Page SEO Expert" action="Start Your Audit"
 *       secondary="Read the Case Study" secondaryTo="/case-studies/…">
 *
 *     The lead paragraph.
 *
 *     <Highlights title="What You Get" plan="project">…</Highlights>
 *
 *     </Hero>
 */
export default function Hero({
  title,
  tagline,
  action,
  actionHref,
  secondary,
  secondaryTo,
  panel,
  footer,
  children,
}: HeroProps): ReactNode {
  const page = useOptionalPage();
  const all = Children.toArray(children);
  const panels = all.filter(isHeroPanel);
  const items = all.filter((child) => !isHeroPanel(child));
  const firstOther = items.findIndex((child) => !(isValidElement(child) && child.type === 'p'));
  const inlineLead =
    firstOther === 0 &&
    items.every((child) => !isValidElement(child) || typeof child.type === 'string');
  const lead = inlineLead ? items : firstOther === -1 ? items : items.slice(0, firstOther);
  const rest = inlineLead || firstOther === -1 ? [] : items.slice(firstOther);
  const aside = panel ?? (panels.length > 0 ? panels : null);
  return (
    <div className={clsx(styles.hero, aside ? styles.split : styles.centred)}>
      <div className="container">
        <div className={styles.inner}>
          <div className={styles.text}>
            {tagline && <p className={styles.tagline}>{tagline}</p>}
            <h1 className={styles.title}>{title ?? page?.entry.title}</h1>
            {lead.length > 0 && <div className={styles.lead}>{asBlocks(lead)}</div>}
            {(action || secondary) && (
              <Actions centred={!aside} className={styles.actions}>
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
              </Actions>
            )}
            {rest}
          </div>
          {aside && (
            <div className={styles.panel}>
              <HeroPanelContext.Provider value>{aside}</HeroPanelContext.Provider>
            </div>
          )}
        </div>
        {footer}
      </div>
    </div>
  );
}
