/**
 * Industries with a page under /industries-served/. An industry whose copy exists as
 * src/content/industries/SLUG.mdx gets its dedicated page; one without renders the fallback layout.
 */
export interface Industry {
  readonly slug: string;
  readonly title: string;
  /** Text of the card on /industries-served. */
  readonly description: string;
}

export const industriesBase = '/industries-served';

export const industries = [
  {
    slug: 'cryptocurrency-seo',
    title: 'Cryptocurrency SEO',
    description:
      'Search strategy for exchanges, wallets and Web3 projects that must earn trust in a skeptical, heavily regulated market.',
  },
  {
    slug: 'it-consultant-marketing',
    title: 'IT Consultant Marketing',
    description:
      'Positioning, content and lead generation for managed service providers and independent IT consultants.',
  },
  {
    slug: 'cybersecurity-seo',
    title: 'Cybersecurity SEO',
    description:
      'Technical content and authority building for security firms selling to buyers who research before they call.',
  },
  {
    slug: 'seo-for-cbd',
    title: 'SEO for CBD Brands',
    description:
      'Compliant content and organic growth for CBD brands that cannot rely on most paid advertising platforms.',
  },
  {
    slug: 'seo-for-solopreneurs',
    title: 'SEO for Solopreneurs',
    description:
      'A lean, realistic SEO plan for one-person businesses that need results without a full-time marketing hire.',
  },
  {
    slug: 'seo-for-independent-consultants',
    title: 'SEO for Independent Consultants',
    description:
      'Visibility for consultants whose expertise is the product: thought leadership that ranks and converts.',
  },
  {
    slug: 'seo-for-fractionals',
    title: 'SEO for Fractional Executives',
    description:
      'Personal-brand SEO for fractional CMOs, CFOs and COOs who win clients on reputation and referrals.',
  },
] as const satisfies readonly Industry[];

export type IndustryEntry = (typeof industries)[number];

export function industryPath(industry: Pick<Industry, 'slug'>): string {
  return `${industriesBase}/${industry.slug}`;
}
