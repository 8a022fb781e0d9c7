/**
 * The entries of the pages that the blog and docs plugins serve: posts, the blog's listings, and
 * the guides of the knowledge base. They join the content model beside the MDX pages of
 * src/content/, so that cards, the HTML sitemap, sitemap.xml, llms.txt and the social cards treat
 * them like every other page.
 */
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

import {sections} from '../../data/sections';
import {pluginEntry, postEntry} from '../../lib/content/entry';
import type {Entry} from '../../lib/content/types';
import {normalizePath} from '../../lib/seo/trail';
import {updatedDay} from '../../lib/postUpdate';
import {blogFrontMatterSchemas} from '../../lib/content/schema';
import {isScheduledInPreview} from '../../lib/schedule';

/** Options of the blog plugin that decide its listing paths (docusaurus.config.ts sets them). */
export interface BlogListingOptions {
  /** The blog's folder, relative to the site. */
  readonly path: string;
  readonly postsPerPage: number;
  readonly pageBasePath: string;
  readonly archiveBasePath: string;
  readonly authorsBasePath: string;
}

/** "@site/blog/x.mdx" → "blog/x.mdx" */
const sourceFile = (source: string) => source.replace(/^@site\//, '');

const isoDate = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/**
 * The addresses a post or a guide had before (`redirect_from`), each answered with a 301 to it;
 * one that is not a path of the site is left to the check of the post's front matter
 * (src/lib/blogValidation.ts) and of the redirects (./model.ts).
 */
function redirectsOf(frontMatter: Record<string, unknown>): string[] {
  const parsed = blogFrontMatterSchemas.post.shape.redirect_from.safeParse(
    frontMatter.redirect_from,
  );
  return parsed.success ? (parsed.data ?? []) : [];
}

export function blogEntries(
  blog: BlogContent,
  options: BlogListingOptions,
  dates: ReadonlyMap<string, string>,
): Entry[] {
  const base = sections.blog.path;
  const posts: Entry[] = blog.blogPosts.map(({metadata}) => {
    const source = sourceFile(metadata.source);
    const updated = updatedDay(metadata.frontMatter);
    return postEntry({
      path: metadata.permalink,
      title: metadata.title,
      seoTitle: (metadata.frontMatter.title_meta as string | undefined) ?? metadata.title,
      description: metadata.description,
      source,
      lastModified: updated ?? dates.get(source) ?? null,
      indexable: !metadata.unlisted,
      scheduled: isScheduledInPreview(metadata),
      date: isoDate(metadata.date),
      authors: metadata.authors.flatMap((author) => (author.key ? [author.key] : [])),
      tags: metadata.tags.map((tag) => tag.permalink),
      redirectFrom: redirectsOf(metadata.frontMatter),
    });
  });
  const listed = blog.blogPosts.filter(({metadata}) => !metadata.unlisted).length;
  const pageCount = Math.max(1, Math.ceil(listed / options.postsPerPage));
  const listing = (path: string, title: string, indexable = false): Entry =>
    pluginEntry({
      kind: 'listing',
      path,
      title,
      description: blog.blogDescription,
      indexable,
      webPageType: 'CollectionPage',
    });
  const newest = posts
    .map((post) => post.lastModified)
    .filter((date) => date !== null)
    .sort();
  const index: Entry = {
    ...listing(base, blog.blogTitle, true),
    name: sections.blog.name,
    parent: '/',
    position: sections.blog.position,
    // The blog is as new as its newest post.
    lastModified: newest[newest.length - 1] ?? null,
  };
  const pages = Array.from({length: pageCount - 1}, (_, index) =>
    listing(`${base}/${options.pageBasePath}/${index + 2}`, `${blog.blogTitle}, page ${index + 2}`),
  );
  const tags = Object.values(blog.blogTags).flatMap((tag) =>
    tag.pages.map((page) => listing(page.metadata.permalink, tag.label)),
  );
  const listings = [
    ...(Object.keys(blog.blogTags).length > 0 ? [listing(blog.blogTagsListPath, 'Tags')] : []),
    ...(listed > 0 ? [listing(`${base}/${options.archiveBasePath}`, 'Archive')] : []),
    ...(Object.keys(blog.authorsMap ?? {}).length > 0
      ? [listing(`${base}/${options.authorsBasePath}`, 'Authors')]
      : []),
  ];
  return [index, ...pages, ...tags, ...listings, ...posts];
}

export function guideEntries(docs: DocsContent, dates: ReadonlyMap<string, string>): Entry[] {
  const base = sections.resources.path;
  return docs.loadedVersions.flatMap((version) =>
    version.docs.map((doc): Entry => {
      const source = sourceFile(doc.source);
      const permalink = normalizePath(doc.permalink);
      const isIndex = permalink === base;
      return pluginEntry({
        kind: 'guide',
        path: permalink,
        title: doc.title,
        description: doc.description,
        source,
        lastModified: updatedDay(doc.frontMatter) ?? dates.get(source) ?? null,
        indexable: !doc.unlisted,
        parent: isIndex ? '/' : base,
        name: isIndex ? sections.resources.name : doc.title,
        position: isIndex ? sections.resources.position : (doc.sidebarPosition ?? 10_000),
        redirectFrom: redirectsOf(doc.frontMatter),
      });
    }),
  );
}
