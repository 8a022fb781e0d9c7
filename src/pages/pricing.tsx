import type {ReactNode} from 'react';
import CallToAction from '@site/src/components/CallToAction';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import Grid from '@site/src/components/Grid';
import Hero from '@site/src/components/Hero';
import Page from '@site/src/components/Page';
import PlanCards from '@site/src/components/PlanCards';
import Section from '@site/src/components/Section';
import {plans} from '@site/src/data/plans';
import {site} from '@site/src/data/site';
import {planNodes} from '@site/src/lib/structuredData/offers';
import styles from './pricing.module.css';

// Every button on this page reads "Let’s Talk" and leads to the contact page.
export default function PricingPage(): ReactNode {
  return (
    <Page
      title="Consulting Rates & Pricing"
      description="Published SEO and digital marketing consulting rates: hourly, project-based and ongoing oversight. No hidden fees, no long agency retainers."
      structuredData={planNodes(plans)}>
      <Hero
        tagline="Pricing"
        title="Simple, Transparent Consulting Rates"
        lead="Senior strategy at published rates. Pay by the hour, fix the scope of a project, or keep me on for monthly oversight, and know what you will spend before we start."
      />
      <Plans />
      <EveryEngagement />
      <ConsultingOverAgency />
      <CallToAction
        title="Find the Right Fit for Your Budget"
        text={`Not sure which option suits you? In a ${site.strategyCallMinutes}-minute strategy call we will scope the work and agree a price before anything starts.`}
      />
    </Page>
  );
}

function Plans(): ReactNode {
  return (
    <Section
      id="plans"
      headline={{
        title: 'Choose How We Work Together',
        subtitle:
          'Three ways to engage, all with the same senior expertise. Prices are in US dollars.',
      }}>
      <PlanCards plans={plans} />
    </Section>
  );
}

const included = [
  'A senior consultant on every call, never a junior account manager',
  'A strategy tied to your business goals, not vanity metrics',
  'Plain-English recommendations, prioritized by impact and effort',
  'Written summaries and next steps after each session',
  'Transparent coordination with your team or white-label partners',
  'Honest advice, including when a tactic is not worth your money',
] as const;

function EveryEngagement(): ReactNode {
  return (
    <Section
      id="every-engagement"
      variant="muted"
      headline={{
        title: 'What You Get With Every Consulting Engagement',
        subtitle: 'Whichever option you choose, these come as standard.',
      }}>
      <Card className={styles.list}>
        <CheckList items={included} columns={2} />
      </Card>
    </Section>
  );
}

const reasons: readonly {readonly title: string; readonly text: string}[] = [
  {
    title: 'Lower cost, less overhead',
    text: 'You pay for senior thinking, not for an agency’s office, sales team and account managers.',
  },
  {
    title: 'Flexible commitment',
    text: 'Buy a few hours, a fixed project or monthly oversight instead of a long retainer you cannot easily leave.',
  },
  {
    title: 'Direct access to the expert',
    text: 'The person who builds your strategy is the person you talk to, every time.',
  },
  {
    title: 'Independent advice',
    text: 'I have no in-house production team to keep busy, so recommendations are based on what you need, not what an agency sells.',
  },
  {
    title: 'You keep control',
    text: 'Your accounts, your data and your content stay yours, and your team learns the strategy as we go.',
  },
  {
    title: 'Measured by outcomes',
    text: 'Success is defined up front in leads, sales or rankings, and every review checks progress against it.',
  },
];

function ConsultingOverAgency(): ReactNode {
  return (
    <Section
      id="consulting-over-agency"
      headline={{
        title: 'Why Choose Consulting Over an Agency',
        subtitle: 'An agency sells you its capacity. A consultant sells you judgement.',
      }}>
      <Grid columns={{md: 2}} gap="md" className={styles.reasons}>
        {reasons.map((reason) => (
          <Card key={reason.title} as="li" className={styles.reason}>
            <h3 className={styles.reasonTitle}>{reason.title}</h3>
            <p className={styles.reasonText}>{reason.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
