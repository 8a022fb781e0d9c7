import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CallToAction from '@site/src/components/CallToAction';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Grid from '@site/src/components/Grid';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Page from '@site/src/components/Page';
import {ProcessSection} from '@site/src/components/ProcessSteps';
import Section from '@site/src/components/Section';
import {caseStudyPath, featuredCaseStudy} from '@site/src/data/caseStudies';
import {certifications} from '@site/src/data/certifications';
import {pages} from '@site/src/data/pages';
import {formatMinimum, formatPlanPrice, plans} from '@site/src/data/plans';
import type {ProcessStep} from '@site/src/data/process';
import {contactPath, site} from '@site/src/data/site';
import styles from './about.module.css';

export default function AboutPage(): ReactNode {
  return (
    <Page
      title="About Me & My Consulting Approach"
      description={`Meet ${site.name}, an independent SEO and digital marketing consultant in ${site.location.label} with ${site.yearsOfExperience} years of experience.`}>
      <AboutHero />
      <Biography />
      <Philosophy />
      <Engagements />
      <Proof />
      <CallToAction
        title="Let’s See If We’re a Good Fit"
        text={`The first step is a ${site.strategyCallMinutes}-minute strategy call. You will leave it with a clearer picture of your options, whether or not we work together.`}
      />
    </Page>
  );
}

function AboutHero(): ReactNode {
  return (
    <Hero
      tagline="About Me"
      title={`Hi, I’m ${site.name}`}
      lead={`I’m an independent SEO and digital marketing consultant in ${site.location.label}. For ${site.yearsOfExperience} years I have helped businesses get found online, and today I lead the strategy while trusted specialists carry out the work.`}
      actions={
        <HeroActions secondary={{label: 'My Certifications', to: pages.certifications.path}} />
      }
    />
  );
}

function Biography(): ReactNode {
  return (
    <Section id="my-story" headline={{title: 'My Story'}}>
      <div className={styles.bio}>
        <div className={styles.bioText}>
          <p>
            I started on the agency side, running search and content campaigns for clients that
            ranged from local service businesses to national brands. Year after year I watched the
            same pattern repeat: good budgets spent on activity, reports full of numbers nobody
            acted on, and business owners who could not tell whether their marketing was working.
          </p>
          <p>
            So I built a different model. I run {site.company}, a consulting practice based in{' '}
            {site.location.label} that works with {site.location.serviceArea}. I don’t sell
            retainers stuffed with busywork. I diagnose what is holding your visibility back, write
            the plan, and stay accountable for the results while your team or my vetted white-label
            partners do the hands-on work.
          </p>
          <p>
            My clients include owners who need a senior marketer without hiring one, in-house teams
            who want an expert second opinion, and creators building an audience they own. You can
            read how one of those campaigns played out in my case study,{' '}
            <Link to={caseStudyPath(featuredCaseStudy)}>{featuredCaseStudy.title}</Link>.
          </p>
        </div>
        <Card tone="muted" className={styles.facts}>
          <h3 className={styles.factsTitle}>At a Glance</h3>
          <dl className={styles.factList}>
            <div>
              <dt>Name</dt>
              <dd>{site.name}</dd>
            </div>
            <div>
              <dt>Role</dt>
              <dd>{site.jobTitle}</dd>
            </div>
            <div>
              <dt>Company</dt>
              <dd>{site.company}</dd>
            </div>
            <div>
              <dt>Based in</dt>
              <dd>
                {site.location.label}, serving {site.location.serviceArea}
              </dd>
            </div>
            <div>
              <dt>Experience</dt>
              <dd>{site.yearsOfExperience} years in SEO and digital marketing</dd>
            </div>
            <div>
              <dt>Certifications</dt>
              <dd>
                <Link to={pages.certifications.path}>
                  {certifications.length} professional certifications
                </Link>
              </dd>
            </div>
          </dl>
        </Card>
      </div>
    </Section>
  );
}

