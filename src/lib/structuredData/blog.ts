/**
 * The blog plugin builds its own JSON-LD (BlogPosting on a post, Blog on the index). It is kept as
 * the plugin makes it, with two changes: the consultant as author becomes the site-wide Person (the
 * same @id as everywhere else, instead of a second anonymous person), and the relative URLs the
 * plugin leaves (author page, images) become absolute.
 */
import {authorPath, site} from '../../data/site';
import {absoluteUrl} from '../seo/metadata';
import {ids} from './site';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

function isConsultant(node: {[key: string]: Json}): boolean {
  if (node['@type'] !== 'Person') return false;
  const url = typeof node.url === 'string' ? node.url : '';
  return url === authorPath || url === absoluteUrl(authorPath) || node.name === site.name;
}

const urlKeys = new Set(['url', 'image', 'contentUrl', 'thumbnailUrl', 'logo']);

function link(value: Json, key?: string): Json {
  if (Array.isArray(value)) return value.map((item) => link(item, key));
  if (typeof value === 'string') {
    return key && urlKeys.has(key) && value.startsWith('/') && !value.startsWith('//')
      ? absoluteUrl(value)
      : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (isConsultant(value)) {
    return {'@type': 'Person', '@id': ids.person, name: site.name, url: absoluteUrl(authorPath)};
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, link(v, k)]));
}

/** The plugin's structured data with the consultant linked to the site-wide Person. */
export function linkBlogStructuredData<T>(data: T): T {
  return link(JSON.parse(JSON.stringify(data)) as Json) as T;
}

/**
 * The blog index's structured data: its posts without their authors, whom the index does not show
 * (a post's own page names them, in its BlogPosting); the consultant linked as above.
 */
export function blogListStructuredData<T>(data: T): T {
  const linked = linkBlogStructuredData(data) as unknown as {blogPost?: {author?: unknown}[]};
  return {
    ...linked,
    ...(Array.isArray(linked.blogPost)
      ? {blogPost: linked.blogPost.map(({author: _author, ...post}) => post)}
      : {}),
  } as T;
}
