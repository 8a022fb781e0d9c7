import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import ResultFigures from '@site/src/components/ResultFigures';
import Section, {type SectionProps} from '@site/src/components/Section';
import {caseStudyPath, featuredCaseStudy} from '@site/src/data/caseStudies';
import styles from './styles.module.css';

export interface ResultsBoxProps {
  /** Heading of the box (an h2 or h3 by position; defaults to h3). */
  readonly title?: string;
  readonly headingLevel?: 'h2' | 'h3';
  readonly intro?: ReactNode;
}

/** The featured case study's headline results, linking to the case study. */
export default function ResultsBox({
  title = 'Real Results',
  headingLevel = 'h3',
  intro,
}: ResultsBoxProps): ReactNode {
  const Heading = headingLevel;
  return (
    <Card tone="accent" className={styles.box}>
      <Heading className={styles.title}>{title}</Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
      <ResultFigures results={featuredCaseStudy.results} variant="inline" />
      <Link to={caseStudyPath(featuredCaseStudy)} className={styles.link}>
        Read the case study: {featuredCaseStudy.title}
      </Link>
    </Card>
  );
}

/** A band of its own for the results box, whose title is then the section's h2. */
export function ResultsSection({
  variant,
  title,
  intro,
}: Omit<ResultsBoxProps, 'headingLevel'> & Pick<SectionProps, 'variant'>): ReactNode {
  return (
    <Section id="results" variant={variant} narrow>
      <ResultsBox headingLevel="h2" title={title} intro={intro} />
    </Section>
  );
}
