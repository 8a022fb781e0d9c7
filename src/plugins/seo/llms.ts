/**
 * llms.txt (https://llmstxt.org): the site's name, a summary, then every indexable page of the
 * content model grouped by section, each as a link with its meta description. Legal and utility
 * pages go under "Optional", the section the format lets a reader skip.
 */
import {site} from '../../data/site';
import type {ContentModel} from '../../lib/content/model';
import type {Entry, Listing} from '../../lib/content/types';
import {absoluteUrl} from '../../lib/seo/metadata';
import {twinPath} from '../content/twins';

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

const listingSections = {
  hubs: 'Services',
  areas: 'Areas Served',
  industries: 'Industries',
  'case-studies': 'Case Studies',
  sitemap: 'Optional',
} as const satisfies Record<Listing, Section>;

export function llmsSectionOf(entry: Entry): Section {
  switch (entry.kind) {
    case 'hub':
    case 'service':
      return 'Services';
    case 'area':
    case 'region':
      return 'Areas Served';
    case 'industry':
      return 'Industries';
    case 'case-study':
      return 'Case Studies';
    case 'post':
    case 'listing':
    case 'author':
      return 'Blog';
    case 'guide':
      return 'Resources';
    case 'legal':
      return 'Optional';
    case 'page':
      return entry.lists ? listingSections[entry.lists] : 'About';
  }
}

function compareTrails(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const order = (a[index] ?? '').localeCompare(b[index] ?? '');
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** Keeps a description on one line, as the format's list items are. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The indexable pages by section, parents before their children: the order of both files. */
function llmsSections(model: ContentModel): [Section, Entry[]][] {
  const trails = new Map(
    model.entries.map((entry) => [entry.path, model.trail(entry).map((crumb) => crumb.path)]),
  );
  const trailOf = (entry: Entry) => trails.get(entry.path) ?? [entry.path];
  const grouped = new Map<Section, Entry[]>();
  const ordered = model.entries
    .filter((entry) => entry.indexable)
    .sort((a, b) => compareTrails(trailOf(a), trailOf(b)));
  for (const entry of ordered) {
    const section = llmsSectionOf(entry);
    grouped.set(section, [...(grouped.get(section) ?? []), entry]);
  }
  return sections.flatMap((section): [Section, Entry[]][] => {
    const entries = grouped.get(section);
    return entries?.length ? [[section, entries]] : [];
  });
}

function header(): string[] {
  return [
    `# ${site.name}`,
    '',
    `> ${oneLine(site.description)}`,
    '',
    oneLine(
      `${site.name} (${site.jobTitle}) consults through ${site.company} from ${site.location.label}, working with ${site.location.serviceArea}. The consulting is strategy-first: audits, roadmaps and oversight, with execution by the client's team or vetted white-label partners. Contact: ${site.email}.`,
    ),
  ];
}

/** llms.txt: each indexable page's Markdown twin, by section, with its description. */
export function llmsTxt(model: ContentModel): string {
  const lines = header();
  for (const [section, entries] of llmsSections(model)) {
    lines.push('', `## ${section}`, '');
    for (const entry of entries) {
      lines.push(
        `- [${oneLine(entry.seoTitle)}](${absoluteUrl(twinPath(entry.path))}): ${oneLine(entry.description)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * llms-full.txt: the text of every indexable page in one file, in the order of llms.txt, each twin
 * under a line naming the page's URL.
 */
export function llmsFullTxt(model: ContentModel, twins: ReadonlyMap<string, string>): string {
  const parts = [header().join('\n')];
  for (const [, entries] of llmsSections(model)) {
    for (const entry of entries) {
      const twin = twins.get(entry.path);
      if (twin === undefined) throw new Error(`llms-full.txt: no Markdown twin of ${entry.path}`);
      parts.push(`Source: ${absoluteUrl(entry.path)}\n\n${twin.trim()}`);
    }
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
