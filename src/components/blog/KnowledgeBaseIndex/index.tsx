import type {ReactNode} from 'react';
import {useDoc, useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import MDXContent from '@theme/MDXContent';
import CardGrid from '@site/src/components/CardGrid';
import Hero from '@site/src/components/Hero';
import {searchBodyAttributes} from '@site/src/lib/search';
import {normalizePath} from '@site/src/lib/seo/trail';
import styles from './styles.module.css';

/** The guides of the knowledge base's sidebar, in its order, categories flattened. */
function guideLinks(items: readonly PropSidebarItem[]): PropSidebarItemLink[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return guideLinks(item.items);
    return item.type === 'link' && item.docId && !item.unlisted ? [item] : [];
  });
}

/**
 * The knowledge base's index (the guide at /resources): a first screen with its title and
 * description, its text, then every other guide as a card, in the order of sidebars.ts (each
 * guide's `sidebar_position`). A guide added under docs/ appears here with no other edit.
 */
export default function KnowledgeBaseIndex({children}: {readonly children: ReactNode}): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const {docs} = useDocsVersion();
  const here = normalizePath(metadata.permalink);
  const guides = guideLinks(sidebar?.items ?? [])
    .filter((link) => normalizePath(link.href) !== here)
    .map((link) => {
      const doc = link.docId ? docs[link.docId] : undefined;
      return {
        title: doc?.title ?? link.label,
        description: doc?.description ?? '',
        to: link.href,
        cta: 'Read the guide',
      };
    });
  return (
    <>
      <div {...searchBodyAttributes({kind: 'guide', indexable: !metadata.unlisted})}>
        <Hero title={metadata.title} tagline="Knowledge Base">
          <p>{metadata.description}</p>
        </Hero>
        <div className="container">
          <div className={`markdown ${styles.text}`}>
            <MDXContent>{children}</MDXContent>
          </div>
        </div>
      </div>
      {guides.length > 0 && (
        <section aria-labelledby="guides" className={`container ${styles.guides}`}>
          <h2 id="guides" className={styles.guidesTitle}>
            Guides
          </h2>
          <CardGrid items={guides} />
        </section>
      )}
    </>
  );
}
