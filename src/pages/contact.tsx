import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import Card from '@site/src/components/Card';
import CopyButton from '@site/src/components/CopyButton';
import CheckList from '@site/src/components/CheckList';
import Hero from '@site/src/components/Hero';
import Page from '@site/src/components/Page';
import {ProcessSection} from '@site/src/components/ProcessSteps';
import Section from '@site/src/components/Section';
import type {ProcessStep} from '@site/src/data/process';
import {site} from '@site/src/data/site';
import styles from './contact.module.css';

const minutes = site.strategyCallMinutes;

export default function ContactPage(): ReactNode {
  return (
    <Page
      title="Contact: Book a Strategy Call"
      description={`Book a ${minutes}-minute marketing strategy call with ${site.name}, SEO and digital marketing consultant in ${site.location.label}, or send an email.`}>
      <Hero
        tagline="Contact"
        title="Let’s Talk About Your Marketing"
        lead={`The easiest way to start is a ${minutes}-minute marketing strategy call. Pick a time that suits you, tell me about your business, and we will work out together where your biggest opportunities are.`}
        actions={
          <Button href={site.schedulingUrl} size="lg">
            Book Your Strategy Call
          </Button>
        }>
        <p className={styles.email}>
          Prefer to write first? Email me at{' '}
          <a href={`mailto:${site.email}`} className={styles.emailLink}>
            {site.email}
          </a>
          .{' '}
          <CopyButton
            text={site.email}
            className={styles.copyEmail}
            copied={{title: 'Email address copied', description: site.email}}
            failed={{
              title: 'The email address could not be copied',
              description: `Your browser did not allow it. Write to ${site.email} instead.`,
              action: {
                label: 'Write an email',
                altText: `Write to ${site.email} from your email app.`,
                onClick: () => window.location.assign(`mailto:${site.email}`),
              },
            }}>
            Copy email
          </CopyButton>
        </p>
      </Hero>
      <WhatToExpect />
      <HowToPrepare />
    </Page>
  );
}

const expectations = [
  `A relaxed, ${minutes}-minute conversation by video call, with me personally, not a salesperson`,
  'Questions about your goals, your customers and what you have tried so far',
  'A first look at your website, search visibility and competitors',
  'Honest recommendations on what to prioritize, even if we never work together',
  'A clear next step and a price, if working together makes sense',
] as const;

function WhatToExpect(): ReactNode {
  return (
    <Section
      id="what-to-expect"
      variant="muted"
      headline={{
        title: 'What to Expect on the Call',
        subtitle:
          'No pitch deck and no pressure: just an honest conversation about your marketing.',
      }}>
      <Card className={styles.panel}>
        <CheckList items={expectations} />
      </Card>
    </Section>
  );
}

const nextSteps: readonly ProcessStep[] = [
  {
    name: 'Book a Time',
    description:
      'Choose a slot in my calendar. You will get a confirmation with the video link right away.',
  },
  {
    name: 'Share the Basics',
    description:
      'Your website address, your main goal and any numbers you already track help me prepare properly.',
  },
  {
    name: 'Talk It Through',
    description: `We spend ${minutes} minutes on your goals and your options. Afterwards you receive a short written summary.`,
  },
];

function HowToPrepare(): ReactNode {
  return (
    <ProcessSection
      id="how-it-works"
      variant="plain"
      headline={{
        title: 'How It Works',
        subtitle: 'Three simple steps from booking to a plan you can act on.',
      }}
      steps={nextSteps}>
      <div className={styles.actions}>
        <Button href={site.schedulingUrl} size="lg">
          Book Your Strategy Call
        </Button>
      </div>
    </ProcessSection>
  );
}
