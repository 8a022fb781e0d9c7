/**
 * Assembles the content model from the validated MDX files and the entries the blog and docs
 * plugins contribute, checks the rules that span files (unique paths, parents that exist, one page
 * per listing, title and description lengths, redirects), and answers the questions every consumer
 * asks: a page's trail, its cards, the featured case study, the HTML sitemap, the redirects.
 */
import {authorsBase, sections} from '../../data/sections';
import {certifications} from '../../data/certifications';
import {site} from '../../data/site';
import {testimonials} from '../../data/testimonials';
import {
  cardComponentNames,
  closingComponentNames,
  featuredCaseStudyComponentNames,
  listComponentNames,
} from '../../components/mdx/names';
import {documentTitle} from '../seo/metadata';
import {descriptionProblem, titleFits, titleProblem} from '../seo/serp.mjs';
import {assertNoProblems, frontMatterLine, type ContentProblem} from './errors';
import {pageRuleProblems} from './pageRules';
import type {ContentFile} from './files';
import type {FrontMatter} from './schema';
import type {
  CardEntry,
  Crumb,
  Entry,
  EntryOfKind,
  FileKind,
  Kind,
  Listing,
  PageData,
  SitemapNode,
  Status,
} from './types';

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

export interface ModelInput {
  readonly files: readonly ContentFile[];
  /** Entries the blog and docs plugins contribute (posts, guides, listings, the author page). */
  readonly external?: readonly Entry[];
  /** The last change of each file (relative path → ISO date), from Git or the file system. */
  readonly dates?: ReadonlyMap<string, string>;
  /** The blog's authors, by key; an author's profile page must name one. */
  readonly authors?: ReadonlyMap<
    string,
    {readonly name: string; readonly jobTitle: string; readonly image: string | null}
  >;
  /**
   * Given (by the development server), receives the findings about how pages appear in search
   * (`search` problems) instead of failing the model on them: the author sees the draft.
   */
  readonly onSearchFinding?: (finding: ContentProblem) => void;
  /**
   * Given (by `npm run new`, which checks the page it writes among the site's), receives every
   * problem, and the model is built nonetheless, so that the page's entry can be read beside them.
   */
  readonly onProblem?: (problem: ContentProblem) => void;
  /**
   * The text of a post's or guide's file (by its path relative to the site), so that a finding
   * about it names the front-matter field and its line, as it does for the files of src/content.
   */
  readonly readSource?: (source: string) => string | undefined;
}

const homePath = '/';

/**
 * The component of the booking confirmation page (src/components/BookingConfirmation): the page
 * that holds it must be `unlisted`.
 */
const bookingConfirmationComponent = 'BookingConfirmation';
/** What an author's page opens with: its heading and portrait come from the author's facts. */
const authorProfileComponent = 'AuthorProfile';

/** "/about/certifications" for the file "about/certifications", "/" for "index". */
function pagePath(name: string): string {
  const trimmed = name.replace(/(^|\/)index$/, '');
  return trimmed === '' ? homePath : `/${trimmed}`;
}

function parentPathOf(path: string, known: ReadonlySet<string>): string {
  const segments = path.split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    if (known.has(candidate)) return candidate;
  }
  return homePath;
}

/**
 * The slug of a page's file, which other pages name it by (a service its hub): its `slug` or its
 * file name. Public: `npm run new` fills a service's `hub:` with it (scripts/new-page.mjs).
 * @public
 */
export const slugOf = (file: ContentFile) =>
  (file.frontMatter as {slug?: string}).slug ?? file.name.split('/').pop() ?? file.name;

export class ContentModel {
  readonly entries: readonly Entry[];
  readonly redirects: readonly Redirect[];
  private readonly byPath: ReadonlyMap<string, Entry>;
  private readonly childrenByPath: ReadonlyMap<string, readonly Entry[]>;
  /** The section components each MDX page's body uses, by path. */
  private readonly usesByPath: ReadonlyMap<string, readonly string[]>;

  constructor(
    entries: readonly Entry[],
    redirects: readonly Redirect[],
    uses: ReadonlyMap<string, readonly string[]> = new Map(),
  ) {
    this.entries = entries;
    this.redirects = redirects;
    this.usesByPath = uses;
    this.byPath = new Map(entries.map((entry) => [entry.path, entry]));
    const children = new Map<string, Entry[]>();
    for (const entry of entries) {
      if (entry.parent === null) continue;
      children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
    }
    for (const list of children.values()) list.sort(compareSiblings);
    this.childrenByPath = children;
  }

