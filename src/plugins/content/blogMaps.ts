/**
 * The blog's authors and tags as Docusaurus's blog reads them: maps keyed by id, in files it is
 * given the paths of (`authorsMapPath`, `tags`). The owner keeps them as lists, which the browser
 * editor writes (src/data/facts/authors.json and tags.json); the site's owner is one of the
 * authors, named by the identity (src/data/facts/site.json), whose name, job title and profile
 * they take from it: a rename in the identity renames the author everywhere.
 *
 * docusaurus.config.ts writes the maps once per build or start, before the blog reads them, into
 * node_modules/.cache/blog-maps/. A file the owner broke (not JSON, a field of the wrong type)
 * gives what it can: the content plugin's check of the facts (src/data/validate.ts) stops the build
 * with the file, the line and the field.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {BlogAuthor, BlogTag, SiteIdentity} from '../../data/schemas';
import {authorsBase} from '../../data/sections';
import {dataDir} from '../../data/validate';

/** One author as Docusaurus's authors map takes it. */
export interface AuthorOfMap {
  readonly name: string;
  readonly title: string;
  readonly url?: string;
  readonly image_url?: string;
}

/** One tag as Docusaurus's tags file takes it. */
export interface TagOfMap {
  readonly label: string;
  readonly permalink: string;
  readonly description: string;
}

type Identity = Pick<SiteIdentity, 'authorKey' | 'name' | 'jobTitle'>;

/**
 * The authors map: the owner first (from the identity, whether or not the list names them), then
 * every other author of the list, each with a profile address when the site has their page.
 */
export function authorsMap(
  identity: Identity,
  authors: readonly Partial<BlogAuthor>[],
  profiles: ReadonlySet<string>,
): Record<string, AuthorOfMap> {
  const map: Record<string, AuthorOfMap> = {
    [identity.authorKey]: {
      name: identity.name,
      title: identity.jobTitle,
      url: `${authorsBase}/${identity.authorKey}`,
    },
  };
  for (const author of authors) {
    if (!author.key || author.key === identity.authorKey || map[author.key]) continue;
    map[author.key] = {
      name: author.name ?? author.key,
      title: author.title ?? '',
      ...(profiles.has(author.key)
        ? {url: `${authorsBase}/${author.key}`}
        : author.url
          ? {url: author.url}
          : {}),
      ...(author.image ? {image_url: author.image} : {}),
    };
  }
  return map;
}

/** The tags file: each tag of the list by its key, its page at /blog/tags/KEY. */
export function tagsMap(tags: readonly Partial<BlogTag>[]): Record<string, TagOfMap> {
  const map: Record<string, TagOfMap> = {};
  for (const tag of tags) {
    if (!tag.key || map[tag.key]) continue;
    map[tag.key] = {
      label: tag.label ?? tag.key,
      permalink: `/${tag.key}`,
      description: tag.description ?? '',
    };
  }
  return map;
}

/** A facts file's list, or [] when the file is missing or broken (the facts' check reports it). */
function listOf<Item>(siteDir: string, file: string, key: string): Partial<Item>[] {
  try {
    const data = JSON.parse(fs.readFileSync(path.join(siteDir, dataDir, file), 'utf8')) as Record<
      string,
      unknown
    >;
    const list = data[key];
    return Array.isArray(list)
      ? list.filter((item): item is Partial<Item> => typeof item === 'object' && item !== null)
      : [];
  } catch {
    return [];
  }
}

/** Where the maps are written, and the paths the blog plugin is given (from its folder, blog/). */
const mapsDir = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/blog-maps');

/**
 * Writes the blog's authors map and tags file from the facts; returns their paths as the blog
 * plugin takes them (relative to the blog's folder).
 */
export function writeBlogMaps(
  siteDir: string,
  identity: Identity,
  blogDir = 'blog',
): {authorsMapPath: string; tags: string} {
  const profiles = new Set(
    fs.existsSync(path.join(siteDir, 'src/content/authors'))
      ? fs
          .readdirSync(path.join(siteDir, 'src/content/authors'))
          .filter((file) => /\.mdx?$/.test(file))
          .map((file) => file.replace(/\.mdx?$/, ''))
      : [],
  );
  const dir = mapsDir(siteDir);
  fs.mkdirSync(dir, {recursive: true});
  const write = (name: string, data: unknown) => {
    const file = path.join(dir, name);
    const text = `${JSON.stringify(data, null, 2)}\n`;
    // Written only when it changes: the development server reloads the blog when it does.
    // Whole, then renamed: a build beside it (a test in the same folder) never reads half of it.
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      fs.writeFileSync(temporary, text);
      fs.renameSync(temporary, file);
    }
    return path.relative(path.join(siteDir, blogDir), file).split(path.sep).join('/');
  };
  return {
    authorsMapPath: write(
      'authors.json',
      authorsMap(identity, listOf<BlogAuthor>(siteDir, 'authors.json', 'authors'), profiles),
    ),
    tags: write('tags.json', tagsMap(listOf<BlogTag>(siteDir, 'tags.json', 'tags'))),
  };
}
