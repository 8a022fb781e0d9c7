/**
 * The site's routes as SPEC.md and DECISIONS.md state them, written out independently of
 * src/data/*.ts on purpose: the browser tests check the build against the specification, so a
 * path that drifts in the data modules fails here instead of silently moving with them.
 */

/** Top-level pages. */
export const topLevelRoutes = [
  '/',
  '/about',
  '/about/certifications',
  '/services',
  '/pricing',
  '/resources',
  '/contact',
  '/sitemap',
  '/privacy-policy',
  '/terms-of-service',
  '/affiliate-disclosure',
];

/** The three hubs and the service pages under /services/. */
export const serviceSlugs = [
  'seo-consultant',
  'freelance-content-strategist',
  'digital-marketing-consultant-for-small-businesses',
  'on-page-seo-expert',
  'off-page-seo-expert',
  'technical-seo-expert',
  'local-seo-expert',
  'e-commerce-seo-expert',
  'enterprise-seo-expert',
  'amazon-seo-expert',
  'freelance-social-media-content-strategist',
  'freelance-seo-content-strategy-services',
  'freelance-youtube-strategist',
  'freelance-aeo-content-strategy-services',
  'general-digital-marketing-strategy',
  'e-mail-newsletter-consultant',
  'paid-linkedin-marketing-consultant',
  'ott-ctv-marketing-consultant',
  'paid-social-media-consultant',
  'airtable-content-calendar-strategist',
  'digital-pr-strategic-marketing-consultant',
  'marketing-automation-consultant',
  'ai-cold-calling-service',
];

/** The two area pages and the six region pages (three DMV, three Hub City). */
export const areaRoutes = [
  '/areas-served',
  '/areas-served/dmv/online-marketing-consultant',
  '/areas-served/hub-city/internet-marketing-consultant',
];

export const regionRoutes = [
  '/washington-dc-freelance-marketing-consultant',
  '/southern-md-freelance-marketing-consultant',
  '/northern-va-freelance-marketing-consultant',
  '/western-md-freelance-marketing-consultant',
  '/eastern-panhandle-wv-freelance-marketing-consultant',
  '/south-central-pa-freelance-marketing-consultant',
];

export const industriesIndex = '/industries-served';

export const industrySlugs = [
  'cryptocurrency-seo',
  'it-consultant-marketing',
  'cybersecurity-seo',
  'seo-for-cbd',
  'seo-for-solopreneurs',
  'seo-for-independent-consultants',
  'seo-for-fractionals',
];

export const caseStudyRoute = '/case-studies/seo-consultant-ranks-1-in-24-hours';
export const blogPostRoute = '/blog/my-first-blog-post';
export const authorRoute = '/author/daniel-brooks';

/** Every page of the spec's route table (57 paths), each expected to answer 200. */
export const specRoutes = [
  ...topLevelRoutes,
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  '/programmatic-seo-expert',
  ...areaRoutes,
  ...regionRoutes,
  industriesIndex,
  ...industrySlugs.map((slug) => `${industriesIndex}/${slug}`),
  '/case-studies',
  caseStudyRoute,
  '/blog',
  blogPostRoute,
  authorRoute,
];

/** Redirects: the source answers and the browser ends on the target, replacing the history entry. */
export const redirectRoutes = [
  {from: '/industries', to: industriesIndex},
  {from: '/on-page-seo-expert', to: '/services/on-page-seo-expert'},
  {from: '/case-studies/authority-hacking-seo-strategy', to: caseStudyRoute},
];

/** Footer: internal columns and the five social networks (SPEC "Shared header and footer"). */
export const footerInternalRoutes = [
  '/about',
  '/services',
  '/blog',
  '/contact',
  '/sitemap',
  '/privacy-policy',
  '/terms-of-service',
  '/affiliate-disclosure',
];

export const socialNetworks = ['Twitter', 'LinkedIn', 'YouTube', 'Medium', 'Substack'];

/** A page the spec describes as long (the case study), used for the scroll tests. */
export const longRoute = caseStudyRoute;

/** Not-found page: links back to these. */
export const notFoundLinks = ['/', '/services', '/contact'];
