import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import {contactPath} from '@site/src/data/site';
import styles from './styles.module.css';

export interface HeroProps {
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** Small line above the h1. */
  readonly tagline?: ReactNode;
  /** Buttons under the lead. */
  readonly actions?: ReactNode;
  /** Content under the actions (a results box, a back link). */
  readonly children?: ReactNode;
}

/** The first screen of a page: its one h1, a lead paragraph and the main calls to action. */
export default function Hero({title, lead, tagline, actions, children}: HeroProps): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <div className={styles.inner}>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {children}
        </div>
      </div>
    </div>
  );
}

export interface HeroActionsProps {
  /** Label of the call to action; like every call to action, it leads to the contact page. */
  readonly label?: string;
  /** A second, outlined button beside it. */
  readonly secondary?: {readonly label: string; readonly to: string};
}

/** The usual buttons of a hero: the call to action, and optionally a second, outlined one. */
export function HeroActions({label = 'Let’s Talk', secondary}: HeroActionsProps): ReactNode {
  return (
    <>
      <Button to={contactPath} size="lg">
        {label}
      </Button>
      {secondary && (
        <Button to={secondary.to} size="lg" variant="outline">
          {secondary.label}
        </Button>
      )}
    </>
  );
}
