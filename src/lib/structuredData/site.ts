/**
 * The site-wide nodes of the structured-data graph: the business, the website, the consultant and
 * the catalogue of services. They are in the HTML of every page (docusaurus.config.ts puts them in
 * the head), under stable @ids that every page's own nodes refer to. Only names every page shows
 * appear here: the business (footer), the consultant and website (navbar), the hubs (footer).
 */
import type {
  Graph,
  IdReference,
  OfferCatalog,
  Person,
  ProfessionalService,
  WebSite,
} from 'schema-dts';

import {authorPath, logoPath, site} from '../../data/site';
import type {Crumb} from '../content/types';
import {absoluteUrl} from '../seo/metadata';

const root = `${site.url}/`;

/** Stable identifiers of the site-wide nodes. */
export const ids = {
  organization: `${root}#organization`,
  website: `${root}#website`,
  person: `${root}#person`,
  offerCatalog: `${root}#offer-catalog`,
} as const;

export const ref = (id: string): IdReference => ({'@id': id});

export const language = 'en';

/** The catalogue of one hub's services; the hub page lists its offers. */
export function hubCatalogId(hubPath: string): string {
  return `${absoluteUrl(hubPath)}#offer-catalog`;
}

/** What the site-wide catalogue names: the page listing the hubs, and the hubs. */
export interface Catalog {
  readonly page: Crumb;
  readonly hubs: readonly Crumb[];
}

function organizationNode(): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': ids.organization,
    name: site.company,
    url: root,
    email: site.email,
    description: site.description,
    logo: absoluteUrl(logoPath),
    image: absoluteUrl(logoPath),
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.location.city,
      addressRegion: site.location.regionCode,
      addressCountry: site.location.country,
    },
    founder: ref(ids.person),
    hasOfferCatalog: ref(ids.offerCatalog),
  };
}

function websiteNode(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': ids.website,
    url: root,
    name: site.name,
    description: site.tagline,
    inLanguage: language,
    publisher: ref(ids.organization),
  };
}

function personNode(): Person {
  return {
    '@type': 'Person',
    '@id': ids.person,
    name: site.name,
    givenName: site.firstName,
    jobTitle: site.jobTitle,
    description: site.description,
    url: absoluteUrl(authorPath),
    email: site.email,
    worksFor: ref(ids.organization),
    homeLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: site.location.city,
        addressRegion: site.location.regionCode,
        addressCountry: site.location.country,
      },
    },
    sameAs: site.socials.map((social) => social.url),
  };
}

function offerCatalogNode({page, hubs}: Catalog): OfferCatalog {
  return {
    '@type': 'OfferCatalog',
    '@id': ids.offerCatalog,
    name: page.name,
    url: absoluteUrl(page.path),
    itemListElement: hubs.map((hub): OfferCatalog => ({
      '@type': 'OfferCatalog',
      '@id': hubCatalogId(hub.path),
      name: hub.name,
      url: absoluteUrl(hub.path),
    })),
  };
}

/** Everything above as one graph, for the head of every page. */
export function siteGraph(catalog: Catalog): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [organizationNode(), websiteNode(), personNode(), offerCatalogNode(catalog)],
  };
}
