import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import Card from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import {certifications} from '@site/src/data/certifications';
import {pages} from '@site/src/data/pages';
import styles from './styles.module.css';

/** Each issuing programme once, in the order it first appears. */
const issuers = [...new Set(certifications.map((certification) => certification.issuer))];

export default function CertificationsTeaser(): ReactNode {
  return (
    <Section id="certifications" narrow>
      <Card elevation="floating" className={styles.panel}>
        <div className={styles.count} aria-hidden="true">
          {certifications.length}
        </div>
        <div>
          <h2 id="certifications-title" className={styles.title}>
            {certifications.length} Certifications, Renewed as Platforms Change
          </h2>
          <p className={styles.text}>
            Search and ad platforms change every year, so I keep my training current. My
            certifications come from the programmes that set the standards:
          </p>
          <ul className={styles.issuers} aria-label="Issuing programmes">
            {issuers.map((issuer) => (
              <li key={issuer} className={styles.issuer}>
                {issuer}
              </li>
            ))}
          </ul>
          <Button to={pages.certifications.path} variant="outline">
            View all {certifications.length} certifications
          </Button>
        </div>
      </Card>
    </Section>
  );
}
