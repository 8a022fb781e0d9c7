/**
 * A small site of fixture pages, written to a temporary folder, for the content model's tests: one
 * page of every kind, each a few lines long. Tests add, change or break files of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {assertNoProblems, type ContentProblem} from '../errors';
import {readContentFiles} from '../files';
import {buildModel, type ContentModel, type ModelInput} from '../model';

const description = (what: string) =>
  `${what}: a fixture page of the content model's tests, long enough to be a description.`;

/** One front matter and body per file, by path under src/content/. */
export type FixtureFiles = Record<string, string | null>;

const page = (frontMatter: Record<string, unknown>, body = 'Body text.') =>
  `---\n${Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n${body}\n`;

const fixturePages: FixtureFiles = {
  'pages/index.mdx': page({title: 'Fixture Home'}),
  'pages/about.mdx': page({title: 'About', description: description('About'), position: 1}),
  'pages/about/team.mdx': page({title: 'Team', description: description('Team')}),
  'pages/services.mdx': page({
    title: 'Services',
    description: description('Services'),
    lists: 'hubs',
    position: 2,
  }),
  'pages/areas.mdx': page({
    title: 'Areas',
    description: description('Areas'),
    lists: 'areas',
    position: 3,
  }),
  'pages/industries.mdx': page({
    title: 'Industries',
    description: description('Industries'),
    lists: 'industries',
    position: 4,
  }),
  'pages/work.mdx': page({
    title: 'Work',
    description: description('Work'),
    lists: 'case-studies',
    position: 5,
  }),
  'pages/sitemap.mdx': page({
    title: 'Sitemap',
    description: description('Sitemap'),
    lists: 'sitemap',
  }),
  'hubs/alpha.mdx': page({
    title: 'Alpha Services',
    name: 'Alpha',
    description: description('Alpha'),
  }),
  'hubs/beta.mdx': page({title: 'Beta Services', name: 'Beta', description: description('Beta')}),
  'services/alpha-one.mdx': page({
    title: 'Alpha One',
    description: description('Alpha One'),
    hub: 'alpha',
    position: 2,
    redirect_from: ['/old-alpha-one'],
  }),
  'services/alpha-two.mdx': page(
    {
      title: 'Alpha Two',
      description: description('Alpha Two'),
      hub: 'alpha',
      status: 'coming-soon',
      position: 1,
    },
    '',
  ),
  'services/beta-one.mdx': page({
    title: 'Beta One',
    description: description('Beta One'),
    hub: 'beta',
    path: '/beta-one',
  }),
  'areas/north.mdx': page({
    title: 'The North',
    name: 'North Services',
    description: description('North'),
    path: '/areas/north/consultant',
  }),
  'regions/north-east.mdx': page(
    {
      title: 'North East',
      description: description('North East'),
      area: 'north',
      status: 'coming-soon',
    },
    '',
  ),
  'industries/retail.mdx': page({title: 'Retail', description: description('Retail')}),
  'industries/mining.mdx': page(
    {title: 'Mining', description: description('Mining'), status: 'fallback'},
    '',
  ),
  'case-studies/old-win.mdx': page({
    title: 'An Old Win',
    description: description('Old win'),
    category: 'SEO',
    date: '2020-01-01',
    results: [{value: '#1', label: 'ranking'}],
  }),
  'case-studies/new-win.mdx': page({
    title: 'A New Win',
    description: description('New win'),
    category: 'SEO',
    date: '2024-01-01',
    results: [{value: '2×', label: 'traffic'}],
  }),
  'legal/terms.mdx': page({title: 'Terms', description: description('Terms'), position: 12}),
  'legal/privacy.mdx': page({title: 'Privacy', description: description('Privacy'), position: 11}),
  'authors/jane.mdx': page(
    {description: description('Jane')},
    '<AuthorProfile>\n\nJane writes about strategy.\n\n</AuthorProfile>',
  ),
};

const fixtureAuthors: ModelInput['authors'] = new Map([
  ['jane', {name: 'Jane Doe', jobTitle: 'Strategist', image: null}],
]);

/** A site folder holding the fixture pages, changed by `changes` (null deletes a file). */
function writeFixtureSite(changes: FixtureFiles = {}): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-model-'));
  for (const [file, text] of Object.entries({...fixturePages, ...changes})) {
    if (text === null) continue;
    const target = path.join(siteDir, 'src/content', file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, text);
  }
  return siteDir;
}

/** The blog and knowledge-base index pages, which their plugins add to the model. */
import {pluginEntry} from '../entry';
const sectionEntries = [
  pluginEntry({
    kind: 'listing',
    path: '/blog',
    title: 'Blog',
    description: description('Blog'),
    parent: '/',
    position: 6,
  }),
];

/** The model of the fixture site with `changes`, or the ContentError it raises. */
export function fixtureModel(
  changes: FixtureFiles = {},
  onSearchFinding?: ModelInput['onSearchFinding'],
): ContentModel {
  const siteDir = writeFixtureSite(changes);
  try {
    const problems: ContentProblem[] = [];
    const files = readContentFiles(siteDir, problems);
    assertNoProblems(problems);
    return buildModel({files, external: sectionEntries, authors: fixtureAuthors, onSearchFinding});
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
}

export {page, description};
