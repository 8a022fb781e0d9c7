/**
 * The self-audit: the checks an SEO consultant runs on a client's site, over the built HTML of every
 * page. `auditBuild(dir)` reads a build folder (HTML pages, sitemap.xml, robots.txt, llms.txt and
 * the social images) and returns, for each page and each check, the problems found; run-audit.mjs
 * prints them as a table and fails the test run on any problem.
 *
 * The audit reads only the build, never the sources: it judges what a crawler would see.
 * HTML is parsed with cheerio (installed with @docusaurus/plugin-content-blog, which uses it).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';

import {editorPath} from '../../src/plugins/editor/where.mjs';
import {descriptionProblem, searchResult, titleProblem} from '../../src/lib/seo/serp.mjs';
import {missingRequired} from './required.mjs';
import {loadVocabulary} from './vocabulary.mjs';

const socialImageSize = {width: 1200, height: 630};

/** The checks, in the order of the table's columns. */
export const checks = [
  {
    id: 'title',
    label: 'title',
    about: `one <title>, unique; indexable: at most ${searchResult.title.width} px of Arial ${searchResult.title.size} px`,
  },
  {
    id: 'description',
    label: 'desc',
    about: `one meta description, ${searchResult.description.minWidth}–${searchResult.description.width.desktop} px of Arial ${searchResult.description.size} px (a post's date included), unique`,
  },
  {id: 'h1', label: 'h1', about: 'exactly one non-empty h1'},
  {id: 'canonical', label: 'canon', about: 'canonical = og:url = own absolute URL, no trailing /'},
  {id: 'sitemap', label: 'sitemap', about: 'in sitemap.xml if and only if indexable, same URL'},
  {id: 'social', label: 'social', about: 'Open Graph and Twitter tags, 1200×630 PNG with alt'},
  {id: 'links', label: 'links', about: 'internal links lead to pages, not redirects or 404s'},
  {id: 'inbound', label: 'inbound', about: 'an indexable page is linked from another page'},
  {id: 'images', label: 'img', about: 'every img has alt text, width and height'},
  {id: 'jsonld-parse', label: 'ld:json', about: 'every JSON-LD script parses'},
  {id: 'jsonld-vocabulary', label: 'ld:vocab', about: 'types and properties schema.org defines'},
  {id: 'jsonld-required', label: 'ld:req', about: 'properties Google requires for the type'},
  {id: 'jsonld-ids', label: 'ld:@id', about: 'every @id reference is defined on the page'},
  {id: 'jsonld-facts', label: 'ld:facts', about: 'names, prices and dates the page shows'},
];

/** Checks of the site as a whole. */
export const siteChecks = [
  {
    id: 'sitemap.xml',
    about: 'absolute canonical URLs with lastmod, each a 200 page, no duplicates',
  },
  {id: 'robots.txt', about: 'names sitemap.xml'},
  {
    id: 'llms.txt',
    about: 'llmstxt.org format, links the Markdown twin of exactly the pages of sitemap.xml',
  },
];

const dateProperties = new Set([
  'datePublished',
  'dateModified',
  'dateCreated',
  'uploadDate',
  'startDate',
  'endDate',
  'validFrom',
  'validThrough',
]);
const priceProperties = new Set(['price', 'minPrice', 'maxPrice', 'lowPrice', 'highPrice']);

// ---------------------------------------------------------------------------------------------
// Reading the build

async function walkFiles(dir, base = dir) {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walkFiles(full, base) : [path.relative(base, full)];
    }),
  );
  return files.flat().map((file) => file.split(path.sep).join('/'));
}

