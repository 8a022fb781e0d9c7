/**
 * A contact sheet of a production build: one page of every kind the site has, at 390 and 1280 px,
 * in light and dark mode, as one HTML page of screenshots. Look at it before and after a visual
 * change.
 *
 *   npm run screenshots                          # the build in build/ (npm run build first)
 *   npm run screenshots -- --build build-test    # the test build, with a page of every kind
 *   npm run screenshots -- --full                # whole pages instead of the first screen
 *   npm run screenshots -- --widths 390,768,1280,1600
 *
 * writes screenshots/index.html (and its images beside it). The pages are chosen by rule from the
 * content model beside the build, so the sheet follows the content: the first page of each kind.
 */
/* global document */
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {chromium} from 'playwright-core';

import {chromeFlags, findTestBrowser} from './find-tools.mjs';
import {startServer} from './serve-build.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The kinds of page on the sheet, each with the rule that picks its page from the model. */
const pageKinds = [
  ['Home', (e) => e.path === '/'],
  ['About', (e) => e.webPageType === 'AboutPage'],
  ['Contact', (e) => e.webPageType === 'ContactPage'],
  ['Services (hubs)', (e) => e.lists === 'hubs'],
  ['Hub', (e) => e.kind === 'hub' && e.indexable],
  ['Service', (e) => e.kind === 'service' && e.indexable],
  ['Coming-soon service', (e) => e.kind === 'service' && e.status === 'coming-soon'],
  ['Pricing (list page)', (e) => e.kind === 'page' && e.mainEntity === 'list'],
  ['Areas', (e) => e.lists === 'areas'],
  ['Area', (e) => e.kind === 'area' && e.indexable],
  ['Region', (e) => e.kind === 'region'],
  ['Industries', (e) => e.lists === 'industries'],
  ['Industry', (e) => e.kind === 'industry' && e.indexable],
  ['Industry fallback', (e) => e.kind === 'industry' && e.status === 'fallback'],
  ['Case studies', (e) => e.lists === 'case-studies'],
  ['Case study', (e) => e.kind === 'case-study'],
  ['Legal page', (e) => e.kind === 'legal'],
  ['HTML sitemap', (e) => e.lists === 'sitemap'],
  ['Blog', (e) => e.kind === 'listing' && e.indexable],
  ['Post', (e) => e.kind === 'post' && e.indexable],
  ['Tag', (e) => e.kind === 'listing' && /\/tags\/[^/]+$/.test(e.path)],
  ['Archive', (e) => e.kind === 'listing' && e.path.endsWith('/archive')],
  ['Author', (e) => e.kind === 'author'],
  ['Knowledge base', (e) => e.kind === 'guide' && e.parent === '/'],
  ['Guide', (e) => e.kind === 'guide' && e.parent !== '/'],
];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

const buildDir = path.resolve(projectDir, option('build', 'build'));
const outDir = path.resolve(projectDir, option('out', 'screenshots'));
const widths = option('widths', '390,1280').split(',').map(Number);
const full = process.argv.includes('--full');
const schemes = ['light', 'dark'];

const modelFile = `${buildDir}-hosting/content-model.json`;
const {entries} = JSON.parse(
  await fs.readFile(modelFile, 'utf8').catch(() => {
    throw new Error(`No build with its content model at ${buildDir}: run \`npm run build\` first.`);
  }),
);
const pages = pageKinds.flatMap(([kind, pick]) => {
  const entry = entries.find(pick);
  return entry ? [{kind, path: entry.path}] : [];
});
pages.push({kind: 'Not found (404)', path: '/this-page-does-not-exist'});

await fs.rm(outDir, {recursive: true, force: true});
await fs.mkdir(outDir, {recursive: true});
const server = await startServer({root: buildDir});
const browser = await chromium.launch({
  executablePath: await findTestBrowser(),
  headless: true,
  args: chromeFlags,
});
const shots = new Map(pages.map((page) => [page.path, []]));
try {
  for (const scheme of schemes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: {width, height: width < 768 ? 844 : 900},
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      const tab = await context.newPage();
      for (const page of pages) {
        await tab.goto(`${server.url}${page.path}`, {waitUntil: 'networkidle'});
        await tab.evaluate(() => document.fonts.ready);
        const file = `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${scheme}.png`;
        await tab.screenshot({path: path.join(outDir, file), fullPage: full});
        shots.get(page.path).push({file, width, scheme});
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);
const rows = pages
  .map(
    (page) => `<section>
  <h2>${escape(page.kind)} <code>${escape(page.path)}</code></h2>
  <div class="row">${shots
    .get(page.path)
    .map(
      (shot) =>
        `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${escape(`${page.kind} at ${shot.width} px, ${shot.scheme}`)}" loading="lazy" width="${Math.round(shot.width * (shot.width < 768 ? 0.5 : 0.3))}"></a><figcaption>${shot.width} px, ${shot.scheme}</figcaption></figure>`,
    )
    .join('')}</div>
</section>`,
  )
  .join('\n');
await fs.writeFile(
  path.join(outDir, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contact sheet: ${escape(path.relative(projectDir, buildDir))}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;background:#f4f4f5;color:#18181b}
section{margin-bottom:2rem}h2{font-size:1rem;margin:0 0 .5rem}code{color:#52525b;font-weight:400}
.row{display:flex;gap:1rem;align-items:flex-start;flex-wrap:wrap}
figure{margin:0}img{display:block;height:auto;border:1px solid #d4d4d8;background:#fff}
figcaption{color:#52525b;font-size:12px}
</style></head>
<body><h1>Contact sheet of ${escape(path.relative(projectDir, buildDir))}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')}</h1>
${rows}
</body></html>
`,
);
process.stdout.write(
  `${pages.length} pages × ${widths.length} widths × ${schemes.length} modes: ${path.relative(process.cwd(), path.join(outDir, 'index.html'))}\n`,
);
