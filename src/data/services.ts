/**
 * Every service the consultant offers: the three hubs, the pages under /services/ and the
 * programmatic SEO page. Hub pages, service cards, the coming-soon pages, the HTML sitemap and the
 * offer catalogue are all generated from this list.
 */

export type HubId = 'seo' | 'content' | 'small-business';

export interface Hub {
  readonly id: HubId;
  /** Name used in breadcrumbs, cards and back links ("Back to SEO Consulting"). */
  readonly name: string;
  readonly slug: string;
  /** Text of the card on /services. */
  readonly description: string;
}

export type ServiceStatus = 'live' | 'coming-soon';

export interface Service {
  readonly slug: string;
  /** The page's title (h1) and the card's heading. */
  readonly title: string;
  readonly hub: HubId;
  readonly status: ServiceStatus;
  /** Text of the card on the hub page. */
  readonly description: string;
  /** Pages outside /services/ (the programmatic SEO page) give their own path. */
  readonly path?: string;
}

const servicesBase = '/services';

export const hubs = [
  {
    id: 'seo',
    name: 'SEO Consulting',
    slug: 'seo-consultant',
    description:
      'Audits, roadmaps and hands-on oversight for on-page, technical, local, e-commerce and programmatic SEO, so the right people find you first.',
  },
  {
    id: 'content',
    name: 'Content Strategy',
    slug: 'freelance-content-strategist',
    description:
      'Editorial strategy for search, social, YouTube and answer engines: what to publish, where, and how to measure whether it works.',
  },
  {
    id: 'small-business',
    name: 'Small Business Consulting',
    slug: 'digital-marketing-consultant-for-small-businesses',
    description:
      'A senior marketing partner for owners without an in-house team: email, paid social, PR, automation and the plan that ties them together.',
  },
] as const satisfies readonly Hub[];