/** "about.html" → "/about", "index.html" → "/", "industries/index.html" → "/industries". */
function routeOfFile(file) {
  if (file === 'index.html') return '/';
  if (file === '404.html') return '/404.html';
  return `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

/** The same lookup as a static host with `trailingSlash: false` (scripts/serve-build.mjs). */
function fileForPath(files, pathname) {
  const relative = pathname.replace(/^\/+|\/+$/g, '');
  if (relative === '') return files.has('index.html') ? 'index.html' : undefined;
  return [relative, `${relative}.html`, `${relative}/index.html`].find((file) => files.has(file));
}

function normalizeText(text) {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The text a visitor sees: the body without scripts, styles or hidden elements, plus the title. */
function visibleText($) {
  const body = $('body').clone();
  body.find('script, style, noscript, template, [hidden]').remove();
  body.find('[style]').each((_, element) => {
    if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test($(element).attr('style') ?? '')) {
      $(element).remove();
    }
  });
  const parts = [];
  const collect = (node) => {
    if (node.type === 'text') parts.push(node.data);
    for (const child of node.children ?? []) collect(child);
  };
  body.each((_, element) => collect(element));
  return `${$('head title').text()} ${parts.join(' ')}`;
}

async function readPng(file) {
  try {
    const handle = await fs.open(file, 'r');
    const buffer = Buffer.alloc(24);
    await handle.read(buffer, 0, 24, 0);
    await handle.close();
    const signature = buffer.subarray(0, 8).toString('hex');
    if (signature !== '89504e470d0a1a0a') return {error: 'not a PNG file'};
    return {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
  } catch {
    return {error: 'missing'};
  }
}

// ---------------------------------------------------------------------------------------------
// JSON-LD

function isReference(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof value['@id'] === 'string'
  );
}

/**
 * Every node of a JSON-LD document with its context: where it sits and what refers to what.
 * @returns {{nodes: {node: object, nested: boolean, parentType?: string, parentProperty?: string}[], references: string[], defined: string[], untyped: object[]}}
 */
function collectJsonLd(document) {
  const nodes = [];
  const references = [];
  const defined = [];
  const untyped = [];
  const visit = (value, context) => {
    if (Array.isArray(value)) {
      value.forEach((item) => visit(item, context));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (isReference(value)) {
      references.push(value['@id']);
      return;
    }
    if (Array.isArray(value['@graph'])) {
      value['@graph'].forEach((item) => visit(item, {nested: false}));
      return;
    }
    if (typeof value['@id'] === 'string') defined.push(value['@id']);
    if (value['@type'] === undefined) {
      untyped.push(value);
      return;
    }
    nodes.push({node: value, ...context});
    const type = [value['@type']].flat()[0];
    for (const [property, child] of Object.entries(value)) {
      if (property.startsWith('@')) continue;
      visit(child, {nested: true, parentType: type, parentProperty: property});
    }
  };
  visit(document, {nested: false});
  return {nodes, references, defined, untyped};
}

const longDate = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

function isoDay(value) {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(String(value));
  return match?.[1];
}

function priceShown(value, text) {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return false;
  const forms = new Set([
    amount.toLocaleString('en-US'),
    amount.toLocaleString('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 2}),
  ]);
  return [...forms].some((form) => {
    const escaped = form.replace(/[.,]/g, (c) => `\\${c}`);
    return new RegExp(`(?:\\$\\s?${escaped}(?![\\d,])|(?<![\\d.,])${escaped}\\s?usd)`, 'i').test(
      text,
    );
  });
}

/** Names, prices and dates the node states that the page does not show. */
function unshownFacts(node, page) {
  const problems = [];
  const type = [node['@type']].flat().join('/');
  for (const [property, value] of Object.entries(node)) {
    for (const item of [value].flat()) {
      if (property === 'name' && typeof item === 'string') {
        const needle = normalizeText(item);
        if (!page.text.includes(needle) && !page.textCompact.includes(needle.replace(/\s+/g, ''))) {
          problems.push(`${type} name "${item}" is not shown on the page`);
        }
      } else if (
        priceProperties.has(property) &&
        (typeof item === 'number' || typeof item === 'string')
      ) {
        if (!priceShown(item, page.text)) {
          problems.push(`${type} ${property} ${item} is not shown on the page`);
        }
      } else if (dateProperties.has(property) && typeof item === 'string') {
        const day = isoDay(item);
        const label = day ? normalizeText(longDate.format(new Date(`${day}T00:00:00Z`))) : '';
        if (!day || !(page.text.includes(label) || page.timeDates.has(day))) {
          problems.push(`${type} ${property} ${item} is not shown on the page`);
        }
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The audit

function internalPath(href, pageUrl, origin) {
  if (!href || /^(mailto|tel|javascript|data|blob):/i.test(href) || href.startsWith('//')) {
    return undefined;
  }
  let url;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return decodeURIComponent(url.pathname);
}

function imageAlt($, element) {
  const image = $(element);
  const alt = image.attr('alt');
  if (alt === undefined) return 'has no alt attribute';
  if (alt.trim() !== '') return undefined;
  // An empty alt is right for a decorative image: hidden from assistive technology, or beside the
  // text that names the link or button it sits in.
  if (/^(presentation|none)$/.test(image.attr('role') ?? '')) return undefined;
  if (image.closest('[aria-hidden="true"]').length > 0) return undefined;
  const control = image.closest('a, button');
  if (control.length > 0 && control.text().trim() !== '') return undefined;
  return 'has an empty alt but is not decorative';
}

/**
 * Audits a build folder.
 * @param {string} buildDir
 * @returns {Promise<{pages: object[], site: Record<string, string[]>, summary: object}>}
 */
export async function auditBuild(buildDir) {
  const allFiles = await walkFiles(buildDir);
  const files = new Set(allFiles);
  // The browser editor's page is the owner's tool, not a page of the site: no page links to it,
  // search engines are asked not to index it, and tests/editor checks it.
  const htmlFiles = allFiles.filter(
    (file) =>
      file.endsWith('.html') &&
      !file.startsWith('assets/') &&
      file !== `${editorPath.slice(1)}.html` &&
      !file.startsWith(`${editorPath.slice(1)}/`),
  );

  const documents = new Map();
  for (const file of htmlFiles) {
    const $ = load(await fs.readFile(path.join(buildDir, file), 'utf8'));
    documents.set(file, $);
  }
  const redirects = new Map();
  for (const [file, $] of documents) {
    const refresh = $('meta[http-equiv="refresh" i]').attr('content');
    if (refresh) redirects.set(file, /url=(.*)$/i.exec(refresh)?.[1]?.trim() ?? '');
  }

  const home = documents.get('index.html');
  const homeCanonical = home?.('link[rel="canonical"]').attr('href');
  if (!homeCanonical) throw new Error(`${buildDir} has no index.html with a canonical link`);
  const origin = new URL(homeCanonical).origin;

  // sitemap.xml
  const site = Object.fromEntries(siteChecks.map((check) => [check.id, []]));
  const sitemapUrls = new Map();
  try {
    const $ = load(await fs.readFile(path.join(buildDir, 'sitemap.xml'), 'utf8'), {xmlMode: true});
    $('url').each((_, element) => {
      const loc = $(element).find('loc').first().text().trim();
      const lastmod = $(element).find('lastmod').first().text().trim();
      if (sitemapUrls.has(loc)) site['sitemap.xml'].push(`${loc} is listed twice`);
      sitemapUrls.set(loc, lastmod);
    });
  } catch {
    site['sitemap.xml'].push('sitemap.xml is missing or unreadable');
  }

  const pages = [];
  for (const [file, $] of documents) {
    if (redirects.has(file)) continue;
    const route = routeOfFile(file);
    const url = `${origin}${route}`;
    const text = normalizeText(visibleText($));
    const timeDates = new Set(
      $('body time[datetime]')
        .map((_, element) => isoDay($(element).attr('datetime')))
        .get()
        .filter(Boolean),
    );
    const robots = $('meta[name="robots"]').attr('content') ?? '';
    pages.push({
      file,
      route,
      url,
      $,
      text,
      textCompact: text.replace(/\s+/g, ''),
      timeDates,
      noindex: /\bnoindex\b/i.test(robots),
      title: $('head title').text().trim(),
      description: $('meta[name="description"]').attr('content')?.trim() ?? '',
      problems: Object.fromEntries(checks.map((check) => [check.id, []])),
      applies: Object.fromEntries(checks.map((check) => [check.id, true])),
      links: new Set(),
      jsonLd: {scripts: 0, nodes: [], types: new Set()},
    });
  }
  const pageByFile = new Map(pages.map((page) => [page.file, page]));
  const vocabulary = loadVocabulary();

  const titleCount = new Map();
  const descriptionCount = new Map();
  const imageOwners = new Map();
  for (const page of pages) {
    if (page.title) titleCount.set(page.title, (titleCount.get(page.title) ?? 0) + 1);
    if (page.description) {
      descriptionCount.set(page.description, (descriptionCount.get(page.description) ?? 0) + 1);
    }
  }

  for (const page of pages) {
    const {$, problems} = page;

    // Title and description
    const titles = $('head title');
    if (titles.length !== 1) problems.title.push(`${titles.length} <title> elements`);
    if (!page.title) problems.title.push('the title is empty');
    // A page kept out of search indexes has no search result to fit.
    else if (!page.noindex && titleProblem(page.title)) {
      problems.title.push(`"${page.title}" ${titleProblem(page.title)}`);
    }
    if (titleCount.get(page.title) > 1)
      problems.title.push(`"${page.title}" is on other pages too`);
    const descriptions = $('meta[name="description"]');
    if (descriptions.length !== 1) {
      problems.description.push(`${descriptions.length} meta descriptions`);
    }
    // A post's result shows its date before the description.
    const published = $('meta[property="article:published_time"]').attr('content');
    const descriptionRule =
      page.description && !page.noindex && descriptionProblem(page.description, published);
    if (!page.description) problems.description.push('the description is missing or empty');
    else if (descriptionRule) problems.description.push(`the description ${descriptionRule}`);
    if (descriptionCount.get(page.description) > 1) {
      problems.description.push('the description is on other pages too');
    }

    // h1
    const h1 = $('body h1');
    if (h1.length !== 1) problems.h1.push(`${h1.length} h1 elements`);
    else if (h1.text().trim() === '') problems.h1.push('the h1 is empty');

    // Canonical and og:url
    const canonicals = $('link[rel="canonical"]');
    const canonical = canonicals.attr('href');
    const ogUrl = $('meta[property="og:url"]').attr('content');
    if (canonicals.length !== 1) problems.canonical.push(`${canonicals.length} canonical links`);
    if (canonical !== page.url) {
      problems.canonical.push(
        `canonical ${canonical ?? '(none)'} is not the page's URL ${page.url}`,
      );
    }
    if (ogUrl !== canonical) problems.canonical.push(`og:url ${ogUrl ?? '(none)'} ≠ canonical`);
    if (canonical && canonical !== `${origin}/` && canonical.endsWith('/')) {
      problems.canonical.push('the canonical URL ends with a slash');
    }

    // sitemap.xml
    const listed = sitemapUrls.has(page.url);
    if (page.noindex && listed) problems.sitemap.push('noindex, but listed in sitemap.xml');
    if (!page.noindex && !listed)
      problems.sitemap.push(`indexable, but ${page.url} is not in sitemap.xml`);

    // Social tags and image
    const meta = (attribute, name) => $(`meta[${attribute}="${name}"]`).attr('content')?.trim();
    for (const name of ['og:title', 'og:description', 'og:type', 'og:image:alt']) {
      if (!meta('property', name)) problems.social.push(`${name} is missing`);
    }
    if (meta('name', 'twitter:card') !== 'summary_large_image') {
      problems.social.push('twitter:card is not summary_large_image');
    }
    const ogImage = meta('property', 'og:image');
    if (!ogImage) problems.social.push('og:image is missing');
    else {
      if (meta('name', 'twitter:image') !== ogImage)
        problems.social.push('twitter:image ≠ og:image');
      if (!meta('name', 'twitter:image:alt')) problems.social.push('twitter:image:alt is missing');
      const width = meta('property', 'og:image:width');
      const height = meta('property', 'og:image:height');
      if (width !== String(socialImageSize.width) || height !== String(socialImageSize.height)) {
        problems.social.push(`og:image:width × height is ${width} × ${height}, not 1200 × 630`);
      }
      const imageUrl = new URL(ogImage, page.url);
      if (imageUrl.origin !== origin)
        problems.social.push(`og:image ${ogImage} is not on the site`);
      else {
        const png = await readPng(path.join(buildDir, decodeURIComponent(imageUrl.pathname)));
        if (png.error) problems.social.push(`${imageUrl.pathname}: ${png.error}`);
        else if (png.width !== socialImageSize.width || png.height !== socialImageSize.height) {
          problems.social.push(`${imageUrl.pathname} is ${png.width}×${png.height}`);
        }
      }
      if (!page.noindex) imageOwners.set(ogImage, [...(imageOwners.get(ogImage) ?? []), page]);
    }

    // Internal links
    $('body a[href]').each((_, element) => {
      const target = internalPath($(element).attr('href'), page.url, origin);
      if (target === undefined) return;
      const file = fileForPath(files, target);
      if (!file) problems.links.push(`${target} does not exist`);
      else if (redirects.has(file))
        problems.links.push(`${target} is a redirect to ${redirects.get(file)}`);
      else if (pageByFile.has(file) && file !== page.file) page.links.add(file);
    });

    // Images
    $('body img').each((_, element) => {
      const image = $(element);
      const name = image.attr('src') ?? '(no src)';
      const alt = imageAlt($, element);
      if (alt) problems.images.push(`${name} ${alt}`);
      for (const dimension of ['width', 'height']) {
        if (!/^[1-9]\d*$/.test(image.attr(dimension) ?? '')) {
          problems.images.push(`${name} has no ${dimension}`);
        }
      }
    });

    // JSON-LD
    const defined = new Set();
    const references = [];
    $('script[type="application/ld+json"]').each((index, element) => {
      page.jsonLd.scripts += 1;
      let document;
      try {
        document = JSON.parse($(element).text());
      } catch (error) {
        problems['jsonld-parse'].push(`script ${index + 1} does not parse: ${error.message}`);
        return;
      }
      const context = document['@context'];
      if (context !== 'https://schema.org' && context !== 'http://schema.org') {
        problems['jsonld-parse'].push(
          `script ${index + 1} has @context ${JSON.stringify(context)}`,
        );
      }
      const collected = collectJsonLd(document);
      collected.defined.forEach((id) => defined.add(id));
      references.push(...collected.references);
      for (const node of collected.untyped) {
        problems['jsonld-vocabulary'].push(
          `a node without @type: ${JSON.stringify(node).slice(0, 80)}`,
        );
      }
      for (const entry of collected.nodes) {
        const {node} = entry;
        page.jsonLd.nodes.push(node);
        const types = [node['@type']].flat();
        types.forEach((type) => page.jsonLd.types.add(type));
        const unknownTypes = types.filter((type) => !vocabulary.hasType(type));
        for (const type of unknownTypes) {
          problems['jsonld-vocabulary'].push(`schema.org defines no type "${type}"`);
        }
        if (unknownTypes.length === 0) {
          for (const property of Object.keys(node)) {
            if (property.startsWith('@')) continue;
            if (!types.some((type) => vocabulary.hasProperty(type, property))) {
              problems['jsonld-vocabulary'].push(
                `schema.org defines no property "${property}" for ${types.join('/')}`,
              );
            }
          }
        }
        problems['jsonld-required'].push(...missingRequired(node, entry));
        problems['jsonld-facts'].push(...unshownFacts(node, page));
      }
    });
    for (const id of new Set(references)) {
      if (!defined.has(id)) problems['jsonld-ids'].push(`nothing on the page defines ${id}`);
    }
    if (page.jsonLd.scripts === 0) {
      for (const id of [
        'jsonld-parse',
        'jsonld-vocabulary',
        'jsonld-required',
        'jsonld-ids',
        'jsonld-facts',
      ]) {
        page.applies[id] = false;
      }
    }
    if (page.noindex) page.applies.inbound = false;
    // The not-found page answers any unknown URL: it is not the page of its own file's URL.
    if (page.file === '404.html') {
      page.applies.canonical = false;
      problems.canonical.length = 0;
      if (!page.noindex) problems.sitemap.push('the not-found page must be noindex');
    }
  }

  // Inbound links and shared social images
  const linkedFrom = new Map();
  for (const page of pages) {
    for (const target of page.links) linkedFrom.set(target, (linkedFrom.get(target) ?? 0) + 1);
  }
  for (const page of pages) {
    if (!page.noindex && !linkedFrom.get(page.file)) {
      page.problems.inbound.push('no other page links here');
    }
  }
  for (const [image, owners] of imageOwners) {
    if (owners.length < 2) continue;
    for (const owner of owners) {
      owner.problems.social.push(`og:image ${image} is shared by ${owners.length} indexable pages`);
    }
  }

  // Site-wide files
  for (const [loc, lastmod] of sitemapUrls) {
    let url;
    try {
      url = new URL(loc);
    } catch {
      site['sitemap.xml'].push(`${loc} is not an absolute URL`);
      continue;
    }
    if (url.origin !== origin) site['sitemap.xml'].push(`${loc} is not on ${origin}`);
    if (url.pathname.includes(':')) site['sitemap.xml'].push(`${loc} is a route with a parameter`);
    if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(lastmod)) {
      site['sitemap.xml'].push(`${loc} has no valid lastmod (${lastmod || 'none'})`);
    }
    const file = fileForPath(files, decodeURIComponent(url.pathname));
    if (!file) site['sitemap.xml'].push(`${loc} answers 404`);
    else if (redirects.has(file)) site['sitemap.xml'].push(`${loc} is a redirect`);
    else if (!pageByFile.has(file)) site['sitemap.xml'].push(`${loc} is not a page`);
  }
  if (sitemapUrls.size === 0) site['sitemap.xml'].push('sitemap.xml lists no URL');

  try {
    const robots = await fs.readFile(path.join(buildDir, 'robots.txt'), 'utf8');
    if (!robots.split('\n').some((line) => line.trim() === `Sitemap: ${origin}/sitemap.xml`)) {
      site['robots.txt'].push(`robots.txt does not name ${origin}/sitemap.xml`);
    }
  } catch {
    site['robots.txt'].push('robots.txt is missing');
  }

  try {
    const llms = await fs.readFile(path.join(buildDir, 'llms.txt'), 'utf8');
    const lines = llms.split('\n');
    if (!/^# \S/.test(lines[0] ?? ''))
      site['llms.txt'].push('llms.txt does not start with "# name"');
    if (!lines.some((line) => line.startsWith('> ')))
      site['llms.txt'].push('llms.txt has no summary');
    if (!lines.some((line) => line.startsWith('## ')))
      site['llms.txt'].push('llms.txt has no section');
    const linked = new Set();
    for (const line of lines.filter((entry) => entry.startsWith('- '))) {
      const match = /^- \[([^\]]+)\]\(([^)\s]+)\)(?::\s*(\S.*))?$/.exec(line);
      if (!match) site['llms.txt'].push(`malformed entry: ${line.slice(0, 80)}`);
      else {
        if (!match[3]) site['llms.txt'].push(`${match[2]} has no description`);
        // An entry links the page's Markdown twin: /pricing.md for /pricing, /index.md for /.
        const twin = new URL(match[2]);
        if (!twin.pathname.endsWith('.md')) {
          site['llms.txt'].push(`${match[2]} is not a Markdown twin (.md)`);
        }
        const page = twin.pathname.replace(/\.md$/, '').replace(/^\/index$/, '/');
        linked.add(`${twin.origin}${page}`);
      }
    }
    for (const loc of sitemapUrls.keys()) {
      if (!linked.has(loc)) site['llms.txt'].push(`${loc} (in sitemap.xml) is not in llms.txt`);
    }
    for (const url of linked) {
      if (!sitemapUrls.has(url))
        site['llms.txt'].push(`${url} is in llms.txt but not in sitemap.xml`);
    }
  } catch {
    site['llms.txt'].push('llms.txt is missing');
  }

  const allNodes = pages.flatMap((page) => page.jsonLd.nodes);
  const summary = {
    pages: pages.length,
    indexable: pages.filter((page) => !page.noindex).length,
    noindex: pages.filter((page) => page.noindex).length,
    redirects: redirects.size,
    sitemapUrls: sitemapUrls.size,
    jsonLdScripts: pages.reduce((sum, page) => sum + page.jsonLd.scripts, 0),
    jsonLdNodes: allNodes.length,
    distinctIds: new Set(allNodes.map((node) => node['@id']).filter(Boolean)).size,
    schemaTypes: [...new Set(allNodes.flatMap((node) => [node['@type']].flat()))].sort(),
    pageTypes: [...new Set(pages.map(pageType))].sort(),
  };
  return {
    pages: pages.map(({route, file, noindex, problems, applies}) => ({
      route,
      file,
      noindex,
      problems,
      applies,
    })),
    site,
    summary,
  };
}

