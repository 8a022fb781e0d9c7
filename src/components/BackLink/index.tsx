import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useOptionalPage} from '@site/src/components/Page/context';
import styles from './styles.module.css';

export type BackLinkProps =
  | {
      /** The page to go back to (a listing page, a hub). */
      readonly to: string;
      /** What the link leads back to, without the arrow. */
      readonly children: string;
    }
  | {
      /** Without `to`, the link leads to the page above this one in its breadcrumb trail. */
      readonly to?: undefined;
      /** Its text, without the arrow (default: "Back to" and that page's name). */
      readonly children?: string;
    };

/**
 * A link back to the page above this one, with an arrow and a comfortable touch target. In MDX,
 * `<BackLink />` reads "← Back to" and the name of the page above this one;
 * `<BackLink>All industries I serve</BackLink>` words it otherwise.
 */
export default function BackLink({to, children}: BackLinkProps): ReactNode {
  const trail = useOptionalPage()?.trail ?? [];
  const parent = to === undefined ? trail[trail.length - 2] : undefined;
  const target = to ?? parent?.path;
  if (target === undefined) {
    throw new Error(
      'A <BackLink> without `to` leads to the page above this one, and this page has none: give it a `to` and a text.',
    );
  }
  return (
    <Link to={target} className={styles.link}>
      {`← ${children ?? `Back to ${parent?.name}`}`}
    </Link>
  );
}
