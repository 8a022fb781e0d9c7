import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useOptionalPage} from '@site/src/components/Page/context';
import type {SitemapNode} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface HtmlSitemapProps {
  /** The pages to list; by default the site's tree, on the page whose front matter says `lists: sitemap`. */
  readonly tree?: readonly SitemapNode[];
  /** Names the navigation landmark for assistive technology. */
  readonly label: string;
}

function SitemapList({
  nodes,
  depth,
}: {
  readonly nodes: readonly SitemapNode[];
  readonly depth: number;
}): ReactNode {
  return (
    <ul className={clsx(styles.list, depth === 0 ? styles.topLevel : styles.nested)}>
      {nodes.map((entry) => (
        <li key={entry.path} className={depth === 0 ? styles.topItem : styles.item}>
          <Link to={entry.path} className={clsx(styles.link, depth === 0 && styles.topLink)}>
            {entry.name}
          </Link>
          {entry.children && <SitemapList nodes={entry.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every page of the site as nested lists of links, grouped under the page that introduces them.
 * In MDX: `<HtmlSitemap label="All pages" />`.
 */
export default function HtmlSitemap({tree, label}: HtmlSitemapProps): ReactNode {
  const page = useOptionalPage();
  return (
    <nav aria-label={label} className={styles.sitemap}>
      <SitemapList nodes={tree ?? page?.sitemap ?? []} depth={0} />
    </nav>
  );
}
