/**
 * The page check of a pull request, as Markdown for the job's summary and its one comment: for each
 * page whose file the pull request changes, what the development server's page check shows, taken
 * from the production build of the pull request: the search result cut as Google cuts it (on a
 * computer and on a phone), the findings of the self-audit, and the social card, shown and linked
 * to the page on the preview; a post still to come (built by the pull request's build,
 * SITE_DEPLOY=preview) says when it goes live; the words of a changed page the dictionary lacks,
 * as a finding that refuses nothing. When the gate (`npm run check`, the same as the deploy's)
 * refused the change, what it refused comes first, in words the owner can act on
 * (scripts/gate-failures.mjs): the live site stays as it was until each is fixed. Changed facts
 * (src/data/facts/) are listed with the pages' findings.
 *
 *   npm run check -- --keep-going
 *   node scripts/pr-page-check.mjs --base origin/main [--build build]
 *     [--logs test-results/stages] [--preview-url https://pr-7.example.pages.dev]
 *     [--live https://www.example.com/sitemap.xml] > page-check.md
 *
 * `--logs` names the folder of the gate's stage logs (scripts/test.mjs writes them there).
 * `--live` names the live site's sitemap: the addresses the change would lose come first.
 *
 * `--files a,b` gives the changed files instead of asking Git for those changed since `--base`.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';
import {load} from 'cheerio';

import {cutToWidth, resultDate, searchResult, textWidth} from '../src/lib/seo/serp.mjs';
import {addressProblems, sitemapPaths} from './address-check.mjs';
import {gateFailuresOf} from './gate-failures.mjs';
import {unknownWords} from './spelling.mjs';
import {auditBuild} from '../tests/seo/audit.mjs';

/** What the one comment of a pull request starts with, so that the workflow finds and updates it. */
export const commentMarker = '<!-- page-check -->';

/** A search result's lines: the title and the description, cut as Google cuts them. */
export function searchResultOf({title, description, date}) {
  const cut = (text, size, width) => cutToWidth(text, width, (each) => textWidth(each, size));
  const dated = date
    ? `${resultDate(date)}${searchResult.dateSeparator}${description}`
    : description;
  const {size, width} = searchResult.description;
  return {
    title: cut(title, searchResult.title.size, searchResult.title.width),
    computer: cut(dated, size, width.desktop),
    phone: cut(dated, size, width.phone),
  };
}

/** A post's day ("2099-01-01") as the site writes dates: "January 1, 2099". */
const longDate = (day) =>
  new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Markdown text with its special characters escaped. */
