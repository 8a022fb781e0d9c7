/**
 * The page check's report of the site, written by the content plugin on the development server
 * each time the content model is built (every save of a content file): for each page, what its
 * search result and social card show, the findings of the model's rules with the file and the
 * front-matter field, whether another page links to it, and the pages that compete with it.
 * The panel in the browser (./client) reads it; nothing of it is in a production build.
 */
import type {ContentProblem} from '../../lib/content/errors';
import type {ContentModel} from '../../lib/content/model';
import type {Entry, SitemapNode} from '../../lib/content/types';
import {defaultSocialImage, documentTitle, socialImagePath} from '../../lib/seo/metadata';
import {competingPages, type Competitor} from './competition';

export interface ReportFinding {
  readonly rule: string;
  readonly file: string | null;
  readonly line?: number;
  readonly field?: string;
  readonly message: string;
}

export interface PageReport {
  readonly path: string;
  /** The MDX file of the page, relative to the site's folder; null for a generated listing. */
  readonly source: string | null;
  readonly kind: string;
  /** The text of <title> and og:title. */
  readonly title: string;
  readonly description: string;
  /** A post's date ("2026-11-20"), which its search result shows before the description. */
  readonly date: string | null;
  readonly indexable: boolean;
  /** The path of the social card the build publishes for the page. */
  readonly image: string;
  readonly findings: readonly ReportFinding[];
  readonly competitors: readonly Competitor[];
}

export interface SiteReport {
  readonly pages: Record<string, PageReport>;
  /**
   * When each social card (by its path) was last drawn: a time the panel puts in the card's
   * address, so that it shows a card redrawn under the same path. A card not drawn yet is absent.
   */
  readonly cards: Readonly<Record<string, number>>;
}

function sitemapPaths(nodes: readonly SitemapNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    into.add(node.path);
    sitemapPaths(node.children ?? [], into);
  }
  return into;
}

/**
 * The report of every page of `model`, with the search findings the model handed over (title and
 * description) and the paths other pages link to (`linked`: navigation, the MDX files' links).
 */
export function siteReport(
  model: ContentModel,
  searchFindings: readonly ContentProblem[],
  linked: ReadonlySet<string>,
): SiteReport {
  // The HTML sitemap, where the site has one, links every page it lists.
  const sitemapPage = model.entries.some((entry) => entry.lists === 'sitemap');
  const reachable = new Set([...linked, ...(sitemapPage ? sitemapPaths(model.sitemapTree()) : [])]);
  // A page listed by its parent (a hub's services, the blog's posts) is linked from it.
  for (const entry of model.entries) {
    const parent = entry.parent ? model.get(entry.parent) : undefined;
    if (parent && (parent.lists || parent.kind === 'listing' || parent.kind === 'hub')) {
      reachable.add(entry.path);
    }
  }
  const searchable = model.entries.filter((entry) => entry.indexable && entry.kind !== 'listing');
  const competitors = competingPages(
    searchable.map((entry) => ({
      path: entry.path,
      title: entry.title,
      description: entry.description,
    })),
  );
  const pages: Record<string, PageReport> = {};
  for (const entry of model.entries) {
    const findings: ReportFinding[] = searchFindings
      .filter((finding) => finding.file !== null && finding.file === entry.source)
      .map((finding) => ({
        rule: finding.field === 'description' ? 'description' : 'title',
        file: finding.file,
        line: finding.line,
        field: finding.field,
        message: finding.message,
      }));
    if (entry.indexable && entry.path !== '/' && !reachable.has(entry.path)) {
      findings.push({
        rule: 'orphan',
        file: entry.source,
        message:
          'No other page links here: search engines find a page by its links. Link to it from a related page, or give it a parent that lists it.',
      });
    }
    pages[entry.path] = {
      path: entry.path,
      source: entry.source,
      kind: entry.kind,
      title: documentTitle(entry.seoTitle),
      description: entry.description,
      date: entry.kind === 'post' ? (entry as Extract<Entry, {kind: 'post'}>).date : null,
      indexable: entry.indexable,
      image: entry.indexable ? socialImagePath(entry.path) : defaultSocialImage.path,
      findings,
      competitors: competitors.get(entry.path) ?? [],
    };
  }
  return {pages, cards: {}};
}
