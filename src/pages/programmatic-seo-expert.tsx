import type {ReactNode} from 'react';
import CallToAction from '@site/src/components/CallToAction';
import CheckList from '@site/src/components/CheckList';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Page from '@site/src/components/Page';
import {ProcessSection} from '@site/src/components/ProcessSteps';
import ProseSection from '@site/src/components/ProseSection';
import {ResultsSection} from '@site/src/components/ResultsBox';
import Section, {RevealAmount, SectionNote} from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import Copy from '@site/src/content/services/programmatic-seo-expert.mdx';
import {processes} from '@site/src/data/process';
import {serviceBySlug} from '@site/src/data/services';
import {site} from '@site/src/data/site';

const service = serviceBySlug('programmatic-seo-expert');

const whyHire: readonly ReactNode[] = [
  <>
    <strong>The costly mistakes happen before launch.</strong> A query pattern without real demand,
    or a dataset too thin to tell pages apart, cannot be fixed by a better template. I validate both
    before anything is built.
  </>,
  <>
    <strong>Indexation has to be managed, not hoped for.</strong> Canonical rules, noindex
    thresholds for pages with too little data, and XML sitemaps split by template show exactly what
    Google indexes and what it ignores.
  </>,
  <>
    <strong>Quality rules protect the whole domain.</strong> Minimum data per page, unique copy
    blocks and pruning rules keep a large page set on the right side of Google’s spam policies.
  </>,
  <>
    <strong>Developers need a specification, not a brainstorm.</strong> URL patterns, template
    fields, internal linking logic and schema markup are defined precisely, so your developers or my
    partners build it once.
  </>,
];

const services: readonly Feature[] = [
  {
    title: 'Opportunity and Pattern Research',
    text: (
      <p>
        Finding the head terms and modifiers with real demand, sizing how many pages each pattern
        justifies, and checking what already ranks for them.
      </p>
    ),
  },
  {
    title: 'Data Sourcing Strategy',
    text: (
      <p>
        Auditing your first-party data, identifying public or licensed sources that add value, and
        defining the fields that make each page unique.
      </p>
    ),
  },
  {
    title: 'Template Design',
    text: (
      <p>
        The content blocks, dynamic elements, copy variations, calls to action and structured data
        each template needs to beat the pages already ranking.
      </p>
    ),
  },
  {
    title: 'Architecture and Internal Linking',
    text: (
      <p>
        URL structure, hub and category pages, related-page links and breadcrumbs, so search engines
        can discover every page and understand how the set fits together.
      </p>
    ),
  },
  {
    title: 'Indexation and Quality Control',
    text: (
      <p>
        Launching in batches, segmented sitemaps, canonical and noindex rules, and monitoring in
        Google Search Console before the next batch goes live.
      </p>
    ),
  },
  {
    title: 'Performance Monitoring and Pruning',
    text: (
      <p>
        Tracking indexation, impressions, rankings and conversions by template, then improving,
        consolidating or removing the pages that underperform.
      </p>
    ),
  },
];

const goodFits: readonly Feature[] = [
  {
    title: 'E-commerce',
    text: (
      <p>
        Stores with large catalogs where shoppers search for combinations of brand, material, size
        or use that your navigation has no page for.
      </p>
    ),
  },
  {
    title: 'Real Estate',
    text: (
      <p>
        Brokerages, property managers and portals with listing, neighborhood and market data that
        changes often enough to keep pages current.
      </p>
    ),
  },
  {
    title: 'Travel',
    text: (
      <p>
        Tour operators, booking sites and travel publishers with destination, route or accommodation
        data and seasonal pricing.
      </p>
    ),
  },
  {
    title: 'SaaS',
    text: (
      <p>
        Software companies with integrations, templates, use cases or competitor comparisons, each
        answering a distinct search.
      </p>
    ),
  },
  {
    title: 'Marketplaces',
    text: (
      <p>
        Two-sided platforms whose providers, listings or sellers map naturally onto category and
        location searches.
      </p>
    ),
  },
];

