import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import CallToAction from '@site/src/components/CallToAction';
import {areas} from '@site/src/data/areas';
import {pages} from '@site/src/data/pages';
import {site} from '@site/src/data/site';

const {location} = site;

export default function AreasServed(): ReactNode {
  return (
    <Page
      title={pages.areasServed.name}
      description={`Local SEO and digital marketing strategy for the ${areas.map((area) => area.name).join(' and the ')} regions, from a consultant based in ${location.label}.`}>
      <Hero
        tagline={pages.areasServed.name}
        title="Local Marketing Strategy Where You Do Business"
        lead={`I am based in ${location.label} and work with ${location.serviceArea}. Two regions I know especially well and serve in person when it helps: ${areas.map((area) => `the ${area.name} region (${area.places})`).join(' and ')}.`}
        actions={<HeroActions />}
      />

      <Section
        id="regions"
        headline={{
          title: 'Regions I Serve',
          subtitle:
            'Each region has its own buyers, competitors and search habits. Choose yours to see how I help businesses there.',
        }}>
        <CardGrid
          columns={2}
          items={areas.map((area) => ({
            title: area.title,
            description: area.description,
            to: area.path,
            eyebrow: area.name,
            cta: `Explore ${area.name} services`,
          }))}
        />
      </Section>

      <Section
        id="nationwide"
        variant="muted"
        narrow
        headline={{
          title: 'Outside These Regions?',
          subtitle: `Most of my consulting happens over video calls and shared documents, so where you are matters far less than where you want to go. I work with ${location.serviceArea}, from single-location businesses to national brands.`,
        }}
      />

      <CallToAction
        title="Let’s Plan Your Local Growth"
        text={`Book a ${site.strategyCallMinutes}-minute strategy call and leave with a clear view of where you stand in your market and what to do next.`}
      />
    </Page>
  );
}
