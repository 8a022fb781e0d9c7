/**
 * What `npm run new` writes (scripts/new.mjs): a new page of one kind, its front matter filled
 * from the site's own files and a starting draft of its body, checked with the site's own rules
 * before it is kept.
 *
 * The site's rules are TypeScript (src/lib/content): they are loaded as Docusaurus loads the
 * site's config, with jiti, so that the new file is checked by the same schema and content model
 * as a build checks it, and dated in the same time zone as a build publishes it. Where a page goes
 * (its folder, its path) is read from the site's files here, before anything is written, so that a
 * slug already taken is refused with the file that holds it; the content model then confirms the
 * path of the file written.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from '@11ty/gray-matter';

/** The kinds of page `npm run new` writes, with the folder of each (src/content kinds: kinds.ts). */
export const kinds = ['post', 'guide', 'service', 'area', 'industry', 'case-study'];

/** The folders the blog and docs plugins read (docusaurus.config.ts). */
const blogFolder = 'blog';
const docsFolder = 'docs';

/**
 * The blog's own pages beside its posts, under its path (docusaurus.config.ts: the tags list and
 * the archive and authors pages): a post cannot take their path.
 */
const blogListings = ['tags', 'archive', 'authors'];

/** A slug of the site: lower-case letters and digits in words joined by hyphens (schema.ts). */
const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How long a slug made from a title may grow, cut at a hyphen: a file name and a URL. */
const maxSlugLength = 80;

/** A refusal: what the author asked for cannot be written, and the message says why. */
export class Refusal extends Error {
  constructor(message) {
    super(message);
    this.name = 'Refusal';
  }
}

// ---------------------------------------------------------------------------------------------
// The title and its slug

/** Letters that Unicode does not decompose into a Latin letter and a mark. */
const latinLetters = {ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i'};
const latinLetterPattern = new RegExp(`[${Object.keys(latinLetters).join('')}]`, 'g');

/**
 * "Café SEO: 5 Tips & Tricks!" → "cafe-seo-5-tips-and-tricks": the slug of a title, in the shape
 * the site's schema asks of every slug. Accents are dropped, "&" is "and", apostrophes join their
 * word, anything else that is not a letter or a digit separates words. A long slug is cut at a
 * hyphen. Empty when the title has no letter or digit a URL can use.
 */
function slugFromTitle(title) {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(latinLetterPattern, (letter) => latinLetters[letter])
    .replace(/&/g, ' and ')
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxSlugLength) return slug;
  const cut = slug.slice(0, maxSlugLength + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : maxSlugLength);
}

/**
 * The title as a page shows it: on one line (runs of spaces, tabs and line breaks are one space),
 * with typographic quotes and apostrophes (the site's copy uses no typewriter quotes). A control
 * character is refused: it cannot be seen, and would be kept in the page's title.
 */
