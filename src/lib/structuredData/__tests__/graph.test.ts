/**
 * The JSON-LD graph: the site-wide nodes, and each page's nodes from its entry in the content
 * model. Pages, plans and testimonials are fixtures of this test, never the site's own content.
 */
import type {Thing} from 'schema-dts';

import type {Plan} from '../../../data/plans';
import {authorPath, site} from '../../../data/site';
import type {Testimonial} from '../../../data/testimonials';
import {fixtureModel} from '../../content/__tests__/fixtures';
import {linkBlogStructuredData} from '../blog';
import {offerId, planNodes} from '../offers';
import {pageGraph} from '../page';
import {reviewNodes} from '../reviews';
import {ids, siteGraph, type Catalog} from '../site';

type Json = Record<string, unknown>;

/** Every object in a JSON-LD value, depth first. */
function objects(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (value === null || typeof value !== 'object') return [];
  return [value as Json, ...Object.values(value).flatMap(objects)];
}

const isReference = (object: Json) => Object.keys(object).length === 1 && '@id' in object;

const model = fixtureModel();
const hubsPage = model.listingPage('hubs');
const catalog: Catalog = {
  page: {name: hubsPage?.name ?? '', path: hubsPage?.path ?? '/'},
  hubs: hubsPage ? model.children(hubsPage.path) : [],
};

function graphOf(path: string, extra: readonly Thing[] = []): Json[] {
  const {entry, trail, children} = model.pageData(model.at(path));
  const nodes = pageGraph({entry, trail, cards: children, extra});
  return [...(siteGraph(catalog)['@graph'] as unknown as Json[]), ...(nodes as unknown as Json[])];
}

const byType = (graph: Json[], type: string) =>
  objects(graph).filter((object) => [object['@type']].flat().includes(type));

const fixturePlans: readonly Plan[] = [
  {
    id: 'hourly',
    name: 'By the Hour',
    price: 120,
    unit: 'hour',
    startingAt: false,
    description: 'An hour at a time.',
    features: ['Calls'],
    recommended: false,
  },
  {
    id: 'project',
    name: 'A Project',
    price: 90,
    unit: 'hour',
    startingAt: false,
    minimum: {quantity: 8, unit: 'hour'},
    description: 'A fixed scope.',
    features: ['A plan'],
    recommended: true,
  },
  {
    id: 'oversight',
    name: 'Every Month',
    price: 2500,
    unit: 'month',
    startingAt: true,
    description: 'Ongoing.',
    features: ['Reviews'],
    recommended: false,
  },
];

const fixtureTestimonials: readonly Testimonial[] = [
  {name: 'Ann B.', jobTitle: 'Owner, a shop', quote: 'A quote long enough to be one.'},
  {name: 'Cal D.', jobTitle: 'Founder, a firm', quote: 'Another quote long enough to be one.'},
];

describe('the site-wide nodes', () => {
  const graph = siteGraph(catalog)['@graph'] as unknown as Json[];

  it('have stable @ids on the site URL and link to each other', () => {
    expect(graph.map((node) => node['@id'])).toEqual([
      `${site.url}/#organization`,
      `${site.url}/#website`,
      `${site.url}/#person`,
      `${site.url}/#offer-catalog`,
    ]);
    const [organization, website, person] = graph;
    expect(organization).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.company,
      founder: {'@id': ids.person},
      hasOfferCatalog: {'@id': ids.offerCatalog},
    });
    expect(website).toMatchObject({name: site.name, publisher: {'@id': ids.organization}});
    expect(person).toMatchObject({name: site.name, worksFor: {'@id': ids.organization}});
  });

  it('give the consultant the profiles of the identity module as sameAs', () => {
    expect(graph[2]?.sameAs).toEqual(site.socials.map((social) => social.url));
  });

  it('catalogue the hubs, by the names and paths of their pages', () => {
    expect((graph[3]?.itemListElement as Json[]).map((entry) => [entry.name, entry.url])).toEqual(
      catalog.hubs.map((hub) => [hub.name, `${site.url}${hub.path}`]),
    );
    expect(graph[3]).toMatchObject({
      name: catalog.page.name,
      url: `${site.url}${catalog.page.path}`,
    });
  });
});

describe('offers', () => {
  const [hourly, project, oversight] = planNodes(fixturePlans, '/rates') as unknown as Json[];

  it('state each plan at its price in USD, offered by the business, on the page that shows it', () => {
    expect(
      [hourly, project, oversight].map((offer) => [offer?.price, offer?.priceCurrency]),
    ).toEqual(fixturePlans.map((plan) => [plan.price, 'USD']));
    expect(hourly?.['@id']).toBe(offerId(fixturePlans[0]!));
    expect(hourly?.offeredBy).toEqual({'@id': ids.organization});
    expect(hourly?.url).toBe(`${site.url}/rates`);
  });

  it('give a plan with a minimum its reference quantity', () => {
    expect(project?.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: 90,
      priceCurrency: 'USD',
      unitCode: 'HUR',
      referenceQuantity: {'@type': 'QuantitativeValue', value: 8, unitCode: 'HUR'},
    });
    expect(project?.eligibleQuantity).toMatchObject({minValue: 8, unitCode: 'HUR'});
  });

  it('bill a monthly plan per month, from its price', () => {
    expect(oversight?.priceSpecification).toMatchObject({
      price: 2500,
      minPrice: 2500,
      unitCode: 'MON',
    });
  });
});

