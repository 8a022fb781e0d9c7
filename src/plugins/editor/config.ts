/**
 * The browser editor's configuration (Sveltia CMS, served at /admin), made from the content
 * model's zod schemas rather than written beside them: one collection per kind of page, its fields
 * those of the kind's front matter schema (required or optional, enums as choices, dates, pictures,
 * the pages and entries a field names offered from the content), the body edited as MDX source.
 * The build writes it into the editor's folder (./configFile.ts), so it is always the schemas' of
 * that build; a schema field with no editor field stops it, naming the field.
 */
import * as z from 'zod';

import {dataDir} from '../../data/validate';
import {dataFiles} from '../../data/schemas';
import {logoPath, site} from '../../data/site';
import {kindEditing, kindFolders} from '../../lib/content/kinds';
import {blogFrontMatterSchemas, editorHints, frontMatterSchemas} from '../../lib/content/schema';
import type {FileKind} from '../../lib/content/types';

/** The repository the editor opens pull requests on, and its branch. */
export interface EditorRepository {
  readonly repo: string;
  readonly branch: string;
  /** The address of an OAuth relay (a Cloudflare Worker) for "Sign In with GitHub", if any. */
  readonly authRelay?: string;
}

/** A field of the editor's form (Sveltia CMS's field options, as far as the site uses them). */
export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required?: false;
  readonly readonly?: true;
  readonly hint?: string;
  readonly default?: string;
  readonly pattern?: readonly [string, string];
  readonly options?: readonly string[];
  readonly multiple?: true;
  readonly min?: number;
  readonly minlength?: number;
  readonly value_type?: 'int' | 'float';
  readonly fields?: readonly EditorField[];
  readonly collection?: string;
  readonly file?: string;
  readonly value_field?: string;
  readonly search_fields?: readonly string[];
  readonly display_fields?: readonly string[];
  readonly time_format?: false;
  readonly format?: string;
  readonly date_format?: string;
  readonly media_folder?: string;
  readonly public_folder?: string;
}

/** The custom field type of the MDX bodies (./client/mdxField.ts): their source, never rich text. */
export const mdxWidget = 'mdx';

/** Words written in capitals in a label. */
const acronyms: Record<string, string> = {seo: 'SEO', url: 'URL', id: 'ID'};

/** `seo_title` → "SEO title", `schedulingUrl` → "Scheduling URL". */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split('_')
    .map((word) => acronyms[word] ?? word);
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

interface Unwrapped {
  readonly schema: z.ZodType;
  readonly optional: boolean;
  readonly defaultValue?: unknown;
}

/** The schema under `.optional()` and `.default()`, and what they said. */
function unwrap(schema: z.ZodType): Unwrapped {
  const def = schema._zod.def as {type: string; innerType?: z.ZodType; defaultValue?: unknown};
  if (def.type === 'optional' && def.innerType) {
    return {...unwrap(def.innerType), optional: true};
  }
  if (def.type === 'default' && def.innerType) {
    return {...unwrap(def.innerType), optional: true, defaultValue: def.defaultValue};
  }
  return {schema, optional: false};
}

interface Check {
  readonly check: string;
  readonly minimum?: number;
  readonly value?: number;
  readonly inclusive?: boolean;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly error?: (issue: unknown) => unknown;
}

const checksOf = (schema: z.ZodType): Check[] =>
  ((schema._zod.def as {checks?: {_zod: {def: Check}}[]}).checks ?? []).map(
    (check) => check._zod.def,
  );

/** The pattern a string must match, with the message the schema gives, as the editor takes it. */
function patternOf(schema: z.ZodType): readonly [string, string] | undefined {
  // A string of a format (an email address) carries its pattern itself; a regex, as a check.
  const check = [schema._zod.def as unknown as Check, ...checksOf(schema)].find(
    (each) => each.pattern,
  );
  if (!check?.pattern) return undefined;
  const message = check.error?.({}) ?? 'not in the expected form';
  // The editor reads "/source/flags" as a pattern with flags (`u` for \p{…} classes).
  const flags = check.pattern.flags.replace(/[gy]/g, '');
  return [flags ? `/${check.pattern.source}/${flags}` : check.pattern.source, String(message)];
}

/** The fewest characters a text must have, as the editor takes it (`minlength`). */
function minLengthOf(schema: z.ZodType): number | undefined {
  const minimum = checksOf(schema)
    .filter((check) => check.check === 'min_length' && check.minimum !== undefined)
    .map((check) => check.minimum ?? 0);
  // One character is what "required" asks already.
  const most = Math.max(0, ...minimum);
  return most > 1 ? most : undefined;
}

/**
 * The kinds a field naming a page or an entry refers to, as the editor finds them: the pages of a
 * kind by file name (the value the content model looks them up by), an author or a tag by its key
 * in the list of the site's facts that holds it, so that one added there is offered at once.
 */
