/**
 * Where each kind of MDX page lives and how it is named in the interface: one folder of
 * src/content/ per kind, and the label a visitor sees (search results, llms.txt sections).
 */
import type {FileKind, Kind} from './types';

/** The folder of src/content/ that holds each kind's files. */
export const kindFolders = {
  page: 'pages',
  legal: 'legal',
  hub: 'hubs',
  service: 'services',
  area: 'areas',
  region: 'regions',
  industry: 'industries',
  'case-study': 'case-studies',
  author: 'authors',
} as const satisfies Record<FileKind, string>;

export const fileKinds = Object.keys(kindFolders) as FileKind[];

/** How a visitor would call a page of each kind. */
export const kindLabels = {
  page: 'Page',
  legal: 'Page',
  hub: 'Service',
  service: 'Service',
  area: 'Area',
  region: 'Area',
  industry: 'Industry',
  'case-study': 'Case study',
  post: 'Post',
  guide: 'Guide',
  author: 'Page',
  listing: 'Page',
} as const satisfies Record<Kind, string>;

/**
 * What the owner may do with the pages of each kind in the browser editor: add one, delete one.
 * The legal pages are the ones every footer links to and the site's terms name: neither added nor
 * deleted. The site's own pages hold the home page and the pages that list the others: kept. An
 * author's profile is kept while posts name the author. A page deleted leaves its address to a
 * redirect (the checks of a pull request refuse one it loses).
 */
export const kindEditing = {
  page: {create: true, delete: false},
  legal: {create: false, delete: false},
  hub: {create: true, delete: true},
  service: {create: true, delete: true},
  area: {create: true, delete: true},
  region: {create: true, delete: true},
  industry: {create: true, delete: true},
  'case-study': {create: true, delete: true},
  author: {create: true, delete: false},
  post: {create: true, delete: true},
  guide: {create: true, delete: true},
} as const satisfies Record<FileKind | 'post' | 'guide', {create: boolean; delete: boolean}>;
