import type {ComponentType, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {TOCItem} from '@docusaurus/mdx-loader';
import PageMDXContent from '@site/src/components/mdx/PageMDXContent';
import TOC from '@theme/TOC';
import Page from '@site/src/components/Page';
import {effectiveDateLabel, legal} from '@site/src/data/legal';
import type {PageData} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface LegalPageProps {
  readonly page: PageData;
  /**
   * The page's MDX file (src/content/legal/), compiled; Docusaurus sets the module's named exports
   * on its default export, so it carries the table of contents of its headings.
   */
  readonly content: ComponentType & {readonly toc?: readonly TOCItem[]};
}

/**
 * A legal page: its title and the effective date of the legal pages (src/data/facts/legal.json), the
 * text at a comfortable reading measure beside a table of contents of its sections, and links to
 * the other legal pages at the end.
 */
export default function LegalPage({page, content: Content}: LegalPageProps): ReactNode {
  const toc = Content.toc ?? [];
  return (
    <Page page={page}>
      <div className="container container--fluid margin-vert--lg">
        <div className={clsx('row', styles.wrapper)}>
          <div className="col col--8">
            <article className={clsx('prose', styles.document)}>
              <h1>{page.entry.title}</h1>
              <p className={styles.effectiveDate}>
                Effective date: <time dateTime={legal.effectiveDate}>{effectiveDateLabel}</time>
              </p>
              <PageMDXContent>
                <Content />
              </PageMDXContent>
              {page.siblings.length > 0 && (
                <nav className={styles.related} aria-label="Other legal pages">
                  <p className={styles.relatedLabel}>Other legal pages</p>
                  <ul className={styles.relatedList}>
                    {page.siblings.map((sibling) => (
                      <li key={sibling.path}>
                        <Link to={sibling.path}>{sibling.name}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </article>
          </div>
          {toc.length > 0 && (
            <div className="col col--2">
              <TOC toc={toc} />
            </div>
          )}
        </div>
      </div>
    </Page>
  );
}
