import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {effectiveDateLabel, legal} from '@site/src/data/legal';
import {pages, type PageId} from '@site/src/data/pages';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

const legalPageIds = [
  'privacyPolicy',
  'termsOfService',
  'affiliateDisclosure',
] as const satisfies readonly PageId[];

export type LegalPageId = (typeof legalPageIds)[number];

export interface LegalDocumentProps {
  /** Which legal page this is; the others are offered at the end. */
  readonly page: LegalPageId;
  readonly children: ReactNode;
}

/**
 * The body of a legal page (MDX in src/pages): a comfortable reading measure inside the MDX page
 * layout, and links to the other legal pages at the end.
 */
export default function LegalDocument({page, children}: LegalDocumentProps): ReactNode {
  const related = legalPageIds.filter((id) => id !== page).map((id) => pages[id]);
  return (
    <div className={clsx('prose', styles.document)}>
      {children}
      <nav className={styles.related} aria-label="Other legal pages">
        <p className={styles.relatedLabel}>Other legal pages</p>
        <ul className={styles.relatedList}>
          {related.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** "Effective date: September 6, 2025", from src/data/legal.ts. */
export function EffectiveDate(): ReactNode {
  return (
    <p className={styles.effectiveDate}>
      Effective date: <time dateTime={legal.effectiveDate}>{effectiveDateLabel}</time>
    </p>
  );
}

/** The company's contact address as a mail link. */
export function EmailLink(): ReactNode {
  return <a href={`mailto:${site.email}`}>{site.email}</a>;
}
