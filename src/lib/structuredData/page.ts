/**
 * The nodes of one page: its WebPage and BreadcrumbList, and what its entry in the content model
 * says it shows: a Service on service, hub and area pages, an ItemList where the page lists cards,
 * an Article for a case study. The page's entry, trail and cards arrive as route props (see
 * src/plugins/content), so no page declares its structured data and nothing is looked up by URL.
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

import {site} from '../../data/site';
import type {CardEntry, Crumb, Entry} from '../content/types';
import {absoluteUrl, socialImage, socialImagePath} from '../seo/metadata';
import {hubCatalogId, ids, language, ref} from './site';

export interface PageGraphInput {
  readonly entry: Entry;
  readonly trail?: readonly Crumb[];
  /** The entries the page lists as cards. */
  readonly cards?: readonly CardEntry[];
  /** The main entity when another script defines it (the blog plugin's BlogPosting). */
  readonly mainEntityId?: string;
  /** Nodes the page adds itself. */
  readonly extra?: readonly Thing[];
}

const webPageId = (pathname: string): string => `${absoluteUrl(pathname)}#webpage`;
const breadcrumbId = (pathname: string): string => `${absoluteUrl(pathname)}#breadcrumb`;
const serviceId = (pathname: string): string => `${absoluteUrl(pathname)}#service`;
export const itemListId = (pathname: string): string => `${absoluteUrl(pathname)}#list`;
const articleId = (pathname: string): string => `${absoluteUrl(pathname)}#article`;

function breadcrumbListNode(pathname: string, trail: readonly Crumb[]): BreadcrumbList {
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
function hubCatalogNode(hub: Entry, services: readonly CardEntry[]): OfferCatalog {
  return {
    '@type': 'OfferCatalog',
    '@id': hubCatalogId(hub.path),
    name: hub.name,
    url: absoluteUrl(hub.path),
    itemListElement: services.map((service): Service =>
      serviceNode(service.path, {
        name: service.cardTitle,
        description: service.card,
        areaServed: [site.location.label],
      }),
    ),
  };
}

const cardList = (path: string, cards: readonly CardEntry[]): ItemList =>
  itemListNode(
    path,
    cards.map((card) => ({name: card.cardTitle, url: absoluteUrl(card.path)})),
  );

function caseStudyArticle(entry: Extract<Entry, {kind: 'case-study'}>): Article {
  return {
    '@type': 'Article',
    '@id': articleId(entry.path),
    headline: entry.title,
    name: entry.title,
    description: entry.description,
    datePublished: entry.date,
    articleSection: entry.category,
    url: absoluteUrl(entry.path),
    author: ref(ids.person),
    publisher: ref(ids.organization),
    mainEntityOfPage: ref(webPageId(entry.path)),
    inLanguage: language,
  };
}

/** The nodes the entry itself implies: services, card lists, articles. */
function entryNodes(entry: Entry, cards: readonly CardEntry[]): Thing[] {
  switch (entry.kind) {
    case 'page':
      return entry.lists && entry.lists !== 'sitemap' ? [cardList(entry.path, cards)] : [];
    case 'hub':
      return [
        serviceNode(entry.path, {
          name: entry.name,
          description: entry.card,
          areaServed: [site.location.label],
          catalog: hubCatalogId(entry.path),
        }),
        hubCatalogNode(entry, cards),
        cardList(entry.path, cards),
      ];
    case 'service':
      return [
        serviceNode(entry.path, {
          name: entry.title,
          description: entry.card,
          areaServed: [site.location.label],
        }),
      ];
    case 'area':
      return [
        serviceNode(entry.path, {
          name: entry.title,
          description: entry.description,
          areaServed: cards.map((region) => region.cardTitle),
        }),
        cardList(entry.path, cards),
      ];
    case 'case-study':
      return [caseStudyArticle(entry)];
    default:
      return [];
  }
}

/** What the page is about: the consultant on the about and author pages, its service, its article. */
function mainEntityOf(entry: Entry, nodes: readonly Thing[], mainEntityId?: string) {
  if (mainEntityId) return ref(mainEntityId);
  // The page shows a list with its own ItemList (the plans): that list is what it is about.
  if (entry.mainEntity === 'list') return ref(itemListId(entry.path));
  if (entry.webPageType === 'AboutPage' || entry.webPageType === 'ProfilePage') {
    return ref(ids.person);
  }
  const main = nodes.find(
    (node) =>
      typeof node === 'object' &&
      (node['@type'] === 'Service' || node['@type'] === 'Article' || node['@type'] === 'ItemList'),
  );
  return main && typeof main === 'object' && '@id' in main && main['@id']
    ? ref(main['@id'])
    : undefined;
}

/** The page's own nodes: WebPage, BreadcrumbList and what its entry shows. */
export function pageGraph({
  entry,
  trail,
  cards = [],
  mainEntityId,
  extra = [],
}: PageGraphInput): Thing[] {
  const {path, seoTitle, description, indexable} = entry;
  // Structured data describes what a page is for search engines; a page kept out of the index
  // gets its WebPage and breadcrumb only.
  const nodes = [...(indexable ? entryNodes(entry, cards) : []), ...extra];
  const hasTrail = trail !== undefined && trail.length > 1;
  const url = absoluteUrl(path);
  const image: ImageObject = {
    '@type': 'ImageObject',
    url: absoluteUrl(socialImagePath(path)),
    width: {'@type': 'QuantitativeValue', value: socialImage.width, unitCode: 'E37'},
    height: {'@type': 'QuantitativeValue', value: socialImage.height, unitCode: 'E37'},
  };
  const mainEntity = mainEntityOf(entry, nodes, mainEntityId);
  const webPage: WebPage = {
    '@type': entry.webPageType,
    '@id': webPageId(path),
    url,
    name: seoTitle,
    description,
    inLanguage: language,
    isPartOf: ref(ids.website),
    ...(path === '/' ? {about: ref(ids.organization)} : {}),
    ...(hasTrail ? {breadcrumb: ref(breadcrumbId(path))} : {}),
    ...(mainEntity ? {mainEntity} : {}),
    ...(indexable ? {image} : {}),
  };
  return [webPage, ...(hasTrail ? [breadcrumbListNode(path, trail)] : []), ...nodes];
}
