import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import Card from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import {certifications} from '@site/src/data/certifications';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

/** Each issuing program once, in the order it first appears. */
const issuers = [...new Set(certifications.map((certification) => certification.issuer))];

/** "{count}" in a text stands for the number of certifications. */
const withCount = (text: string) => text.replaceAll('{count}', String(certifications.length));

export interface CertificationsTeaserProps {
  readonly id?: string;
  /** The h2; "{count}" stands for the number of certifications. */
  readonly title: string;
  /** The button's label, leading to `to`; "{count}" as in the title. */
  readonly action: string;
  /** The page that lists the certifications. */
  readonly to: string;
  /** What the issuers below have in common. */
  readonly children: ReactNode;
}

/**
 * The certifications in brief (src/data/facts/certifications.json): their number, each issuing program
 * once, and a button to the page that lists them all.
 */
export default function CertificationsTeaser({
  id = 'certifications',
  title,
  action,
  to,
  children,
}: CertificationsTeaserProps): ReactNode {
  return (
    <Section id={id} narrow>
      <Card elevation="floating" className={styles.panel}>
        <div className={styles.count} aria-hidden="true">
          {certifications.length}
        </div>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {withCount(title)}
          </h2>
          <div className={styles.text}>{asBlocks(children)}</div>
          <ul className={styles.issuers} aria-label="Issuing programs">
            {issuers.map((issuer) => (
              <li key={issuer} className={styles.issuer}>
                {issuer}
              </li>
            ))}
          </ul>
          <Button to={to} variant="outline">
            {withCount(action)}
          </Button>
        </div>
      </Card>
    </Section>
  );
}
