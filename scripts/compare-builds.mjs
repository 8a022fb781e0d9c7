/**
 * Compares two builds of the site page by page, for a restructuring that must change nothing a
 * visitor or a search engine sees: each page's visible text (of <main>), its headings, its links
 * (target and text) and its JSON-LD nodes (by @id, keys sorted; which script holds a node does not
 * matter). Prints every page that differs and how; exits with 1 if any does.
 *
 *   node scripts/compare-builds.mjs <before-build> <after-build> [--only /path,/other]
 */
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {load} from 'cheerio';

const [beforeDir, afterDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? null : new Set(process.argv[onlyAt + 1].split(','));
if (!beforeDir || !afterDir) {
  process.stderr.write('Usage: node scripts/compare-builds.mjs <before-build> <after-build>\n');
  process.exit(2);
}

/** Every page of a build, by route: "about.html" → "/about", "index.html" → "/". */
function pagesOf(dir) {
  const pages = new Map();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'img', '__server', 'pagefind'].includes(entry.name)) walk(file);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const relative = path.relative(dir, file).split(path.sep).join('/');
        const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), file);
      }
    }
  };
  walk(dir);
  return pages;
}

const clean = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

function describe(file) {
  const $ = load(fs.readFileSync(file, 'utf8'));
  const nodes = new Map();
  $('script[type="application/ld+json"]').each((_, element) => {
    const json = JSON.parse($(element).text());
    const graph = json['@graph'] ?? [json];
    graph.forEach((node, index) => {
      nodes.set(
        node['@id'] ?? `${json['@type'] ?? 'node'}#${index}`,
        JSON.stringify(sortKeys(node)),
      );
    });
  });
  const main = $('main').first();
  main.find('script, style').remove();
  return {
    title: clean($('head title').text()),
    description: $('meta[name="description"]').attr('content') ?? '',
    robots: $('meta[name="robots"]').attr('content') ?? '',
    canonical: $('link[rel="canonical"]').attr('href') ?? '',
    // Every text node on its own, so that the whitespace between elements does not matter.
    text: clean(
      main
        .find('*')
        .addBack()
        .contents()
        .filter((_, node) => node.type === 'text')
        .map((_, node) => $(node).text())
        .get()
        .join(' '),
    ),
    headings: main
      .find('h1, h2, h3, h4, h5, h6')
      .map((_, element) => `${element.tagName}: ${clean($(element).text())}`)
      .get(),
    links: $('body a[href]')
      .map((_, element) => `${$(element).attr('href')} "${clean($(element).text())}"`)
      .get(),
    jsonLd: nodes,
  };
}

function listDiff(label, before, after) {
  const removed = before.filter((item) => !after.includes(item));
  const added = after.filter((item) => !before.includes(item));
  const lines = [];
  if (removed.length || added.length) {
    lines.push(`  ${label}:`);
    removed.forEach((item) => lines.push(`    - ${item}`));
    added.forEach((item) => lines.push(`    + ${item}`));
  } else if (before.join('\n') !== after.join('\n')) {
    lines.push(`  ${label}: same items, another order`);
  }
  return lines;
}

/** Whitespace is not compared: text nodes are joined with spaces, which a visitor never reads. */
const bare = (text) => text.replace(/\s+/g, '');

function textDiff(before, after) {
  if (bare(before) === bare(after)) return [];
  const a = before.split(/(?<=[.!?:])\s+/);
  const b = after.split(/(?<=[.!?:])\s+/);
  const inB = new Set(b.map(bare));
  const inA = new Set(a.map(bare));
  const lines = [];
  a.filter((sentence) => !inB.has(bare(sentence))).forEach((s) => lines.push(`    - ${s}`));
  b.filter((sentence) => !inA.has(bare(sentence))).forEach((s) => lines.push(`    + ${s}`));
  return lines.length > 0
    ? ['  text (by sentence):', ...lines]
    : ['  text: same sentences, another order'];
}

const before = pagesOf(beforeDir);
const after = pagesOf(afterDir);
let differing = 0;
for (const route of [...new Set([...before.keys(), ...after.keys()])].sort()) {
  if (only && !only.has(route)) continue;
  if (!before.has(route) || !after.has(route)) {
    process.stdout.write(`${route}: only in the ${before.has(route) ? 'first' : 'second'} build\n`);
    differing += 1;
    continue;
  }
  const a = describe(before.get(route));
  const b = describe(after.get(route));
  const lines = [];
  for (const field of ['title', 'description', 'robots', 'canonical']) {
    if (a[field] !== b[field]) lines.push(`  ${field}: "${a[field]}" → "${b[field]}"`);
  }
  lines.push(...textDiff(a.text, b.text));
  lines.push(...listDiff('headings', a.headings, b.headings));
  lines.push(...listDiff('links', a.links, b.links));
  const ids = [...new Set([...a.jsonLd.keys(), ...b.jsonLd.keys()])];
  for (const id of ids) {
    const x = a.jsonLd.get(id);
    const y = b.jsonLd.get(id);
    if (x === y) continue;
    if (!x) lines.push(`  JSON-LD + ${id}: ${y}`);
    else if (!y) lines.push(`  JSON-LD - ${id}`);
    else lines.push(`  JSON-LD ~ ${id}:\n      before ${x}\n      after  ${y}`);
  }
  if (lines.length > 0) {
    differing += 1;
    process.stdout.write(`${route}\n${lines.join('\n')}\n`);
  }
}
process.stdout.write(
  `\n${differing} of ${new Set([...before.keys(), ...after.keys()]).size} pages differ\n`,
);
process.exitCode = differing > 0 ? 1 : 0;
