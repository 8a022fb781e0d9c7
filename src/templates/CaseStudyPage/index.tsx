import type {ComponentType, ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import ProseSection from '@site/src/components/ProseSection';
import ResultFigures from '@site/src/components/ResultFigures';
import CallToAction from '@site/src/components/CallToAction';
import {caseStudies, type CaseStudyEntry} from '@site/src/data/caseStudies';
import {pages} from '@site/src/data/pages';
import {contactPath} from '@site/src/data/site';
import styles from './styles.module.css';
import {formatDate} from '@site/src/lib/date';

/** Front matter of src/content/case-studies/SLUG.mdx: the document title and description. */
interface CaseStudyFrontMatter {
  /** At most 40 characters; defaults to the case study's title. */
  readonly title?: string;
  /** 50 to 160 characters; defaults to the case study's excerpt. */
  readonly description?: string;
}

export interface CaseStudyPageProps {
  readonly slug: string;
  /** The case study's long form: the compiled MDX component, with its front matter attached. */
  readonly content: ComponentType & {readonly frontMatter?: CaseStudyFrontMatter};
}

function caseStudyBySlug(slug: string): CaseStudyEntry {
  const caseStudy = caseStudies.find((entry) => entry.slug === slug);
  if (!caseStudy) {
    throw new Error(`Unknown case study "${slug}"`);
  }
  return caseStudy;
}

/** Dates are calendar days: format them in UTC so the server and the browser agree. */

/** A case study: its headline results from data, then the long form from MDX. */
export default function CaseStudyPage({slug, content: Content}: CaseStudyPageProps): ReactNode {
  const caseStudy = caseStudyBySlug(slug);
  const frontMatter = Content.frontMatter ?? {};
  return (
    <Page
      title={frontMatter.title ?? caseStudy.title}
      description={frontMatter.description ?? caseStudy.excerpt}>
      <Hero
        tagline={`Case Study · ${caseStudy.category}`}
        title={caseStudy.title}
        lead={caseStudy.excerpt}
        actions={<HeroActions secondary={{label: 'See My Work', to: contactPath}} />}>
        <p className={styles.meta}>
          Published <time dateTime={caseStudy.date}>{formatDate(caseStudy.date)}</time>
        </p>
      </Hero>

      <Section id="results" variant="muted" headline={{title: 'The Results at a Glance'}}>
        <ResultFigures results={caseStudy.results} variant="cards" />
      </Section>

      <ProseSection
        id="case-study"
        article
        back={{to: pages.caseStudies.path, label: 'All case studies'}}>
        <Content />
      </ProseSection>

      <CallToAction
        title="Want Results Like These?"
        text="Every engagement starts with a conversation about your goals. Let’s find the fastest honest route to the visibility your business deserves."
      />
    </Page>
  );
}