function referenceField(
  base: {name: string; label: string},
  references: 'hub' | 'area' | 'author' | 'tag',
  many: boolean,
): EditorField {
  if (references === 'hub' || references === 'area') {
    return {
      ...base,
      widget: 'relation',
      collection: collectionName(references),
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
    };
  }
  const list = references === 'author' ? 'authors' : 'tags';
  return {
    ...base,
    widget: 'relation',
    collection: factsCollection,
    file: list,
    value_field: `${list}.*.key`,
    search_fields: [`${list}.*.key`, `${list}.*.${references === 'author' ? 'name' : 'label'}`],
    display_fields: [`${list}.*.${references === 'author' ? 'key' : 'label'}`],
    ...(many ? {multiple: true as const} : {}),
  };
}

/** The collection of the site's facts, one file per data file of src/data/facts. */
const factsCollection = 'facts';

/**
 * The editor field of one schema field. Throws, naming it, on a type the editor cannot offer:
 * a schema field with no editor field is a mistake to fix here, not a field left out.
 */
export function fieldOf(name: string, schema: z.ZodType): EditorField {
  const {schema: inner, optional, defaultValue} = unwrap(schema);
  const hints = {...editorHints(inner), ...editorHints(schema)};
  const def = inner._zod.def as {
    type: string;
    entries?: Record<string, string>;
    values?: unknown[];
    element?: z.ZodType;
    shape?: Record<string, z.ZodType>;
  };
  // A default is the schema's to apply: the editor leaves the field out, and says what it is
  // (were the editor to fill it in, saving a page would write a value nobody chose).
  const base = {
    name,
    label: labelOf(name),
    ...(optional ? {required: false as const} : {}),
    ...(defaultValue === undefined ? {} : {hint: `Left empty: ${String(defaultValue)}.`}),
    ...(hints.readonly ? {readonly: true as const} : {}),
  };
  if (hints.format === 'date') {
    return {...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD'};
  }
  if (hints.format === 'image') return {...base, widget: 'image'};
  if (hints.format === 'picture') {
    // Uploaded into src/data/pictures/ and written as the build reads it, from src/data/.
    return {
      ...base,
      widget: 'image',
      media_folder: '/src/data/pictures',
      public_folder: 'pictures',
    };
  }
  if (hints.references) {
    return referenceField(base, hints.references, def.type === 'array');
  }
  switch (def.type) {
    case 'string': {
      const pattern = patternOf(inner);
      const minlength = minLengthOf(inner);
      return {
        ...base,
        widget: hints.multiline ? 'text' : 'string',
        ...(pattern ? {pattern} : {}),
        ...(minlength === undefined ? {} : {minlength}),
      };
    }
    case 'number': {
      const checks = checksOf(inner);
      const whole = checks.some((check) => check.format === 'safeint');
      const floor = checks.find((check) => check.check === 'greater_than');
      const min =
        floor?.value === undefined ? {} : {min: floor.value + (floor.inclusive || !whole ? 0 : 1)};
      return {...base, widget: 'number', value_type: whole ? 'int' : 'float', ...min};
    }
    case 'boolean':
      return {...base, widget: 'boolean'};
    case 'literal':
      if (def.values?.length === 1 && def.values[0] === true) {
        return {...base, widget: 'boolean', required: false};
      }
      break;
    case 'enum':
      return {...base, widget: 'select', options: Object.values(def.entries ?? {})};
    case 'object':
      return {
        ...base,
        widget: 'object',
        fields: Object.entries(def.shape ?? {}).map(([key, field]) => fieldOf(key, field)),
      };
    case 'array': {
      const element = def.element;
      if (!element) break;
      const minimum = checksOf(inner).find((check) => check.check === 'min_length')?.minimum;
      const item = fieldOf(name, element);
      const min = minimum === undefined ? {} : {min: minimum};
      if (item.widget === 'object') return {...base, widget: 'list', ...min, fields: item.fields};
      // A list of texts: one per line of its own, checked like a single one.
      return {...base, widget: 'list', ...min, ...(item.pattern ? {pattern: item.pattern} : {})};
    }
  }
  throw new Error(
    `The editor has no field for "${name}" (a zod ${def.type}): add its case to src/plugins/editor/config.ts`,
  );
}

/** The editor fields of a front matter schema, in its order. */
export function fieldsOf(schema: z.ZodObject): EditorField[] {
  return Object.entries(schema.shape).map(([name, field]) => fieldOf(name, field as z.ZodType));
}

/** The body: the MDX after the front matter, as written. */
const bodyField: EditorField = {
  name: 'body',
  label: 'Body (MDX)',
  widget: mdxWidget,
  required: false,
  hint: 'The page as MDX: Markdown and the site’s components. The buttons above it insert a figure, a call to action or a section. A new picture reads as a temporary blob: address until you save; saving uploads it beside the page and writes its file name there.',
};

/** How each kind of page is named in the editor. */
const kindLabels: Record<FileKind | 'post' | 'guide', readonly [plural: string, singular: string]> =
  {
    post: ['Posts', 'Post'],
    guide: ['Guides', 'Guide'],
    page: ['Pages', 'Page'],
    legal: ['Legal pages', 'Legal page'],
    hub: ['Service hubs', 'Service hub'],
    service: ['Services', 'Service'],
    area: ['Areas', 'Area'],
    region: ['Regions', 'Region'],
    industry: ['Industries', 'Industry'],
    'case-study': ['Case studies', 'Case study'],
    author: ['Author pages', 'Author page'],
  };

const collectionName = (kind: FileKind | 'post' | 'guide') => kind.replace('-', '_');

/** The folder of an entry's pictures, beside its file and named after it (the editor's tag). */
export const entryMediaFolder = '{{filename}}';

/**
 * A folder of MDX pages, each with its front matter and body; the owner adds and deletes them as
 * the content model allows (`kindEditing`), and a new one opens with the body of its kind's draft.
 */
function pageCollection(
  kind: FileKind | 'post' | 'guide',
  folder: string,
  fields: EditorField[],
  drafts: EditorDrafts,
  extra: Record<string, unknown> = {},
) {
  const [label, singular] = kindLabels[kind];
  const draft = drafts[kind];
  const body = draft === undefined ? bodyField : {...bodyField, default: draft};
  return {
    name: collectionName(kind),
    label,
    label_singular: singular,
    folder,
    ...kindEditing[kind],
    extension: 'mdx',
    format: 'frontmatter',
    // Pictures in a folder of the page's own, named after its file, beside it: no two pages
    // share a name space (two posts' hero.jpg are blog/a/hero.jpg and blog/b/hero.jpg), and the
    // image pipeline takes them as ./a/hero.jpg.
    media_folder: entryMediaFolder,
    public_folder: entryMediaFolder,
    ...extra,
    fields: [...fields, body],
  };
}

/** The body of each kind's draft (scripts/drafts/KIND.mdx, after its front matter), by kind. */
export type EditorDrafts = Partial<Record<FileKind | 'post' | 'guide', string>>;

export interface EditorConfigInput {
  readonly repository: EditorRepository;
  readonly drafts?: EditorDrafts;
}

/** The editor's whole configuration. */
export function editorConfig({repository, drafts = {}}: EditorConfigInput) {
  const post = fieldsOf(blogFrontMatterSchemas.post);
  const guide = fieldsOf(blogFrontMatterSchemas.guide);
  return {
    // On GitHub: the owner signs in with a fine-grained token (no server), or through an OAuth
    // relay given as `base_url`. On a local address (npm start) the editor also offers to work on
    // the project's folder.
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: repository.branch,
      ...(repository.authRelay ? {base_url: repository.authRelay} : {}),
      // Only the sign-ins that work: "Sign In with GitHub" needs the relay.
      auth_methods: repository.authRelay ? ['oauth', 'token'] : ['token'],
    },
    // The sign-in page and the editor's header carry the site's name and logo.
    app_title: `${site.name}: site editor`,
    logo: {src: logoPath},
    // Every change is a draft pull request, checked before it is merged and published.
    publish_mode: 'editorial_workflow',
    // Site-wide pictures, under static/ (served from /img); pages keep theirs beside them.
    media_folder: 'static/img',
    public_folder: '/img',
    output: {omit_empty_optional_fields: true},
    slug: {encoding: 'ascii', clean_accents: true},
    collections: [
      // A new post is blog/the-slug.mdx, at /blog/the-slug (a file named with a date and no
      // `slug` field would be at /blog/2026/12/01/the-slug); its date is its front matter's.
      pageCollection('post', 'blog', post, drafts, {sortable_fields: ['date', 'title']}),
      pageCollection('guide', 'docs', guide, drafts),
      {
        name: factsCollection,
        label: 'Site facts',
        description:
          'Facts many pages show, written once: the identity, the plans and prices, the testimonials, the certifications, the legal terms, and the blog’s authors and tags.',
        files: Object.entries(dataFiles).map(([name, {file, label, schema}]) => ({
          name,
          label,
          file: `${dataDir}/${file}`,
          format: 'json',
          fields: fieldsOf(schema),
        })),
      },
      ...(Object.keys(kindFolders) as FileKind[]).map((kind) =>
        pageCollection(
          kind,
          `src/content/${kindFolders[kind]}`,
          fieldsOf(frontMatterSchemas[kind]),
          drafts,
          // Pages may sit in folders of their own (about/certifications.mdx → /about/certifications).
          kind === 'page' ? {nested: {depth: 3}} : {},
        ),
      ),
    ],
  };
}