  get(path: string): Entry | undefined {
    return this.byPath.get(path);
  }

  /** The entry at `path`; throws when there is none. */
  at(path: string): Entry {
    const entry = this.byPath.get(path);
    if (!entry) throw new Error(`No page of the site has the path "${path}"`);
    return entry;
  }

  get home(): Entry {
    return this.at(homePath);
  }

  /** The pages directly below `path`, in their order. */
  children(path: string): readonly Entry[] {
    return this.childrenByPath.get(path) ?? [];
  }

  ofKind<K extends Kind>(kind: K): EntryOfKind<K>[] {
    return this.entries.filter((entry): entry is EntryOfKind<K> => entry.kind === kind);
  }

  /** The page that lists `listing` (the page with `lists: hubs` for the hubs). */
  listingPage(listing: Listing): Entry | undefined {
    return this.entries.find((entry) => entry.lists === listing);
  }

  /** The breadcrumb trail from Home to the entry, both included. */
  trail(entry: Entry): Crumb[] {
    const chain: Entry[] = [];
    for (let at: Entry | undefined = entry; at; at = at.parent ? this.get(at.parent) : undefined) {
      chain.unshift(at);
      if (chain.length > 32) throw new Error(`The parents of ${entry.path} form a loop`);
    }
    // A service outside its hub's URL folder (the programmatic SEO page) sits directly under its
    // hub, as its URL does: Home > SEO Consulting > Programmatic SEO Consulting.
    const hub = entry.kind === 'service' && entry.parent ? this.get(entry.parent) : undefined;
    const hubListing = hub?.parent ? this.get(hub.parent) : undefined;
    const trail =
      hubListing && !entry.path.startsWith(`${hubListing.path}/`)
        ? chain.filter((step) => step !== hubListing)
        : chain;
    return trail.map((step) => ({name: step.name, path: step.path}));
  }

  /** The entries a page shows as cards: its children, each with its own count of children. */
  cards(path: string): CardEntry[] {
    return this.children(path)
      .filter((entry) => (entry.kind !== 'listing' || entry.indexable) && !entry.unlisted)
      .map((entry): CardEntry => {
        const card = {
          path: entry.path,
          name: entry.name,
          cardTitle: entry.cardTitle,
          card: entry.card,
          status: entry.status,
          childCount: this.children(entry.path).length,
        };
        return entry.kind === 'case-study'
          ? {
              ...card,
              kind: entry.kind,
              category: entry.category,
              date: entry.date,
              results: entry.results,
            }
          : {...card, kind: entry.kind};
      });
  }

  /**
   * What a page that is not written yet offers instead: the live pages of its kind beside it, or
   * else the page above it.
   */
  available(entry: Entry): CardEntry[] {
    if (!entry.parent) return [];
    const live = this.cards(entry.parent).filter(
      (card) => card.status === 'live' && card.kind === entry.kind && card.path !== entry.path,
    );
    if (live.length > 0) return live;
    const parent = this.at(entry.parent);
    return parent.parent
      ? this.cards(parent.parent).filter((card) => card.path === parent.path)
      : [];
  }

  /**
   * The pages a scheduling service sends visitors back to with the booking in the address (the
   * invitee's name, email and answers): the pages with the booking confirmation. The hosting rules
   * keep every request made from them from naming that address.
   */
  get bookingPages(): string[] {
    return this.entries
      .filter((entry) => this.uses(entry, [bookingConfirmationComponent]))
      .map((entry) => entry.path);
  }

  /** Whether the page's body uses one of these components. */
  private uses(entry: Entry, names: readonly string[]): boolean {
    return (this.usesByPath.get(entry.path) ?? []).some((name) => names.includes(name));
  }

  /** The case study other pages cite: the one marked `featured`, or else the newest. */
  get featuredCaseStudy(): EntryOfKind<'case-study'> | null {
    const studies = this.ofKind('case-study');
    return (
      studies.find((study) => study.featured) ??
      [...studies].sort((a, b) => b.date.localeCompare(a.date))[0] ??
      null
    );
  }