export const services = [
  // SEO consulting
  {
    slug: 'on-page-seo-expert',
    title: 'On-Page SEO Consulting',
    hub: 'seo',
    status: 'live',
    description:
      'Titles, content, internal links and structured data tuned page by page so search engines understand what you offer.',
  },
  {
    slug: 'off-page-seo-expert',
    title: 'Off-Page SEO Consulting',
    hub: 'seo',
    status: 'coming-soon',
    description:
      'Authority building through digital PR, earned links and high-authority publishing platforms, without risky link schemes.',
  },
  {
    slug: 'technical-seo-expert',
    title: 'Technical SEO Consulting',
    hub: 'seo',
    status: 'coming-soon',
    description:
      'Crawlability, indexation, site speed and Core Web Vitals audits with fixes prioritized for your developers.',
  },
  {
    slug: 'local-seo-expert',
    title: 'Local SEO Consulting',
    hub: 'seo',
    status: 'coming-soon',
    description:
      'Google Business Profile, local citations, reviews and location pages that win the map pack in your service area.',
  },
  {
    slug: 'e-commerce-seo-expert',
    title: 'E-commerce SEO Consulting',
    hub: 'seo',
    status: 'coming-soon',
    description:
      'Category architecture, product page templates and faceted navigation that turn search demand into orders.',
  },
  {
    slug: 'enterprise-seo-expert',
    title: 'Enterprise SEO Consulting',
    hub: 'seo',
    status: 'coming-soon',
    description:
      'SEO governance for large sites and many stakeholders: roadmaps, templates and reporting that scale across teams.',
  },
  {
    slug: 'amazon-seo-expert',
    title: 'Amazon SEO Consulting',
    hub: 'seo',
    status: 'coming-soon',
    description:
      'Listing optimization, keyword research and review strategy that help your products rank inside Amazon search.',
  },
  {
    slug: 'programmatic-seo-expert',
    path: '/programmatic-seo-expert',
    title: 'Programmatic SEO Consulting',
    hub: 'seo',
    status: 'live',
    description:
      'Hundreds of useful, indexable pages generated from your data, planned so each one earns its place in the index.',
  },
  // Content strategy
  {
    slug: 'freelance-social-media-content-strategist',
    title: 'Social Media Content Strategy',
    hub: 'content',
    status: 'coming-soon',
    description:
      'Platform-by-platform content plans, formats and posting rhythms built around the audience you want to reach.',
  },
  {
    slug: 'freelance-seo-content-strategy-services',
    title: 'SEO Content Strategy',
    hub: 'content',
    status: 'coming-soon',
    description:
      'Topic clusters, content briefs and refresh plans that match search intent and build topical authority.',
  },
  {
    slug: 'freelance-youtube-strategist',
    title: 'YouTube Content Strategy',
    hub: 'content',
    status: 'coming-soon',
    description:
      'Channel positioning, video SEO and series planning that grow watch time and subscribers who become customers.',
  },
  {
    slug: 'freelance-aeo-content-strategy-services',
    title: 'AEO Content Strategy',
    hub: 'content',
    status: 'coming-soon',
    description:
      'Answer-engine optimization: content structured so AI assistants and answer boxes cite your brand.',
  },
  // Small business consulting
  {
    slug: 'general-digital-marketing-strategy',
    title: 'General Digital Marketing Strategy',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'A clear, budget-aware marketing plan: which channels to use, in what order, and how to tell what is working.',
  },
  {
    slug: 'e-mail-newsletter-consultant',
    title: 'Email Newsletter Consulting',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'Newsletter strategy, list growth and sequences that keep customers coming back and buying again.',
  },
  {
    slug: 'paid-linkedin-marketing-consultant',
    title: 'Paid LinkedIn Marketing Consulting',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'B2B targeting, offers and creative for LinkedIn campaigns that reach decision-makers without wasting budget.',
  },
  {
    slug: 'ott-ctv-marketing-consultant',
    title: 'OTT/CTV Marketing Consulting',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'Streaming TV advertising planned for local and niche audiences, with measurement you can trust.',
  },
  {
    slug: 'paid-social-media-consultant',
    title: 'Paid Social Media Consulting',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'Meta, TikTok and Pinterest campaign strategy: audiences, testing plans and budgets tied to revenue.',
  },
  {
    slug: 'airtable-content-calendar-strategist',
    title: 'Airtable Content Calendar Strategy',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'An Airtable content calendar your team will actually use, with workflows, statuses and reporting views.',
  },
  {
    slug: 'digital-pr-strategic-marketing-consultant',
    title: 'Digital PR Consulting',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'Story angles, media targets and outreach plans that earn coverage, credibility and authoritative links.',
  },
  {
    slug: 'marketing-automation-consultant',
    title: 'Automated Marketing Strategy Consulting',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'Lead capture, nurture sequences and CRM workflows that follow up automatically while you run the business.',
  },
  {
    slug: 'ai-cold-calling-service',
    title: 'AI Cold Calling Strategy',
    hub: 'small-business',
    status: 'coming-soon',
    description:
      'Responsible AI-assisted outbound calling: scripts, compliance checks and qualification flows that book meetings.',
  },
] as const satisfies readonly Service[];

export type HubEntry = (typeof hubs)[number];
export type ServiceEntry = (typeof services)[number];

export function hubPath(hub: Pick<Hub, 'slug'>): string {
  return `${servicesBase}/${hub.slug}`;
}

export function servicePath(service: Service): string {
  return service.path ?? `${servicesBase}/${service.slug}`;
}

export function hubById(id: HubId): HubEntry {
  const hub = hubs.find((h) => h.id === id);
  if (!hub) {
    throw new Error(`Unknown hub "${id}"`);
  }
  return hub;
}

export function servicesOfHub(id: HubId): Service[] {
  return services.filter((service) => service.hub === id);
}

export function serviceBySlug(slug: string): Service {
  const service = (services as readonly Service[]).find((s) => s.slug === slug);
  if (!service) {
    throw new Error(`Unknown service "${slug}"`);
  }
  return service;
}

/** Label of the back link on a coming-soon service page. */
export function backToHubLabel(id: HubId): string {
  return `Back to ${hubById(id).name}`;
}

/** Every path under /services/ (hubs and services), the programmatic page excluded. */
export function servicePaths(): string[] {
  return [...hubs.map(hubPath), ...(services as readonly Service[]).map(servicePath)].filter((p) =>
    p.startsWith(`${servicesBase}/`),
  );
}
