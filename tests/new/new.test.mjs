/**
 * `npm run new` (scripts/new.mjs), run as an author runs it, in a copy of the project: for each
 * kind it writes a file where the site reads that kind, which the site's own code then takes as a
 * build would, without a build: the content plugin's reading of src/content (each kind's schema),
 * the blog and docs plugins with the options of docusaurus.config.ts (the config's
 * `processBlogPosts`, the authors and tags, the truncation marker, the permalink), the content
 * model over all of them (paths, parents, how search results show the title and description), the
 * MDX compiler with the site's plugins (src/lib/mdx/__tests__/compileDriver.ts: components, links)
 * and the spelling check. What the front matter is filled from (the date, the author, the hub) is
 * read from the copy's own files and modules, never written here.
 *
 *   node --test --test-reporter=spec tests/new/
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, describe, test} from 'node:test';

import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';
import {blogKeys} from '../fixtures/blogKeys.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let siteDir;
/** The copy's TypeScript modules, loaded as Docusaurus loads the config (jiti). */
let load;
let require;

before(async () => {
  siteDir = await makeCopyDir('new-page');
  await copySite(siteDir, {git: false});
  require = createRequire(path.join(siteDir, 'package.json'));
  const jiti = require('jiti')(path.join(siteDir, 'package.json'), {interopDefault: true});
  load = (file) => jiti(path.join(siteDir, file));
});
after(() => fs.rmSync(siteDir, {recursive: true, force: true}));

/** `npm run new -- …args` in the copy. */
function npmRunNew(...args) {
  const result = spawnSync(process.execPath, ['scripts/new.mjs', ...args], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

/** The file `npm run new` says it wrote, and the path of its URL on the development server. */
function written(result) {
  assert.equal(result.status, 0, `npm run new failed:\n${result.stderr}`);
  const file = /^Wrote (\S+)$/m.exec(result.stdout)?.[1];
  const url = /^ {2}http:\/\/localhost:3000(\/\S*) /m.exec(result.stdout)?.[1];
  assert.ok(file && url, `no file or URL in:\n${result.stdout}`);
  assert.ok(fs.existsSync(path.join(siteDir, file)), `${file} is not there`);
  return {file, url, output: result.stdout};
}

/** Every file of the copy under the folders pages are written to, with its text. */
function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true})) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else files.set(relative, fs.readFileSync(path.join(siteDir, relative), 'utf8'));
    }
  };
  ['blog', 'docs', 'src/content'].forEach(walk);
  return files;
}

function assertRefused(result, pattern) {
  assert.equal(result.status, 1, `expected a refusal:\n${result.stdout}${result.stderr}`);
  assert.match(result.stderr, pattern);
  assert.equal(result.stdout, '');
}

/**
 * The copy's pages as a build takes them: the content plugin's files, the posts and guides as the
 * blog and docs plugins load them with the options of docusaurus.config.ts, and the content model
 * over all of them. A build fails on a finding about a title or description; the findings are
 * collected here, so that each test asserts on the files it wrote.
 */
async function siteAsBuilt() {
  const {fixtureContext, contentPluginOptions} = load('src/lib/__tests__/siteContext.ts');
  const contentPlugin = load('src/plugins/content/index.ts');
  const {blogEntries, guideEntries} = load('src/plugins/content/external.ts');
  const {buildModel} = load('src/lib/content/model.ts');
  // Core's own check of a plugin's options, as src/lib/__tests__/blogPlugin.test.ts takes it.
  const {normalizePluginOptions} = createRequire(require.resolve('@docusaurus/core/package.json'))(
    '@docusaurus/utils-validation',
  );
  const context = fixtureContext(siteDir);
  const preset = context.siteConfig.presets.find(
    (entry) => Array.isArray(entry) && entry[0] === 'classic',
  )[1];
  const loadPlugin = async (name, options) => {
    const plugin = require(name);
    const validated = plugin.validateOptions({
      validate: normalizePluginOptions,
      options: {id: 'default', ...options},
    });
    return (await plugin.default(context, validated)).loadContent();
  };
  const blog = await loadPlugin('@docusaurus/plugin-content-blog', preset.blog);
  const docs = await loadPlugin('@docusaurus/plugin-content-docs', preset.docs);
  const options = contentPluginOptions();
  const {files} = await (await contentPlugin(context, options)).loadContent();
  const findings = [];
  const model = buildModel({
    files,
    external: [...blogEntries(blog, options.blog, new Map()), ...guideEntries(docs, new Map())],
    authors: new Map(
      Object.values(blog.authorsMap ?? {}).map((author) => [
        author.key,
        {name: author.name ?? author.key, jobTitle: author.title ?? '', image: null},
      ]),
    ),
    onSearchFinding: (finding) => findings.push(finding),
  });
  const posts = blog.blogPosts.map(({metadata}) => metadata);
  const guides = docs.loadedVersions.flatMap((version) => version.docs);
  return {files, posts, guides, model, findings};
}

