/**
 * An entry of a page that a Docusaurus plugin generates (a post, a guide, a blog listing), with
 * the defaults of every field it does not set: used by the content plugin to add those pages to
 * the model, and by the blog and docs theme wrappers to describe the page they render from the
 * props their plugin hands them.
 */
import {sections} from '../../data/sections';
import type {Entry, Kind} from './types';

export type PluginEntryFields = Pick<Entry, 'path' | 'title' | 'description'> &
  Partial<Omit<Entry, 'kind'>> & {readonly kind: Exclude<Kind, 'case-study' | 'post'>};

export function pluginEntry(fields: PluginEntryFields): Entry {
  return {
    parent: sections.blog.path,
    name: fields.title,
    cardTitle: fields.title,
    seoTitle: fields.title,
    card: fields.description,
    status: 'live',
    indexable: true,
    unlisted: false,
    source: null,
    lastModified: null,
    position: 0,
    redirectFrom: [],
    webPageType: 'WebPage',
    lists: null,
    mainEntity: null,
    ...fields,
  } as Entry;
}

/** A listing of the blog (tags, archive, authors): kept out of search indexes. */
export function listingEntry(path: string, title: string, description: string): Entry {
  return pluginEntry({kind: 'listing', path, title, description, indexable: false});
}

/** A blog post, from what the blog plugin knows of it. */
export function postEntry(
  fields: Omit<PluginEntryFields, 'kind'> & {
    readonly date: string;
    readonly scheduled: boolean;
    readonly authors: readonly string[];
    readonly tags: readonly string[];
  },
): Entry {
  const {date, scheduled, authors, tags, ...rest} = fields;
  return {
    ...pluginEntry({...rest, kind: 'listing'}),
    kind: 'post',
    date,
    scheduled,
    authors,
    tags,
  };
}