describe('reviews', () => {
  it('are one per testimonial, by its author, of the business', () => {
    const reviews = reviewNodes(fixtureTestimonials) as unknown as Json[];
    expect(reviews).toHaveLength(fixtureTestimonials.length);
    reviews.forEach((review, index) => {
      expect(review).toMatchObject({
        '@type': 'Review',
        author: {'@type': 'Person', name: fixtureTestimonials[index]?.name},
        reviewBody: fixtureTestimonials[index]?.quote,
        itemReviewed: {'@id': ids.organization},
      });
    });
    expect(new Set(reviews.map((review) => review['@id'])).size).toBe(reviews.length);
  });
});

describe('page nodes', () => {
  it('on a service outside its hub’s folder: the breadcrumb under its hub, and its Service', () => {
    const graph = graphOf('/beta-one');
    const [breadcrumb] = byType(graph, 'BreadcrumbList');
    expect(
      (breadcrumb?.itemListElement as Json[]).map((item) => [item.position, item.name, item.item]),
    ).toEqual([
      [1, 'Home', `${site.url}/`],
      [2, 'Beta', `${site.url}/services/beta`],
      [3, 'Beta One', `${site.url}/beta-one`],
    ]);
    const [service] = byType(graph, 'Service');
    expect(service).toMatchObject({
      name: 'Beta One',
      provider: {'@id': ids.organization},
      areaServed: [{'@type': 'Place', name: site.location.label}],
    });
    const [webPage] = byType(graph, 'WebPage');
    expect(webPage).toMatchObject({
      breadcrumb: {'@id': breadcrumb?.['@id']},
      mainEntity: {'@id': service?.['@id']},
      isPartOf: {'@id': ids.website},
    });
  });

  it('on an area page: a Service serving its regions and the ItemList of its region cards', () => {
    const area = model.at('/areas/north/consultant');
    const regions = model.cards(area.path);
    const graph = graphOf(area.path);
    expect(byType(graph, 'Service')[0]?.areaServed).toEqual(
      regions.map((region) => ({'@type': 'Place', name: region.cardTitle})),
    );
    const [list] = byType(graph, 'ItemList');
    expect((list?.itemListElement as Json[]).map((item) => item.url)).toEqual(
      regions.map((region) => `${site.url}${region.path}`),
    );
  });

  it('on a hub: a Service whose catalogue lists the hub’s cards', () => {
    const graph = graphOf('/services/alpha');
    const catalogue = byType(graph, 'OfferCatalog').find(
      (node) => 'itemListElement' in node && node.url === `${site.url}/services/alpha`,
    );
    expect((catalogue?.itemListElement as Json[]).map((item) => item.name)).toEqual(
      model.cards('/services/alpha').map((service) => service.cardTitle),
    );
  });

  it('on a case study: an Article with its date and category', () => {
    const [article] = byType(graphOf('/work/new-win'), 'Article');
    expect(article).toMatchObject({datePublished: '2024-01-01', articleSection: 'SEO'});
  });

  it('on a page kept out of the index: the WebPage and breadcrumb only', () => {
    const {entry, trail} = model.pageData(model.at('/services/alpha-two'));
    const nodes = pageGraph({entry, trail}) as unknown as Json[];
    expect(nodes.map((node) => node['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
  });

  it.each(model.entries.map((entry) => [entry.path]))(
    '%s refers only to @ids its page defines',
    (path) => {
      const extra =
        path === '/'
          ? reviewNodes(fixtureTestimonials)
          : path === '/about'
            ? planNodes(fixturePlans, path)
            : [];
      const graph = graphOf(path, extra);
      const all = objects(graph);
      const defined = new Set(all.filter((o) => !isReference(o) && o['@id']).map((o) => o['@id']));
      const references = all.filter(isReference).map((o) => o['@id']);
      expect(references.filter((id) => !defined.has(id))).toEqual([]);
    },
  );
});

describe('the blog plugin’s structured data', () => {
  it('names the consultant by the site-wide Person and makes its URLs absolute', () => {
    const linked = linkBlogStructuredData({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      author: {
        '@type': 'Person',
        name: site.name,
        url: authorPath,
        image: '/img/consultant.svg',
        description: site.jobTitle,
      },
      image: {'@type': 'ImageObject', url: '/img/post.png'},
      isPartOf: {'@type': 'Blog', '@id': `${site.url}/blog`, name: 'Blog'},
    });
    expect(linked.author).toEqual({
      '@type': 'Person',
      '@id': ids.person,
      name: site.name,
      url: `${site.url}${authorPath}`,
    });
    expect(linked.image.url).toBe(`${site.url}/img/post.png`);
    expect(linked.isPartOf).toEqual({'@type': 'Blog', '@id': `${site.url}/blog`, name: 'Blog'});
  });

  it('leaves a guest author as the plugin describes them', () => {
    const guest = {'@type': 'Person', name: 'Ada Guest', url: 'https://ada.example.org'};
    expect(linkBlogStructuredData({author: [guest]}).author).toEqual([guest]);
  });
});
