/**
 * The recipes of the authors' guide (src/content/README.md), applied to a copy of the project as
 * an author would apply them: each copy then passes the unit tests, the build and the SEO audit
 * with no test edited, and every recipe's change shows everywhere it should (cards, the HTML
 * sitemap, sitemap.xml, the feeds, llms.txt, the JSON-LD, the navbar and footer) and its old value
 * nowhere.
 *
 * The recipes pick what they change from the content itself (the first hub, the first area, a post
 * of the blog): no recipe names a page of the site, so the stage passes whatever the site holds.
 * They are applied together to one copy, with one build; the same copy is given hostile text
 * (tests/seo/hostileText.mjs), which its build must carry through unharmed. The copy runs the unit
 * tests that its edits can turn red: those that import a module a recipe edits, and those that read
 * the site's content from its files.
 *
 *   node --test --test-reporter=spec tests/recipes/
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, describe, test} from 'node:test';
import {load} from 'cheerio';
import {chromium} from 'playwright-core';

import {chromeFlags, findTestBrowser} from '../../scripts/find-tools.mjs';
import {startServer} from '../../scripts/serve-build.mjs';
import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';
import {axeViolations} from '../crawl/probes.mjs';
import {describeHostileText, injectHostileText} from '../seo/hostileText.mjs';
import {blogKeys} from '../fixtures/blogKeys.mjs';
import {unknownWords} from '../../scripts/spelling.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docusaurus = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/**
 * The day of the recipe's post: today in the site's time zone, the newest day a build publishes (a
 * post dated later waits for its day, src/lib/schedule.ts, loaded as Docusaurus loads the config).
 */
const recipePostDay = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: true,
})(path.join(projectDir, 'src/lib/schedule.ts')).siteDay(new Date());

// ---------------------------------------------------------------------------------------------
// Reading a copy of the project and its build

function run(siteDir, command, args, what) {
  const result = spawnSync(command, args, {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', CI: '1'},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    assert.fail(
      `${what} failed (${result.status}):\n${`${result.stdout}\n${result.stderr}`.slice(-6000)}`,
    );
  }
  return result.stdout;
}

/** Runs a command in a copy, resolving to its output; rejects with its output when it fails. */
function runAsync(siteDir, command, args, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      env: {...process.env, FORCE_COLOR: '0', CI: '1'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0
        ? resolve(output)
        : reject(new Error(`${what} failed (${status}):\n${output.slice(-6000)}`)),
    );
  });
}

/**
 * The unit tests, the build and the SEO audit of a copy, as `npm run check` runs them. The unit
 * tests are those an edit of `edited` modules can turn red (jest --findRelatedTests follows the
 * imports of each test; none judges the site's content, which the build checks); they run while
 * the site builds.
 */
async function checkCopy(siteDir, edited) {
  const modules = [...new Set(edited)].filter((file) => /^src\/.*\.tsx?$/.test(file));
  await Promise.all([
    modules.length > 0 &&
      runAsync(
        siteDir,
        process.execPath,
        [
          path.join(projectDir, 'node_modules/jest/bin/jest.js'),
          '--ci',
          '--silent',
          '--findRelatedTests',
          ...modules,
        ],
        'The unit tests',
      ),
    runAsync(siteDir, process.execPath, [docusaurus, 'build'], 'The build'),
  ]);
  run(siteDir, process.execPath, ['tests/seo/run-audit.mjs', 'build'], 'The SEO audit');
  // The lint's spelling, which spells the code and the guides, never the owner's prose.
  run(siteDir, 'npm', ['run', '--silent', 'spell'], 'The spelling check of the lint');
}

const read = (siteDir, file) => fs.readFileSync(path.join(siteDir, file), 'utf8');
/** The files the recipes wrote, relative to their copy, for the unit tests they can affect. */
const edited = [];
const write = (siteDir, file, text) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), text);
  edited.push(file);
};

/** The HTML file of a route in a build with `trailingSlash: false`. */
const htmlOf = (build, route) =>
  path.join(build, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

function page(build, route) {
  const file = htmlOf(build, route);
  assert.ok(fs.existsSync(file), `the build has no page ${route}`);
  return load(fs.readFileSync(file, 'utf8'));
}

/**
 * The search library's own scripts, copied into the build as Pagefind ships them: they hold no
 * content of the site (their code resolves URLs against an `https://example.com` base of its own).
 */
const isSearchLibrary = (relative) => /^pagefind\/[^/]+\.js$/.test(relative);

/** Every text file of a build, for "the old value is nowhere". */
function buildTexts(build) {
  const texts = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (isSearchLibrary(path.relative(build, file).split(path.sep).join('/'))) continue;
      else if (
        /\.(html|md|xml|txt|json|js|css|webmanifest)$|^_(headers|redirects)$/.test(entry.name)
      ) {
        texts.push([path.relative(build, file), fs.readFileSync(file, 'utf8')]);
      }
    }
  };
  walk(build);
  return texts;
}