function cleanTitle(raw) {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (/\p{Cc}/u.test(title)) {
    throw new Refusal(
      `The title holds a control character (${JSON.stringify(title)}): type it again without it.`,
    );
  }
  return title
    .replace(/(^|[\s([{“‘—–-])'/gu, '$1‘')
    .replace(/'/g, '’')
    .replace(/(^|[\s([{‘—–-])"/gu, '$1“')
    .replace(/"/g, '”');
}

// ---------------------------------------------------------------------------------------------
// YAML

/** A YAML value `text` as the site's front-matter parser reads it. */
function parsedYaml(text) {
  return matter(`---\nvalue: ${text}\n---\n`, {}).data.value;
}

/**
 * A string as a YAML value: bare where the site's parser reads it back unchanged ("A Plain
 * Title"), else in single quotes (a colon, a "#", a leading quote or dash, "---", a value YAML
 * would read as a number, a date or a boolean), else in double quotes. Each is read back with the
 * site's own parser before it is used.
 */
function yamlString(value) {
  const candidates = [
    ...(/^[\p{L}\p{N}][\p{L}\p{N} ,.()&’‘“”?!/+%–—-]*$/u.test(value) ? [value] : []),
    `'${value.replaceAll("'", "''")}'`,
    JSON.stringify(value),
  ];
  for (const candidate of candidates) {
    try {
      if (parsedYaml(candidate) === value) return candidate;
    } catch {
      // Not valid YAML: the next way of writing it.
    }
  }
  throw new Refusal(`The text ${JSON.stringify(value)} cannot be written in the front matter.`);
}

// ---------------------------------------------------------------------------------------------
// The site's files

/** The site's TypeScript modules, loaded as Docusaurus loads its config (jiti). */
function siteModules(root) {
  const require = createRequire(import.meta.url);
  const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
  const load = (file) => jiti(path.join(root, file));
  return {
    ...load('src/lib/content/kinds.ts'),
    ...load('src/lib/content/files.ts'),
    ...load('src/lib/content/model.ts'),
    ...load('src/lib/content/entry.ts'),
    ...load('src/lib/content/errors.ts'),
    ...load('src/lib/blogValidation.ts'),
    ...load('src/lib/schedule.ts'),
    ...load('src/data/sections.ts'),
  };
}

/** The Markdown files under `dir`, relative to it, without the partials ("_x.mdx", "_x/…"). */
function markdownFiles(dir, base = '') {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((dirent) => {
      if (dirent.name.startsWith('_') || dirent.name === '__tests__') return [];
      const relative = base ? `${base}/${dirent.name}` : dirent.name;
      if (dirent.isDirectory()) return markdownFiles(path.join(dir, dirent.name), relative);
      return /\.mdx?$/.test(dirent.name) ? [relative] : [];
    });
}

/** The front matter of a file; {} where it cannot be read (the build reports that file). */
function frontMatterOf(file) {
  try {
    return matter(fs.readFileSync(file, 'utf8'), {}).data;
  } catch {
    return {};
  }
}

/** "/blog//x/" → "/blog/x" */
const normalizePath = (route) => `/${route.split('/').filter(Boolean).join('/')}`;

/** "/about/certifications" for the file "about/certifications", "/" for "index" (model.ts). */
function pagePath(name) {
  const trimmed = name.replace(/(^|\/)index$/, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

/** A post's slug from its file name, as the blog plugin reads it ("2025/09/04/x" when dated). */
function postFileSlug(relative) {
  const dated =
    /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/.exec(
      relative,
    );
  if (dated?.groups) {
    const {folder, date, text} = dated.groups;
    return {slug: `${date.replace(/-/g, '/')}/${folder}${text}`, text};
  }
  const text = relative.replace(/(?:\/index)?\.mdx?$/, '');
  return {slug: text, text};
}

/** "01-setup" → "setup": the number prefix the docs plugin strips from a file or folder name. */
function stripNumberPrefix(name) {
  if (/^\d+[-_.]\d+/.test(name)) return name;
  return /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name)?.[1] ?? name;
}

/** A guide's path below the knowledge base's, as the docs plugin computes it from its file. */
function guideSlug(relative, frontMatterSlug) {
  const dir = path.posix.dirname(relative);
  const base = path.posix.basename(relative).replace(/\.mdx?$/, '');
  const dirSlug = dir === '.' ? '/' : `/${dir.split('/').map(stripNumberPrefix).join('/')}/`;
  if (typeof frontMatterSlug === 'string' && frontMatterSlug.startsWith('/'))
    return frontMatterSlug;
  const isIndex =
    /^(index|readme)$/i.test(base) || base.toLowerCase() === path.posix.basename(dir).toLowerCase();
  if (frontMatterSlug === undefined && isIndex) return dirSlug;
  return `${dirSlug}${frontMatterSlug ?? stripNumberPrefix(base)}`;
}

/** A YAML file of the blog (authors.yml, tags.yml), read by the site's parser; {} if absent. */
function readYaml(file) {
  if (!fs.existsSync(file)) return {};
  return matter(`---\n${fs.readFileSync(file, 'utf8')}\n---\n`, {}).data ?? {};
}

/**
 * Every page the site's files make, with the path and slug of each, and the old paths that
 * redirect to them: what a new page must not take.
 */
function readSite(root, site) {
  const contentFiles = site.fileKinds.flatMap((kind) =>
    markdownFiles(path.join(root, site.contentDir, site.kindFolders[kind])).map((relative) => {
      const file = `${site.contentDir}/${site.kindFolders[kind]}/${relative}`;
      const name = relative.replace(/\.mdx?$/, '');
      const fm = frontMatterOf(path.join(root, file));
      const slug = typeof fm.slug === 'string' ? fm.slug : name.split('/').pop();
      return {kind, file, name, slug, fm};
    }),
  );
  const listings = new Map(
    contentFiles
      .filter((page) => page.kind === 'page' && typeof page.fm.lists === 'string')
      .map((page) => [page.fm.lists, pagePath(page.name)]),
  );
  /** The path of a page of a listed kind: under the page that lists its kind (model.ts). */
  const under = (listing, slug) => {
    const base = listings.get(listing);
    return base === undefined ? undefined : `${base === '/' ? '' : base}/${slug}`;
  };
  const pages = contentFiles.map((page) => {
    const own = typeof page.fm.path === 'string' ? page.fm.path : undefined;
    const route = {
      page: () => pagePath(page.name),
      legal: () => own ?? `/${page.slug}`,
      region: () => own ?? `/${page.slug}`,
      hub: () => own ?? under('hubs', page.slug),
      area: () => own ?? under('areas', page.slug),
      industry: () => own ?? under('industries', page.slug),
      'case-study': () => own ?? under('case-studies', page.slug),
      service: () => own ?? under('hubs', page.slug),
      author: () => `${site.authorsBase}/${page.slug}`,
    }[page.kind]();
    return {...page, path: route};
  });
  for (const relative of markdownFiles(path.join(root, blogFolder))) {
    const file = `${blogFolder}/${relative}`;
    const fm = frontMatterOf(path.join(root, file));
    const fromFile = postFileSlug(relative);
    const slug = typeof fm.slug === 'string' ? fm.slug : fromFile.slug;
    pages.push({
      kind: 'post',
      file,
      fm,
      // A post without `slug:` is also known by its file name without the date.
      slugs: [slug.replace(/^\/+|\/+$/g, ''), fromFile.text],
      path: normalizePath(`${site.sections.blog.path}/${slug}`),
    });
  }
  for (const relative of markdownFiles(path.join(root, docsFolder))) {
    const file = `${docsFolder}/${relative}`;
    const fm = frontMatterOf(path.join(root, file));
    const slug = guideSlug(relative, typeof fm.slug === 'string' ? fm.slug : undefined);
    pages.push({
      kind: 'guide',
      file,
      fm,
      slug: slug.replace(/^\/+|\/+$/g, ''),
      path: normalizePath(`${site.sections.resources.path}/${slug}`),
    });
  }
  const redirects = pages.flatMap((page) =>
    (Array.isArray(page.fm.redirect_from) ? page.fm.redirect_from : []).map((from) => ({
      from: normalizePath(String(from)),
      file: page.file,
    })),
  );
  return {pages, redirects, under};
}

// ---------------------------------------------------------------------------------------------
// What each kind's front matter is filled from

/** "seo-consultant", "SEO Consulting", in the order the site lists the hubs (model.ts). */
function hubsInOrder(pages) {
  const nameOf = (hub) => String(hub.fm.name ?? hub.fm.title ?? hub.slug);
  return pages
    .filter((page) => page.kind === 'hub')
    .sort(
      (a, b) =>
        (a.fm.position ?? 10_000) - (b.fm.position ?? 10_000) || nameOf(a).localeCompare(nameOf(b)),
    )
    .map((hub) => ({slug: hub.slug, name: nameOf(hub), path: hub.path}));
}

/** The category most of the case studies have (the first of them on a tie). */
function usualCategory(pages) {
  const counts = new Map();
  for (const page of pages.filter((each) => each.kind === 'case-study')) {
    if (typeof page.fm.category === 'string')
      counts.set(page.fm.category, (counts.get(page.fm.category) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [null, 0])[0];
}

/** A text of a JSX attribute, where it can be written between double quotes as it is. */
const attribute = (text) => (/^[^"{}<>\\]+$/.test(text) ? `"${text}"` : undefined);

// ---------------------------------------------------------------------------------------------
// The drafts: the front matter and the body of each kind

const siteImport = "import {site} from '@site/src/data/site';";

/** The same four steps as the site's areas and hubs show, which hold for any engagement. */
const processSteps = `<ProcessSteps
  title="How We Work Together"
  subtitle="Four steps from our first conversation to a plan that keeps improving.">
<Step title="Discovery Call">
  A {site.strategyCallMinutes}-minute conversation about your business, your customers and your
  goals, so the work starts from what matters to you.
</Step>
<Step title="Audit & Research">
  I review your site, analytics, competitors and search demand to find what is holding you back and
  where the quickest wins are.
</Step>
<Step title="Strategy Roadmap">
  You get a prioritized, plain-English plan: what to do, in what order, who does it, and how we will
  measure success.
</Step>
<Step title="Oversight & Guidance">
  Ongoing guidance for you or your team, with regular check-ins and adjustments as your market
  responds.
</Step>
</ProcessSteps>`;

const closing = `<CallToAction title="Let’s Talk About Your Goals">
  Start with a {site.strategyCallMinutes}-minute strategy call. You will leave with a clear view of
  where you stand and what to do next.
</CallToAction>`;

/** The comment above a description, which the author rewrites. */
const describe = (what) =>
  `# Rewrite the description: ${what}.\n# Search results, social cards and the page's card show it.`;

/**
 * Each kind: where its file goes, the description it starts with (valid as it is, for the site's
 * checks, and meant to be rewritten), the fields of its front matter and its body. `draft` gets
 * what was read from the site for the new page.
 */
const drafts = {
  post: {
    description:
      'Practical search and marketing advice: what to check, what to change, and why it matters to your business.',
    describe: describe('one or two sentences on what the reader will learn'),
    titleField: 'title_meta',
    front: ({slug, today, author, tags}) => [
      `slug: ${slug}`,
      'TITLE',
      'DESCRIPTION',
      `date: ${today}`,
      `authors: [${author}]`,
      ...(tags.length > 0
        ? [
            `# The tags the post shares with others, which its suggestions follow: keep those of`,
            `# blog/tags.yml that fit, and remove the "#" to keep the line.`,
            `# tags: [${tags.join(', ')}]`,
          ]
        : []),
    ],
    body: () => `{/*
  The introduction: a paragraph or two on the problem the post solves and what the reader will
  learn. The blog's listings end the post's excerpt at the line below.
*/}

{/* truncate */}

## Why It Matters

{/* The problem in the reader’s terms: what it costs them, and how they can tell they have it. */}

## What to Do

{/*
  The steps, in the order to take them, each with an example. A step that needs more than a
  paragraph gets a "###" heading; code goes in a fenced code block, and a picture in a <Figure>
  (see "Code blocks" and "Add an image" in src/content/README.md).
*/}

## Where to Start

{/*
  The first thing to do, and how to know it worked. Below this, the post shows its author, an
  invitation to book a strategy call and the posts it suggests: nothing to write for them.
*/}
`,
  },

  guide: {
    description:
      'A practical guide from the knowledge base: the steps to follow, what to check at each one, and the mistakes to avoid.',
    describe: describe('one or two sentences on what the guide helps the reader do'),
    titleField: null,
    front: ({slug, position, needsSlug}) => [
      ...(needsSlug ? [`slug: ${slug}`] : []),
      'TITLE',
      'DESCRIPTION',
      `# Its place among the guides of the knowledge base (lower first).`,
      `sidebar_position: ${position}`,
    ],
    body: () => `{/*
  The introduction: who the guide is for, and what they can do once they have read it. The page
  shows the title above it as its heading.
*/}

## Before You Start

{/* What the reader needs first: the access, the tools and the facts to gather. */}

## Step by Step

{/*
  The steps, each under a "###" heading, with an example or a screenshot (see "Add an image" in
  src/content/README.md).
*/}

## Check Your Work

{/*
  How the reader can tell it worked, and the mistakes to look for. The guide then ends with the
  invitation to book a strategy call and links to the previous and next guides.
*/}
`,
  },

  service: {
    description:
      'Consulting scoped to your goals: an audit of where you stand, a prioritized plan, and oversight of the work that follows.',
    describe: describe('what the service does and for whom, in a sentence or two'),
    titleField: 'seo_title',
    front: ({hub}) => ['TITLE', 'DESCRIPTION', `hub: ${hub.slug}`],
    body: ({hub}) => `${siteImport}

{/*
  The first screen: the lead under the title says in a sentence or two what the client gets. The
  panel beside it lists what is included, as a Markdown list of three to five points, and can show
  the plan the price starts from (plan="project", a plan of src/data/plans.ts) with
  link="Compare the plans" to="/pricing".
*/}

<Hero${attribute(hub.name) ? ` tagline=${attribute(hub.name)}` : ''} action="Let’s Talk">

{/* The lead paragraph. */}

<Highlights title="What You Get">

{/* - The first thing the client gets */}

</Highlights>

</Hero>

<Section id="what-it-is" title="What the Service Covers" prose>

{/*
  Two or three paragraphs: what the service is, how it differs from the services beside it, and
  why it matters now. A "###" heading for each part that needs one.
*/}

</Section>

<Section id="who-it-helps" variant="muted" title="Who It Helps">
<Features>

{/*
  A <Feature title="…"> for each kind of client, with a paragraph on what the service does for
  them, as on src/content/services/on-page-seo-expert.mdx.
*/}

</Features>
</Section>

${processSteps}

{/*
  Questions clients ask, if any: <Faq title="Questions About …"> with a <Question q="…"> for each,
  the answer in Markdown between its tags.
*/}

${closing}
`,
  },

  area: {
    description:
      'SEO and digital marketing strategy for businesses in this region, from a consultant who knows how its customers search.',
    describe: describe('the region and what the consultant does for businesses there'),
    titleField: 'seo_title',
    front: () => [
      'TITLE',
      `# The short name of its breadcrumbs, navigation and card (default: the title).`,
      `# name: Region Services`,
      'DESCRIPTION',
    ],
    body: () => `${siteImport}

{/*
  The first screen: the lead under the title names the region and what you do there. The panel
  beside it lists what a business there gets, as a Markdown list of three to five points.
*/}

<Hero tagline="Areas Served" action="Let’s Talk">

{/* The lead paragraph. */}

<Highlights title="What You Get">

{/* - The first thing a business in the region gets */}

</Highlights>

</Hero>

<Section id="why-needed" narrow title="Why Businesses Here Need a Marketing Consultant">
<CheckList>

{/*
  Four or five reasons, as a Markdown list: the market, the competition and how customers in the
  region search.
*/}

</CheckList>
</Section>

<Section id="regions" variant="muted" title="Where I Work">

{/*
  The cards of the area's regions: each file of src/content/regions/ whose "area:" is this file's
  name (see "Add a region to an area" in src/content/README.md). The area needs one at least: its
  structured data names them.
*/}

<PageCards comingSoon="Page coming soon" />
</Section>

${processSteps}

${closing}
`,
  },

  industry: {
    description:
      'Search and content strategy for businesses in this industry, shaped by how their buyers research before they call.',
    describe: describe('the industry and what the consultant does for it'),
    titleField: 'seo_title',
    front: () => ['TITLE', 'DESCRIPTION'],
    body: () => `{/*
  The first screen: the lead under the title says in a sentence or two what you do for businesses
  of the industry. The panel beside it lists the parts of the work, as a Markdown list.
*/}

<Hero tagline="Industries Served" action="Let’s Talk">

{/* The lead paragraph. */}

<Highlights title="At a Glance">

{/* - The first part of the work */}

</Highlights>

</Hero>

<Article id="approach" back="All industries I serve">

## The Search Challenges of the Industry

{/* Two or three paragraphs: how its buyers search, and what makes it hard to reach them. */}

## What I Do for Businesses Like Yours

{/* A "###" heading for each part of the work named in the panel, with a paragraph on each. */}

## How an Engagement Works

We start with a discovery call and an audit of your site, your competitors and the searches that
matter to your business. You receive a prioritized roadmap with clear owners and measures. Your
team can implement it, or I coordinate vetted white-label partners while I oversee the work.

</Article>

<CallToAction title="Ready to Be Found by the Right Buyers?">
  Tell me where you are today and where you want to be. I will tell you honestly what it would take
  to get there.
</CallToAction>
`,
  },

  'case-study': {
    description:
      'How one engagement turned a search problem into measurable results: the challenge, the strategy and what changed.',
    describe: describe('what changed for the client, with the headline figure'),
    titleField: 'seo_title',
    front: ({category, today}) => [
      'TITLE',
      'DESCRIPTION',
      `category: ${yamlString(category)}`,
      `date: ${today}`,
      `# The headline figures, one to three, on the case study's card and page: "value" is the figure`,
      `# ("#1", "+40%"), "label" what it measures. Replace this one with a figure of the engagement.`,
      `results:`,
      `  - {value: To come, label: the headline result of the engagement}`,
    ],
    body: ({category}) => `{/*
  The first screen: the lead under the title tells in one or two sentences what changed for the
  client, with the headline figure.
*/}

<Hero tagline=${attribute(`Case Study · ${category}`) ?? '"Case Study"'} action="Let’s Talk">

{/* The lead paragraph. */}

<Published />

</Hero>

<Section id="results" variant="muted" title="The Results at a Glance">
<CaseStudyResults />
</Section>

<Article id="case-study" back="All case studies">

## The Challenge

{/* Where the client stood, and why the usual answer would not do. */}

## The Strategy

{/* What you chose to do, and why. */}

## The Execution

{/* What was done, step by step, under "###" headings. */}

## The Results

{/*
  The figures of the front matter, in words: <CaseStudyResult n={1} /> writes the first of them,
  so the story never repeats a figure by hand.
*/}

## Lessons Learned

{/* What the client, and the reader, can take from it. */}

</Article>

<CallToAction title="Want Results Like These?">
  Every engagement starts with a conversation about your goals. Let’s find the fastest honest route
  to the visibility your business deserves.
</CallToAction>
`,
  },
};

// ---------------------------------------------------------------------------------------------
// Checking the file written with the site's own rules

/**
 * The mistakes the site's build would find in `file`: its front matter against its kind's schema,
 * and the content model's rules (its path, its parent, how search results show its title and
 * description), for a post or a guide as the blog and docs plugins add them to the model. Only the
 * mistakes of this file (or that name it) count: the author may be editing another page.
 */
function checkFile(root, site, {kind, file, route}) {
  const problems = [];
  const files = site.readContentFiles(root, problems);
  const section = (key) =>
    site.pluginEntry({
      kind: key === 'blog' ? 'listing' : 'guide',
      path: site.sections[key].path,
      title: site.sections[key].name,
      description: `The ${site.sections[key].name.toLowerCase()} of the site, listed by its own plugin.`,
      parent: '/',
    });
  const external = [section('blog'), section('resources')];
  if (kind === 'post' || kind === 'guide') {
    const fm = frontMatterOf(path.join(root, file));
    if (kind === 'post') {
      for (const field of site.missingBlogFields(fm))
        problems.push({file, field, message: 'required, but missing'});
      external.push(
        site.postEntry({
          path: route,
          title: fm.title,
          seoTitle: fm.title_meta ?? fm.title,
          description: fm.description,
          source: file,
          date: new Date(fm.date).toISOString().slice(0, 10),
          authors: fm.authors ?? [],
          tags: [],
        }),
      );
    } else {
      external.push(
        site.pluginEntry({
          kind: 'guide',
          path: route,
          title: fm.title,
          description: fm.description,
          source: file,
          parent: site.sections.resources.path,
        }),
      );
    }
  }
  let model;
  try {
    model = site.buildModel({
      files,
      external,
      onSearchFinding: (finding) => problems.push(finding),
    });
  } catch (error) {
    if (!Array.isArray(error?.problems)) throw error;
    problems.push(...error.problems);
  }
  return {
    problems: problems.filter(
      (problem) => problem.file === file || String(problem.message).includes(file),
    ),
    entry: model?.entries.find((entry) => entry.source === file),
  };
}

// ---------------------------------------------------------------------------------------------

/** "/services" for "/services/x": the page a new page is listed on. */
const listingsPathOf = (route) => route.slice(0, route.lastIndexOf('/')) || '/';

/** Today in the site's time zone, the day a build publishes a post dated today from. */
const dayIn = (timeZone, now) =>
  new Intl.DateTimeFormat('en-CA', {timeZone, year: 'numeric', month: '2-digit', day: '2-digit'})
    .format(now)
    .slice(0, 10);

/**
 * Writes a new page of `kind` titled `title` into the site at `root`; returns the file written
 * (relative to `root`), its path on the site and notes for the author on what was chosen for it.
 * Throws a Refusal, having written nothing, when it cannot.
 */
export function newPage({root, kind, title: typed, slug: givenSlug, hub: givenHub, now}) {
  if (!kinds.includes(kind)) throw new Refusal(`There is no kind "${kind}".`);
  const title = cleanTitle(typed ?? '');
  if (title === '') throw new Refusal('The title is empty.');
  const notes = [];
  if (title !== typed.replace(/\s+/g, ' ').trim())
    notes.push(`Title: its quotes are typographic, as the site's copy has them: ${title}`);
  const slug = givenSlug ?? slugFromTitle(title);
  if (slug === '') {
    throw new Refusal(
      `No slug can be made from the title ${JSON.stringify(title)}: it has no letter or digit a URL can use. Give one with --slug, such as --slug your-slug.`,
    );
  }
  if (!slugShape.test(slug)) {
    throw new Refusal(
      `The slug "${slug}" is not lower-case words and digits joined by hyphens, such as your-slug.`,
    );
  }

  const site = siteModules(root);
  const {pages, redirects, under} = readSite(root, site);
  const today = dayIn(site.siteTimeZone, now ?? new Date());
  const draft = drafts[kind];
  const facts = {slug, today};
  const kindName = kind.replace('-', ' ');
  const aKind = `${/^(?:a|e|i|o|u)/.test(kind) ? 'an' : 'a'} ${kindName}`;

  let file;
  let route;
  if (kind === 'post') {
    file = `${blogFolder}/${today}-${slug}.mdx`;
    route = normalizePath(`${site.sections.blog.path}/${slug}`);
    const authors = Object.keys(readYaml(path.join(root, blogFolder, 'authors.yml')));
    if (authors.length === 0)
      throw new Refusal(`${blogFolder}/authors.yml declares no author: a post must name one.`);
    facts.author = authors[0];
    facts.tags = Object.keys(readYaml(path.join(root, blogFolder, 'tags.yml')));
    notes.push(
      `Author: ${facts.author}, the first author of ${blogFolder}/authors.yml (to name another, change "authors:").`,
    );
    if (facts.tags.length > 0)
      notes.push(`Tags: none yet; its front matter lists those of ${blogFolder}/tags.yml.`);
  } else if (kind === 'guide') {
    file = `${docsFolder}/${slug}.mdx`;
    route = normalizePath(`${site.sections.resources.path}/${slug}`);
    // A file name that starts with a number loses it in the path ("10-tips" → "/tips"), unless
    // the front matter gives the slug.
    facts.needsSlug = stripNumberPrefix(slug) !== slug;
    const positions = pages
      .filter((page) => page.kind === 'guide' && Number.isFinite(page.fm.sidebar_position))
      .map((page) => page.fm.sidebar_position);
    facts.position = Math.max(0, ...positions) + 1;
    notes.push(
      `Position: ${facts.position} (sidebar_position), after the guides already written, in the knowledge base at ${site.sections.resources.path}.`,
    );
  } else {
    const folder = `${site.contentDir}/${site.kindFolders[kind]}`;
    file = `${folder}/${slug}.mdx`;
    const listing = kind === 'service' ? 'hubs' : site.kindFolders[kind];
    route = under(listing, slug);
    if (route === undefined) {
      throw new Refusal(
        `No page of ${site.contentDir}/pages lists ${listing}: add "lists: ${listing}" to the front matter of the page that shows their cards first.`,
      );
    }
    if (kind === 'service') {
      const hubs = hubsInOrder(pages);
      if (hubs.length === 0)
        throw new Refusal(
          `There is no hub in ${site.contentDir}/hubs/ for a service to belong to: add one first.`,
        );
      const hub = givenHub === undefined ? hubs[0] : hubs.find((each) => each.slug === givenHub);
      if (!hub) {
        throw new Refusal(
          `There is no hub "${givenHub}": use the file name of one of ${site.contentDir}/hubs/ (${hubs.map((each) => each.slug).join(', ')}).`,
        );
      }
      facts.hub = hub;
      const others = hubs.filter((each) => each !== hub).map((each) => each.slug);
      notes.push(
        `Hub: ${hub.slug} (${hub.name}), ${givenHub === undefined ? `the first hub of ${listingsPathOf(route)}` : 'as asked'}; its card is on ${hub.path}.${others.length > 0 ? ` To put it under another hub, change "hub:" to the file name of one of ${site.contentDir}/hubs/ (${others.join(', ')}), or run again with --hub NAME.` : ''}`,
      );
    }
    if (kind !== 'service') notes.push(`Its card: on ${listingsPathOf(route)}.`);
    if (kind === 'area' && !pages.some((page) => page.kind === 'region' && page.fm.area === slug)) {
      notes.push(
        `Regions: none yet. An area's page and its structured data name its regions, and the SEO audit of npm run check refuses an area without one: add a file to ${site.contentDir}/regions/ with "area: ${slug}" ("Add a region to an area" in ${site.contentDir}/README.md).`,
      );
    }
    if (kind === 'case-study') {
      facts.category = usualCategory(pages) ?? 'SEO';
      notes.push(
        `Category: ${facts.category}, that of the case studies already written (change "category:").`,
      );
    }
  }
  if (givenHub !== undefined && kind !== 'service')
    throw new Refusal(`--hub is for a service; ${aKind} has no hub.`);

  // What the new page must not take: its file, its slug among the pages of its kind, its path.
  const taken =
    [file, file.replace(/\.mdx$/, '.md')].find((each) => fs.existsSync(path.join(root, each))) ??
    pages.find((page) => page.kind === kind && (page.slug === slug || page.slugs?.includes(slug)))
      ?.file;
  if (taken) {
    throw new Refusal(
      `There is already ${aKind} with the slug "${slug}": ${taken}. Give the new one another title, or another slug with --slug.`,
    );
  }
  const samePath = pages.find((page) => page.path === route);
  if (samePath) {
    throw new Refusal(
      `The path ${route} is already the path of ${samePath.file}. Give the new ${kindName} another title, or another slug with --slug.`,
    );
  }
  const redirected = redirects.find((redirect) => redirect.from === route);
  if (redirected) {
    throw new Refusal(
      `The path ${route} is an old path of ${redirected.file}, which redirects it there (redirect_from). Give the new ${kindName} another title, or another slug with --slug.`,
    );
  }
  if (
    kind === 'post' &&
    blogListings.some(
      (name) =>
        route === `${site.sections.blog.path}/${name}` ||
        route.startsWith(`${site.sections.blog.path}/${name}/`),
    )
  ) {
    throw new Refusal(
      `The path ${route} is one of the blog's own pages. Give the post another title, or another slug with --slug.`,
    );
  }

  const render = (shownTitle) =>
    `${[
      '---',
      ...draft.front(facts).flatMap((line) => {
        if (line === 'TITLE') {
          return [
            `title: ${yamlString(title)}`,
            ...(shownTitle === undefined
              ? []
              : [
                  `# The title search results show, which must fit them (the title is too wide).`,
                  `${draft.titleField}: ${yamlString(shownTitle)}`,
                ]),
          ];
        }
        if (line === 'DESCRIPTION')
          return [draft.describe, `description: ${yamlString(draft.description)}`];
        return [line];
      }),
      '---',
    ].join('\n')}\n\n${draft.body(facts)}`;

  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  // Never over another file: a page written since the site was read is refused too.
  try {
    fs.writeFileSync(target, render(), {flag: 'wx'});
  } catch (error) {
    if (error.code === 'EEXIST')
      throw new Refusal(`There is already ${aKind} with the slug "${slug}": ${file}.`);
    throw error;
  }
  try {
    let checked = checkFile(root, site, {kind, file, route});
    // A title too wide for a search result: search results show the longest start of it that
    // fits, as the front matter's own field for it, which the author can reword.
    const words = title.split(' ');
    const shortened = (count) =>
      words
        .slice(0, count)
        .join(' ')
        .replace(/[\s,.;:—–-]+$/, '');
    const problemsWith = (count) => {
      fs.writeFileSync(target, render(shortened(count)));
      return checkFile(root, site, {kind, file, route}).problems.length;
    };
    if (checked.problems.length > 0 && draft.titleField && words.length > 1) {
      const fewest = problemsWith(1);
      if (fewest < checked.problems.length) {
        // The longest start of the title with no more mistakes than its first word alone.
        let [fits, tooWide] = [1, words.length];
        while (tooWide - fits > 1) {
          const middle = Math.floor((fits + tooWide) / 2);
          if (problemsWith(middle) === fewest) fits = middle;
          else tooWide = middle;
        }
        fs.writeFileSync(target, render(shortened(fits)));
        checked = checkFile(root, site, {kind, file, route});
        notes.push(
          `Title: too wide for a search result, which shows its ${draft.titleField}: ${shortened(fits)} (reword it as you like).`,
        );
      }
    }
    if (checked.problems.length > 0) {
      throw new Refusal(
        [
          `The new ${kindName} would not pass the site's checks, so it was not written:`,
          ...checked.problems.map((problem) => `  - ${site.formatProblem(problem)}`),
          ...(kind === 'guide' &&
          checked.problems.some((problem) => /^title\b/.test(String(problem.message)))
            ? ['A guide’s title is also its title in search results: a shorter one fits them.']
            : []),
        ].join('\n'),
      );
    }
    return {file, path: checked.entry?.path ?? route, notes};
  } catch (error) {
    fs.rmSync(target, {force: true});
    throw error;
  }
}
