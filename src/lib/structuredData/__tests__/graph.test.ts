import type {Thing} from 'schema-dts';

import {areas, regionPath} from '../../../data/areas';
import {caseStudies, caseStudyPath} from '../../../data/caseStudies';
import {certifications} from '../../../data/certifications';
import {industries, industryPath} from '../../../data/industries';
import {pages} from '../../../data/pages';
import {plans} from '../../../data/plans';
import {hubPath, hubs, servicePath, services, type Service} from '../../../data/services';
import {authorPath, site} from '../../../data/site';
import {testimonials} from '../../../data/testimonials';
import {breadcrumbTrail} from '../../seo/routes';
import {linkBlogStructuredData} from '../blog';
import {certificationList} from '../certifications';
import {offerId, planNodes} from '../offers';
import {pageGraph} from '../page';
import {reviewNodes} from '../reviews';
import {ids, siteGraph} from '../site';

type Json = Record<string, unknown>;

/** Every object in a JSON-LD value, depth first. */
function objects(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (value === null || typeof value !== 'object') return [];
  return [value as Json, ...Object.values(value).flatMap(objects)];
}

const isReference = (object: Json) => Object.keys(object).length === 1 && '@id' in object;

function graphOf(pathname: string, title = 'Title', extra: readonly Thing[] = []): Json[] {
  const trail = breadcrumbTrail(pathname, title);
  const nodes = pageGraph({pathname, title, description: 'Description.', trail, extra});
  return [...(siteGraph()['@graph'] as unknown as Json[]), ...(nodes as unknown as Json[])];
}

const byType = (graph: Json[], type: string) =>
  objects(graph).filter((object) => [object['@type']].flat().includes(type));

describe('the site-wide nodes', () => {
  const graph = siteGraph()['@graph'] as unknown as Json[];

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

  it('catalogue the three hubs', () => {
    expect((graph[3]?.itemListElement as Json[]).map((entry) => [entry.name, entry.url])).toEqual(
      hubs.map((hub) => [hub.name, `${site.url}${hubPath(hub)}`]),
    );
  });
});

describe('offers', () => {
  const [hourly, project, oversight] = planNodes(plans) as unknown as Json[];

  it('state the three plans at the spec prices in USD', () => {
    expect(
      [hourly, project, oversight].map((offer) => [offer?.price, offer?.priceCurrency]),
    ).toEqual([
      [149, 'USD'],
      [75, 'USD'],
      [1995, 'USD'],
    ]);
    expect(hourly?.['@id']).toBe(offerId(plans[0]));
    expect(hourly?.offeredBy).toEqual({'@id': ids.organization});
  });

  it('give the project plan its reference quantity of 10 hours', () => {
    expect(project?.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: 75,
      priceCurrency: 'USD',
      unitCode: 'HUR',
      referenceQuantity: {'@type': 'QuantitativeValue', value: 10, unitCode: 'HUR'},
    });
    expect(project?.eligibleQuantity).toMatchObject({minValue: 10, unitCode: 'HUR'});
  });

  it('bill oversight per month from $1,995', () => {
    expect(oversight?.priceSpecification).toMatchObject({
      price: 1995,
      minPrice: 1995,
      unitCode: 'MON',
    });
  });
});

describe('reviews', () => {
  it('are one per testimonial, by its author, of the business', () => {
    const reviews = reviewNodes(testimonials) as unknown as Json[];
    expect(reviews).toHaveLength(testimonials.length);
    reviews.forEach((review, index) => {
      expect(review).toMatchObject({
        '@type': 'Review',
        author: {'@type': 'Person', name: testimonials[index]?.name},
        reviewBody: testimonials[index]?.quote,
        itemReviewed: {'@id': ids.organization},
      });
    });
    expect(new Set(reviews.map((review) => review['@id'])).size).toBe(reviews.length);
  });
});

