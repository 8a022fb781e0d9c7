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
