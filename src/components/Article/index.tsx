import type {ReactNode} from 'react';
import clsx from 'clsx';
import BackLink from '@site/src/components/BackLink';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

export interface ArticleProps {
  /** Anchor id of the band. */
  readonly id: string;
  /** An h2 over the article, where its copy does not open with its own heading. */
  readonly title?: string;
  /**
   * The text of a link back to the page above this one (the industries, the case studies), shown
   * under the article. Without it there is no back link.
   */
  readonly back?: string;
  /** The article: Markdown prose. */
  readonly children: ReactNode;
}

/**
 * The page's main article (an industry's copy, a case study) at a reading measure, with a link
 * back to the page that lists it. The link sits outside the <article>: it is navigation, not part
 * of the text. In MDX:
 *
 *     <Article id="approach" back="All industries I serve">
 *
 *     ## The Search Challenges…
 *
 *     </Article>
 */
export default function Article({id, title, back, children}: ArticleProps): ReactNode {
  return (
    <Section id={id} title={title} narrow>
      <article className={clsx('prose', styles.body)}>{children}</article>
      {back && (
        <p className={styles.back}>
          <BackLink>{back}</BackLink>
        </p>
      )}
    </Section>
  );
}
