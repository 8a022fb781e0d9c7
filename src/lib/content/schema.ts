/**
 * The front matter of each kind of MDX page under src/content/, as zod schemas: a field that is
 * missing, of the wrong type or unknown fails the build, naming the file, the field and its line
 * (see ./errors.ts). The types of the parsed front matter are inferred from these schemas.
 */
import * as z from 'zod';

import type {FileKind} from './types';

/**
 * What the browser editor (src/plugins/editor) reads beside a field's type, through zod's registry:
 * `date`, a calendar date; `image`, a picture's path under static/img (the editor uploads it); `picture`, a picture of the facts, uploaded into src/data/pictures/; `multiline`, a text of a sentence or more; `readonly`, a value the editor shows and does not change; `references`, a field whose
 * value names a page or entry of another kind, which the editor offers as choices.
 */
export interface EditorHints {
  readonly format?: 'date' | 'image' | 'picture';
  readonly multiline?: true;
  /** Shown, never changed in the editor: a key other files and addresses are named by. */
  readonly readonly?: true;
  readonly references?: 'hub' | 'area' | 'author' | 'tag';
}
const hint = <T extends z.ZodType>(schema: T, hints: EditorHints): T =>
  schema.meta(hints as Record<string, unknown>) as T;

/** A calendar date, written `2025-09-05` (YAML reads it as a date) or as a quoted string. */
const calendarDate = hint(
  z
    .union([
      z.date(),
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as 2025-09-05'),
    ])
    .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10))),
  {format: 'date'},
);

/** A path of the site: "/services/seo-consultant", lower-case words joined by hyphens. */
const sitePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    'expected a path such as /services/seo-consultant (lower case, hyphens, no trailing slash)',
  );

/** A file name's worth of URL: "on-page-seo-expert". */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case words joined by hyphens');

const text = z.string().trim().min(1, 'must not be empty');
/** A sentence or more: a description, a card's text. */
const paragraph = hint(text, {multiline: true});

/** Fields every kind has. */
const common = {
  /** The page's h1. */
  title: text,
  /** The meta description. */
  description: paragraph,
  /** The short name of breadcrumbs, cards and navigation (default: the title). */
  name: text.optional(),
  /** The title search results show, before " | Site Name" (default: the title). */
  seo_title: text.optional(),
  /** The heading of the page's card (default: the name). */
  card_title: text.optional(),
  /** The text of the page's card (default: the description). */
  card: paragraph.optional(),
  /** Order among the pages listed with it (lower first). */
  position: z.number().int().optional(),
  /** Old paths of the page: each answers with a permanent redirect here. */
  redirect_from: z.array(sitePath).optional(),
  /** When the page last changed in substance (default: the file's last commit). */
  last_update: z.strictObject({date: calendarDate, author: z.string().optional()}).optional(),
  /** The URL segment (default: the file name). */
  slug: slug.optional(),
};

const pathOverride = {
  /** The page's path, where it is not the kind's usual one. */
  path: sitePath.optional(),
};

export const frontMatterSchemas = {
  page: z.strictObject({
    ...common,
    /** The home page's defaults to the site's description (src/data/facts/site.json). */
    description: paragraph.optional(),
    /** The kind of pages this page lists as cards (they become its children). */
    lists: z.enum(['hubs', 'areas', 'industries', 'case-studies', 'sitemap']).optional(),
    /** The schema.org type of the page (default: WebPage, or CollectionPage for a listing). */
    schema: z.enum(['WebPage', 'AboutPage', 'ContactPage', 'CollectionPage']).optional(),
    /**
     * A page reached only by a link of its own (the booking confirmation, where the scheduling
     * service sends the visitor): not indexed, and in no list, sitemap, search or Markdown twin.
     */
    unlisted: z.literal(true).optional(),
  }),
  legal: z.strictObject({...common, ...pathOverride}),
  hub: z.strictObject({...common, ...pathOverride}),
  service: z.strictObject({
    ...common,
    ...pathOverride,
    /** The slug of the hub the service belongs to (a file of src/content/hubs/). */
    hub: hint(slug, {references: 'hub'}),
    status: z.enum(['live', 'coming-soon']).default('live'),
  }),
  area: z.strictObject({...common, ...pathOverride}),
  region: z.strictObject({
    ...common,
    ...pathOverride,
    /** The slug of the area the region belongs to (a file of src/content/areas/). */
    area: hint(slug, {references: 'area'}),
    status: z.enum(['live', 'coming-soon']).default('live'),
  }),
  industry: z.strictObject({
    ...common,
    ...pathOverride,
    status: z.enum(['live', 'fallback']).default('live'),
  }),
  'case-study': z.strictObject({
    ...common,
    ...pathOverride,
    category: text,
    date: calendarDate,
    results: z.array(z.strictObject({value: text, label: text})).min(1),
    /** The case study other pages cite as proof (default: the newest). */
    featured: z.boolean().optional(),
  }),
  author: z.strictObject({
    ...common,
    /** The h1 (default: the author's name). */
    title: text.optional(),
  }),
} as const satisfies Record<FileKind, z.ZodType>;

export type FrontMatter<K extends FileKind> = z.output<(typeof frontMatterSchemas)[K]>;
export type AnyFrontMatter = FrontMatter<FileKind>;

/**
 * The front matter of a post (blog/) and of a guide (docs/), as far as this site writes it: the
 * blog and docs plugins read these files and check them with their own rules, and the site's
 * check of posts (src/lib/blogValidation.ts) takes its required fields from here. Not strict: the
 * plugins know other fields (they refuse those they do not).
 */
export const blogFrontMatterSchemas = {
  post: z.object({
    /** The URL segment (default: from the file name). */
    slug: slug.optional(),
    title: text,
    /** The title search results show, where the title is too wide for them. */
    title_meta: text.optional(),
    description: paragraph,
    date: calendarDate,
    authors: hint(z.array(slug).min(1), {references: 'author'}),
    tags: hint(z.array(slug), {references: 'tag'}).optional(),
    /** The post's own picture for its cards and social card, beside the post. */
    image: hint(z.string(), {format: 'image'}).optional(),
    last_update: z.strictObject({date: calendarDate}).optional(),
    unlisted: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    /** Addresses the post had before (a slug changed): each answers with a 301 to it. */
    redirect_from: z.array(sitePath).optional(),
  }),
  guide: z.object({
    slug: z.string().optional(),
    title: text,
    description: paragraph,
    /** Its place on the knowledge base's index (lower first). */
    sidebar_position: z.number().int().optional(),
    unlisted: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    /** Addresses the guide had before: each answers with a 301 to it. */
    redirect_from: z.array(sitePath).optional(),
  }),
} as const;

/** The hints of a schema (see EditorHints), if it has any. */
export function editorHints(schema: z.ZodType): EditorHints {
  return (z.globalRegistry.get(schema) ?? {}) as EditorHints;
}
