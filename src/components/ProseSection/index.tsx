import type {ReactNode} from 'react';
import clsx from 'clsx';
import MDXContent from '@theme/MDXContent';
import Section, {type Headline} from '@site/src/components/Section';
import BackLink, {type BackLinkProps} from '@site/src/components/BackLink';
import styles from './styles.module.css';

export interface ProseSectionProps {
  readonly id: string;
  readonly headline?: Headline;
  /** The page's main article (a case study, an industry's copy), not copy within a section. */
  readonly article?: boolean;
  /** A link back to the listing page, under the copy. */
  readonly back?: {readonly to: BackLinkProps['to']; readonly label: string};
  /** The long-form copy: a compiled MDX component, rendered with the site's MDX components. */
  readonly children: ReactNode;
}

/** Long-form copy from MDX at a comfortable reading measure, centred in its band. */
export default function ProseSection({
  id,
  headline,
  article = false,
  back,
  children,
}: ProseSectionProps): ReactNode {
  const Body = article ? 'article' : 'div';
  return (
    <Section id={id} headline={headline} narrow>
      <Body className={clsx('prose', styles.body)}>
        <MDXContent>{children}</MDXContent>
      </Body>
      {back && (
        <p className={styles.back}>
          <BackLink to={back.to}>{back.label}</BackLink>
        </p>
      )}
    </Section>
  );
}
