/**
 * The site's fixed pages: one entry per route that a file in src/pages (or the docs and blog
 * plugins) serves. Navigation, the HTML sitemap, breadcrumbs and tests read paths from here.
 */
export interface PageEntry {
  readonly path: string;
  /** Short name used in navigation, breadcrumbs and the HTML sitemap. */
  readonly name: string;
}

export const pages = {
  home: {path: '/', name: 'Home'},
  about: {path: '/about', name: 'About'},
  certifications: {path: '/about/certifications', name: 'Certifications'},
  services: {path: '/services', name: 'Services'},
  pricing: {path: '/pricing', name: 'Pricing'},
  resources: {path: '/resources', name: 'Resources'},
  contact: {path: '/contact', name: 'Contact'},
  sitemap: {path: '/sitemap', name: 'Sitemap'},
  privacyPolicy: {path: '/privacy-policy', name: 'Privacy Policy'},
  termsOfService: {path: '/terms-of-service', name: 'Terms of Service'},
  affiliateDisclosure: {path: '/affiliate-disclosure', name: 'Affiliate Disclosure'},
  areasServed: {path: '/areas-served', name: 'Areas Served'},
  industries: {path: '/industries-served', name: 'Industries Served'},
  caseStudies: {path: '/case-studies', name: 'Case Studies'},
  blog: {path: '/blog', name: 'Blog'},
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;
