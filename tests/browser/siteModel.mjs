/**
 * What the tests know of the site they test: the content model of the build (written beside it by
 * the content plugin, build-hosting/content-model.json), and the fixture pages of
 * tests/fixtures/site, which the test build always holds. Tests find the pages they need here, by
 * what a page is (the contact page, the page that lists the industries, a coming-soon service of
 * the fixtures), never by a path of the site's own content, so an author can rename or delete any
 * page without turning a test red.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';

/** The content model of the build in `buildDir` (default: $SITE_BUILD_DIR or ./build). */
export function loadModel(buildDir = defaultBuildDir()) {
  const file = `${path.resolve(buildDir)}-hosting/content-model.json`;
  if (!fs.existsSync(file)) {
    throw new Error(
      `No content model beside the build at ${file}. Build first: \`npm run build:test\` (and SITE_BUILD_DIR=build-test).`,
    );
  }
  const {entries, redirects} = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {entries, redirects};
}

const model = loadModel();

/**
 * What the build measures (written beside it by src/plugins/measurement): its scheduling link and
 * its analytics setting as resolved (`{provider: 'none'}` or the provider, endpoint and site).
 */
function loadMeasurement(buildDir = defaultBuildDir()) {
  const file = `${path.resolve(buildDir)}-hosting/measurement.json`;
  if (!fs.existsSync(file)) {
    throw new Error(`No measurement.json beside the build at ${file}. Build first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export const measurement = loadMeasurement();
export const entries = model.entries;
export const redirects = model.redirects;

export const entryAt = (route) => entries.find((entry) => entry.path === route);

function only(list, what) {
  if (list.length !== 1) {
    throw new Error(`The build has ${list.length} ${what}; the tests need exactly one`);
  }
  return list[0];
}

/** The page of the site that is the given file (a fixture's source, "src/content/…/x.mdx"). */
function entryOf(source) {
  return only(
    entries.filter((entry) => entry.source === source),
    `pages from ${source}`,
  );
}

/** The page listing a kind of page ("hubs", "areas", "industries", "case-studies", "sitemap"). */
export const listingOf = (listing) =>
  only(
    entries.filter((entry) => entry.lists === listing),
    `pages listing ${listing}`,
  );

export const homePath = '/';
/** The contact page: the page whose schema type says so. */
export const contactPath = only(
  entries.filter((entry) => entry.webPageType === 'ContactPage'),
  'contact pages',
).path;
/** The blog's index and the knowledge base's, the two sections their plugins serve. */
export const blogPath = only(
  entries.filter((entry) => entry.kind === 'listing' && entry.parent === homePath),
  'blog indexes',
).path;
export const resourcesPath = only(
  entries.filter((entry) => entry.kind === 'guide' && entry.parent === homePath),
  'knowledge-base indexes',
).path;

/** The fixture pages of tests/fixtures/site, one of each kind, found by their files. */
export const fixtures = {
  post: entryOf('blog/2020-01-15-test-fixture-post.mdx'),
  codePost: entryOf('blog/2020-01-16-test-fixture-code-blocks.mdx'),
  /** Two sections (no table of contents) and a picture of its own (`image`). */
  shortPost: entryOf('blog/2020-01-14-test-fixture-short-post.mdx'),
  guide: entryOf('docs/test-fixture-guide.mdx'),
  hub: entryOf('src/content/hubs/test-fixture-hub.mdx'),
  service: entryOf('src/content/services/test-fixture-service.mdx'),
  comingSoonService: entryOf('src/content/services/test-fixture-coming-soon.mdx'),
  area: entryOf('src/content/areas/test-fixture-area.mdx'),
  region: entryOf('src/content/regions/test-fixture-region.mdx'),
  industry: entryOf('src/content/industries/test-fixture-industry.mdx'),
  fallbackIndustry: entryOf('src/content/industries/test-fixture-fallback.mdx'),
  caseStudy: entryOf('src/content/case-studies/test-fixture-case-study.mdx'),
  images: entryOf('src/content/pages/test-fixture-images.mdx'),
  /** The booking confirmation (`unlisted`, with `<BookingConfirmation />`). */
  booked: entryOf('src/content/pages/test-fixture-booked.mdx'),
};

/** The posts the blog lists (not unlisted), newest first. */
export const listedPosts = entries
  .filter((entry) => entry.kind === 'post' && entry.indexable)
  .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));

/** A path no page has, for the not-found page. */
export const unknownPath = '/this-page-does-not-exist';

/** Every page of the build, by path: each answers 200 with its page. */
export const pagePaths = entries.map((entry) => entry.path);

/** The page listing the industries, under which an unknown slug gets the fallback layout. */
export const industriesPath = listingOf('industries').path;

/** The links the not-found page offers: home, the services and the contact page. */
export const notFoundLinks = [homePath, listingOf('hubs').path, contactPath];

/** The author profile of the fixture post's author. */
export const fixtureAuthor = only(
  entries.filter((entry) => entry.kind === 'author' && fixtures.post.authors.includes(entry.key)),
  'profiles of the fixture post’s author',
);

/**
 * The header as the home page of the build serves it (its HTML has every link, menus included):
 * the menu button's label and links, the other page links in order, and the call to action. The
 * navigation belongs to the author (src/data/navigation.ts); tests read it here.
 */
function loadHeader(buildDir = defaultBuildDir()) {
  const $ = load(fs.readFileSync(path.join(path.resolve(buildDir), 'index.html'), 'utf8'));
  const navbar = $('nav.navbar').first();
  const linkOf = (element) => ({name: $(element).text().trim(), href: $(element).attr('href')});
  const trigger = navbar.find('button[aria-controls]').first();
  if (trigger.length === 0) throw new Error('The header of the build has no menu button');
  const menuLinks = $(`[id="${trigger.attr('aria-controls')}"] a[href^="/"]`).map((_, element) =>
    linkOf(element),
  );
  if (menuLinks.length === 0) throw new Error('The header’s menu holds no link');
  return {
    menu: {label: trigger.text().trim(), links: menuLinks.get()},
    links: navbar
      .find('a.navbar__item.navbar__link[href^="/"]')
      .filter((_, element) => $(element).closest('.dropdown').length === 0)
      .map((_, element) => linkOf(element))
      .get(),
  };
}

export const header = loadHeader();
