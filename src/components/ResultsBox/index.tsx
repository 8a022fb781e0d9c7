import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import {useInHeroPanel, type HeroPanelComponent} from '@site/src/components/Hero/panel';
import {usePage} from '@site/src/components/Page/context';
import ResultFigures from '@site/src/components/ResultFigures';
import Section, {type SectionProps} from '@site/src/components/Section';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface ResultsBoxProps {
  /** Heading of the box (an h2 or h3 by position; defaults to h3). */
  readonly title?: string;
  readonly headingLevel?: 'h2' | 'h3';
  /** A sentence introducing the results. */
  readonly children?: ReactNode;
}

/**
 * The featured case study's headline results, linking to the case study (the one whose front
 * matter says `featured: true`, else the newest). Nothing when the site has no case study. Inside
 * a Hero it is the panel beside the first screen's text, where proof persuades most.
 */
export function ResultsBox({
  title = 'Real Results',
  headingLevel = 'h3',
  children,
}: ResultsBoxProps): ReactNode {
  const study = usePage().featuredCaseStudy;
  const inHero = useInHeroPanel();
  if (!study) return null;
  const Heading = inHero ? 'h2' : headingLevel;
  return (
    <Card
      tone="accent"
      elevation={inHero ? 'floating' : 'flat'}
      className={clsx(styles.resultsBox, inHero && styles.inHero)}>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.intro}>{asBlocks(children)}</div>}
      <ResultFigures results={study.results} variant="inline" />
      <Link to={study.path} className={styles.link}>
        Read the case study: {study.title}
      </Link>
    </Card>
  );
}

(ResultsBox as HeroPanelComponent).heroPanel = true;

/**
 * A band of its own for the results box, whose title is then the section's h2. In MDX:
 *
 *     <Results title="Results From a Real Campaign" variant="muted">
 *     One well-targeted page…
 *     </Results>
 */
export default function Results({
  id = 'results',
  variant,
  title,
  children,
}: Omit<ResultsBoxProps, 'headingLevel'> &
  Pick<SectionProps, 'variant'> & {readonly id?: string}): ReactNode {
  if (!usePage().featuredCaseStudy) return null;
  return (
    <Section id={id} variant={variant} narrow>
      <ResultsBox headingLevel="h2" title={title}>
        {children}
      </ResultsBox>
    </Section>
  );
}