/** What kind of page this is, by the type of its page node and its main entity. */
function pageType(page) {
  const pageNode = page.jsonLd.nodes.find((node) =>
    [node['@type']].flat().some((type) => /Page$|^BlogPosting$|^Blog$/.test(type)),
  );
  if (!pageNode) return page.noindex ? 'noindex page' : 'page';
  const main = pageNode.mainEntity?.['@id'];
  const mainNode = main && page.jsonLd.nodes.find((node) => node['@id'] === main);
  const mainType = mainNode ? [mainNode['@type']].flat()[0] : undefined;
  const kind = [pageNode['@type']].flat()[0];
  return `${kind}${mainType ? ` of ${mainType}` : ''}${page.noindex ? ' (noindex)' : ''}`;
}

/** True when nothing failed. */
export function passed(report) {
  return (
    report.pages.every((page) => checks.every((check) => page.problems[check.id].length === 0)) &&
    Object.values(report.site).every((problems) => problems.length === 0)
  );
}

/** The pages × checks table, the site checks, the problems and the summary, as text. */
export function formatReport(report) {
  const width = Math.max(...report.pages.map((page) => page.route.length), 4) + 2;
  const cell = (page, check) => {
    if (page.problems[check.id].length > 0) return '✗';
    return page.applies[check.id] ? '✓' : '·';
  };
  const header = `${'page'.padEnd(width)}${checks.map((check) => check.label.padEnd(check.label.length + 1)).join('')}`;
  const rows = [...report.pages]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(
      (page) =>
        `${(page.route + (page.noindex ? ' *' : '')).padEnd(width)}${checks
          .map((check) => cell(page, check).padEnd(check.label.length + 1))
          .join('')}`,
    );
  const failures = report.pages.flatMap((page) =>
    checks.flatMap((check) =>
      page.problems[check.id].map((problem) => `  ${page.route} [${check.id}] ${problem}`),
    ),
  );
  const siteLines = siteChecks.map(
    (check) => `  ${report.site[check.id].length === 0 ? '✓' : '✗'} ${check.id}: ${check.about}`,
  );
  const siteFailures = siteChecks.flatMap((check) =>
    report.site[check.id].map((problem) => `  ${check.id}: ${problem}`),
  );
  const {summary} = report;
  const failedCells = report.pages.reduce(
    (sum, page) => sum + checks.filter((check) => page.problems[check.id].length > 0).length,
    0,
  );
  return [
    header,
    ...rows,
    '',
    '* noindex (kept out of sitemap.xml)   ✓ passed   ✗ failed   · not applicable',
    '',
    'Checks:',
    ...checks.map((check) => `  ${check.label.padEnd(9)} ${check.about}`),
    '',
    'Site files:',
    ...siteLines,
    '',
    `${summary.pages} pages (${summary.indexable} indexable, ${summary.noindex} noindex) and ${summary.redirects} redirects; ${summary.sitemapUrls} URLs in sitemap.xml`,
    `${summary.jsonLdScripts} JSON-LD scripts, ${summary.jsonLdNodes} typed nodes (${summary.distinctIds} distinct @ids), ${summary.schemaTypes.length} schema.org types: ${summary.schemaTypes.join(', ')}`,
    `${summary.pageTypes.length} page types: ${summary.pageTypes.join('; ')}`,
    `${checks.length} checks per page, ${failedCells} failed cells`,
    ...(failures.length + siteFailures.length > 0
      ? ['', 'Problems:', ...failures, ...siteFailures]
      : ['', 'No problems.']),
  ].join('\n');
}
