import type {ReactNode} from 'react';
import CheckList from '@site/src/components/CheckList';
import {HeroActions} from '@site/src/components/Hero';
import {ProcessSection} from '@site/src/components/ProcessSteps';
import {ResultsSection} from '@site/src/components/ResultsBox';
import Section from '@site/src/components/Section';
import ServiceHub from '@site/src/components/ServiceHub';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import {caseStudyPath, featuredCaseStudy} from '@site/src/data/caseStudies';
import {processes} from '@site/src/data/process';
import {hubById} from '@site/src/data/services';
import {site} from '@site/src/data/site';

const hub = hubById('seo');

const audience = [
  'Business owners who have a website but cannot tell whether search is worth a bigger share of the budget.',
  'In-house marketing teams that need senior SEO direction without hiring a full-time head of SEO.',
  'E-commerce brands whose category and product pages compete with each other instead of with rivals.',
  'Consultants, solopreneurs and fractional executives who need the right clients to find their expertise.',
  'Companies already paying an agency or freelancers who want an independent expert to check the work.',
  'Sites that lost traffic after a redesign, a migration or a core algorithm update and need a recovery plan.',
];

const differentiators: readonly Feature[] = [
  {
    title: `${site.yearsOfExperience} Years of Experience`,
    text: (
      <p>
        My work in SEO and digital marketing spans core algorithm updates, mobile-first indexing and
        the arrival of AI-generated answers. That history is what separates tactics that last from
        ones that stop working after the next update.
      </p>
    ),
  },
  {
    title: `Based in ${site.location.label}`,
    text: (
      <p>
        I work from {site.location.label} and serve {site.location.serviceArea}. Audits, roadmaps
        and reviews happen over video calls and shared documents, so your location never limits the
        quality of the work.
      </p>
    ),
  },
  {
    title: 'Strategy First, Then Execution',
    text: (
      <p>
        Every engagement starts with an audit and a written roadmap tied to your business goals. You
        never pay for a link package or a content quota that nobody can connect to revenue.
      </p>
    ),
  },
  {
    title: 'One Accountable Strategist',
    text: (
      <p>
        When work needs doing, your team or my vetted white-label partners carry it out, and I
        review it before it reaches your site. You deal with one senior person, not a rotating
        account team.
      </p>
    ),
  },
];

export default function SeoConsultantHub(): ReactNode {
  return (
    <ServiceHub
      hubId={hub.id}
      title={`${hub.name} in ${site.location.label}`}
      description={`Independent SEO consultant in ${site.location.label}: audits, roadmaps and oversight for on-page, technical, local, e-commerce and programmatic SEO.`}
      hero={{
        tagline: `SEO Consultant · ${site.location.label}`,
        title: `${hub.name} Services`,
        lead: 'Rankings only matter when they bring in customers. I audit your site, build a prioritized SEO roadmap and oversee the work, whether your own team or my white-label partners carry it out.',
        actions: (
          <HeroActions
            label="Start Your Audit"
            secondary={{label: 'Read the Case Study', to: caseStudyPath(featuredCaseStudy)}}
          />
        ),
      }}
      servicesHeadline={{
        title: 'SEO Services',
        subtitle:
          'Every specialism below works from the same strategy. Start with the one that matches your biggest gap; the audit shows where the others fit.',
      }}
      columns={4}
      callToAction={{
        title: 'Find Out What Is Holding Your Rankings Back',
        text: `Book a ${site.strategyCallMinutes}-minute strategy call. We will look at your site together, and you will leave knowing the first priorities for your audit.`,
        label: 'Start Your Audit',
      }}>
      <Section
        id="who-it-is-for"
        variant="muted"
        headline={{
          title: 'Who My SEO Consulting Is For',
          subtitle:
            'Businesses that want a senior strategist on their side, not another vendor selling hours.',
        }}>
        <CheckList items={audience} columns={2} />
      </Section>

      <ResultsSection
        title="Results From a Real Campaign"
        intro="One well-targeted page, published where search engines already extend trust, reached the top of the results within a day and kept bringing in visitors and leads long after."
      />

      <ProcessSection
        headline={{
          title: 'How an SEO Engagement Works',
          subtitle: 'Four steps from the first conversation to ongoing oversight.',
        }}
        steps={processes.seoHub}
      />

      <Section
        id="why-work-with-me"
        headline={{
          title: 'Why Work With Me',
          subtitle: 'Independent, senior and accountable for the outcome, not the output.',
        }}>
        <FeatureGrid items={differentiators} />
      </Section>
    </ServiceHub>
  );
}