function assertNowhere(build, value, what) {
  const found = buildTexts(build)
    .filter(([, text]) => text.includes(value))
    .map(([file]) => file);
  assert.deepEqual(found, [], `${what} ("${value}") is still in the build`);
}

/** The JSON-LD nodes of a page, every script's graph together. */
function jsonLd($) {
  return $('script[type="application/ld+json"]')
    .map((_, element) => {
      const json = JSON.parse($(element).text());
      return json['@graph'] ?? [json];
    })
    .get()
    .flat();
}

const linksTo = ($, route) => $(`a[href="${route}"]`).length;
const model = (siteDir) =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'build-hosting/content-model.json'), 'utf8'));
const entryAt = (siteDir, route) => model(siteDir).entries.find((entry) => entry.path === route);
const listingOf = (siteDir, listing) =>
  model(siteDir).entries.find((entry) => entry.lists === listing);

/** Where a page shows in the generated files: sitemap.xml, llms.txt, the HTML sitemap. */
function placesOf(siteDir, route) {
  const build = path.join(siteDir, 'build');
  const url = `${model(siteDir).entries.find((e) => e.path === '/') ? siteUrl(siteDir) : ''}${route}`;
  const htmlSitemap = listingOf(siteDir, 'sitemap');
  // llms.txt links the page's Markdown twin; llms-full.txt holds the twin under the page's URL.
  const twinUrl = `${url.replace(/\/$/, '')}${route === '/' ? '/index' : ''}.md`;
  const llms = read(build, 'llms.txt').includes(`](${twinUrl})`);
  const llmsFull = read(build, 'llms-full.txt').includes(`Source: ${url}\n`);
  assert.equal(llmsFull, llms, `${route}: llms.txt and llms-full.txt disagree`);
  return {
    sitemapXml: read(build, 'sitemap.xml').includes(`<loc>${url}</loc>`),
    llms,
    htmlSitemap: htmlSitemap ? linksTo(page(build, htmlSitemap.path), route) > 0 : false,
  };
}

function siteUrl(siteDir) {
  return readJson(siteDir, 'src/data/facts/site.json').url;
}

/** A data file of src/data/, and its change, written as the browser editor writes it. */
const readJson = (siteDir, file) => JSON.parse(read(siteDir, file));
const writeJson = (siteDir, file, value) =>
  write(siteDir, file, `${JSON.stringify(value, null, 2)}\n`);

const frontMatterOf = (text) => /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
const fieldOf = (text, field) =>
  new RegExp(`^${field}:\\s*['"]?(.+?)['"]?\\s*$`, 'm').exec(frontMatterOf(text))?.[1];

/** The first MDX file of a kind's folder, and its slug. */
function firstOf(siteDir, folder) {
  const dir = path.join(siteDir, 'src/content', folder);
  const file = fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
    .sort()[0];
  assert.ok(file, `src/content/${folder} has no page for the recipe to use`);
  return {file: `src/content/${folder}/${file}`, slug: file.replace(/\.mdx?$/, '')};
}

/** The MDX a recipe of the authors' guide shows: the first ```mdx block under its `###` heading. */
function readmeBlock(siteDir, heading) {
  const readme = read(siteDir, 'src/content/README.md');
  const at = readme.indexOf(`\n### ${heading}\n`);
  assert.ok(at >= 0, `the authors' guide (src/content/README.md) has no recipe "${heading}"`);
  const block = /```mdx\n([\s\S]*?)\n```/.exec(readme.slice(at))?.[1];
  assert.ok(block, `the recipe "${heading}" of the authors' guide shows no MDX`);
  return block;
}

// ---------------------------------------------------------------------------------------------
// The recipes, as the authors' guide gives them

