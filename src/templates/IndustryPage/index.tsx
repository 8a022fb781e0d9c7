import type {ComponentType, ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero, {HeroActions} from '@site/src/components/Hero';
import ProseSection from '@site/src/components/ProseSection';
import CallToAction from '@site/src/components/CallToAction';
import {industries, type IndustryEntry} from '@site/src/data/industries';
import {pages} from '@site/src/data/pages';
import {contactPath} from '@site/src/data/site';

export interface IndustryPageProps {
  readonly slug: string;
  /** The industry's copy: the default export of src/content/industries/SLUG.mdx. */
  readonly content: ComponentType;
}

function industryBySlug(slug: string): IndustryEntry {
  const industry = industries.find((entry) => entry.slug === slug);
  if (!industry) {
    throw new Error(`Unknown industry "${slug}"`);
  }
  return industry;
}

/** An industry page with authored copy; the h1 and lead come from the industry's data. */
export default function IndustryPage({slug, content: Content}: IndustryPageProps): ReactNode {
  const industry = industryBySlug(slug);
  return (
    <Page title={industry.title} description={industry.description}>
      <Hero
        tagline={pages.industries.name}
        title={industry.title}
        lead={industry.description}
        actions={<HeroActions secondary={{label: 'Get A Proposal', to: contactPath}} />}
      />

      <ProseSection
        id="approach"
        article
        back={{to: pages.industries.path, label: 'All industries I serve'}}>
        <Content />
      </ProseSection>

      <CallToAction
        title="Ready to Be Found by the Right Buyers?"
        text="Tell me where you are today and where you want to be. I will tell you honestly what it would take to get there."
      />
    </Page>
  );
}
