/**
 * The nodes of one page: its WebPage and BreadcrumbList, and what the route says it shows — a
 * Service on service, hub and area pages, an ItemList where the page lists cards, an Article for a
 * case study. Everything comes from the content modules through resolveRoute, so no page declares
 * them; a page with nodes of its own (the offers on /pricing) passes them to <Page structuredData>.
 *
 * Names, prices and dates in these nodes are ones the page shows (the self-audit checks it), and
 * every reference points at an @id defined on the same page: the site-wide nodes are on every page.
 */
import type {
  Article,
  BreadcrumbList,
  ImageObject,
  ItemList,
  ListItem,
  OfferCatalog,
  Service,
  Thing,
  WebPage,
} from 'schema-dts';

import {areas, regionPath, type Area} from '../../data/areas';
import {caseStudies, caseStudyPath, type CaseStudy} from '../../data/caseStudies';
import {industries, industryPath} from '../../data/industries';
import {pages} from '../../data/pages';
import {
  hubPath,
  hubs,
  servicePath,
  servicesOfHub,
  type Hub,
  type Service as ServiceEntry,
} from '../../data/services';
import {site} from '../../data/site';
import {absoluteUrl, socialImage, socialImagePath} from '../seo/metadata';
import {resolveRoute, type Crumb, type SiteRoute} from '../seo/routes';
import {hubCatalogId, ids, language, ref} from './site';

export interface PageGraphInput {
  readonly pathname: string;
  /** The page's own title, without the site name. */
  readonly title: string;
  readonly description: string;
  readonly trail?: readonly Crumb[];
  readonly noindex?: boolean;
  /** The main entity when another script defines it (the blog plugin's BlogPosting). */
  readonly mainEntityId?: string;
  /** Nodes the page adds itself. */
  readonly extra?: readonly Thing[];
}

export const webPageId = (pathname: string): string => `${absoluteUrl(pathname)}#webpage`;
export const breadcrumbId = (pathname: string): string => `${absoluteUrl(pathname)}#breadcrumb`;
export const serviceId = (pathname: string): string => `${absoluteUrl(pathname)}#service`;
export const itemListId = (pathname: string): string => `${absoluteUrl(pathname)}#list`;
export const articleId = (pathname: string): string => `${absoluteUrl(pathname)}#article`;

export function breadcrumbListNode(pathname: string, trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': breadcrumbId(pathname),
    itemListElement: trail.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface Card {
  readonly name: string;
  readonly url: string;
}

/** The cards a page lists, in order, as an ItemList of links. */
export function itemListNode(pathname: string, cards: readonly Card[]): ItemList {
  return {
    '@type': 'ItemList',
    '@id': itemListId(pathname),
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: card.name,
      url: card.url,
    })),
  };
}

const place = (name: string) => ({'@type': 'Place' as const, name});

function serviceNode(
  pathname: string,
  fields: {name: string; description: string; areaServed: readonly string[]; catalog?: string},
): Service {
  return {
    '@type': 'Service',
    '@id': serviceId(pathname),
    name: fields.name,
    description: fields.description,
    url: absoluteUrl(pathname),
    provider: ref(ids.organization),
    areaServed: fields.areaServed.map(place),
    ...(fields.catalog ? {hasOfferCatalog: ref(fields.catalog)} : {}),
  };
}

/** The hub's catalogue: its services, as the cards of the hub page list them. */
function hubCatalogNode(hub: Hub): OfferCatalog {
  return {
    '@type': 'OfferCatalog',
    '@id': hubCatalogId(hub),
    name: hub.name,
    url: absoluteUrl(hubPath(hub)),
    itemListElement: servicesOfHub(hub.id).map((service): Service =>
      serviceNode(servicePath(service), {
        name: service.title,
        description: service.description,
        areaServed: [site.location.label],
      }),
    ),
  };
}

const serviceCards = (services: readonly ServiceEntry[]): Card[] =>
  services.map((service) => ({name: service.title, url: absoluteUrl(servicePath(service))}));

function areaServiceNodes(pathname: string, area: Area): Thing[] {
  return [
    serviceNode(pathname, {
      name: area.title,
      description: area.summary,
      areaServed: area.regions.map((region) => region.name),
    }),
    itemListNode(
      pathname,
      area.regions.map((region) => ({name: region.name, url: absoluteUrl(regionPath(region))})),
    ),
  ];
}

function caseStudyArticle(pathname: string, caseStudy: CaseStudy, description: string): Article {
  return {
    '@type': 'Article',
    '@id': articleId(pathname),
    headline: caseStudy.title,
    name: caseStudy.title,
    description,
    datePublished: caseStudy.date,
    articleSection: caseStudy.category,
    url: absoluteUrl(pathname),
    author: ref(ids.person),
    publisher: ref(ids.organization),
    mainEntityOfPage: ref(webPageId(pathname)),
    inLanguage: language,
  };
}

