/**
 * Header and footer navigation, by the path of each page; a link's label is the page's name unless
 * one is given here. docusaurus.config.ts resolves them against the content model
 * (src/lib/content/navigation.ts), so a link to a page that does not exist fails the build.
 */
import {site} from './site';

export interface NavItem {
  readonly path: string;
  /** The link text, where it is not the page's name. */
  readonly label?: string;
}

/** The About dropdown of the header. */
export const headerDropdown = {
  label: 'About',
  items: [{path: '/about', label: 'About Me'}, {path: '/about/certifications'}],
} as const satisfies {label: string; items: readonly NavItem[]};

export const headerLinks = [
  {path: '/services'},
  {path: '/areas-served'},
  {path: '/industries-served', label: 'Industries'},
  {path: '/case-studies'},
  {path: '/blog'},
  {path: '/pricing'},
] as const satisfies readonly NavItem[];

/** The header's button, which leads to the contact page like every call to action. */
export const headerCallToAction = {label: 'Let’s Talk'} as const;

/** The footer's "Navigation" column; the "Services" column lists the hubs, "Legal" the legal pages. */
export const footerNavigation = {
  title: 'Navigation',
  items: [
    {path: '/about'},
    {path: '/services'},
    {path: '/blog'},
    {path: '/contact'},
    {path: '/sitemap'},
  ],
} as const satisfies {title: string; items: readonly NavItem[]};

export const footerServicesTitle = 'Services';
export const footerLegalTitle = 'Legal';
export const footerSocialTitle = 'Connect';

export const footerSocialLinks = site.socials.map((social) => ({
  label: social.network,
  href: social.url,
}));

export function copyrightLine(year: number): string {
  // The business's name and location on every page (the structured data states both).
  return `© ${year} ${site.company}, ${site.location.label}. All rights reserved.`;
}