  /** The HTML sitemap: Home, then every page below it, nested, listings and the sitemap aside. */
  sitemapTree(): SitemapNode[] {
    const sitemapPage = this.listingPage('sitemap');
    const node = (entry: Entry): SitemapNode => {
      const children = this.children(entry.path)
        // The blog's own listings (tags, archive, later pages) repeat its index.
        .filter((child) => (child.kind !== 'listing' || child.indexable) && child !== sitemapPage)
        .filter((child) => !child.unlisted)
        .filter((child) => child.kind !== 'author')
        .map(node);
      // The consultant's profile sits under each of their posts.
      const author = entry.kind === 'post' ? this.authorOf(entry) : undefined;
      const all = author ? [...children, {name: author.name, path: author.path}] : children;
      // A page is listed as its card names it ("Online Marketing Consultant for the DMV").
      const name = entry.cardTitle;
      return all.length > 0 ? {name, path: entry.path, children: all} : {name, path: entry.path};
    };
    const home = this.home;
    return [{name: home.name, path: home.path}, ...(node(home).children ?? [])];
  }

  private authorOf(post: EntryOfKind<'post'>): Entry | undefined {
    return this.ofKind('author').find((author) => post.authors.includes(author.key));
  }

  /** An author's posts, newest first. */
  postsBy(key: string): EntryOfKind<'post'>[] {
    return this.ofKind('post')
      .filter((post) => post.indexable && post.authors.includes(key))
      .sort((a, b) => b.date.localeCompare(a.date));
  }

  /** What the content plugin hands the page at `entry.path`. */
  pageData(entry: Entry): PageData {
    const siblings = entry.parent
      ? this.children(entry.parent)
          .filter((other) => other.kind === entry.kind && other !== entry)
          .map((other) => ({name: other.name, path: other.path}))
      : [];
    // The route props go into the page's JavaScript: a page gets its cards where it lists pages
    // (its structured data names them too) and the featured case study where its body cites it.
    const listsPages =
      entry.lists !== null ||
      entry.kind === 'hub' ||
      entry.kind === 'area' ||
      this.uses(entry, cardComponentNames);
    return {
      entry,
      trail: this.trail(entry),
      children: listsPages ? this.cards(entry.path) : [],
      featuredCaseStudy: this.uses(entry, featuredCaseStudyComponentNames)
        ? this.featuredCaseStudy
        : null,
      siblings,
      ...(entry.status === 'live' ? {} : {available: this.available(entry)}),
      ...(entry.lists === 'sitemap' ? {sitemap: this.sitemapTree()} : {}),
      // Every read ends in a booking: a case study's own closing band, or the site's invitation.
      ...(entry.kind === 'case-study' && !this.uses(entry, closingComponentNames)
        ? {endsWithInvitation: true}
        : {}),
    };
  }
}

function compareSiblings(a: Entry, b: Entry): number {
  if (a.kind === 'post' && b.kind === 'post') return b.date.localeCompare(a.date);
  return a.position - b.position || a.name.localeCompare(b.name);
}

/** What `position` an entry without one gets: after every positioned sibling. */
const unpositioned = 10_000;

interface Draft {
  readonly file: ContentFile;
  readonly entry: Entry;
}

