/**
 * What `npm run new` writes (scripts/new.mjs): a new page of one kind, started from the kind's
 * draft (./drafts/KIND.mdx, a page that passes the site's checks as it is, with instructions in
 * MDX comments), its front matter filled from the site's own files, and checked with the site's
 * own rules before it is kept.
 *
 * The site's rules are TypeScript: they are loaded as Docusaurus loads the site's config, with
 * jiti. The folders come from docusaurus.config.ts and the kinds' folders of the content model
 * (src/lib/content/kinds.ts), the day from src/lib/schedule.ts, and the page's path, its parent
 * and any clash with another page from the content model itself (src/lib/content/model.ts), built
 * over the site's pages with the new one. A post or a guide names its slug in its front matter,
 * which the blog and docs plugins serve under their section's path.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from '@11ty/gray-matter';

/** The kinds of page `npm run new` writes, each from its draft ./drafts/KIND.mdx. */
export const kinds = ['post', 'guide', 'service', 'area', 'industry', 'case-study'];

const draftsDir = fileURLToPath(new URL('./drafts/', import.meta.url));

/** How long a slug made from a title may grow, cut at a hyphen: a file name and a URL. */
const maxSlugLength = 80;

/**
 * The fields that give search results a shorter title than the page's own: the site's pages'
 * and the blog's. A draft that has one, as a commented line, gets it where the title is too wide.
 */
const shorterTitleFields = ['seo_title', 'title_meta'];

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

/** The site's TypeScript modules and config, loaded as Docusaurus loads its config (jiti). */
function siteModules(root) {
  const require = createRequire(import.meta.url);
  const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
  const load = (file) => jiti(path.join(root, file));
  return {
    config: load('docusaurus.config.ts'),
    ...load('src/lib/content/kinds.ts'),
    ...load('src/lib/content/files.ts'),
    ...load('src/lib/content/model.ts'),
    ...load('src/lib/content/entry.ts'),
    ...load('src/lib/content/errors.ts'),
    ...load('src/lib/content/schema.ts'),
    ...load('src/lib/blogValidation.ts'),
    ...load('src/lib/schedule.ts'),
    ...load('src/data/sections.ts'),
  };
}

/**
 * What docusaurus.config.ts says of the blog and the knowledge base: their folders, and the paths
 * of the blog's own pages beside its posts (the tags list, the archive, the authors), which a post
 * cannot take.
 */
function pluginFolders(config, sections) {
  const preset = config.presets.find((entry) => Array.isArray(entry) && entry[0] === 'classic')[1];
  const content = config.plugins.find(
    (entry) => Array.isArray(entry) && entry[0] === './src/plugins/content/index.ts',
  )[1];
  return {
    blog: preset.blog.path,
    docs: preset.docs.path,
    // The blog's authors and tags, as its plugin reads them: maps the config writes from the
    // site's facts (src/plugins/content/blogMaps.ts), the site's owner first.
    authorsMap: path.join(preset.blog.path, preset.blog.authorsMapPath),
    tagsMap: path.join(preset.blog.path, preset.blog.tags),
    // Docusaurus serves the tags list at "tags" unless the blog's options say otherwise.
    blogListings: [
      preset.blog.tagsBasePath ?? 'tags',
      content.blog.archiveBasePath,
      content.blog.authorsBasePath,
    ].map((name) => `${sections.blog.path}/${name}`),
  };
}

