/** Header and footer navigation. docusaurus.config.ts turns these into the navbar and footer. */
import {hubPath, hubs} from './services';
import {pages} from './pages';
import {contactPath, site} from './site';

export interface NavLink {
  readonly label: string;
  readonly to: string;
}

/**
 * A header dropdown. Its links are in the page's HTML, so without JavaScript they still show on
 * hover and keyboard focus; in the mobile menu they form a section under the label.
 */
export interface NavDropdown {
  readonly label: string;
  readonly items: readonly NavLink[];
}

const link = (page: {path: string; name: string}, label: string = page.name): NavLink => ({
  label,
  to: page.path,
});

export const headerDropdown: NavDropdown = {
  label: 'About',
  items: [link(pages.about, 'About Me'), link(pages.certifications)],
};

export const headerLinks: readonly NavLink[] = [
  link(pages.services),
  link(pages.areasServed),
  link(pages.industries, 'Industries'),
  link(pages.caseStudies),
  link(pages.blog),
  link(pages.pricing),
];

export const headerCallToAction: NavLink = {label: 'Let’s Talk', to: contactPath};

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Navigation',
    links: [
      link(pages.about),
      link(pages.services),
      link(pages.blog),
      link(pages.contact),
      link(pages.sitemap),
    ],
  },
  {
    title: 'Services',
    links: hubs.map((hub) => ({label: hub.name, to: hubPath(hub)})),
  },
  {
    title: 'Legal',
    links: [link(pages.privacyPolicy), link(pages.termsOfService), link(pages.affiliateDisclosure)],
  },
];

export const footerSocialTitle = 'Connect';

export const footerSocialLinks = site.socials.map((social) => ({
  label: social.network,
  href: social.url,
}));

export function copyrightLine(year: number): string {
  // The business's name and location on every page (the structured data states both).
  return `© ${year} ${site.company}, ${site.location.label}. All rights reserved.`;
}
