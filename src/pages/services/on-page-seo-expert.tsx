import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CallToAction from '@site/src/components/CallToAction';
import CheckList from '@site/src/components/CheckList';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Page from '@site/src/components/Page';
import {ProcessSection} from '@site/src/components/ProcessSteps';
import ProseSection from '@site/src/components/ProseSection';
import {ResultsSection} from '@site/src/components/ResultsBox';
import Section from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import Copy from '@site/src/content/services/on-page-seo-expert.mdx';
import {caseStudyPath, featuredCaseStudy} from '@site/src/data/caseStudies';
import {industries, industryPath} from '@site/src/data/industries';
import {processes} from '@site/src/data/process';
import {serviceBySlug} from '@site/src/data/services';
import {site} from '@site/src/data/site';

const service = serviceBySlug('on-page-seo-expert');

function industryLink(slug: string): ReactNode {
  const industry = industries.find((entry) => entry.slug === slug);
  if (!industry) {
    throw new Error(`Unknown industry "${slug}"`);
  }
  return <Link to={industryPath(industry)}>{industry.title}</Link>;
}

/** What every on-page engagement reviews; the spec fixes this list at seven items. */
const coverage: readonly ReactNode[] = [
  <>
    <strong>Search intent and keyword mapping:</strong> one primary topic per page, so your pages
    stop competing with each other for the same searches.
  </>,
  <>
    <strong>Title tags, meta descriptions and URLs</strong> written to earn the click, not just to
    contain a keyword.
  </>,
  <>
    <strong>Headings and content:</strong> a logical outline, gaps in the topic filled, and thin or
    outdated sections rewritten or removed.
  </>,
  <>
    <strong>Internal linking:</strong> descriptive anchor text, and links from your strongest pages
    to the ones that need support.
  </>,
  <>
    <strong>Images and media:</strong> useful alt text, sensible file names, explicit dimensions and
    compression that keeps pages fast.
  </>,
  <>
    <strong>Structured data:</strong> schema.org markup for your organization, services, products,
    articles and breadcrumbs, validated against Google’s rich result requirements.
  </>,
  <>
    <strong>Trust and conversion signals:</strong> clear authorship, current facts, visible contact
    details and calls to action, so visitors who arrive can act.
  </>,
];

const businessTypes: readonly Feature[] = [
  {
    title: 'Small Businesses',
    text: (
      <p>
        Your service and location pages do the selling before anyone calls. I make sure each one
        targets the searches local customers actually use and answers the questions they ask before
        they get in touch.
      </p>
    ),
  },
  {
    title: 'E-commerce Stores',
    text: (
      <p>
        Category and product pages are optimized at the template level, so one improvement reaches
        every product, and duplicate manufacturer descriptions stop holding the catalog back.
      </p>
    ),
  },
  {
    title: 'Consultants and Solopreneurs',
    text: (
      <p>
        When your expertise is the product, your pages have to prove it. I sharpen your service
        pages and articles so they rank for the problems your clients search for. See also{' '}
        {industryLink('seo-for-independent-consultants')} and {industryLink('seo-for-solopreneurs')}
        .
      </p>
    ),
  },
  {
    title: 'SaaS and Service Firms',
    text: (
      <p>
        Feature, use-case, comparison and pricing pages each serve a different stage of the buying
        decision. I map each to the right searches so they support each other instead of competing.
      </p>
    ),
  },
];

const reasonsToHire: readonly Feature[] = [
  {
    title: 'Prioritized by Impact',
    text: (
      <p>
        Recommendations are ranked by expected impact and effort, starting with pages that already
        earn impressions in Google Search Console but too few clicks.
      </p>
    ),
  },
  {
    title: 'Specific Enough to Implement',
    text: (
      <p>
        Every recommendation names the page, the change and the reason: rewritten titles, suggested
        headings, internal link targets. Writers and developers do not have to interpret anything.
      </p>
    ),
  },
  {
    title: 'Independent Advice',
    text: (
      <p>
        My fee is for advice and oversight, not for the volume of content produced, so there is no
        incentive to recommend more work than your pages need.
      </p>
    ),
  },
  {
    title: `${site.yearsOfExperience} Years of Experience`,
    text: (
      <p>
        Long enough to know which on-page practices hold up through algorithm updates and which ones
        only looked good in a spreadsheet.
      </p>
    ),
  },
];

export default function OnPageSeoExpert(): ReactNode {
  return (
    <Page
      title={`${service.title} Services`}
      description={`On-page SEO consulting from ${site.location.label}: intent mapping, titles, content, internal links and structured data, prioritized page by page.`}>
      <Hero
        tagline="On-Page SEO Expert"
        title={service.title}
        lead="Rankings are won or lost on the page itself: what it targets, how well it answers the search and how clearly it signals both to Google. I audit your most important pages and give your team a page-by-page plan to fix what is holding them back."
        actions={
          <HeroActions
            label="Start Your Audit"
            secondary={{label: 'Read the Case Study', to: caseStudyPath(featuredCaseStudy)}}
          />
        }
      />

      <ProseSection id="what-is-on-page-seo" headline={{title: 'What On-Page SEO Means'}}>
        <Copy />
      </ProseSection>

      <Section
        id="coverage"
        variant="muted"
        headline={{
          title: 'What My On-Page SEO Covers',
          subtitle: 'The areas I review on every page that matters to your business.',
        }}>
        <CheckList items={coverage} columns={2} />
      </Section>

      <Section
        id="who-it-helps"
        headline={{
          title: 'Who On-Page SEO Helps',
          subtitle: 'The principles are the same; the pages that matter most are not.',
        }}>
        <FeatureGrid items={businessTypes} />
      </Section>

      <ProcessSection
        id="approach"
        headline={{
          title: 'My On-Page SEO Approach',
          subtitle: 'Four steps from audit to measurable improvement.',
        }}
        steps={processes.onPage}
      />

      <Section
        id="why-hire"
        headline={{
          title: 'Why Hire an On-Page SEO Consultant',
          subtitle: 'A second pair of expert eyes, with recommendations your team can act on.',
        }}>
        <FeatureGrid items={reasonsToHire} />
      </Section>

      <ResultsSection
        variant="muted"
        title="See the Results in Practice"
        intro="A page that answers one search precisely, published where search engines already extend trust, can rank remarkably fast. This case study shows how one campaign did it."
      />

      <CallToAction
        title="Get a Page-by-Page Plan"
        text="Start with an audit of your most important pages. You will see exactly what to change, in what order, and why."
        label="Start Your Audit"
      />
    </Page>
  );
}