const escape = (text) => text.replace(/([\\`*_{}[\]<>()#+!|])/g, '\\$1');

/** The Markdown of the page check of `changed` files against a build's pages. */
export function pageCheckMarkdown({
  changed,
  entries,
  pages,
  failures = [],
  siteUrl,
  previewUrl,
  spelling = new Map(),
  addresses = [],
}) {
  const out = [commentMarker, '## Page check', ''];
  if (addresses.length > 0) {
    out.push(
      '**Addresses of the live site this change would lose**: the checks refuse it until each is kept:',
      '',
      ...addresses.map((problem) => `- ${escape(problem)}`),
      '',
    );
  }
  for (const failure of failures) {
    out.push(
      `**${escape(failure.heading.replace(/:$/, ''))}:**`,
      '',
      ...failure.items.map((item) => `- ${escape(item)}`),
      '',
    );
  }
  if (previewUrl && entries.length > 0) {
    out.push(`**Preview** of this pull request: ${previewUrl}`, '');
  }
  if (entries.length === 0) {
    const content = changed.filter((file) =>
      /^(?:blog|docs|src\/content|src\/data\/facts)\//.test(file),
    );
    out.push(
      content.length > 0
        ? `Not built, so not checked page by page: ${content.map((file) => `\`${file}\``).join(', ')}.`
        : 'This pull request changes no page and no fact of the site.',
    );
    return `${out.join('\n')}\n`;
  }
  const bySource = new Map(entries.filter((entry) => entry.source).map((e) => [e.source, e]));
  const changedPages = changed.flatMap((file) => (bySource.has(file) ? [bySource.get(file)] : []));
  const facts = changed.filter((file) => file.startsWith('src/data/facts/'));
  if (changedPages.length === 0 && facts.length === 0) {
    out.push('This pull request changes no page and no fact of the site.');
    return `${out.join('\n')}\n`;
  }
  if (facts.length > 0) {
    out.push(
      `**Facts changed**: ${facts.map((file) => `\`${file}\``).join(', ')}. Every page that shows them follows; the build checked them against their schemas.`,
      '',
    );
  }
  for (const entry of changedPages) {
    const page = pages.get(entry.path);
    out.push(`### ${escape(entry.path)} (\`${entry.source}\`)`, '');
    if (!page) {
      out.push(
        entry.indexable === false
          ? 'Not in search results (not indexed).'
          : 'Not built: see the mistakes above.',
        '',
      );
      continue;
    }
    const result = searchResultOf({
      title: page.title,
      description: page.description,
      date: entry.kind === 'post' ? entry.date : undefined,
    });
    const address = `${siteUrl.replace(/^https?:\/\//, '')}${entry.path === '/' ? '' : entry.path.replaceAll('/', ' › ')}`;
    const cutNote = (part, room) => (part.cut ? ` _(cut at ${room} px)_` : '');
    out.push(
      entry.scheduled
        ? `**Scheduled for ${longDate(entry.date)}**: the live site publishes it from that day on. Until then the preview shows it unlisted, and search engines are asked to leave it out; its search result will read:`
        : page.noindex
          ? '_Not indexed: search engines are asked to leave it out._'
          : '',
      '**Search result** on a computer:',
      '',
      `> **${escape(result.title.text)}**${cutNote(result.title, searchResult.title.width)}  `,
      `> ${escape(address)}  `,
      `> ${escape(result.computer.text)}${cutNote(result.computer, searchResult.description.width.desktop)}`,
      '',
      `On a phone, the description reads: ${escape(result.phone.text)}${cutNote(result.phone, searchResult.description.width.phone)}`,
      '',
    );
    out.push(
      page.problems.length === 0
        ? '**Findings**: none.'
        : ['**Findings**:', ...page.problems.map((problem) => `- ${escape(problem)}`)].join('\n'),
      '',
    );
    const unknown = spelling.get(entry.source) ?? [];
    if (unknown.length > 0) {
      out.push(
        `**Spelling**: words the dictionary does not know, ${unknown
          .map(({word, line}) => `“${escape(word)}” (line ${line})`)
          .join(
            ', ',
          )}. A word that is right (a name, a town, a product) goes under Site facts → Dictionary; the page is published either way.`,
        '',
      );
    }
    if (page.image) {
      const image = previewUrl ? new URL(page.image, previewUrl).href : undefined;
      const onPreview = previewUrl ? new URL(entry.path, previewUrl).href : undefined;
      out.push(
        image
          ? `**Social card** (the page on the preview: ${onPreview}):\n\n[![The social card of ${escape(entry.path)}](${image})](${onPreview})`
          : `**Social card**: \`${page.image}\` (in the build; the preview deployment shows it)`,
        '',
      );
    }
  }
  return `${out.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n')}\n`;
}

/** What the build shows of each page: its title, description, social card and audit findings. */
function builtPages(buildDir, report) {
  const pages = new Map();
  for (const page of report.pages) {
    const file = path.join(buildDir, page.file);
    if (!fs.existsSync(file)) continue;
    const $ = load(fs.readFileSync(file, 'utf8'));
    const image = $('meta[property="og:image"]').attr('content');
    pages.set(page.route, {
      title: $('title').first().text().trim(),
      description: $('meta[name="description"]').attr('content') ?? '',
      image: image ? new URL(image).pathname : undefined,
      noindex: page.noindex,
      problems: Object.entries(page.problems)
        .filter(([, list]) => list.length > 0)
        .flatMap(([check, list]) => list.map((problem) => `${check}: ${problem}`)),
    });
  }
  return pages;
}

/** What the change loses of the live site's addresses (none when its sitemap cannot be read). */
async function lostAddresses(where, modelFile) {
  let xml;
  try {
    xml = /^https?:\/\//.test(where)
      ? await (await fetch(where)).text()
      : fs.readFileSync(where, 'utf8');
  } catch {
    return [];
  }
  const model = JSON.parse(fs.readFileSync(modelFile, 'utf8'));
  return addressProblems({live: sitemapPaths(xml), model});
}

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(option('build') ?? 'build');
  const changed = option('files')
    ? option('files').split(',')
    : execFileSync(
        'git',
        ['diff', '--name-only', '--diff-filter=ACMR', `${option('base')}...HEAD`],
        {
          encoding: 'utf8',
        },
      )
        .split('\n')
        .filter(Boolean);
  const modelFile = path.join(`${buildDir}-hosting`, 'content-model.json');
  const built = fs.existsSync(modelFile);
  const entries = built ? JSON.parse(fs.readFileSync(modelFile, 'utf8')).entries : [];
  const siteUrl = built
    ? new URL(
        load(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'))(
          'link[rel="canonical"]',
        ).attr('href'),
      ).origin
    : '';
  const report = built ? await auditBuild(buildDir) : {pages: []};
  process.stdout.write(
    pageCheckMarkdown({
      changed,
      entries,
      pages: builtPages(buildDir, report),
      failures: option('logs') ? gateFailuresOf(path.resolve(option('logs')), report.pages) : [],
      siteUrl,
      previewUrl: option('preview-url'),
      spelling: unknownWords(changed),
      addresses: built && option('live') ? await lostAddresses(option('live'), modelFile) : [],
    }),
  );
}