const principles: readonly {readonly title: string; readonly text: string}[] = [
  {
    title: 'Strategy First',
    text: 'Tactics are cheap; choosing the right ones is not. Every engagement starts with an audit of where you stand and a written strategy tied to revenue, so no hour is spent on work that does not move the business.',
  },
  {
    title: 'Oversight, Not Hand-Offs',
    text: 'A plan is only as good as its execution. I review the work, check it against the strategy and adjust course as the data comes in, so you have one senior person accountable for the outcome.',
  },
  {
    title: 'White-Label Execution, Openly',
    text: 'Writing, development and link building are done by your team or by specialist white-label partners I have vetted. You know who does what and what it costs, with no hidden markups.',
  },
];

function Philosophy(): ReactNode {
  return (
    <Section
      id="philosophy"
      variant="muted"
      headline={{
        title: 'My Philosophy',
        subtitle: 'Three principles shape every engagement, whatever its size.',
      }}>
      <Grid as="ol" columns={{md: 3}}>
        {principles.map((principle, index) => (
          <Card key={principle.title} as="li" className={styles.principle}>
            <span className={styles.principleNumber} aria-hidden="true">
              0{index + 1}
            </span>
            <h3 className={styles.principleTitle}>{principle.title}</h3>
            <p className={styles.principleText}>{principle.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

const engagementSteps: readonly ProcessStep[] = [
  {
    name: 'Strategy Call',
    description: `A ${site.strategyCallMinutes}-minute conversation about your goals, your market and what you have tried so far. You leave with an honest view of what would help.`,
  },
  {
    name: 'Choose the Right Format',
    description:
      'Hourly sessions for focused questions, a fixed project for an audit or roadmap, or monthly oversight for ongoing campaigns. Scope and price are agreed in writing first.',
  },
  {
    name: 'Strategy, Then Execution',
    description:
      'I deliver the strategy and action plan, then coordinate with your team or my white-label partners and review the work against the plan.',
  },
  {
    name: 'Review and Refine',
    description:
      'Regular check-ins on rankings, traffic and leads. What works gets more investment; what does not gets fixed or dropped.',
  },
];

function Engagements(): ReactNode {
  return (
    <ProcessSection
      id="how-engagements-work"
      variant="plain"
      headline={{
        title: 'How Engagements Work',
        subtitle: 'Clear steps, clear pricing and no long-term lock-in.',
      }}
      steps={engagementSteps}>
      <Card tone="accent" className={styles.rates}>
        <h3 className={styles.ratesTitle}>Consulting Rates</h3>
        <ul className={styles.rateList}>
          {plans.map((plan) => (
            <li key={plan.id} className={styles.rate}>
              <span className={styles.rateName}>{plan.name}</span>
              <span className={styles.ratePrice}>{formatPlanPrice(plan)}</span>
              {formatMinimum(plan) && (
                <span className={styles.rateTerms}>{formatMinimum(plan)}</span>
              )}
            </li>
          ))}
        </ul>
        <Link to={pages.pricing.path} className={styles.ratesLink}>
          Compare what each plan includes
        </Link>
      </Card>
    </ProcessSection>
  );
}

function Proof(): ReactNode {
  return (
    <Section
      id="credentials"
      variant="muted"
      headline={{
        title: 'Credentials and Results',
        subtitle: 'Don’t take my word for it: check the certifications and read the case study.',
      }}>
      <CardGrid
        items={[
          {
            eyebrow: 'Training',
            title: 'Certifications',
            description: `${certifications.length} certifications from programmes such as Google, HubSpot, Semrush and Meta, with links to verify each one.`,
            to: pages.certifications.path,
            cta: 'View certifications',
          },
          {
            eyebrow: 'Case study',
            title: featuredCaseStudy.title,
            description: featuredCaseStudy.excerpt,
            to: caseStudyPath(featuredCaseStudy),
            cta: 'Read the case study',
          },
          {
            eyebrow: 'Contact',
            title: 'Book a Strategy Call',
            description: `Tell me about your business in a ${site.strategyCallMinutes}-minute call, or send an email if you prefer to start in writing.`,
            to: contactPath,
            cta: 'Get in touch',
          },
        ]}
      />
    </Section>
  );
}
