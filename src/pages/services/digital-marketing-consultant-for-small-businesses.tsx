import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {HeroActions} from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import ServiceHub from '@site/src/components/ServiceHub';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import {pages} from '@site/src/data/pages';
import {hubById} from '@site/src/data/services';
import {site} from '@site/src/data/site';

const hub = hubById('small-business');

const consultantOverAgency: readonly Feature[] = [
  {
    title: 'You Work With the Strategist',
    text: (
      <p>
        At many agencies the senior person wins the account and a junior manager runs it. With me,
        the person who builds your plan is the person on every call.
      </p>
    ),
  },
  {
    title: 'You Pay for Advice, Not Overhead',
    text: (
      <p>
        No long retainer padded with reports nobody reads. Choose hourly help, a defined project or
        ongoing oversight; the rates are published on my{' '}
        <Link to={pages.pricing.path}>pricing page</Link>.
      </p>
    ),
  },
  {
    title: 'You Keep Everything',
    text: (
      <p>
        Your ad accounts, email list, analytics, automations and content stay in your name. If we
        stop working together, nothing has to be handed back or rebuilt.
      </p>
    ),
  },
  {
    title: 'Execution Sized to Your Business',
    text: (
      <p>
        Each task goes to the right pair of hands: you, a staff member, a freelancer you already
        trust, or one of my vetted white-label partners working under my oversight.
      </p>
    ),
  },
];

export default function SmallBusinessHub(): ReactNode {
  return (
    <ServiceHub
      hubId={hub.id}
      title="Small Business Marketing Consultant"
      description="Digital marketing consultant for small businesses: one clear plan across email, paid social, PR and automation, without an agency retainer."
      hero={{
        tagline: 'Digital Marketing Consultant for Small Businesses',
        title: `${hub.name} Services`,
        lead: 'You do not need a full agency to market a small business well. You need a clear plan, the right few channels and an experienced marketer checking that the money is working. That is the role I play.',
        actions: (
          <HeroActions secondary={{label: 'See Consulting Rates', to: pages.pricing.path}} />
        ),
      }}
      intro={{
        headline: {title: 'A Senior Marketer Without the Full-Time Salary'},
        content: (
          <>
            <p>
              Most small businesses I talk to have tried a bit of everything: a few boosted posts,
              an occasional newsletter, a directory listing or two. None of it is wrong, but none of
              it is connected, so nobody can say which effort actually brings in customers.
            </p>
            <p>
              I start by choosing the channels that fit your customers, your budget and the time you
              have. Then I build a plan you can run yourself, hand to a member of staff, or have
              carried out by my white-label partners while I oversee the results. Every service
              below is planned against the same goal and measured the same way.
            </p>
          </>
        ),
      }}
      servicesHeadline={{
        title: 'Small Business Marketing Services',
        subtitle:
          'Most businesses need two or three of these, not all of them. The strategy call tells us which.',
      }}
      columns={3}
      callToAction={{
        title: 'Let’s Find the Channels That Matter',
        text: `In a ${site.strategyCallMinutes}-minute strategy call we will look at where your customers come from today and where your next marketing dollar should go.`,
      }}>
      <Section
        id="why-a-consultant"
        headline={{
          title: 'Why a Consultant Instead of an Agency?',
          subtitle:
            'For most small businesses, senior advice and lean execution beat a large retainer.',
        }}>
        <FeatureGrid items={consultantOverAgency} />
      </Section>
    </ServiceHub>
  );
}
