import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import CheckList from '@site/src/components/CheckList';
import CallToAction from '@site/src/components/CallToAction';
import {industries, industryPath} from '@site/src/data/industries';
import {pages} from '@site/src/data/pages';
import {site} from '@site/src/data/site';

const industryExperience = [
  'I already know the questions your buyers ask, the terms they search for and the competitors they compare you with, so we skip the learning curve.',
  'Regulated and technical markets get content that is accurate and compliant, reviewed with you before anything is published.',
  'Plans are sized to how businesses in your field actually sell: long B2B cycles, referral-driven practices or direct-to-consumer checkouts.',
];

export default function IndustriesServed(): ReactNode {
  return (
    <Page
      title={pages.industries.name}
      description={`SEO and digital marketing strategy for ${industries.length} specialist industries, built around how each one’s buyers search, compare and decide.`}>
      <Hero
        tagline={pages.industries.name}
        title="SEO and Marketing Strategy for Specialist Industries"
        lead={`Every market searches differently. With ${site.yearsOfExperience} years of experience, I build strategies around the trust signals, regulations and buying journeys of the industries below.`}
        actions={<HeroActions />}
      />

      <Section
        id="industries"
        headline={{
          title: 'Industries I Serve',
          subtitle:
            'Choose your industry to see its search challenges and how an engagement works.',
        }}>
        <CardGrid
          items={industries.map((industry) => ({
            title: industry.title,
            description: industry.description,
            to: industryPath(industry),
            cta: 'See the approach',
          }))}
        />
      </Section>

      <Section
        id="why-industry-experience"
        variant="muted"
        narrow
        headline={{title: 'Why Industry Experience Matters'}}>
        <CheckList items={industryExperience} />
      </Section>

      <CallToAction
        title="Don’t See Your Industry?"
        text="The fundamentals of search carry across markets. Tell me about yours and I will tell you honestly whether I am the right fit."
      />
    </Page>
  );
}
