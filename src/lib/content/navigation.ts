/**
 * The navbar and footer links of src/data/navigation.ts, resolved against the content model: each
 * names a page by its path and takes the page's name as its label unless it gives one. The
 * footer's "Services" column lists the hubs and its "Legal" column the legal pages, in their order.
 * The content plugin resolves them once the model is built and hands them to the header and footer
 * as its global data (src/plugins/content/globalData.ts).
 */
import {
  footerLegalTitle,
  footerNavigation,
  footerServicesTitle,
  headerDropdown,
  headerLinks,
  type NavItem,
} from '../../data/navigation';
import {contactPath} from '../../data/site';
import {ContentError} from './errors';
import type {ContentModel} from './model';

interface NavLink {
  readonly label: string;
  readonly to: string;
}

interface FooterColumn {
  readonly title: string;
  readonly links: readonly NavLink[];
}

function resolveNavItem(model: ContentModel, item: NavItem): NavLink {
  const entry = model.get(item.path);
  if (!entry) {
    throw new ContentError([
      {
        file: 'src/data/navigation.ts',
        message: `the link to ${item.path} leads to no page: use the path of a page of the site`,
      },
    ]);
  }
  return {label: item.label ?? entry.name, to: entry.path};
}

function headerNavigation(model: ContentModel, links: readonly NavItem[]) {
  return {
    dropdown: {
      label: headerDropdown.label,
      items: headerDropdown.items.map((item) => resolveNavItem(model, item)),
    },
    links: links.map((item) => resolveNavItem(model, item)),
  };
}

function footerColumns(model: ContentModel): FooterColumn[] {
  const hubs = model.listingPage('hubs');
  return [
    {
      title: footerNavigation.title,
      links: footerNavigation.items.map((item) => resolveNavItem(model, item)),
    },
    {
      title: footerServicesTitle,
      links: (hubs ? model.children(hubs.path) : []).map((hub) => ({
        label: hub.name,
        to: hub.path,
      })),
    },
    {
      title: footerLegalTitle,
      links: model
        .children('/')
        .filter((entry) => entry.kind === 'legal')
        .map((entry) => ({label: entry.name, to: entry.path})),
    },
  ];
}

export interface SiteNavigation {
  readonly header: ReturnType<typeof headerNavigation>;
  readonly footer: readonly FooterColumn[];
  /** Where the search control leads without JavaScript, and what an empty search offers. */
  readonly search: {readonly sitemap: NavLink; readonly contact: NavLink};
}

/** Everything the header and footer link to, resolved against the model. */
export function siteNavigation(model: ContentModel): SiteNavigation {
  const sitemapPage = model.listingPage('sitemap');
  const contactPage = model.get(contactPath);
  if (!sitemapPage || !contactPage) {
    throw new ContentError([
      {
        file: null,
        message: `the search control needs the HTML sitemap (a page with "lists: sitemap") and the contact page (${contactPath})`,
      },
    ]);
  }
  return {
    header: headerNavigation(model, headerLinks),
    footer: footerColumns(model),
    search: {
      sitemap: {label: sitemapPage.name, to: sitemapPage.path},
      contact: {label: contactPage.name, to: contactPage.path},
    },
  };
}
