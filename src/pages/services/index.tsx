import type {ReactNode} from 'react';
import CallToAction from '@site/src/components/CallToAction';
import CardGrid from '@site/src/components/CardGrid';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Page from '@site/src/components/Page';
import ResultsBox from '@site/src/components/ResultsBox';
import Section from '@site/src/components/Section';
import {hubPath, hubs, servicesOfHub} from '@site/src/data/services';
import {contactPath, site} from '@site/src/data/site';
import styles from './index.module.css';

export default function ServicesPage(): ReactNode {
  return (
    <Page
      title="SEO & Digital Marketing Services"
      description={`SEO consulting, content strategy and small business marketing from ${site.name}: strategy and oversight, with execution by vetted partners.`}>
      <Hero
        tagline="Services"
        title="SEO & Digital Marketing Consulting Services"
        lead={`Senior strategy without the agency overhead. I audit, plan and oversee your marketing from ${site.location.label}, for ${site.location.serviceArea}, while your team or my vetted white-label partners handle execution.`}
        actions={<HeroActions secondary={{label: 'Get A Proposal', to: contactPath}} />}
      />
      <ServiceAreas />
      <WhyNotAnAgency />
      <CallToAction
        title="Not Sure Where to Start?"
        text={`Most clients don’t know which service they need, and that is fine. In a ${site.strategyCallMinutes}-minute strategy call we will work out where the biggest opportunity is.`}
      />
    </Page>
  );
}

function ServiceAreas(): ReactNode {
  return (
    <Section
      id="consulting-services"
      headline={{
        title: 'Choose Your Focus',
        subtitle: 'Three areas of consulting, each with specialist services beneath it.',
      }}>
      <CardGrid
        items={hubs.map((hub) => ({
          eyebrow: `${servicesOfHub(hub.id).length} specialist services`,
          title: hub.name,
          description: hub.description,
          to: hubPath(hub),
          cta: 'Explore services',
        }))}
      />
    </Section>
  );
}

const reasons: readonly Feature[] = [
  {
    title: 'You Work With the Expert',
    text: 'Agencies sell with a senior strategist and deliver with junior staff. With me, the person on the sales call is the person who audits your site and writes your plan.',
  },
  {
    title: 'Strategy Before Activity',
    text: 'No retainer full of busywork. Every task in your plan is there because it moves visibility, traffic or revenue, and you can see why.',
  },
  {
    title: 'Transparent Execution',
    text: 'Hands-on work goes to your team or to vetted white-label partners. You know who does it and what it costs, with no hidden markups.',
  },
  {
    title: 'Pay for What You Need',
    text: 'Hourly sessions, fixed projects or monthly oversight, at published rates. Start small, and scale up only when the results justify it.',
  },
  {
    title: 'No Long-Term Lock-In',
    text: 'Engagements are scoped in writing and easy to end. I keep clients because the work pays off, not because a contract says so.',
  },
  {
    title: `${site.yearsOfExperience} Years of Experience`,
    text: `Experience across local businesses, e-commerce brands and enterprises, based in ${site.location.label} and working with ${site.location.serviceArea}.`,
  },
];

function WhyNotAnAgency(): ReactNode {
  return (
    <Section
      id="why-not-an-agency"
      variant="muted"
      headline={{
        title: 'Why Clients Hire Me Instead of an Agency',
        subtitle:
          'The senior thinking of an agency, without the layers between you and the expert.',
      }}>
      <FeatureGrid items={reasons} columns={3} className={styles.reasons} />
      <div className={styles.results}>
        <ResultsBox
          title="Proof It Works"
          intro="A strategy-first approach in practice: one campaign, measured from day one."
        />
      </div>
    </Section>
  );
}
