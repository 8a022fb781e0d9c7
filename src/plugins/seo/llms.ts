/**
 * llms.txt (https://llmstxt.org): the site's name, a summary, then every indexable page grouped by
 * section, each as a link with its meta description. Generated from the built pages, so it lists
 * what sitemap.xml lists, with the titles and descriptions the pages carry. Legal and utility pages
 * go under "Optional", the section the format lets a reader skip.
 */
import {pages} from '../../data/pages';
import {site} from '../../data/site';
import {absoluteUrl} from '../../lib/seo/metadata';
import {breadcrumbTrail, resolveRoute} from '../../lib/seo/routes';

export interface LlmsPage {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

const sections = [
  'About',
  'Services',
  'Areas Served',
  'Industries',
  'Case Studies',
  'Blog',
  'Resources',
  'Optional',
] as const;

type Section = (typeof sections)[number];

const optionalPaths = new Set<string>([
  pages.sitemap.path,
  pages.privacyPolicy.path,
  pages.termsOfService.path,
  pages.affiliateDisclosure.path,
]);

export function llmsSectionOf(path: string): Section {
  const route = resolveRoute(path);
  switch (route.kind) {
    case 'hub':
    case 'service':
      return 'Services';
    case 'area':
    case 'region':
      return 'Areas Served';
    case 'industry':
      return 'Industries';
    case 'caseStudy':
      return 'Case Studies';
    case 'blogPost':
    case 'blogListing':
    case 'author':
      return 'Blog';
    case 'doc':
      return 'Resources';
    case 'page': {
      const byPage: Partial<Record<string, Section>> = {
        [pages.services.path]: 'Services',
        [pages.areasServed.path]: 'Areas Served',
        [pages.industries.path]: 'Industries',
        [pages.caseStudies.path]: 'Case Studies',
        [pages.blog.path]: 'Blog',
        [pages.resources.path]: 'Resources',
      };
      if (optionalPaths.has(route.page.path)) return 'Optional';
      return byPage[route.page.path] ?? 'About';
    }
    default:
      return 'About';
  }
}

/** The paths from Home down to the page: a parent sorts before its children. */
const trailOf = (path: string) => breadcrumbTrail(path, path)?.map((crumb) => crumb.path) ?? [path];

function compareTrails(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const order = (a[index] ?? '').localeCompare(b[index] ?? '');
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** Keeps a description on one line, as the format's list items are. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(list: readonly LlmsPage[]): string {
  const grouped = new Map<Section, LlmsPage[]>();
  const ordered = [...list].sort((a, b) => compareTrails(trailOf(a.path), trailOf(b.path)));
  for (const page of ordered) {
    const section = llmsSectionOf(page.path);
    grouped.set(section, [...(grouped.get(section) ?? []), page]);
  }
  const lines = [
    `# ${site.name}`,
    '',
    `> ${oneLine(site.description)}`,
    '',
    oneLine(
      `${site.name} (${site.jobTitle}) consults through ${site.company} from ${site.location.label}, working with ${site.location.serviceArea}. The consulting is strategy-first: audits, roadmaps and oversight, with execution by the client's team or vetted white-label partners. Contact: ${site.email}.`,
    ),
  ];
  for (const section of sections) {
    const entries = grouped.get(section);
    if (!entries?.length) continue;
    lines.push('', `## ${section}`, '');
    for (const page of entries) {
      lines.push(
        `- [${oneLine(page.title)}](${absoluteUrl(page.path)}): ${oneLine(page.description)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
