import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface BackLinkProps {
  /** The page to go back to (a listing page, a hub). */
  readonly to: string;
  /** What the link leads back to, without the arrow. */
  readonly children: string;
}

/** A link back to the page above this one, with an arrow and a comfortable touch target. */
export default function BackLink({to, children}: BackLinkProps): ReactNode {
  return (
    <Link to={to} className={styles.link}>
      {`← ${children}`}
    </Link>
  );
}
