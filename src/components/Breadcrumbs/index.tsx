import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Crumb} from '@site/src/lib/content/types';
import styles from './styles.module.css';

export interface BreadcrumbsProps {
  /** From Home to the current page (from the content model); the same array feeds the BreadcrumbList. */
  readonly trail: readonly Crumb[];
  /** A band above the page's hero, or a line inside a column of text (blog posts, guides). */
  readonly variant?: 'band' | 'inline';
}

/** Where the page sits in the site: links to each page above it, then the page itself. */
export default function Breadcrumbs({trail, variant = 'band'}: BreadcrumbsProps): ReactNode {
  if (trail.length < 2) return null;
  const list = (
    <ol className={styles.list}>
      {trail.map((crumb, index) => {
        const current = index === trail.length - 1;
        return (
          <li key={crumb.path} className={styles.item}>
            {current ? (
              <span aria-current="page" className={styles.current}>
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className={styles.link}>
                {crumb.name}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
  return (
    <nav
      aria-label="Breadcrumb"
      data-pagefind-ignore="all"
      className={clsx(styles.breadcrumbs, styles[variant])}>
      {variant === 'band' ? <div className="container">{list}</div> : list}
    </nav>
  );
}