const recipe = {
  addPost: (siteDir, {tag: guestTag, author: guest}) => {
    const {author, tag} = blogKeys(siteDir);
    // The post exactly as the authors' guide shows it, its placeholders filled in by an author.
    const fill = (text, field, value) => {
      const line = new RegExp(`^${field}: .*$`, 'm');
      assert.match(text, line, `the post of the authors' guide has no "${field}"`);
      return text.replace(line, `${field}: ${value}`);
    };
    const post = [
      ['slug', 'recipe-new-post'],
      ['title', 'A Post Added by the Recipe'],
      ['date', recipePostDay],
      ['authors', `[${author}, ${guest.key}]`],
      ['tags', `[${tag}, ${guestTag.key}]`],
    ].reduce(
      (text, [field, value]) => fill(text, field, value),
      readmeBlock(siteDir, 'Add a post'),
    );
    // A client's name the dictionary lacks, as an owner writes one.
    const client = 'Zyntravel';
    write(
      siteDir,
      `blog/${recipePostDay}-recipe-new-post.mdx`,
      `${post}\nWe worked with ${client} on their launch.\n`,
    );
    return {
      route: '/blog/recipe-new-post',
      file: `blog/${recipePostDay}-recipe-new-post.mdx`,
      title: 'A Post Added by the Recipe',
      author,
      client,
    };
  },

  deletePost: (siteDir) => {
    const posts = fs.readdirSync(path.join(siteDir, 'blog')).filter((name) => /\.mdx?$/.test(name));
    const file = posts.filter((name) => !name.includes('recipe')).sort()[0];
    assert.ok(file, 'the blog has no post for the recipe to delete');
    const text = read(siteDir, `blog/${file}`);
    const slug =
      fieldOf(text, 'slug') ?? file.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
    fs.rmSync(path.join(siteDir, 'blog', file));
    return {route: `/blog/${slug}`, title: fieldOf(text, 'title'), file};
  },

  addGuide: (siteDir) => {
    write(
      siteDir,
      'docs/recipe-guide.mdx',
      `---
title: A Guide Added by the Recipe
description: A guide that the author recipe adds, to check that it shows in the knowledge base and in every sitemap.
sidebar_position: 50
---

# A Guide Added by the Recipe

The guide's text.
`,
    );
    return {route: '/resources/recipe-guide', title: 'A Guide Added by the Recipe'};
  },

  addComingSoonService: (siteDir, slug = 'recipe-service', title = 'Recipe Service Consulting') => {
    const hub = firstOf(siteDir, 'hubs');
    const file = `src/content/services/${slug}.mdx`;
    write(
      siteDir,
      file,
      `---
title: ${title}
description: ${title}, a service the author recipe adds as coming soon, to check its card, its page and every sitemap.
hub: ${hub.slug}
status: coming-soon
---
`,
    );
    return {hub, title, file};
  },

  makeServiceLive: (siteDir, file) => {
    write(
      siteDir,
      file,
      `${read(siteDir, file).replace(/^status: coming-soon\n/m, '')}
<Hero action="Let’s Talk">
  The lead of the service, now that its page is written.
</Hero>

<Section id="what-it-is" title="What the Service Is" prose>

The service's copy.

</Section>
`,
    );
  },

  addIndustry: (siteDir) => {
    write(
      siteDir,
      'src/content/industries/recipe-industry.mdx',
      `---
title: SEO for Recipe Makers
description: An industry that the author recipe adds, to check that its card, its page and every sitemap follow.
redirect_from: [/recipe-old-industry-path]
---

<Hero action="Let’s Talk">
  The lead of the industry page.
</Hero>

<Article id="approach">

## How Search Works in This Market

The industry's copy.

</Article>
`,
    );
    return {title: 'SEO for Recipe Makers', oldPath: '/recipe-old-industry-path'};
  },

  addRegion: (siteDir) => {
    const area = firstOf(siteDir, 'areas');
    write(
      siteDir,
      'src/content/regions/recipe-region-freelance-marketing-consultant.mdx',
      `---
title: Recipe Region Freelance Marketing Consultant
name: Recipe Region
description: A region that the author recipe adds to an area, to check its card on the area page and its page.
area: ${area.slug}
status: coming-soon
---
`,
    );
    return {area, route: '/recipe-region-freelance-marketing-consultant', name: 'Recipe Region'};
  },

  addCaseStudy: (siteDir) => {
    write(
      siteDir,
      'src/content/case-studies/recipe-case-study.mdx',
      `---
title: A Case Study Added by the Recipe
description: A case study that the author recipe adds, to check its card, its page, its structured data and every sitemap.
category: SEO
date: 2001-02-03
results:
  - {value: '4×', label: 'recipe figure'}
---

<Hero tagline="Case Study">

The lead of the case study.

<Published />

</Hero>

<Article id="story">

## What Happened

The case study's copy.

</Article>
`,
    );
    return {title: 'A Case Study Added by the Recipe'};
  },

  addCertification: (siteDir) => {
    const file = 'src/data/facts/certifications.json';
    const data = readJson(siteDir, file);
    // With its badge, uploaded as the editor uploads it: into src/data/pictures/.
    fs.mkdirSync(path.join(siteDir, 'src/data/pictures'), {recursive: true});
    fs.copyFileSync(
      path.join(projectDir, 'tests/fixtures/site/src/content/case-studies/test-fixture-chart.png'),
      path.join(siteDir, 'src/data/pictures/recipe-badge.png'),
    );
    const badgeAlt = 'The Recipe Academy seal, a blue ring around a bar chart';
    data.certifications.push({
      title: 'Recipe Analytics Certification',
      issuer: 'Recipe Academy',
      link: 'https://academy.example.org/recipe-analytics',
      linkLabel: 'Verify',
      badge: {src: 'pictures/recipe-badge.png', alt: badgeAlt},
    });
    writeJson(siteDir, file, data);
    return {title: 'Recipe Analytics Certification', count: data.certifications.length, badgeAlt};
  },

  addTestimonial: (siteDir) => {
    const file = 'src/data/facts/testimonials.json';
    const data = readJson(siteDir, file);
    data.testimonials.push({
      // A first name of two parts, joined by a hyphen.
      name: 'Mary-Anne K.',
      jobTitle: 'Owner, a recipe bakery',
      quote:
        'A testimonial that the author recipe adds, to check that it shows with its review in the structured data.',
    });
    writeJson(siteDir, file, data);
    return {name: 'Mary-Anne K.', quote: 'A testimonial that the author recipe adds'};
  },

  changePrice: (siteDir) => {
    const file = 'src/data/facts/plans.json';
    const data = readJson(siteDir, file);
    const old = data.plans[0]?.price;
    assert.ok(old > 0, `${file} has no price for the recipe to change`);
    const now = old + 16;
    data.plans[0].price = now;
    writeJson(siteDir, file, data);
    const money = (amount) => `$${amount.toLocaleString('en-US')}`;
    return {old, now, oldText: money(old), newText: money(now)};
  },

  addImage: (siteDir, post) => {
    // A chart beside the post, referenced by the component the authors' guide shows.
    const source = read(siteDir, post.file);
    fs.copyFileSync(
      path.join(projectDir, 'tests/fixtures/site/src/content/case-studies/test-fixture-chart.png'),
      path.join(siteDir, 'blog/recipe-chart.png'),
    );
    const alt = 'Six blue bars rising from left to right';
    write(
      siteDir,
      post.file,
      `${source}\n<Figure src="./recipe-chart.png" alt="${alt}" caption="Leads per month." />\n`,
    );
    return {route: post.route, alt};
  },

  addPortrait: (siteDir) => {
    const file = 'src/data/facts/site.json';
    fs.mkdirSync(path.join(siteDir, 'src/data/pictures'), {recursive: true});
    fs.copyFileSync(
      path.join(projectDir, 'tests/fixtures/site/src/content/pages/test-fixture-photo.jpg'),
      path.join(siteDir, 'src/data/pictures/portrait.jpg'),
    );
    const alt = 'The consultant at a desk, looking at the camera';
    writeJson(siteDir, file, {
      ...readJson(siteDir, file),
      portrait: {src: 'pictures/portrait.jpg', alt},
    });
    return {alt};
  },

  renamePostSlug: (siteDir, {except}) => {
    // A post of the site other than those the recipes add or delete, its slug changed in its
    // front matter and its old address kept, as the authors' guide says ("Add a redirect").
    const file = fs
      .readdirSync(path.join(siteDir, 'blog'))
      .filter((name) => /\.mdx?$/.test(name) && !name.includes('recipe') && name !== except)
      .sort()[0];
    assert.ok(file, 'the blog has no post for the recipe to rename');
    const text = read(siteDir, `blog/${file}`);
    const oldSlug =
      fieldOf(text, 'slug') ?? file.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
    const newSlug = `${oldSlug}-renamed`;
    const frontMatterEnd = text.indexOf('\n---', 3);
    const head = text
      .slice(0, frontMatterEnd)
      .replace(/^slug: .*\n?/m, '')
      .concat(`\nslug: ${newSlug}\nredirect_from: [/blog/${oldSlug}]`);
    write(siteDir, `blog/${file}`, `${head}${text.slice(frontMatterEnd)}`);
    // The build refuses a link to an address that is now a redirect, naming the page: the
    // owner points each such link at the new address.
    const oldPath = `/blog/${oldSlug}`;
    const route = `/blog/${newSlug}`;
    const linked = [];
    for (const folder of ['src/content', 'blog', 'docs']) {
      for (const name of fs.readdirSync(path.join(siteDir, folder), {recursive: true})) {
        const relative = `${folder}/${String(name).split(path.sep).join('/')}`;
        if (!/\.mdx?$/.test(relative)) continue;
        const body = read(siteDir, relative);
        const pointed = body.replace(new RegExp(`${oldPath}(?=["')#\\s])`, 'g'), route);
        if (pointed !== body) {
          write(siteDir, relative, pointed);
          linked.push(relative);
        }
      }
    }
    return {oldPath, route, linked};
  },

  addTagAndAuthor: (siteDir) => {
    // Site facts → Blog tags and Blog authors, as the editor writes them, and the guest's page.
    const tag = {key: 'recipe-tag', label: 'Recipe Tag', description: 'Posts the recipes add.'};
    const author = {key: 'recipe-guest', name: 'Robin Guest', title: 'Guest Writer'};
    const tags = readJson(siteDir, 'src/data/facts/tags.json');
    writeJson(siteDir, 'src/data/facts/tags.json', {tags: [...tags.tags, tag]});
    const authors = readJson(siteDir, 'src/data/facts/authors.json');
    writeJson(siteDir, 'src/data/facts/authors.json', {authors: [...authors.authors, author]});
    // The guest's page, as the authors' guide shows it, for this author.
    const guestPage = readmeBlock(siteDir, 'Add a tag or an author').replaceAll(
      'Robin Guest',
      author.name,
    );
    write(siteDir, `src/content/authors/${author.key}.mdx`, `${guestPage}\n`);
    return {tag, author};
  },

  rebrand: (siteDir) => {
    const file = 'src/data/facts/site.json';
    const data = readJson(siteDir, file);
    const old = {name: data.name, email: data.email, url: data.url};
    const now = {
      name: 'Morgan Hale',
      email: 'studio@consulting.example.org',
      url: 'https://consulting.example.org',
    };
    // The owner is an author by the identity's name: nothing else to change.
    writeJson(siteDir, file, {...data, ...now});
    return {old, now};
  },
};

