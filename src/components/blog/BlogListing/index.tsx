import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import Hero from '@site/src/components/Hero';
import type {Crumb} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface BlogListingProps {
  /** From Home to the listing. */
  readonly trail: readonly Crumb[] | undefined;
  /** The small line above the h1. */
  readonly tagline?: ReactNode;
  /** The page's h1. */
  readonly title: ReactNode;
  /**
   * What the listing holds, under the h1: its paragraphs as an array of elements (the hero's lead
   * is its leading `<p>` children; what follows them comes after).
   */
  readonly lead?: ReactNode;
  /** The cards, and what follows them (the pages' navigation). */
  readonly children: ReactNode;
}

/**
 * The frame of the blog's listings (its index and later pages, a tag's posts, the archive): the
 * breadcrumb trail, a first screen like every page's, then the posts as cards.
 */
export default function BlogListing({
  trail,
  tagline,
  title,
  lead,
  children,
}: BlogListingProps): ReactNode {
  return (
    <Layout>
      <main>
        {trail && <Breadcrumbs trail={trail} />}
        <Hero title={title} tagline={tagline}>
          {lead}
        </Hero>
        <div className={`container ${styles.posts}`}>{children}</div>
      </main>
    </Layout>
  );
}