/** The nodes the route itself implies: services, card lists, articles. */
function routeNodes(route: SiteRoute, input: PageGraphInput): Thing[] {
  const {pathname, description} = input;
  switch (route.kind) {
    case 'page':
      switch (route.page.path) {
        case pages.services.path:
          return [
            itemListNode(
              pathname,
              hubs.map((hub) => ({name: hub.name, url: absoluteUrl(hubPath(hub))})),
            ),
          ];
        case pages.areasServed.path:
          return [
            itemListNode(
              pathname,
              areas.map((area) => ({name: area.title, url: absoluteUrl(area.path)})),
            ),
          ];
        case pages.industries.path:
          return [
            itemListNode(
              pathname,
              industries.map((industry) => ({
                name: industry.title,
                url: absoluteUrl(industryPath(industry)),
              })),
            ),
          ];
        case pages.caseStudies.path:
          return [
            itemListNode(
              pathname,
              caseStudies.map((caseStudy) => ({
                name: caseStudy.title,
                url: absoluteUrl(caseStudyPath(caseStudy)),
              })),
            ),
          ];
        default:
          return [];
      }
    case 'hub':
      return [
        serviceNode(pathname, {
          name: route.hub.name,
          description: route.hub.description,
          areaServed: [site.location.label],
          catalog: hubCatalogId(route.hub),
        }),
        hubCatalogNode(route.hub),
        itemListNode(pathname, serviceCards(servicesOfHub(route.hub.id))),
      ];
    case 'service':
      return [
        serviceNode(pathname, {
          name: route.service.title,
          description: route.service.description,
          areaServed: [site.location.label],
        }),
      ];
    case 'area':
      return areaServiceNodes(pathname, route.area);
    case 'caseStudy':
      return [caseStudyArticle(pathname, route.caseStudy, description)];
    default:
      return [];
  }
}

type WebPageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'ProfilePage';

function webPageType(route: SiteRoute): WebPageType {
  switch (route.kind) {
    case 'author':
      return 'ProfilePage';
    case 'hub':
    case 'area':
      return 'CollectionPage';
    case 'page':
      switch (route.page.path) {
        case pages.about.path:
          return 'AboutPage';
        case pages.contact.path:
          return 'ContactPage';
        case pages.services.path:
        case pages.areasServed.path:
        case pages.industries.path:
        case pages.caseStudies.path:
        case pages.blog.path:
        case pages.sitemap.path:
          return 'CollectionPage';
        default:
          return 'WebPage';
      }
    default:
      return 'WebPage';
  }
}

/** What the page is about: the consultant on the about and author pages, its service, its article. */
function mainEntityOf(route: SiteRoute, nodes: readonly Thing[], input: PageGraphInput) {
  if (input.mainEntityId) return ref(input.mainEntityId);
  if (route.kind === 'author') return ref(ids.person);
  if (route.kind === 'page' && route.page.path === pages.about.path) return ref(ids.person);
  const main = nodes.find(
    (node) =>
      typeof node === 'object' &&
      (node['@type'] === 'Service' || node['@type'] === 'Article' || node['@type'] === 'ItemList'),
  );
  return main && typeof main === 'object' && '@id' in main && main['@id']
    ? ref(main['@id'])
    : undefined;
}

/** The page's own nodes: WebPage, BreadcrumbList and what its route shows. */
export function pageGraph(input: PageGraphInput): Thing[] {
  const {pathname, title, description, trail, noindex = false, extra = []} = input;
  const route = resolveRoute(pathname);
  // Structured data describes what a page is for search engines; a page kept out of the index
  // gets its WebPage and breadcrumb only.
  const nodes = [...(noindex ? [] : routeNodes(route, input)), ...extra];
  const hasTrail = trail !== undefined && trail.length > 1;
  const url = absoluteUrl(pathname);
  const image: ImageObject = {
    '@type': 'ImageObject',
    url: absoluteUrl(socialImagePath(pathname)),
    width: {'@type': 'QuantitativeValue', value: socialImage.width, unitCode: 'E37'},
    height: {'@type': 'QuantitativeValue', value: socialImage.height, unitCode: 'E37'},
  };
  const mainEntity = mainEntityOf(route, nodes, input);
  const webPage: WebPage = {
    '@type': webPageType(route),
    '@id': webPageId(pathname),
    url,
    name: title,
    description,
    inLanguage: language,
    isPartOf: ref(ids.website),
    ...(route.kind === 'home' ? {about: ref(ids.organization)} : {}),
    ...(hasTrail ? {breadcrumb: ref(breadcrumbId(pathname))} : {}),
    ...(mainEntity ? {mainEntity} : {}),
    ...(noindex ? {} : {image}),
  };
  return [webPage, ...(hasTrail ? [breadcrumbListNode(pathname, trail)] : []), ...nodes];
}