describe('page nodes', () => {
  it('on the programmatic SEO page: its breadcrumb and a Service in Washington, DC', () => {
    const graph = graphOf('/programmatic-seo-expert', 'Programmatic SEO Consulting');
    const [breadcrumb] = byType(graph, 'BreadcrumbList');
    expect(
      (breadcrumb?.itemListElement as Json[]).map((item) => [item.position, item.name, item.item]),
    ).toEqual([
      [1, 'Home', `${site.url}/`],
      [2, 'SEO Consulting', `${site.url}/services/seo-consultant`],
      [3, 'Programmatic SEO Consulting', `${site.url}/programmatic-seo-expert`],
    ]);
    const [service] = byType(graph, 'Service');
    expect(service).toMatchObject({
      name: 'Programmatic SEO Consulting',
      provider: {'@id': ids.organization},
      areaServed: [{'@type': 'Place', name: 'Washington, DC'}],
    });
    const [webPage] = byType(graph, 'WebPage');
    expect(webPage).toMatchObject({
      breadcrumb: {'@id': breadcrumb?.['@id']},
      mainEntity: {'@id': service?.['@id']},
      isPartOf: {'@id': ids.website},
    });
  });

  it('on an area page: a Service serving its regions and the ItemList of its region cards', () => {
    const area = areas[0];
    const graph = graphOf(area.path);
    expect(byType(graph, 'Service')[0]?.areaServed).toEqual(
      area.regions.map((region) => ({'@type': 'Place', name: region.name})),
    );
    const [list] = byType(graph, 'ItemList');
    expect((list?.itemListElement as Json[]).map((item) => item.url)).toEqual(
      area.regions.map((region) => `${site.url}${regionPath(region)}`),
    );
  });

  it('on a hub: a Service whose catalogue lists the hub’s cards', () => {
    const hub = hubs[0];
    const graph = graphOf(hubPath(hub));
    const catalog = byType(graph, 'OfferCatalog').find(
      (node) => 'itemListElement' in node && node.url === `${site.url}${hubPath(hub)}`,
    );
    expect((catalog?.itemListElement as Json[]).map((item) => item.name)).toEqual(
      (services as readonly Service[]).filter((s) => s.hub === hub.id).map((s) => s.title),
    );
  });

  it('on a page kept out of the index: the WebPage and breadcrumb only', () => {
    const nodes = pageGraph({
      pathname: '/services/technical-seo-expert',
      title: 'Technical SEO Consulting',
      description: 'Description.',
      noindex: true,
      trail: breadcrumbTrail('/services/technical-seo-expert'),
    }) as unknown as Json[];
    expect(nodes.map((node) => node['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
  });

  const routes: [string, readonly Thing[]][] = [
    ...Object.values(pages).map((page): [string, readonly Thing[]] => [page.path, []]),
    [pages.pricing.path, planNodes(plans)],
    [pages.home.path, reviewNodes(testimonials)],
    [pages.certifications.path, [certificationList(certifications)]],
    ...hubs.map((hub): [string, readonly Thing[]] => [hubPath(hub), []]),
    ...(services as readonly Service[]).map((s): [string, readonly Thing[]] => [
      servicePath(s),
      [],
    ]),
    ...areas.map((area): [string, readonly Thing[]] => [area.path, []]),
    ...industries.map((entry): [string, readonly Thing[]] => [industryPath(entry), []]),
    ...caseStudies.map((entry): [string, readonly Thing[]] => [caseStudyPath(entry), []]),
    [authorPath, []],
  ];

  it.each(routes)('%s refers only to @ids its page defines', (path, extra) => {
    const graph = graphOf(path, 'Title', extra);
    const all = objects(graph);
    const defined = new Set(all.filter((o) => !isReference(o) && o['@id']).map((o) => o['@id']));
    const references = all.filter(isReference).map((o) => o['@id']);
    expect(references.filter((id) => !defined.has(id))).toEqual([]);
  });
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