/** Builds the entry of one file, once the listing pages and the hubs and areas are known. */
function entryOf(
  file: ContentFile,
  context: {
    listingPath: (listing: Listing) => string | undefined;
    parentBySlug: (kind: 'hub' | 'area', slug: string) => string | undefined;
    dates: ReadonlyMap<string, string>;
    authors: ModelInput['authors'];
    failedParents: ReadonlySet<string>;
    problems: ContentProblem[];
  },
): Entry | undefined {
  const author = file.kind === 'author' ? context.authors?.get(slugOf(file)) : undefined;
  const fm = {
    ...file.frontMatter,
    ...(file.kind === 'author' && !file.frontMatter.title
      ? {title: author?.name ?? slugOf(file)}
      : {}),
  } as FrontMatter<FileKind> & {
    title: string;
    path?: string;
    status?: Status;
    hub?: string;
    area?: string;
    lists?: Listing;
    schema?: Entry['webPageType'];
  };
  const slug = slugOf(file);
  const problem = (field: string | undefined, message: string) =>
    context.problems.push({
      file: file.file,
      line: field ? frontMatterLine(file.source, field) : undefined,
      field,
      message,
    });

  const under = (listing: Listing): {path: string; parent: string} | undefined => {
    const base = context.listingPath(listing);
    if (base === undefined) {
      problem(
        undefined,
        `no page lists ${listing}: add "lists: ${listing}" to the front matter of the page that shows their cards`,
      );
      return undefined;
    }
    return {path: fm.path ?? `${base === homePath ? '' : base}/${slug}`, parent: base};
  };
  const underParent = (kind: 'hub' | 'area', parentSlug: string, path: string) => {
    const parent = context.parentBySlug(kind, parentSlug);
    // A parent whose own file has a mistake is reported there; this page waits for it.
    if (parent === undefined && context.failedParents.has(`${kind}:${parentSlug}`))
      return undefined;
    if (parent === undefined) {
      problem(
        kind,
        `there is no ${kind} "${parentSlug}": use the file name of one of src/content/${kind === 'hub' ? 'hubs' : 'areas'}/`,
      );
      return undefined;
    }
    return {path, parent};
  };

  let place: {path: string; parent: string | null} | undefined;
  switch (file.kind) {
    case 'page': {
      const path = pagePath(file.name);
      place = {path, parent: path === homePath ? null : ''}; // the parent is set once all pages are known
      break;
    }
    case 'legal':
      place = {path: fm.path ?? `/${slug}`, parent: homePath};
      break;
    case 'hub':
      place = under('hubs');
      break;
    case 'area':
      place = under('areas');
      break;
    case 'industry':
      place = under('industries');
      break;
    case 'case-study':
      place = under('case-studies');
      break;
    case 'service': {
      const folder = context.listingPath('hubs');
      place = underParent(
        'hub',
        fm.hub ?? '',
        fm.path ?? `${folder === homePath || folder === undefined ? '' : folder}/${slug}`,
      );
      break;
    }
    case 'region':
      place = underParent('area', fm.area ?? '', fm.path ?? `/${slug}`);
      break;
    case 'author':
      place = {path: `${authorsBase}/${slug}`, parent: sections.blog.path};
      break;
  }
  if (!place) return undefined;

  if (fm.description === undefined && place.path !== homePath) {
    problem('description', 'required, but missing');
  }
  const status: Status = fm.status ?? 'live';
  if (status === 'live' && !file.hasBody) {
    problem(
      'status',
      `the page is live but has no body: write the page below the front matter, or set "status: ${file.kind === 'industry' ? 'fallback' : 'coming-soon'}"`,
    );
  }
  const unlisted = (fm as {unlisted?: true}).unlisted === true;
  if (file.kind === 'author' && !file.components.includes(authorProfileComponent)) {
    problem(
      undefined,
      `an author's page opens with <${authorProfileComponent}> (the portrait, the name as its heading, the job title), the biography written inside it, as the authors' guide shows ("Add a tag or an author")`,
    );
  }
  if (file.components.includes(bookingConfirmationComponent) && !unlisted) {
    problem(
      undefined,
      `<${bookingConfirmationComponent}> is on a page search engines would index: add "unlisted: true" to its front matter, as the page only those who booked should reach`,
    );
  }
  const base = {
    path: place.path,
    kind: file.kind,
    parent: place.parent,
    title: fm.title,
    name: fm.name ?? (place.path === homePath ? sections.home.name : fm.title),
    seoTitle:
      fm.seo_title ??
      (author?.jobTitle && titleFits(`${fm.title}, ${author.jobTitle}`)
        ? `${fm.title}, ${author.jobTitle}`
        : fm.title),
    description: fm.description ?? (place.path === homePath ? site.description : ''),
    cardTitle: fm.card_title ?? fm.name ?? fm.title,
    card: fm.card ?? fm.description ?? '',
    status,
    indexable: status === 'live' && !unlisted,
    unlisted,
    source: file.file,
    lastModified: fm.last_update?.date ?? context.dates.get(file.file) ?? null,
    position: fm.position ?? unpositioned,
    redirectFrom: fm.redirect_from ?? [],
    webPageType:
      fm.schema ??
      (file.kind === 'author'
        ? 'ProfilePage'
        : fm.lists || file.kind === 'hub' || file.kind === 'area'
          ? 'CollectionPage'
          : 'WebPage'),
    lists: fm.lists ?? null,
    mainEntity: file.components.some((name) =>
      (listComponentNames as readonly string[]).includes(name),
    )
      ? 'list'
      : null,
  } as const;
  if (file.kind === 'author') {
    if (context.authors && !author) {
      problem(
        undefined,
        `there is no author "${slug}" among the blog's authors: add them under Site facts → Blog authors (src/data/facts/authors.json), as an author's page is named after the author's key`,
      );
    }
    return {
      ...base,
      kind: 'author',
      key: slug,
      jobTitle: author?.jobTitle ?? '',
      image: author?.image ?? null,
    };
  }
  if (file.kind === 'case-study') {
    const study = file.frontMatter as FrontMatter<'case-study'>;
    return {
      ...base,
      kind: 'case-study',
      category: study.category,
      date: study.date,
      results: study.results,
      featured: study.featured ?? false,
    };
  }
  return {...base, kind: file.kind} as Entry;
}

