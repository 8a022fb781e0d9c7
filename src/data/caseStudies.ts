/**
 * Case studies. Each has its long form in src/content/case-studies/SLUG.mdx and is listed on
 * /case-studies.
 */
export type CaseStudyCategory = 'SEO' | 'Content Strategy' | 'Digital Marketing';

export interface CaseStudy {
  readonly slug: string;
  readonly title: string;
  readonly category: CaseStudyCategory;
  readonly excerpt: string;
  /** Date of publication (ISO 8601). */
  readonly date: string;
  /** Headline results, shown on the card and the page. */
  readonly results: readonly {readonly value: string; readonly label: string}[];
}

export const caseStudiesBase = '/case-studies';

export const caseStudies = [
  {
    slug: 'seo-consultant-ranks-1-in-24-hours',
    title: 'How an SEO Consultant Ranked #1 in 24 Hours',
    category: 'SEO',
    excerpt:
      'By publishing on a high-authority platform instead of a brand-new website, one campaign reached the #1 position within 24 hours, then brought in 21,000+ organic page views and hundreds of leads.',
    date: '2025-09-05',
    results: [
      {value: '#1', label: 'ranking within 24 hours'},
      {value: '21,000+', label: 'organic page views'},
      {value: 'Hundreds', label: 'of leads'},
    ],
  },
] as const satisfies readonly CaseStudy[];

export type CaseStudyEntry = (typeof caseStudies)[number];

export function caseStudyPath(caseStudy: Pick<CaseStudy, 'slug'>): string {
  return `${caseStudiesBase}/${caseStudy.slug}`;
}

/** The case study the service and area pages point to as proof. */
export const featuredCaseStudy: CaseStudyEntry = caseStudies[0];