// ---------------------------------------------------------------------------------------------

const copies = [];
after(() => copies.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

describe('recipes of the authors’ guide, applied together to one copy', () => {
  let siteDir;
  let build;
  const applied = {};

  before(async () => {
    siteDir = await makeCopyDir('recipes');
    copies.push(siteDir);
    await copySite(siteDir);
    applied.deletedPost = recipe.deletePost(siteDir);
    applied.tagAndAuthor = recipe.addTagAndAuthor(siteDir);
    applied.post = recipe.addPost(siteDir, applied.tagAndAuthor);
    applied.renamed = recipe.renamePostSlug(siteDir, {except: applied.deletedPost.file});
    applied.image = recipe.addImage(siteDir, {
      file: `blog/${recipePostDay}-recipe-new-post.mdx`,
      route: applied.post.route,
    });
    applied.portrait = recipe.addPortrait(siteDir);
    applied.guide = recipe.addGuide(siteDir);
    applied.service = recipe.addComingSoonService(siteDir);
    applied.liveService = recipe.addComingSoonService(
      siteDir,
      'recipe-live-service',
      'Recipe Live Service Consulting',
    );
    recipe.makeServiceLive(siteDir, applied.liveService.file);
    applied.industry = recipe.addIndustry(siteDir);
    applied.region = recipe.addRegion(siteDir);
    applied.caseStudy = recipe.addCaseStudy(siteDir);
    applied.certification = recipe.addCertification(siteDir);
    applied.testimonial = recipe.addTestimonial(siteDir);
    applied.price = recipe.changePrice(siteDir);
    applied.rebrand = recipe.rebrand(siteDir);
    injectHostileText(siteDir);
    edited.push('src/data/facts/site.json', 'src/data/facts/testimonials.json');
    await checkCopy(siteDir, edited);
    build = path.join(siteDir, 'build');
  });

  describeHostileText(() => build);

  test('add a post: on the blog, the author page, the feeds and every sitemap', () => {
    const {route, title, author} = applied.post;
    assert.equal(page(build, route)('h1').first().text().trim(), title);
    assert.ok(linksTo(page(build, '/blog'), route) > 0, 'the blog index links to the post');
    assert.ok(
      linksTo(page(build, `/author/${author}`), route) > 0,
      'the author page lists the post',
    );
    for (const feed of ['blog/rss.xml', 'blog/atom.xml'])
      assert.ok(read(build, feed).includes(route), `${feed} has it`);
    assert.deepEqual(placesOf(siteDir, route), {sitemapXml: true, llms: true, htmlSitemap: true});
    assert.ok(jsonLd(page(build, route)).some((node) => node['@type'] === 'BlogPosting'));
  });

  test(
    'the post as the authors’ guide writes it passes axe at 390 and 1280 px in both modes, its table of contents included',
    {timeout: 5 * 60_000},
    async () => {
      const server = await startServer({root: build});
      const browser = await chromium.launch({
        executablePath: await findTestBrowser(),
        headless: true,
        args: chromeFlags,
      });
      try {
        for (const width of [390, 1280]) {
          for (const colorScheme of ['light', 'dark']) {
            const context = await browser.newContext({viewport: {width, height: 844}, colorScheme});
            const tab = await context.newPage();
            await tab.goto(`${server.url}${applied.post.route}`, {waitUntil: 'networkidle'});
            const toc = tab.getByRole('navigation', {name: 'On this page'});
            assert.equal(await toc.count(), 1, `${width} px: the post has no table of contents`);
            assert.deepEqual(await axeViolations(tab), [], `${width} px, ${colorScheme}`);
            await context.close();
          }
        }
      } finally {
        await browser.close();
        await server.close();
      }
    },
  );

  test('add an image beside a post: a <picture> of AVIF, WebP and PNG, its size set', () => {
    const {route, alt} = applied.image;
    const $ = page(build, route);
    const img = $(`main picture img[alt="${alt}"]`);
    assert.equal(img.length, 1);
    assert.deepEqual(
      img
        .siblings('source')
        .toArray()
        .map((source) => $(source).attr('type')),
      ['image/avif', 'image/webp'],
    );
    assert.match(img.attr('src'), /^\/assets\/images\/recipe-chart-\d+-[0-9a-f]{10}\.png$/);
    assert.ok(Number(img.attr('width')) > 0 && Number(img.attr('height')) > 0);
    assert.ok(fs.existsSync(path.join(build, img.attr('src'))));
  });

  test('give the consultant a photograph: home, about, contact, the author page and the bylines show it', () => {
    const about = model(siteDir).entries.find((entry) => entry.webPageType === 'AboutPage');
    const contact = model(siteDir).entries.find((entry) => entry.webPageType === 'ContactPage');
    const author = model(siteDir).entries.find((entry) => entry.kind === 'author');
    for (const route of ['/', about.path, contact.path, author.path, applied.post.route]) {
      const $ = page(build, route);
      const photo = $('main picture img[src*="/assets/images/portrait-"]');
      assert.ok(photo.length > 0, `${route} shows no photograph`);
      photo.each((_, img) =>
        assert.equal($(img).siblings('source[type="image/avif"]').length, 1, route),
      );
      assert.equal($('main svg[aria-label^="Monogram"], main svg text').length, 0, route);
    }
    // Beside the name a portrait is decorative (alt=""); a portrait without it says what the
    // owner wrote it shows.
    const alts = [];
    for (const route of ['/', about.path, contact.path, author.path, applied.post.route]) {
      const $ = page(build, route);
      $('main picture img[src*="/assets/images/portrait-"]').each((_, img) => {
        alts.push($(img).attr('alt'));
      });
    }
    assert.ok(
      alts.length > 0 && alts.every((alt) => alt === '' || alt === applied.portrait.alt),
      JSON.stringify(alts),
    );
  });

  test('delete a post: gone from the blog, the feeds and every sitemap', () => {
    const {route} = applied.deletedPost;
    assert.equal(fs.existsSync(htmlOf(build, route)), false, `${route} is still built`);
    assertNowhere(build, `${route}"`, 'a link to the deleted post');
    assertNowhere(build, `${route}<`, 'the deleted post in a feed or sitemap');
    assertNowhere(build, `${route}.md)`, 'the deleted post in llms.txt');
    assertNowhere(build, `${route}\n`, 'the deleted post in llms-full.txt');
  });

  test('add a guide: in the knowledge base and every sitemap', () => {
    const {route, title} = applied.guide;
    assert.equal(page(build, route)('h1').first().text().trim(), title);
    assert.ok(linksTo(page(build, '/resources'), route) > 0, 'the sidebar links to it');
    assert.deepEqual(placesOf(siteDir, route), {sitemapXml: true, llms: true, htmlSitemap: true});
  });

  test('add a service as coming soon: its card on its hub, its page noindex, out of sitemap.xml', () => {
    const hub = model(siteDir).entries.find((entry) => entry.source === applied.service.hub.file);
    const route = model(siteDir).entries.find((e) => e.source === applied.service.file).path;
    const $hub = page(build, hub.path);
    const card = $hub(`a[href="${route}"]`).closest('li');
    assert.equal(card.find('a').text().trim(), applied.service.title);
    assert.match(card.text(), /Coming soon/);
    assert.equal(page(build, route)('meta[name="robots"]').attr('content'), 'noindex, follow');
    assert.deepEqual(placesOf(siteDir, route), {sitemapXml: false, llms: false, htmlSitemap: true});
  });

  test('add an industry: its card, its page, every sitemap, the listing’s ItemList', () => {
    const listing = listingOf(siteDir, 'industries');
    const route = model(siteDir).entries.find(
      (e) => e.source === 'src/content/industries/recipe-industry.mdx',
    ).path;
    assert.equal(page(build, route)('h1').first().text().trim(), applied.industry.title);
    const $listing = page(build, listing.path);
    assert.ok(linksTo($listing, route) > 0, 'the industries page has its card');
    const list = jsonLd($listing).find((node) => node['@type'] === 'ItemList');
    assert.ok(
      list.itemListElement.some((item) => item.url.endsWith(route)),
      'the ItemList names it',
    );
    assert.deepEqual(placesOf(siteDir, route), {sitemapXml: true, llms: true, htmlSitemap: true});
  });

  test('rename a post’s slug: its new address, and a 301 from the old one in every host’s rules', () => {
    const {oldPath, route} = applied.renamed;
    assert.ok(
      page(build, route)('h1').first().text().trim().length > 0,
      'the post at its new address',
    );
    const redirectPage = fs.readFileSync(path.join(build, oldPath.slice(1), 'index.html'), 'utf8');
    assert.match(redirectPage, new RegExp(`url=${route}`));
    assert.match(read(build, '_redirects'), new RegExp(`^${oldPath} ${route} 301`, 'm'));
    assert.ok(read(siteDir, 'build-hosting/nginx.conf').includes(oldPath), 'nginx answers it');
    assert.ok(!read(build, 'sitemap.xml').includes(`${oldPath}<`), 'the old address is no page');
  });

  test('add a tag and an author: the tag’s page and the author’s profile list the post', () => {
    const {tag, author} = applied.tagAndAuthor;
    const {route} = applied.post;
    const $tag = page(build, `/blog/tags/${tag.key}`);
    assert.ok(linksTo($tag, route) > 0, 'the tag’s page lists the post');
    assert.ok($tag('h1').text().includes(tag.label));
    const $author = page(build, `/author/${author.key}`);
    assert.equal($author('h1').first().text().trim(), author.name);
    assert.ok(linksTo($author, route) > 0, 'the guest’s profile lists the post');
    assert.ok(page(build, route)('main').text().includes(author.name), 'the post names its guest');
  });

  test('a client’s name the dictionary lacks: published, and listed for the owner', () => {
    const {route, file, client} = applied.post;
    assert.ok(page(build, route)('main').text().includes(client));
    assert.deepEqual(
      unknownWords([file], siteDir)
        .get(file)
        .map(({word}) => word),
      [client],
    );
  });

  test('add a redirect: the old path answers with the page, in every host’s rules', () => {
    const route = model(siteDir).entries.find(
      (e) => e.source === 'src/content/industries/recipe-industry.mdx',
    ).path;
    const {oldPath} = applied.industry;
    const redirectPage = fs.readFileSync(path.join(build, oldPath.slice(1), 'index.html'), 'utf8');
    assert.match(redirectPage, new RegExp(`url=${route}`));
    assert.match(read(build, '_redirects'), new RegExp(`^${oldPath} ${route} 301`, 'm'));
    assert.ok(read(siteDir, 'build-hosting/nginx.conf').includes(oldPath), 'nginx answers it');
  });

  test('add a region to an area: its card on the area page, in the area’s structured data', () => {
    const area = model(siteDir).entries.find((entry) => entry.source === applied.region.area.file);
    const $area = page(build, area.path);
    assert.ok(linksTo($area, applied.region.route) > 0, 'the area page has its card');
    const service = jsonLd($area).find((node) => node['@type'] === 'Service');
    assert.ok(
      service.areaServed.some((place) => place.name === applied.region.name),
      'areaServed names it',
    );
    assert.deepEqual(placesOf(siteDir, applied.region.route), {
      sitemapXml: false,
      llms: false,
      htmlSitemap: true,
    });
  });

  test('add a case study: its card, its page and Article, every sitemap', () => {
    const listing = listingOf(siteDir, 'case-studies');
    const route = model(siteDir).entries.find(
      (e) => e.source === 'src/content/case-studies/recipe-case-study.mdx',
    ).path;
    assert.ok(linksTo(page(build, listing.path), route) > 0, 'the case studies page has its card');
    const article = jsonLd(page(build, route)).find((node) => node['@type'] === 'Article');
    assert.equal(article?.headline, applied.caseStudy.title);
    assert.deepEqual(placesOf(siteDir, route), {sitemapXml: true, llms: true, htmlSitemap: true});
  });

  test('add a certification: listed with the others, and counted', () => {
    const pages = buildTexts(build).filter(
      ([file, text]) => file.endsWith('.html') && text.includes(applied.certification.title),
    );
    assert.ok(pages.length > 0, 'a page lists the new certification');
    const counted = buildTexts(build).some(
      ([file, text]) =>
        file.endsWith('.html') && text.includes(`${applied.certification.count} certifications`),
    );
    assert.ok(counted, `a page counts ${applied.certification.count} certifications`);
    // Its badge, in every size the pipeline made, with the alt text the owner wrote.
    const [badgeFile] =
      buildTexts(build).find(
        ([name, text]) => name.endsWith('.html') && text.includes(applied.certification.badgeAlt),
      ) ?? [];
    assert.ok(badgeFile, 'no page shows the badge with its alt text');
    const $ = load(fs.readFileSync(path.join(build, badgeFile), 'utf8'));
    const img = $(`img[alt="${applied.certification.badgeAlt}"]`);
    assert.equal(img.length, 1, badgeFile);
    assert.deepEqual(
      img
        .siblings('source')
        .toArray()
        .map((source) => $(source).attr('type')),
      ['image/avif', 'image/webp'],
    );
    assert.ok(img.attr('srcset').split(',').length > 0 && Number(img.attr('width')) > 0);
    for (const candidate of img.attr('srcset').split(',')) {
      assert.ok(fs.existsSync(path.join(build, candidate.trim().split(' ')[0])), candidate);
    }
  });

  test('add a testimonial: shown, and a Review in the structured data of its page', () => {
    const [file] =
      buildTexts(build).find(
        ([name, text]) => name.endsWith('.html') && text.includes(applied.testimonial.quote),
      ) ?? [];
    assert.ok(file, 'a page shows the testimonial');
    const $ = load(fs.readFileSync(path.join(build, file), 'utf8'));
    assert.ok(
      jsonLd($).some(
        (node) => node['@type'] === 'Review' && node.author?.name === applied.testimonial.name,
      ),
    );
  });

  test('change a price: the new price shown and offered, the old one nowhere', () => {
    const {newText, oldText, now} = applied.price;
    const showing = buildTexts(build).filter(
      ([file, text]) => file.endsWith('.html') && text.includes(newText),
    );
    assert.ok(showing.length > 0, `no page shows ${newText}`);
    const offers = showing.flatMap(([file]) =>
      jsonLd(load(fs.readFileSync(path.join(build, file), 'utf8'))),
    );
    assert.ok(
      offers.some((node) => node['@type'] === 'Offer' && node.price === now),
      'an Offer states it',
    );
    assertNowhere(build, `${oldText} `, 'the old price');
    assertNowhere(build, `${oldText}<`, 'the old price');
  });

  test('make a coming-soon service live: indexable, in sitemap.xml and llms.txt, a Service', () => {
    const route = model(siteDir).entries.find((e) => e.source === applied.liveService.file).path;
    const $ = page(build, route);
    assert.match($('meta[name="robots"]').attr('content'), /^index/);
    assert.ok(jsonLd($).some((node) => node['@type'] === 'Service'));
    assert.deepEqual(placesOf(siteDir, route), {sitemapXml: true, llms: true, htmlSitemap: true});
    const hub = model(siteDir).entries.find((e) => e.path === entryAt(siteDir, route).parent);
    assert.doesNotMatch(
      page(build, hub.path)(`a[href="${route}"]`).closest('li').text(),
      /Coming soon/,
    );
  });

  test('change the consultant’s name, email and site URL: the new ones everywhere, the old nowhere', () => {
    const {old, now} = applied.rebrand;
    const $home = page(build, '/');
    assert.equal($home('link[rel="canonical"]').attr('href'), `${now.url}/`);
    assert.ok(
      $home('footer, nav').text().includes(now.name) || $home('title').text().includes(now.name),
    );
    assert.ok(read(build, 'sitemap.xml').includes(`<loc>${now.url}/</loc>`));
    assert.ok(read(build, 'robots.txt').includes(`${now.url}/sitemap.xml`));
    assert.ok(
      read(build, 'llms.txt').includes(now.name) && read(build, 'llms.txt').includes(now.email),
    );
    assert.ok(jsonLd($home).some((node) => node['@type'] === 'Person' && node.name === now.name));
    assertNowhere(build, old.name, 'the old name');
    assertNowhere(build, old.email, 'the old email');
    assertNowhere(build, old.url, 'the old site URL');
  });
});