/** What `{count.NAME}` in front matter counts: the pages of a kind, or a data module's entries. */
const countedKinds = {
  hubs: 'hub',
  services: 'service',
  areas: 'area',
  regions: 'region',
  industries: 'industry',
  'case-studies': 'case-study',
  posts: 'post',
  guides: 'guide',
} as const satisfies Record<string, Kind>;
const countedData: Record<string, number> = {
  certifications: certifications.length,
  testimonials: testimonials.length,
};

/**
 * Front matter may state how many pages of a kind (or entries of a data module) there are,
 * `{count.industries}`, `{count.certifications}`, so that a description stays true when one is
 * added; each is replaced once the model knows every page.
 */
function resolveCounts(
  entries: readonly Entry[],
  fileOf: ReadonlyMap<string, ContentFile>,
  problems: ContentProblem[],
): Entry[] {
  const counts = new Map<string, number>(Object.entries(countedData));
  for (const [name, kind] of Object.entries(countedKinds)) {
    counts.set(
      name,
      entries.filter((entry) => entry.kind === kind && entry.status === 'live').length,
    );
  }
  const fields = ['title', 'name', 'seoTitle', 'description', 'card', 'cardTitle'] as const;
  return entries.map((entry) => {
    if (!fields.some((field) => entry[field].includes('{count.'))) return entry;
    const resolved = {...entry};
    for (const field of fields) {
      resolved[field] = entry[field].replace(/\{count\.([a-z-]+)\}/g, (token, name: string) => {
        const count = counts.get(name);
        if (count !== undefined) return String(count);
        const file = fileOf.get(entry.path);
        problems.push({
          file: entry.source,
          line: file
            ? frontMatterLine(
                file.source,
                field === 'seoTitle' ? 'seo_title' : field === 'cardTitle' ? 'card_title' : field,
              )
            : undefined,
          message: `${token} counts nothing: write {count.X} with X one of ${[...counts.keys()].join(', ')}`,
        });
        return token;
      });
    }
    return resolved as Entry;
  });
}

/** Checks the rules every page obeys, whatever its kind. */
function checkEntry(
  entry: Entry,
  file: ContentFile | undefined,
  problems: ContentProblem[],
  readSource: ModelInput['readSource'],
): void {
  // A post's or a guide's file, where it can be read: its title may be written `title_meta`.
  const text = file?.source ?? (entry.source ? readSource?.(entry.source) : undefined);
  const report = (field: string, message: string) =>
    problems.push({
      file: entry.source,
      line: text ? frontMatterLine(text, field) : undefined,
      field: text ? field : undefined,
      message: text ? message : `${field} ${message}`,
      search: true,
    });
  if (entry.kind === 'listing') return;
  // The <title> as the page writes it: with the site name when the two are short enough.
  const shown = documentTitle(entry.seoTitle);
  const title = titleProblem(shown);
  if (title) {
    // The field a shorter title for search results goes in: pages and posts have one; a guide's
    // title is its only one.
    const seoField = file ? 'seo_title' : entry.kind === 'post' ? 'title_meta' : undefined;
    report(
      seoField && text && frontMatterLine(text, seoField) ? seoField : 'title',
      `${shown === entry.seoTitle ? '' : `with the site name the page adds, "${shown}" `}${title}. Shorten it${seoField ? `, or give a shorter "${seoField}"` : ''}.`,
    );
  }
  const description = descriptionProblem(
    entry.description,
    entry.kind === 'post' ? entry.date : undefined,
  );
  // A description the file lacks is reported by the front matter's check.
  if (description && (entry.description || !file)) report('description', `${description}.`);
}