/** The Markdown files under `dir`, relative to the site, without the partials ("_x.mdx", "_x/…"). */
function markdownFiles(root, dir) {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((dirent) => {
      const relative = `${dir}/${dirent.name}`;
      if (dirent.name.startsWith('_')) return [];
      if (dirent.isDirectory()) return markdownFiles(root, relative);
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

/** A map of the blog (its authors, its tags), by key; {} if absent. */
function readMap(file) {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The content model of the site at `root` with `external` entries added beside the blog's and
 * the knowledge base's own pages, and every problem it finds, for the page `file` or any other.
 */
function siteModel(root, site, folders, external = []) {
  const problems = [];
  const files = site.readContentFiles(root, problems);
  const section = (key, kind) =>
    site.pluginEntry({
      kind,
      path: site.sections[key].path,
      title: site.sections[key].name,
      description: `The ${site.sections[key].name.toLowerCase()} of the site, listed by its own plugin.`,
      parent: '/',
    });
  const model = site.buildModel({
    files,
    external: [
      section('blog', 'listing'),
      section('resources', 'guide'),
      ...folders.blogListings.map((listing) =>
        site.listingEntry(listing, listing, 'A page of the blog.'),
      ),
      ...external,
    ],
    onProblem: (problem) => problems.push(problem),
  });
  return {model, files, problems};
}

// ---------------------------------------------------------------------------------------------
// The draft

/** A comment line of the front matter that is not a commented field (`# key: value`). */
const isComment = (line) => line.startsWith('#') && !/^# [a-z_]+: /.test(line);

/** The draft of `kind`, as its file holds it. */
const readDraft = (kind) => fs.readFileSync(path.join(draftsDir, `${kind}.mdx`), 'utf8');

/**
 * `draft` with the front-matter fields of `values` filled: each is a field of the draft, written
 * `key: …` or commented out `# key: …`, and its value is the whole line to write instead, or null
 * to leave it out, with the comment lines right above it.
 */
function fillDraft(draft, values) {
  const end = draft.indexOf('\n---\n', 3);
  const lines = [];
  const filled = new Set();
  for (const line of draft.slice(4, end).split('\n')) {
    const key = /^(?:# )?([a-z_]+):/.exec(line)?.[1];
    if (key === undefined || !Object.hasOwn(values, key)) {
      lines.push(line);
      continue;
    }
    filled.add(key);
    if (values[key] !== null) lines.push(values[key]);
    else while (lines.length > 0 && isComment(lines.at(-1))) lines.pop();
  }
  const missing = Object.keys(values).filter((key) => !filled.has(key));
  if (missing.length > 0) {
    throw new Error(`The draft has no "${missing.join('", "')}:" line in its front matter`);
  }
  return `---\n${lines.join('\n')}${draft.slice(end)}`;
}

/** The draft's `<Hero tagline="…">`, said otherwise (or without it where `tagline` cannot be). */
function withTagline(text, tagline) {
  const written = /^[^"{}<>\\]+$/.test(tagline) ? ` tagline="${tagline}"` : '';
  return text.replace(/^<Hero tagline="[^"]*"/m, `<Hero${written}`);
}

// ---------------------------------------------------------------------------------------------
// Checking the file written with the site's own rules

/**
 * The mistakes the site's build would find in `file`: its front matter against its kind's rules,
 * and the content model's (its path, its parent, how search results show its title and
 * description, redirects), for a post or a guide as the blog and docs plugins add it to the model.
 * Only the mistakes of this file, or that name it or its path, count: the author may be editing
 * another page.
 */
function checkFile(root, site, folders, {kind, file}) {
  const external = [];
  const problems = [];
  if (kind === 'post' || kind === 'guide') {
    const fm = frontMatterOf(path.join(root, file));
    if (kind === 'post') {
      for (const field of site.missingBlogFields(fm))
        problems.push({file, field, message: 'required, but missing'});
      external.push(
        site.postEntry({
          path: `${site.sections.blog.path}/${fm.slug}`,
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
          path: `${site.sections.resources.path}/${fm.slug}`,
          title: fm.title,
          description: fm.description,
          source: file,
          parent: site.sections.resources.path,
        }),
      );
    }
  }
  const built = siteModel(root, site, folders, external);
  const entry = built.model.entries.find((each) => each.source === file);
  const names = (problem) =>
    problem.file === file ||
    String(problem.message).includes(file) ||
    (entry !== undefined && ` ${problem.message} `.includes(` ${entry.path} `));
  return {problems: [...problems, ...built.problems.filter(names)], entry, model: built.model};
}

// ---------------------------------------------------------------------------------------------

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
  const site = siteModules(root);
  if (!site.frontMatterSchemas.page.shape.slug.safeParse(slug).success) {
    throw new Refusal(
      `The slug "${slug}" is not lower-case words and digits joined by hyphens, such as your-slug.`,
    );
  }
  const kindName = kind.replace('-', ' ');
  const aKind = `${/^(?:a|e|i|o|u)/.test(kind) ? 'an' : 'a'} ${kindName}`;
  if (givenHub !== undefined && kind !== 'service')
    throw new Refusal(`--hub is for a service; ${aKind} has no hub.`);

  const folders = pluginFolders(site.config, site.sections);
  const today = site.siteDay(now ?? new Date());
  const values = {title: `title: ${yamlString(title)}`};
  let tagline;
  let file;
  if (kind === 'post') {
    file = `${folders.blog}/${today}-${slug}.mdx`;
    const authors = Object.keys(readMap(path.join(root, folders.authorsMap)));
    if (authors.length === 0)
      throw new Refusal(
        `The blog has no author: a post must name one (Site facts → Blog authors).`,
      );
    const tags = Object.keys(readMap(path.join(root, folders.tagsMap)));
    Object.assign(values, {
      slug: `slug: ${slug}`,
      date: `date: ${today}`,
      authors: `authors: [${authors[0]}]`,
      tags: tags.length > 0 ? `# tags: [${tags.join(', ')}]` : null,
    });
    notes.push(
      `Author: ${authors[0]}, the site's owner (to name another, change "authors:" to keys of src/data/facts/authors.json).`,
    );
    if (tags.length > 0)
      notes.push(`Tags: none yet; its front matter lists those of src/data/facts/tags.json.`);
  } else if (kind === 'guide') {
    file = `${folders.docs}/${slug}.mdx`;
    const positions = markdownFiles(root, folders.docs)
      .map((each) => frontMatterOf(path.join(root, each)).sidebar_position)
      .filter(Number.isFinite);
    const position = Math.max(0, ...positions) + 1;
    Object.assign(values, {
      slug: `slug: ${slug}`,
      sidebar_position: `sidebar_position: ${position}`,
    });
    notes.push(
      `Position: ${position} (sidebar_position), after the guides already written, in the knowledge base at ${site.sections.resources.path}.`,
    );
  } else {
    file = `${site.contentDir}/${site.kindFolders[kind]}/${slug}.mdx`;
    if (kind === 'service' || kind === 'case-study') {
      const {model, files} = siteModel(root, site, folders);
      if (kind === 'service') {
        const hubsPage = model.listingPage('hubs');
        const hubs = (hubsPage ? model.children(hubsPage.path) : [])
          .filter((entry) => entry.kind === 'hub')
          .map((entry) => ({
            entry,
            slug: site.slugOf(files.find((each) => each.file === entry.source)),
          }));
        if (hubs.length === 0)
          throw new Refusal(
            `There is no hub in ${site.contentDir}/${site.kindFolders.hub}/ listed on a page for a service to belong to: add one first.`,
          );
        const hub = givenHub === undefined ? hubs[0] : hubs.find((each) => each.slug === givenHub);
        if (!hub) {
          throw new Refusal(
            `There is no hub "${givenHub}": use the file name of one of ${site.contentDir}/${site.kindFolders.hub}/ (${hubs.map((each) => each.slug).join(', ')}).`,
          );
        }
        values.hub = `hub: ${hub.slug}`;
        tagline = hub.entry.name;
        const others = hubs.filter((each) => each !== hub).map((each) => each.slug);
        notes.push(
          `Hub: ${hub.slug} (${hub.entry.name}), ${givenHub === undefined ? `the first hub of ${hubsPage.path}` : 'as asked'}; its card is on ${hub.entry.path}.${others.length > 0 ? ` To put it under another hub, change "hub:" to the file name of one of ${site.contentDir}/${site.kindFolders.hub}/ (${others.join(', ')}), or run again with --hub NAME.` : ''}`,
        );
      } else {
        const counts = new Map();
        for (const study of model.ofKind('case-study'))
          counts.set(study.category, (counts.get(study.category) ?? 0) + 1);
        const usual = [...counts].reduce(
          (best, each) => (each[1] > best[1] ? each : best),
          [undefined, 0],
        )[0];
        const category =
          usual ?? parsedYaml(/^category: (.*)$/m.exec(readDraft(kind))?.[1] ?? 'null');
        Object.assign(values, {
          category: `category: ${yamlString(category)}`,
          date: `date: ${today}`,
        });
        tagline = `Case Study · ${category}`;
        notes.push(
          `Category: ${category}, ${usual === undefined ? 'that of the draft' : 'that of the case studies already written'} (change "category:").`,
        );
      }
    }
  }

  // What the new page must not take: its file, or the slug another post or guide names.
  const taken =
    [file, file.replace(/\.mdx$/, '.md')].find((each) => fs.existsSync(path.join(root, each))) ??
    (kind === 'post' || kind === 'guide'
      ? markdownFiles(root, kind === 'post' ? folders.blog : folders.docs).find(
          (each) =>
            String(frontMatterOf(path.join(root, each)).slug ?? '').replace(/^\/+|\/+$/g, '') ===
            slug,
        )
      : undefined);
  if (taken) {
    throw new Refusal(
      `There is already ${aKind} with the slug "${slug}": ${taken}. Give the new one another title, or another slug with --slug.`,
    );
  }

  const draft = readDraft(kind);
  const titleField = shorterTitleFields.find((field) =>
    new RegExp(`^# ${field}: `, 'm').test(draft),
  );
  const render = (shownTitle) => {
    const text = fillDraft(draft, {
      ...values,
      ...(titleField
        ? {
            [titleField]:
              shownTitle === undefined ? null : `${titleField}: ${yamlString(shownTitle)}`,
          }
        : {}),
    });
    return tagline === undefined ? text : withTagline(text, tagline);
  };

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
    let checked = checkFile(root, site, folders, {kind, file});
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
      return checkFile(root, site, folders, {kind, file}).problems.length;
    };
    if (checked.problems.length > 0 && titleField && words.length > 1) {
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
        checked = checkFile(root, site, folders, {kind, file});
        notes.push(
          `Title: too wide for a search result, which shows its ${titleField}: ${shortened(fits)} (reword it as you like).`,
        );
      }
    }
    if (checked.problems.length > 0) {
      throw new Refusal(
        [
          `The new ${kindName} would not pass the site's checks, so it was not written:`,
          ...checked.problems.map((problem) => `  - ${site.formatProblem(problem)}`),
          ...(!titleField &&
          checked.problems.some((problem) => /^title\b/.test(String(problem.message)))
            ? [
                `The title of ${aKind} is also its title in search results: a shorter one fits them.`,
              ]
            : []),
        ].join('\n'),
      );
    }
    const {entry, model} = checked;
    if (kind !== 'post' && kind !== 'guide' && kind !== 'service')
      notes.push(`Its card: on ${entry.parent}.`);
    if (kind === 'area' && !model.children(entry.path).some((each) => each.kind === 'region')) {
      notes.push(
        `Regions: none yet. An area's page and its structured data name its regions, and the SEO audit of npm run check refuses an area without one: add a file to ${site.contentDir}/${site.kindFolders.region}/ with "area: ${slug}" ("Add a region to an area" in ${site.contentDir}/README.md).`,
      );
    }
    return {file, path: entry.path, notes};
  } catch (error) {
    fs.rmSync(target, {force: true});
    throw error;
  }
}