/** The page of `file` in the site as built: its entry and its front matter as the site reads it. */
function pageOf(built, file) {
  const entry = built.model.entries.find((each) => each.source === file);
  assert.ok(entry, `the content model has no page of ${file}`);
  const findings = built.findings.filter((finding) => finding.file === file);
  assert.deepEqual(findings, [], `the build would refuse ${file}`);
  const source = `@site/${file}`;
  const frontMatter =
    built.files.find((each) => each.file === file)?.frontMatter ??
    built.posts.find((post) => post.source === source)?.frontMatter ??
    built.guides.find((guide) => guide.source === source)?.frontMatter;
  return {entry, frontMatter};
}

/** The copy's MDX files compiled as the build compiles them, with the site's plugins. */
function compile(files, built) {
  const {compile: compileFiles} = load('src/lib/mdx/__tests__/compileDriver.ts');
  return compileFiles({
    siteDir,
    files,
    pages: [
      ...built.model.entries.map((entry) => entry.path),
      ...built.model.redirects.map((redirect) => redirect.from),
    ],
  });
}

/** The copy's spelling check (npm run spell) over `files`: its findings, none when it passes. */
function misspelled(files) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(projectDir, 'node_modules/cspell/bin.mjs'),
      '--no-progress',
      '--no-summary',
      ...files,
    ],
    {cwd: siteDir, encoding: 'utf8'},
  );
  return result.status === 0 ? '' : `${result.stdout}${result.stderr}`;
}

/** One title of plain words per kind, so that the spelling check reads the draft's own words. */
const titles = {
  post: 'Questions to Ask Before Hiring a Consultant',
  guide: 'Reading Your Search Performance Report',
  service: 'Marketing Dashboards for Busy Owners',
  area: 'Marketing Consultant for the Chesapeake Shore',
  industry: 'Search Strategy for Architecture Firms',
  'case-study': 'How a Bakery Doubled Its Catering Orders',
};
const slugOf = (title) => title.toLowerCase().replace(/ /g, '-');