/** The content model of the site, or a ContentError listing every mistake found. */
export function buildModel({
  files,
  external = [],
  dates = new Map(),
  authors,
  onSearchFinding,
  onProblem,
  readSource,
}: ModelInput): ContentModel {
  const problems: ContentProblem[] = [];

  const listings = new Map<Listing, ContentFile>();
  for (const file of files) {
    const lists = (file.frontMatter as {lists?: Listing}).lists;
    if (!lists) continue;
    const other = listings.get(lists);
    if (other) {
      problems.push({
        file: file.file,
        line: frontMatterLine(file.source, 'lists'),
        field: 'lists',
        message: `${other.file} already lists ${lists}; only one page may`,
      });
      continue;
    }
    listings.set(lists, file);
  }
  const listingPath = (listing: Listing) => {
    const file = listings.get(listing);
    return file ? pagePath(file.name) : undefined;
  };
  const parentsBySlug = new Map<string, string>();
  const failedParents = new Set<string>();
  const drafts: Draft[] = [];
  const add = (file: ContentFile) => {
    const entry = entryOf(file, {
      listingPath,
      parentBySlug: (kind, slug) => parentsBySlug.get(`${kind}:${slug}`),
      dates,
      authors,
      failedParents,
      problems,
    });
    if (entry) drafts.push({file, entry});
    return entry;
  };
  // Hubs and areas first: services and regions name them.
  const first = (kind: FileKind) => kind === 'hub' || kind === 'area';
  for (const file of files.filter((f) => first(f.kind))) {
    const entry = add(file);
    if (entry) parentsBySlug.set(`${file.kind}:${slugOf(file)}`, entry.path);
    else failedParents.add(`${file.kind}:${slugOf(file)}`);
  }
  files.filter((f) => !first(f.kind)).forEach(add);

  // Pages sit under the longest path of another page that starts their own (or Home).
  const pagePaths = new Set(drafts.filter((d) => d.file.kind === 'page').map((d) => d.entry.path));
  const placed: Entry[] = drafts.map(({entry}) =>
    entry.kind === 'page' && entry.parent === ''
      ? {...entry, parent: parentPathOf(entry.path, pagePaths)}
      : entry,
  );
  placed.push(...external);
  const fileOf = new Map(drafts.map(({file, entry}) => [entry.path, file]));
  const entries = resolveCounts(placed, fileOf, problems);

  if (!entries.some((entry) => entry.path === homePath)) {
    problems.push({file: null, message: 'there is no home page: add src/content/pages/index.mdx'});
  }

  const seen = new Map<string, Entry>();
  for (const entry of entries) {
    const other = seen.get(entry.path);
    if (other) {
      problems.push({
        file: entry.source,
        message: `its path ${entry.path} is also the path of ${other.source ?? `the ${other.kind} page`}; give one of them another slug`,
      });
    }
    seen.set(entry.path, entry);
    checkEntry(entry, fileOf.get(entry.path), problems, readSource);
  }
  for (const entry of entries) {
    if (entry.parent && !seen.has(entry.parent)) {
      problems.push({
        file: entry.source,
        message: `its parent page ${entry.parent} does not exist`,
      });
    }
  }
  problems.push(...pageRuleProblems(entries, fileOf));
  const featured = entries.filter((entry) => entry.kind === 'case-study' && entry.featured);
  if (featured.length > 1) {
    problems.push({
      file: featured[1]?.source ?? null,
      field: 'featured',
      message: `only one case study can be featured; ${featured[0]?.source} is too`,
    });
  }

  const redirects: Redirect[] = [];
  const sources = new Map<string, Entry>();
  for (const entry of entries) {
    for (const from of entry.redirectFrom) {
      const file = fileOf.get(entry.path);
      const line = file ? frontMatterLine(file.source, 'redirect_from') : undefined;
      if (seen.has(from)) {
        problems.push({
          file: entry.source,
          line,
          field: 'redirect_from',
          message: `${from} is a page of the site; a redirect can only come from a path that no page has`,
        });
      } else if (sources.has(from)) {
        problems.push({
          file: entry.source,
          line,
          field: 'redirect_from',
          message: `${from} already redirects to ${sources.get(from)?.path}`,
        });
      } else {
        sources.set(from, entry);
        redirects.push({from, to: entry.path});
      }
    }
  }

  if (onProblem) {
    problems.forEach(onProblem);
  } else if (onSearchFinding) {
    problems.filter((problem) => problem.search).forEach(onSearchFinding);
    assertNoProblems(problems.filter((problem) => !problem.search));
  } else {
    assertNoProblems(problems);
  }
  return new ContentModel(
    entries,
    redirects,
    new Map(drafts.map(({file, entry}) => [entry.path, file.components])),
  );
}
