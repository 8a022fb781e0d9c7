/**
 * What a URL of the site is, derived from its pathname and the content modules: the page, hub,
 * service, area, region, industry or case study it shows, and its breadcrumb trail. The visible
 * breadcrumbs, the BreadcrumbList, the page's structured data and the section printed on its social
 * image all read this one function, so they cannot drift apart and no page declares them.
 *
 * Plain TypeScript with relative imports: the build plugins (Node) and the pages (browser) share it.
 */
import {areas, regionPath, type Area, type Region} from '../../data/areas';
import {caseStudies, caseStudyPath, type CaseStudy} from '../../data/caseStudies';
import {industries, industryPath, type Industry} from '../../data/industries';
import {pages, type PageEntry} from '../../data/pages';
import {
  hubById,
  hubPath,
  hubs,
  servicePath,
  services,
  type Hub,
  type Service,
} from '../../data/services';
import {authorPath, site} from '../../data/site';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export type SiteRoute =
  | {readonly kind: 'home'}
  | {readonly kind: 'page'; readonly page: PageEntry}
  | {readonly kind: 'hub'; readonly hub: Hub}
  | {readonly kind: 'service'; readonly service: Service; readonly hub: Hub}
  | {readonly kind: 'area'; readonly area: Area}
  | {readonly kind: 'region'; readonly area: Area; readonly region: Region}
  | {readonly kind: 'industry'; readonly industry: Industry}
  | {readonly kind: 'caseStudy'; readonly caseStudy: CaseStudy}
  | {readonly kind: 'author'}
  | {readonly kind: 'blogPost'}
  /** The blog's own listings (tags, archive, authors): kept out of search indexes. */
  | {readonly kind: 'blogListing'; readonly name: string; readonly parent?: Crumb}
  | {readonly kind: 'doc'}
  | {readonly kind: 'unknown'};

const blogBase = pages.blog.path;
const docsBase = pages.resources.path;
const blogListings: Readonly<Record<string, string>> = {
  tags: 'Tags',
  archive: 'Archive',
  authors: 'Authors',
};

/** "/about/" → "/about"; query and hash dropped; the root stays "/". */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const fixedPages = new Map<string, PageEntry>(
  Object.values(pages).map((page) => [page.path, page]),
);

/** What the page at `pathname` shows. */
export function resolveRoute(pathname: string): SiteRoute {
  const path = normalizePath(pathname);
  if (path === pages.home.path) return {kind: 'home'};
  const page = fixedPages.get(path);
  if (page) return {kind: 'page', page};

  const hub = (hubs as readonly Hub[]).find((entry) => hubPath(entry) === path);
  if (hub) return {kind: 'hub', hub};
  const service = (services as readonly Service[]).find((entry) => servicePath(entry) === path);
  if (service) return {kind: 'service', service, hub: hubById(service.hub)};

  for (const area of areas as readonly Area[]) {
    if (area.path === path) return {kind: 'area', area};
    const region = area.regions.find((entry) => regionPath(entry) === path);
    if (region) return {kind: 'region', area, region};
  }
  const industry = industries.find((entry) => industryPath(entry) === path);
  if (industry) return {kind: 'industry', industry};
  const caseStudy = caseStudies.find((entry) => caseStudyPath(entry) === path);
  if (caseStudy) return {kind: 'caseStudy', caseStudy};
  if (path === authorPath) return {kind: 'author'};

  if (path.startsWith(`${blogBase}/`)) {
    const [first = '', ...rest] = path.slice(blogBase.length + 1).split('/');
    if (first === 'page') return {kind: 'blogListing', name: `Page ${rest.join('/')}`};
    const listing = blogListings[first];
    if (listing === undefined) return {kind: 'blogPost'};
    if (rest.length === 0) return {kind: 'blogListing', name: listing};
    return {
      kind: 'blogListing',
      name: listing,
      parent: {name: listing, path: `${blogBase}/${first}`},
    };
  }
  if (path.startsWith(`${docsBase}/`)) return {kind: 'doc'};
  return {kind: 'unknown'};
}

const home: Crumb = {name: pages.home.name, path: pages.home.path};
const crumbOf = (page: PageEntry): Crumb => ({name: page.name, path: page.path});

/** The breadcrumb name of an area page ("DMV Services"), as its regions' back links call it. */
export function areaCrumbName(area: Pick<Area, 'name'>): string {
  return `${area.name} Services`;
}

function parentsOf(route: SiteRoute): Crumb[] {
  switch (route.kind) {
    case 'home':
    case 'unknown':
      return [];
    case 'page':
      return route.page.path === pages.certifications.path ? [home, crumbOf(pages.about)] : [home];
    case 'hub':
      return [home, crumbOf(pages.services)];
    case 'service': {
      const hubCrumb = {name: route.hub.name, path: hubPath(route.hub)};
      // A service outside /services/ (the programmatic SEO page) sits directly under its hub, as
      // its URL does: Home > SEO Consulting > Programmatic SEO Consulting.
      return servicePath(route.service).startsWith(`${pages.services.path}/`)
        ? [home, crumbOf(pages.services), hubCrumb]
        : [home, hubCrumb];
    }
    case 'area':
      return [home, crumbOf(pages.areasServed)];
    case 'region':
      return [
        home,
        crumbOf(pages.areasServed),
        {name: areaCrumbName(route.area), path: route.area.path},
      ];
    case 'industry':
      return [home, crumbOf(pages.industries)];
    case 'caseStudy':
      return [home, crumbOf(pages.caseStudies)];
    case 'author':
    case 'blogPost':
      return [home, crumbOf(pages.blog)];
    case 'blogListing':
      return [home, crumbOf(pages.blog), ...(route.parent ? [route.parent] : [])];
    case 'doc':
      return [home, crumbOf(pages.resources)];
  }
}

function ownName(route: SiteRoute, title: string | undefined): string | undefined {
  switch (route.kind) {
    case 'home':
      return home.name;
    case 'page':
      return route.page.name;
    case 'hub':
      return route.hub.name;
    case 'service':
      return route.service.title;
    case 'area':
      return areaCrumbName(route.area);
    case 'region':
      return route.region.name;
    case 'industry':
      return route.industry.title;
    case 'caseStudy':
      return route.caseStudy.title;
    case 'author':
      return site.name;
    case 'blogListing':
      return route.parent ? title : route.name;
    case 'blogPost':
    case 'doc':
    case 'unknown':
      return title;
  }
}

/**
 * The breadcrumb trail of a page, from Home to the page itself. `title` names the last crumb when
 * the content modules do not know the page (a blog post, a guide, a tag). Undefined for a path that
 * is not a page of the site (the not-found page).
 */
export function breadcrumbTrail(pathname: string, title?: string): Crumb[] | undefined {
  const route = resolveRoute(pathname);
  if (route.kind === 'unknown') return undefined;
  const name = ownName(route, title);
  if (name === undefined || name.trim() === '') return undefined;
  if (route.kind === 'home') return [home];
  return [...parentsOf(route), {name, path: normalizePath(pathname)}];
}

/**
 * The section a page belongs to, printed above the title on its social image: the crumb above the
 * page ("SEO Consulting" for a service), or the page's own name for a top-level page.
 */
export function sectionOf(trail: readonly Crumb[] | undefined): string {
  if (!trail || trail.length < 2) return site.jobTitle;
  return (trail.length > 2 ? trail[trail.length - 2] : trail[1])?.name ?? site.jobTitle;
}