describe('npm run new, for each kind, writes a page the site takes as it is', () => {
  const pages = {};
  let built;
  let compiled;
  let spelling;

  before(async () => {
    for (const [kind, title] of Object.entries(titles))
      pages[kind] = written(npmRunNew(kind, title));
    built = await siteAsBuilt();
    compiled = await compile(
      Object.values(pages).map((page) => page.file),
      built,
    );
    spelling = misspelled(Object.values(pages).map((page) => page.file));
  });

  test('a post: blog/DAY-SLUG.mdx, dated today in the site’s time zone, by the first author', () => {
    const {file, url} = pages.post;
    const {siteTimeZone} = load('src/lib/schedule.ts');
    const today = new Intl.DateTimeFormat('en-CA', {timeZone: siteTimeZone}).format(new Date());
    assert.equal(file, `blog/${today}-${slugOf(titles.post)}.mdx`);
    const post = built.posts.find((each) => each.source === `@site/${file}`);
    assert.ok(post, 'the blog plugin does not load the post');
    assert.equal(post.title, titles.post);
    assert.equal(post.frontMatter.slug, slugOf(titles.post));
    assert.equal(new Date(post.date).toISOString().slice(0, 10), today);
    assert.deepEqual(
      post.authors.map((author) => author.key),
      [blogKeys(siteDir).author],
    );
    assert.equal(post.hasTruncateMarker, true);
    assert.equal(url, post.permalink);
    assert.equal(pageOf(built, file).entry.path, url);
  });

  test('a guide: docs/SLUG.mdx, after the guides already written', () => {
    const {file, url} = pages.guide;
    assert.equal(file, `docs/${slugOf(titles.guide)}.mdx`);
    const guide = built.guides.find((each) => each.source === `@site/${file}`);
    assert.ok(guide, 'the docs plugin does not load the guide');
    assert.equal(guide.title, titles.guide);
    assert.equal(url, guide.permalink);
    const others = built.guides.filter((each) => each !== guide);
    assert.ok(others.every((other) => (other.sidebarPosition ?? 0) < guide.sidebarPosition));
    assert.equal(pageOf(built, file).entry.path, url);
  });

  test('a service: under the first hub the site lists, which the output names', () => {
    const {file, url, output} = pages.service;
    assert.equal(file, `src/content/services/${slugOf(titles.service)}.mdx`);
    const {entry, frontMatter} = pageOf(built, file);
    const hubs = built.model
      .children(built.model.listingPage('hubs').path)
      .filter((each) => each.kind === 'hub');
    const hubFile = built.files.find((each) => each.file === hubs[0].source);
    const hubSlug = hubFile.frontMatter.slug ?? path.basename(hubFile.name);
    assert.equal(frontMatter.hub, hubSlug);
    assert.equal(entry.parent, hubs[0].path);
    assert.equal(entry.title, titles.service);
    assert.equal(url, entry.path);
    assert.match(output, new RegExp(`Hub: ${hubSlug} `));
    assert.match(output, /--hub/);
  });

  for (const kind of ['area', 'industry', 'case-study']) {
    const name = `${/^(?:a|e|i|o|u)/.test(kind) ? 'an' : 'a'} ${kind.replace('-', ' ')}`;
    test(`${name}: under the page that lists its kind`, () => {
      const {file, url} = pages[kind];
      const folder = load('src/lib/content/kinds.ts').kindFolders[kind];
      assert.equal(file, `src/content/${folder}/${slugOf(titles[kind])}.mdx`);
      const {entry} = pageOf(built, file);
      assert.equal(entry.kind, kind);
      assert.equal(entry.title, titles[kind]);
      assert.equal(entry.status, 'live');
      assert.equal(entry.parent, built.model.listingPage(folder).path);
      assert.equal(url, entry.path);
      if (kind === 'area') assert.match(pages[kind].output, /Regions: none yet/);
    });
  }

  test('a case study: dated today, in a category the case studies already have', () => {
    const {entry} = pageOf(built, pages['case-study'].file);
    const {siteTimeZone} = load('src/lib/schedule.ts');
    assert.equal(
      entry.date,
      new Intl.DateTimeFormat('en-CA', {timeZone: siteTimeZone}).format(new Date()),
    );
    const others = built.model.ofKind('case-study').filter((study) => study !== entry);
    if (others.length > 0) assert.ok(others.some((study) => study.category === entry.category));
    assert.ok(entry.results.length > 0);
  });

  test('every draft compiles with the site’s MDX plugins, and the spelling check passes it', () => {
    for (const page of Object.values(pages)) {
      const result = compiled[page.file];
      assert.equal(result.error, undefined, `${page.file}: ${result.error}`);
      assert.ok(result.code, `${page.file} compiled to nothing`);
    }
    assert.equal(spelling, '', `the spelling check fails the drafts:\n${spelling}`);
  });

  test('the draft’s text to replace is in MDX comments, and each kind has sections to fill', () => {
    for (const [kind, page] of Object.entries(pages)) {
      const text = fs.readFileSync(path.join(siteDir, page.file), 'utf8');
      assert.doesNotMatch(text, /<!--/, `${page.file} has an HTML comment, a build error in MDX`);
      assert.match(text, /\{\/\*[\s\S]+?\*\/\}/, `${kind}: no instruction for the author`);
      assert.ok(
        (text.match(/^## |<Section |<ProcessSteps/gm) ?? []).length >= 3,
        `${kind}: fewer than three sections`,
      );
    }
  });

  test('a second page with the same slug is refused, naming the file, and nothing changes', () => {
    const before = snapshot();
    for (const [kind, title] of Object.entries(titles)) {
      const result = npmRunNew(kind, title);
      assertRefused(result, new RegExp(pages[kind].file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    assert.deepEqual(snapshot(), before);
  });
});

describe('the drafts npm run new starts from are pages the site takes as they are', () => {
  const draftsDir = 'scripts/drafts';
  /** Each draft, by the kind of page it is the draft of. */
  const drafts = () =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(siteDir, draftsDir))
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => [name.replace(/\.mdx$/, ''), `${draftsDir}/${name}`]),
    );

  test('one draft per kind npm run new writes, and no page of the site is one', async () => {
    const usage = npmRunNew('--help').stdout;
    const listed = /kind {5}one of: (.*)$/m.exec(usage)?.[1].split(', ');
    assert.deepEqual(Object.keys(drafts()).sort(), [...listed].sort());
    const built = await siteAsBuilt();
    const sources = built.model.entries.map((entry) => entry.source ?? '');
    assert.deepEqual(
      sources.filter((source) => source.startsWith(`${draftsDir}/`)),
      [],
    );
  });

  test('each has the front matter of its kind, a title and description search results show whole', () => {
    const {frontMatterSchemas} = load('src/lib/content/schema.ts');
    const {missingBlogFields} = load('src/lib/blogValidation.ts');
    const {documentTitle} = load('src/lib/seo/metadata.ts');
    const {titleProblem, descriptionProblem} = load('src/lib/seo/serp.mjs');
    for (const [kind, file] of Object.entries(drafts())) {
      const {data} = require('@11ty/gray-matter')(
        fs.readFileSync(path.join(siteDir, file), 'utf8'),
        {},
      );
      if (kind === 'post') assert.deepEqual(missingBlogFields(data), [], file);
      else if (kind !== 'guide') {
        const parsed = frontMatterSchemas[kind].safeParse(data);
        assert.ok(parsed.success, `${file}: ${parsed.error?.message}`);
      }
      const date = data.date ? new Date(data.date).toISOString().slice(0, 10) : undefined;
      assert.equal(titleProblem(documentTitle(data.title)), undefined, file);
      assert.equal(descriptionProblem(data.description, date), undefined, file);
    }
  });

  test('each compiles with the site’s MDX plugins, and the spelling check passes it', async () => {
    const built = await siteAsBuilt();
    const files = Object.values(drafts());
    const compiled = await compile(files, built);
    for (const file of files) {
      assert.equal(compiled[file].error, undefined, `${file}: ${compiled[file].error}`);
      assert.ok(compiled[file].code, `${file} compiled to nothing`);
    }
    assert.equal(misspelled(files), '', 'the spelling check fails a draft');
  });
});

describe('npm run new refuses a slug or path another page has', () => {
  test('a post with the slug of a post of another day', () => {
    const built = fs
      .readdirSync(path.join(siteDir, 'blog'))
      .filter((name) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(name))
      .sort()[0];
    assert.ok(built, 'the blog has no dated post');
    const slug = /^slug: (\S+)$/m.exec(fs.readFileSync(path.join(siteDir, 'blog', built), 'utf8'));
    const existing = slug?.[1] ?? built.replace(/^\d{4}-\d{2}-\d{2}-|\.mdx?$/g, '');
    const before = snapshot();
    assertRefused(
      npmRunNew('post', 'Another Post', '--slug', existing),
      new RegExp(`blog/${built.replace('.', '\\.')}`),
    );
    assert.deepEqual(snapshot(), before);
  });

  test('a service whose path is a hub’s', async () => {
    const built = await siteAsBuilt();
    const hub = built.model.ofKind('hub').find((each) => /^\/[^/]+\/[^/]+$/.test(each.path));
    assert.ok(hub, 'no hub sits one level under the hubs’ page');
    const slug = hub.path.split('/').pop();
    assertRefused(
      npmRunNew('service', 'A Service at a Hub’s Path', '--slug', slug),
      new RegExp(`(slug "${slug}"|path ${hub.path}).*${hub.source.replace('.', '\\.')}`),
    );
  });

  test('a service with the file name of a service whose page is elsewhere (its own path:)', async () => {
    const built = await siteAsBuilt();
    const services = built.files.filter((file) => file.kind === 'service');
    // A service at an address of its own takes no path under the hubs' page: its file does.
    const service = services.find((file) => file.frontMatter.path) ?? services[0];
    assert.ok(service, 'the site has no service');
    const before = snapshot();
    assertRefused(
      npmRunNew('service', 'Another Service', '--slug', path.basename(service.name)),
      new RegExp(service.file.replace('.', '\\.')),
    );
    assert.deepEqual(snapshot(), before);
  });

  test('an unknown hub, naming the hubs there are', () => {
    assertRefused(
      npmRunNew('service', 'A Service Without a Hub', '--hub', 'no-such-hub'),
      /There is no hub "no-such-hub": use the file name of one of src\/content\/hubs\//,
    );
  });
});

describe('npm run new with hostile titles', () => {
  const hostile = [
    // [title typed, title written (quotes typographic, as the site's copy has them)]
    [`Don't "Panic": A Survival Guide`, 'Don’t “Panic”: A Survival Guide'],
    ['--- Front Matter Fences ---', '--- Front Matter Fences ---'],
    ['<script>alert("x")</script> Tips', '<script>alert(“x”)</script> Tips'],
    ['🚀 Launch Week 🎉', '🚀 Launch Week 🎉'],
    ['# Not a Comment: key: value', '# Not a Comment: key: value'],
    ['true', 'true'],
    ['2025-01-01', '2025-01-01'],
    ['Café & Co. {braces} `ticks` \\ back', 'Café & Co. {braces} `ticks` \\ back'],
    ['Line\nbreak\tand   spaces', 'Line break and spaces'],
  ];

  test('each is written as valid front matter, read back as it should be, for every kind', async () => {
    const files = [];
    hostile.forEach(([typed, expected], index) => {
      const kind = Object.keys(titles)[index % Object.keys(titles).length];
      const {file} = written(npmRunNew(kind, typed));
      files.push({file, expected, kind});
    });
    const built = await siteAsBuilt();
    for (const {file, expected} of files) {
      const {entry, frontMatter} = pageOf(built, file);
      assert.equal(frontMatter.title, expected, file);
      assert.equal(entry.title, expected, file);
    }
    const compiled = await compile(
      files.map(({file}) => file),
      built,
    );
    for (const {file} of files) assert.equal(compiled[file].error, undefined, file);
  });

  test('a title with no letter or digit is refused, and nothing is written', () => {
    const before = snapshot();
    for (const title of ['!!! ??? ---', '🚀🎉', '“…”']) {
      assertRefused(npmRunNew('industry', title), /No slug can be made from the title/);
    }
    assert.deepEqual(snapshot(), before);
  });

  test('a title too wide for a search result gets the shorter title search results show', async () => {
    const long =
      'A Practical Checklist for Owners Who Want Their Service Pages Found, Read and Booked';
    const service = written(npmRunNew('service', long));
    const post = written(npmRunNew('post', long));
    const built = await siteAsBuilt();
    const serviceEntry = pageOf(built, service.file).entry;
    assert.equal(serviceEntry.title, long);
    assert.ok(long.startsWith(serviceEntry.seoTitle) && serviceEntry.seoTitle !== long);
    const postEntry = pageOf(built, post.file).entry;
    assert.ok(long.startsWith(postEntry.seoTitle) && postEntry.seoTitle !== long);
    assert.match(service.output, /seo_title/);
  });

  test('a guide whose title starts with a number keeps the number in its address', async () => {
    const {file, url} = written(npmRunNew('guide', '10 Checks Before a Launch'));
    const built = await siteAsBuilt();
    const guide = built.guides.find((each) => each.source === `@site/${file}`);
    assert.equal(guide.permalink, url);
    assert.match(url, /\/10-checks-before-a-launch$/);
    assert.equal(pageOf(built, file).entry.path, url);
  });

  test('a guide’s title too wide for a search result is refused: it has no shorter one', () => {
    const before = snapshot();
    assertRefused(
      npmRunNew(
        'guide',
        'A Practical Checklist for Owners Who Want Their Service Pages Found, Read and Booked',
      ),
      /would not pass the site's checks[\s\S]*docs\/a-practical-checklist/,
    );
    assert.deepEqual(snapshot(), before);
  });
});

describe('npm run new without a kind or a title', () => {
  const kinds = ['post', 'guide', 'service', 'area', 'industry', 'case-study'];
  const usage = new RegExp(`Usage: npm run new -- <kind> "A Title"[\\s\\S]*${kinds.join(', ')}`);

  test('an unknown kind, no kind, no title or an empty one: the usage, with the kinds', () => {
    const before = snapshot();
    for (const args of [['page', 'A Title'], [], ['post'], ['service', '   ']]) {
      assertRefused(npmRunNew(...args), usage);
    }
    assert.deepEqual(snapshot(), before);
  });
});
