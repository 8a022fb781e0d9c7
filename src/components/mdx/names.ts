/**
 * The section components every MDX file can use without an import: the name an MDX file writes,
 * the module that defines it and the export (default when not given). When a file is compiled,
 * src/lib/mdx/importSections.ts adds an import for each of these it uses, so a page's JavaScript
 * carries the components it shows and no others; the build refuses any other capitalised element
 * that a file does not import itself (src/lib/mdx/checkContent.ts).
 */
export const sectionComponents = {
  Article: {from: '@site/src/components/Article'},
  Audience: {from: '@site/src/components/Home/WhoIWorkWith', export: 'Audience'},
  Audiences: {from: '@site/src/components/Home/WhoIWorkWith'},
  AuthorPosts: {from: '@site/src/components/AuthorProfile', export: 'AuthorPosts'},
  AuthorProfile: {from: '@site/src/components/AuthorProfile', export: 'AuthorProfile'},
  BackLink: {from: '@site/src/components/BackLink'},
  Biography: {from: '@site/src/components/Biography'},
  BookingButton: {from: '@site/src/components/BookingButton'},
  BookingConfirmation: {from: '@site/src/components/BookingConfirmation'},
  CallToAction: {from: '@site/src/components/CallToAction'},
  CaseStudyResult: {from: '@site/src/components/CaseStudyResults', export: 'CaseStudyResult'},
  CaseStudyResults: {from: '@site/src/components/CaseStudyResults'},
  CertificationCount: {from: '@site/src/components/Certifications', export: 'CertificationCount'},
  Certifications: {from: '@site/src/components/Certifications'},
  CertificationsTeaser: {from: '@site/src/components/Home/CertificationsTeaser'},
  CheckList: {from: '@site/src/components/CheckList'},
  ConsultantCard: {from: '@site/src/components/ConsultantCard'},
  ConsultingRates: {from: '@site/src/components/ConsultingRates'},
  CopyEmail: {from: '@site/src/components/Email', export: 'CopyEmail'},
  EmailLink: {from: '@site/src/components/Email', export: 'EmailLink'},
  EmailNote: {from: '@site/src/components/Email'},
  Fact: {from: '@site/src/components/Biography', export: 'Fact'},
  Facts: {from: '@site/src/components/Biography', export: 'Facts'},
  Faq: {from: '@site/src/components/Faq'},
  Feature: {from: '@site/src/components/FeatureGrid', export: 'Feature'},
  FeaturedCaseStudyCard: {from: '@site/src/components/FeaturedCaseStudy'},
  FeaturedCaseStudyLink: {
    from: '@site/src/components/FeaturedCaseStudy',
    export: 'FeaturedCaseStudyLink',
  },
  Features: {from: '@site/src/components/FeatureGrid'},
  Figure: {from: '@site/src/components/ResponsiveImage', export: 'Figure'},
  Hero: {from: '@site/src/components/Hero'},
  Highlights: {from: '@site/src/components/Highlights'},
  HomeHero: {from: '@site/src/components/Home/Hero'},
  HtmlSitemap: {from: '@site/src/components/HtmlSitemap'},
  Image: {from: '@site/src/components/ResponsiveImage'},
  Intro: {from: '@site/src/components/Intro'},
  LinkCard: {from: '@site/src/components/CardGrid/LinkCards', export: 'LinkCard'},
  LinkCards: {from: '@site/src/components/CardGrid/LinkCards'},
  MeasurementPolicy: {from: '@site/src/components/MeasurementPolicy'},
  MoreLink: {from: '@site/src/components/Home/WhoIWorkWith', export: 'MoreLink'},
  Note: {from: '@site/src/components/Home/WhatIDo'},
  Outcome: {from: '@site/src/components/Home/HowICanHelp', export: 'Outcome'},
  Outcomes: {from: '@site/src/components/Home/HowICanHelp'},
  PageCards: {from: '@site/src/components/CardGrid/PageCards'},
  Panel: {from: '@site/src/components/Panel'},
  PlanCards: {from: '@site/src/components/PlanCards'},
  Price: {from: '@site/src/components/Price'},
  Principle: {from: '@site/src/components/Principles', export: 'Principle'},
  Principles: {from: '@site/src/components/Principles'},
  ProcessSteps: {from: '@site/src/components/ProcessSteps'},
  Prose: {from: '@site/src/components/Prose'},
  Published: {from: '@site/src/components/Published'},
  Question: {from: '@site/src/components/Faq', export: 'Question'},
  Reason: {from: '@site/src/components/Reasons', export: 'Reason'},
  Reasons: {from: '@site/src/components/Reasons'},
  Results: {from: '@site/src/components/ResultsBox'},
  ResultsBox: {from: '@site/src/components/ResultsBox', export: 'ResultsBox'},
  RevealAmount: {from: '@site/src/components/Section', export: 'RevealAmount'},
  Section: {from: '@site/src/components/Section'},
  SectionNote: {from: '@site/src/components/Section', export: 'SectionNote'},
  SocialProfiles: {from: '@site/src/components/AuthorProfile', export: 'SocialProfiles'},
  Step: {from: '@site/src/components/ProcessSteps', export: 'Step'},
  Testimonials: {from: '@site/src/components/Testimonials'},
} as const satisfies Record<string, SectionComponentSource>;

export interface SectionComponentSource {
  /** The module, as the bundler resolves it. */
  readonly from: string;
  /** Its named export; the default export when not given. */
  readonly export?: string;
}

export type SectionComponentName = keyof typeof sectionComponents;

export const sectionComponentNames = Object.keys(sectionComponents) as SectionComponentName[];

/**
 * Components that show a list of their own with its ItemList in the structured data (the plans,
 * the certifications): a page whose body uses one is about that list, and its WebPage says so.
 */
export const listComponentNames = [
  'PlanCards',
  'Certifications',
] as const satisfies readonly SectionComponentName[];

/** Components that show the cards of the pages the current page lists. */
export const cardComponentNames = ['PageCards'] as const satisfies readonly SectionComponentName[];

/** Components that cite the featured case study (its figures, its link). */
export const featuredCaseStudyComponentNames = [
  'FeaturedCaseStudyCard',
  'FeaturedCaseStudyLink',
  'HomeHero',
  'Results',
  'ResultsBox',
] as const satisfies readonly SectionComponentName[];

/**
 * Components that close a page with an invitation to get in touch: a case study without one ends
 * with the site's invitation to book a strategy call (src/templates/ContentPage).
 */
export const closingComponentNames = [
  'CallToAction',
] as const satisfies readonly SectionComponentName[];

/** The theme's components an MDX file can use without an import, as the theme's own pages can. */
export const themeComponents = {
  Head: {from: '@docusaurus/Head'},
  Details: {from: '@theme/Details'},
} as const satisfies Record<string, SectionComponentSource>;
