/**
 * The tree of the HTML sitemap (/sitemap), built from the content modules: a new service, region,
 * industry, case study or blog post appears in it with no other edit. The order of the top level
 * follows the spec's sitemap; sitemap.xml is generated separately by Docusaurus.
 */
import {areas, regionPath} from './areas';
import {caseStudies, caseStudyPath} from './caseStudies';
import {industries, industryPath} from './industries';
import {pages, type PageEntry} from './pages';
import {hubPath, hubs, servicePath, servicesOfHub} from './services';
import {authorPath, site} from './site';

export interface SitemapNode {
  readonly name: string;
  readonly path: string;
  readonly children?: readonly SitemapNode[];
}

/** What the sitemap needs to know about a blog post (a subset of the site-routes plugin's data). */
export interface SitemapPost {
  readonly title: string;
  readonly permalink: string;
  readonly authorKeys: readonly string[];
}

function node(name: string, path: string, children: readonly SitemapNode[] = []): SitemapNode {
  return children.length > 0 ? {name, path, children} : {name, path};
}

function pageNode(page: PageEntry, children?: readonly SitemapNode[]): SitemapNode {
  return node(page.name, page.path, children);
}

/** A post, with the consultant's author profile below it when the consultant wrote it. */
function postNode(post: SitemapPost): SitemapNode {
  const byConsultant = post.authorKeys.includes(site.authorKey);
  return node(post.title, post.permalink, byConsultant ? [node(site.name, authorPath)] : []);
}

/** The HTML sitemap: every page a visitor can reach, nested under the page that introduces it. */
export function buildSitemapTree(posts: readonly SitemapPost[]): SitemapNode[] {
  return [
    pageNode(pages.home),
    pageNode(pages.about, [pageNode(pages.certifications)]),
    pageNode(
      pages.services,
      hubs.map((hub) =>
        node(
          hub.name,
          hubPath(hub),
          servicesOfHub(hub.id).map((service) => node(service.title, servicePath(service))),
        ),
      ),
    ),
    pageNode(
      pages.areasServed,
      areas.map((area) =>
        node(
          area.title,
          area.path,
          area.regions.map((region) => node(region.name, regionPath(region))),
        ),
      ),
    ),
    pageNode(
      pages.industries,
      industries.map((industry) => node(industry.title, industryPath(industry))),
    ),
    pageNode(
      pages.caseStudies,
      caseStudies.map((caseStudy) => node(caseStudy.title, caseStudyPath(caseStudy))),
    ),
    pageNode(pages.blog, posts.map(postNode)),
    pageNode(pages.contact),
    pageNode(pages.pricing),
    pageNode(pages.resources),
    pageNode(pages.privacyPolicy),
    pageNode(pages.termsOfService),
    pageNode(pages.affiliateDisclosure),
  ];
}