const reasonsToChoose: readonly Feature[] = [
  {
    title: `${site.yearsOfExperience} Years in SEO`,
    text: (
      <p>
        Long enough to have watched scaled-content shortcuts rise and then get penalized, and to
        know which approaches keep working after the next update.
      </p>
    ),
  },
  {
    title: 'Strategy and Oversight in One Place',
    text: (
      <p>
        I set the strategy and stay involved through launch and beyond, reviewing what your
        developers or my white-label partners build before it goes live.
      </p>
    ),
  },
  {
    title: 'Quality Over Page Count',
    text: (
      <p>
        A smaller set of pages that get indexed and rank beats a huge set that Google ignores. Every
        template gets a minimum-data rule and a plan for pages that fall short.
      </p>
    ),
  },
  {
    title: `Based in ${site.location.label}`,
    text: (
      <p>
        I serve {site.location.serviceArea}, working remotely with in-house teams, developers and
        agencies wherever they are.
      </p>
    ),
  },
];

export default function ProgrammaticSeoExpert(): ReactNode {
  return (
    <Page
      title={service.title}
      description={`Programmatic SEO consulting from ${site.location.label}: data, templates and quality rules for large page sets that get indexed and rank.`}>
      {/* The spec: sections of this page animate in when half of them is visible. */}
      <RevealAmount value={0.5}>
        <Hero
          tagline="Programmatic SEO Expert"
          title={service.title}
          lead="Programmatic SEO can put hundreds of useful pages in front of searchers, or fill your site with thin near-duplicates that Google ignores. I plan the data, templates and quality rules that decide which one you get."
          actions={<HeroActions />}
        />

        <ProseSection id="what-is-programmatic-seo" headline={{title: 'What Is Programmatic SEO?'}}>
          <Copy />
        </ProseSection>

        <Section
          id="why-hire"
          variant="muted"
          headline={{
            title: 'Why Hire a Programmatic SEO Consultant',
            subtitle: 'At scale, small planning mistakes are multiplied across every page.',
          }}>
          <CheckList items={whyHire} columns={2} />
        </Section>

        <Section
          id="services"
          headline={{
            title: 'My Programmatic SEO Services',
            subtitle: 'From the first keyword pattern to the pages you prune a year after launch.',
          }}>
          <FeatureGrid items={services} columns={3} />
        </Section>

        <Section
          id="who-it-suits"
          variant="muted"
          headline={{
            title: 'Who Programmatic SEO Suits',
            subtitle:
              'Businesses with structured data and search demand that repeats across many variations.',
          }}>
          <FeatureGrid items={goodFits} columns={3} />
          <SectionNote>
            If you have only a few dozen meaningful variations, or no data that sets one page apart
            from the next, carefully written individual pages will serve you better.
          </SectionNote>
        </Section>

        <ResultsSection
          title="Strategy Before Scale"
          intro="Page count never replaces precise targeting. This campaign shows what one page built around a single search, on a domain search engines already trust, can achieve. The same thinking goes into every template I plan."
        />

        <ProcessSection
          headline={{
            title: 'How a Programmatic SEO Engagement Works',
            subtitle: 'Nothing is generated until the roadmap is agreed.',
          }}
          steps={processes.programmatic}
        />

        <Section
          id="why-choose-me"
          headline={{
            title: 'Why Choose Me for Programmatic SEO',
            subtitle: 'Independent advice from someone accountable for what gets indexed.',
          }}>
          <FeatureGrid items={reasonsToChoose} />
        </Section>

        <CallToAction
          title="Let’s See if Programmatic SEO Fits Your Data"
          text={`Bring your dataset or just the idea. In a ${site.strategyCallMinutes}-minute call we will check whether the search demand and the data are there before you invest in building anything.`}
        />
      </RevealAmount>
    </Page>
  );
}
