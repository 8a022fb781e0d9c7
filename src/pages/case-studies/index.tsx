import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import Card, {CardEyebrow, CardLink} from '@site/src/components/Card';
import ResultFigures from '@site/src/components/ResultFigures';
import {caseStudies, caseStudyPath} from '@site/src/data/caseStudies';
import {pages} from '@site/src/data/pages';
import styles from './styles.module.css';
import {formatDate} from '@site/src/lib/date';

/** Dates are calendar days: format them in UTC so the server and the browser agree. */

export default function CaseStudies(): ReactNode {
  return (
    <Page
      title={pages.caseStudies.name}
      description="Real campaigns, real numbers: how strategy-first SEO and content work turned into rankings, organic traffic and leads.">
      <Hero
        tagline={pages.caseStudies.name}
        title="Results You Can Read About"
        lead="Each case study walks through the challenge, the strategy, the execution and the numbers, along with the lessons you can apply to your own business."
      />

      <Section id="case-studies" headline={{title: 'Featured Case Studies'}}>
        <ul className={styles.list}>
          {caseStudies.map((caseStudy) => (
            <Card key={caseStudy.slug} as="li" elevation="raised" linked className={styles.card}>
              <CardEyebrow>{caseStudy.category}</CardEyebrow>
              <h3 className={styles.title}>
                <CardLink to={caseStudyPath(caseStudy)}>{caseStudy.title}</CardLink>
              </h3>
              <p className={styles.meta}>
                Published <time dateTime={caseStudy.date}>{formatDate(caseStudy.date)}</time>
              </p>
              <p className={styles.excerpt}>{caseStudy.excerpt}</p>
              <ResultFigures results={caseStudy.results} variant="compact" />
              <span className={styles.cta} aria-hidden="true">
                Read the case study →
              </span>
            </Card>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Want to Be the Next Case Study?"
        text="Tell me about your goals and I will show you how the same strategy-first approach could work for your business."
        label="See My Work"
      />
    </Page>
  );
}
