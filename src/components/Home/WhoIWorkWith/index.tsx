import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Grid from '@site/src/components/Grid';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface AudienceProps {
  readonly title: string;
  /** Who exactly, after "Best for:". */
  readonly fit: string;
  readonly children: ReactNode;
}

/** One kind of client: `<Audience title="Creators" fit="Creators, personal brands…">…</Audience>`. */
export function Audience({title, fit, children}: AudienceProps): ReactNode {
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.text}>{asBlocks(children)}</div>
      <p className={styles.fit}>
        <span className={styles.fitLabel}>Best for:</span> {fit}
      </p>
    </li>
  );
}

/** The kinds of clients, as a row of cards. */
export default function Audiences({children}: {readonly children: ReactNode}): ReactNode {
  return <Grid columns={{md: 3}}>{children}</Grid>;
}

/** A link on a line of its own under a section's content: `<MoreLink to="/…">…</MoreLink>`. */
export function MoreLink({
  to,
  children,
}: {
  readonly to: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <p className={styles.more}>
      <Link to={to}>{children}</Link>
    </p>
  );
}
