/**
 * The front matter of each kind of MDX page under src/content/, as zod schemas: a field that is
 * missing, of the wrong type or unknown fails the build, naming the file, the field and its line
 * (see ./errors.ts). The types of the parsed front matter are inferred from these schemas.
 */
import * as z from 'zod';

import type {FileKind} from './types';

/** A calendar date, written `2025-09-05` (YAML reads it as a date) or as a quoted string. */
const calendarDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as 2025-09-05')])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)));

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

/** Fields every kind has. */
const common = {
  /** The page's h1. */
  title: text,
  /** The meta description. */
  description: text,
  /** The short name of breadcrumbs, cards and navigation (default: the title). */
  name: text.optional(),
  /** The title search results show, before " | Site Name" (default: the title). */
  seo_title: text.optional(),
  /** The heading of the page's card (default: the name). */
  card_title: text.optional(),
  /** The text of the page's card (default: the description). */
  card: text.optional(),
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
    /** The home page's defaults to the site's description (src/data/site.ts). */
    description: text.optional(),
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
    hub: slug,
    status: z.enum(['live', 'coming-soon']).default('live'),
  }),
  area: z.strictObject({...common, ...pathOverride}),
  region: z.strictObject({
    ...common,
    ...pathOverride,
    /** The slug of the area the region belongs to (a file of src/content/areas/). */
    area: slug,
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
    /** The h1 (default: the author's name in blog/authors.yml). */
    title: text.optional(),
  }),
} as const satisfies Record<FileKind, z.ZodType>;

export type FrontMatter<K extends FileKind> = z.output<(typeof frontMatterSchemas)[K]>;
export type AnyFrontMatter = FrontMatter<FileKind>;
