import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {HeroActions} from '@site/src/components/Hero';
import Section, {SectionNote} from '@site/src/components/Section';
import ServiceHub from '@site/src/components/ServiceHub';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import {pages} from '@site/src/data/pages';
import {hubById} from '@site/src/data/services';
import {site} from '@site/src/data/site';

const hub = hubById('content');

const engagementStages: readonly Feature[] = [
  {
    title: 'Content Audit',
    text: (
      <p>
        An inventory of what you already publish: which pieces rank, which bring in leads, and which
        should be refreshed, merged or retired. Most sites have more to gain from fixing existing
        content than from adding to it.
      </p>
    ),
  },
  {
    title: 'Audience and Topic Research',
    text: (
      <p>
        Conversations with your sales and customer teams, search demand, competitor gaps and the
        questions people put to AI assistants. The result is a short list of content pillars you can
        credibly own.
      </p>
    ),
  },
  {
    title: 'Editorial Plan and Briefs',
    text: (
      <p>
        A calendar with formats chosen per channel, and a brief for every piece: the search intent,
        the angle, the sources, the internal links and the call to action. Writers, editors and
        video teams know exactly what to produce.
      </p>
    ),
  },
  {
    title: 'Oversight and Measurement',
    text: (
      <p>
        I review drafts before they go live and report on rankings, engagement and the leads content
        helps generate. The plan is adjusted as results come in, not once a year.
      </p>
    ),
  },
];

export default function FreelanceContentStrategistHub(): ReactNode {
  return (
    <ServiceHub
      hubId={hub.id}
      title="Freelance Content Strategist"
      description="Freelance content strategist for search, social, YouTube and answer engines: editorial plans that tie every piece of content to a business goal."
      hero={{
        tagline: 'Freelance Content Strategist',
        title: `${hub.name} Services`,
        lead: 'Most businesses do not have a content problem; they have a focus problem. I build the editorial strategy, covering what to publish, where, for whom and how to measure it, so every piece your team produces has a job to do.',
        actions: (
          <HeroActions secondary={{label: 'See Consulting Rates', to: pages.pricing.path}} />
        ),
      }}
      intro={{
        headline: {title: 'Strategy Before Volume'},
        content: (
          <>
            <p>
              Publishing more rarely fixes weak results. What fixes them is knowing which questions
              your buyers ask at each stage of a purchase, which formats and channels reach them,
              and which topics you can credibly own. That is the work of content strategy.
            </p>
            <p>
              As your freelance content strategist, I research your audience and competitors, decide
              which topics and formats deserve investment, and write the briefs and calendar that
              your writers, video team or my white-label partners follow. Because I also work in
              SEO, the plan is built to be found in search results and cited in AI-generated
              answers, not just published.
            </p>
          </>
        ),
      }}
      servicesHeadline={{
        title: 'Content Strategy Services',
        subtitle: 'Each channel is planned from the same strategy, so they reinforce each other.',
      }}
      columns={2}
      callToAction={{
        title: 'Let’s Plan Content That Earns Its Place',
        text: `Tell me what you publish today and what you want it to achieve. In a ${site.strategyCallMinutes}-minute strategy call we will find the gaps worth closing first.`,
        label: 'Get A Proposal',
      }}>
      <Section
        id="how-it-works"
        headline={{
          title: 'How Content Strategy Engagements Work',
          subtitle: 'Whichever channel you start with, the work follows the same four stages.',
        }}>
        <FeatureGrid items={engagementStages} ordered />
        <SectionNote>
          Run it as a one-time project that ends with the plan and briefs, or keep me on for ongoing
          oversight while the content is produced.{' '}
          <Link to={pages.pricing.path}>See my consulting rates</Link>.
        </SectionNote>
      </Section>
    </ServiceHub>
  );
}
