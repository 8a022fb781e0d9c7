/**
 * The editor's configuration is the content model's schemas: every front-matter field of every
 * kind is a field of its collection, of the type, requirement and choices the schema says, and the
 * file the build writes is that configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';

import {dataFiles} from '../../../data/schemas';
import {site} from '../../../data/site';
import {dataDir} from '../../../data/validate';
import {kindEditing, kindFolders} from '../../../lib/content/kinds';
import {blogFrontMatterSchemas, frontMatterSchemas} from '../../../lib/content/schema';
import {
  editorConfig,
  entryMediaFolder,
  fieldOf,
  fieldsOf,
  mdxWidget,
  type EditorField,
} from '../config';
import {editorConfigText, editorDrafts, writeEditorConfig} from '../configFile';

const repository = {repo: 'owner/site', branch: 'main'};

/** The value zod reads when a field is left out: a field that takes it is optional. */
const optional = (schema: z.ZodType) => schema.safeParse(undefined).success;

describe('the generated configuration', () => {
  const config = editorConfig({repository});
  const folders = config.collections.flatMap((collection) =>
    'folder' in collection ? [collection] : [],
  );
  const schemas: [string, z.ZodObject][] = [
    ['post', blogFrontMatterSchemas.post],
    ['guide', blogFrontMatterSchemas.guide],
    ...Object.entries(frontMatterSchemas).map(
      ([kind, schema]) => [kind.replace('-', '_'), schema] as [string, z.ZodObject],
    ),
  ];

  it('has a collection per kind of page, each with every field of its schema and an MDX body', () => {
    expect(folders.map((collection) => collection.name).sort()).toEqual(
      schemas.map(([name]) => name).sort(),
    );
    for (const [name, schema] of schemas) {
      const collection = folders.find((each) => each.name === name)!;
      const names = collection.fields.map((field) => field.name);
      expect(names).toEqual([...Object.keys(schema.shape), 'body']);
      expect(collection.fields.at(-1)?.widget).toBe(mdxWidget);
    }
  });

  it('requires what the schema requires, and leaves empty optional fields out of the file', () => {
    expect(config.output.omit_empty_optional_fields).toBe(true);
    for (const [name, schema] of schemas) {
      const collection = folders.find((each) => each.name === name)!;
      for (const [field, fieldSchema] of Object.entries(schema.shape)) {
        const editorField = collection.fields.find((each) => each.name === field)!;
        expect([name, field, editorField.required !== false]).toEqual([
          name,
          field,
          !optional(fieldSchema as z.ZodType),
        ]);
      }
    }
  });

  it('offers an enum’s values, and the pages or entries a field names', () => {
    const status = fieldOf('status', z.enum(['live', 'coming-soon']).default('live'));
    expect(status).toMatchObject({widget: 'select', options: ['live', 'coming-soon']});
    // The schema's default applies to a field left out: the editor says so and writes nothing.
    expect(status).toMatchObject({required: false, hint: 'Left empty: live.'});
    expect('default' in status).toBe(false);
    const service = folders.find((each) => each.name === 'service')!;
    expect(service.fields.find((field) => field.name === 'hub')).toMatchObject({
      widget: 'relation',
      collection: 'hub',
    });
    // A post's authors and tags: the keys of the lists of the site's facts that hold them, so that
    // one saved there is offered at once.
    const post = folders.find((each) => each.name === 'post')!;
    expect(post.fields.find((field) => field.name === 'authors')).toMatchObject({
      widget: 'relation',
      collection: 'facts',
      file: 'authors',
      value_field: 'authors.*.key',
      multiple: true,
    });
    expect(post.fields.find((field) => field.name === 'tags')).toMatchObject({
      widget: 'relation',
      collection: 'facts',
      file: 'tags',
      value_field: 'tags.*.key',
      multiple: true,
    });
    const factsFiles = config.collections.flatMap((collection) =>
      'files' in collection ? collection.files : [],
    );
    for (const list of ['authors', 'tags']) {
      const file = factsFiles.find((each) => each.name === list);
      expect(file?.fields.map((field) => field.name)).toEqual([list]);
      expect(file?.fields[0]?.fields?.map((field) => field.name)).toContain('key');
    }
  });

  it('has a file per data file of src/data, with every field of its schema', () => {
    const facts = config.collections.flatMap((collection) =>
      'files' in collection ? collection.files : [],
    );
    expect(facts.map((file) => file.file).sort()).toEqual(
      Object.values(dataFiles)
        .map(({file}) => `${dataDir}/${file}`)
        .sort(),
    );
    for (const [name, {schema}] of Object.entries(dataFiles)) {
      const file = facts.find((each) => each.name === name)!;
      expect([name, file.format, file.fields.map((field) => field.name)]).toEqual([
        name,
        'json',
        Object.keys(schema.shape),
      ]);
    }
  });

  it('signs in on GitHub, through the site’s OAuth relay when it has one; each change a draft', () => {
    // Without a relay, the token is the one sign-in that works: the only one offered.
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
      auth_methods: ['token'],
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    const relayed = editorConfig({
      repository: {...repository, authRelay: 'https://auth.example.workers.dev'},
    });
    expect(relayed.backend).toMatchObject({
      base_url: 'https://auth.example.workers.dev',
      auth_methods: ['oauth', 'token'],
    });
    // The sign-in page names the site and shows its logo, a file of the site.
    expect(config.app_title).toContain(site.name);
    expect(fs.existsSync(path.join(__dirname, '../../../../static', config.logo.src))).toBe(true);
  });

  it('refuses in the form what the schema refuses: a pattern, with the schema’s message', () => {
    const slug = fieldOf('slug', z.string().regex(/^[a-z]+$/, 'lower case only'));
    expect(slug.pattern).toEqual(['^[a-z]+$', 'lower case only']);
    expect(new RegExp(slug.pattern![0]).test('Upper')).toBe(false);
    const email = fieldOf('email', z.email('an email address'));
    expect(new RegExp(email.pattern![0]).test('owner@example.com')).toBe(true);
    expect(new RegExp(email.pattern![0]).test('owner at example')).toBe(false);
    expect(fieldOf('price', z.number().int().nonnegative())).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 0,
    });
  });

  it('writes dates as calendar days, and lists of objects field by field', () => {
    const caseStudy = folders.find((each) => each.name === 'case_study')!;
    expect(caseStudy.fields.find((field) => field.name === 'date')).toMatchObject({
      widget: 'datetime',
      time_format: false,
      format: 'YYYY-MM-DD',
    });
    const results = caseStudy.fields.find((field) => field.name === 'results')!;
    expect(results).toMatchObject({widget: 'list', min: 1});
    expect(results.fields?.map((field: EditorField) => field.name)).toEqual(['value', 'label']);
  });

  it('keeps each kind’s pages in its folder of src/content, and pictures in a folder of each page', () => {
    for (const [kind, folder] of Object.entries(kindFolders)) {
      const collection = config.collections.find((each) => each.name === kind.replace('-', '_'))!;
      expect(collection).toMatchObject({
        folder: `src/content/${folder}`,
        extension: 'mdx',
        media_folder: entryMediaFolder,
        public_folder: entryMediaFolder,
      });
    }
  });

  it('uploads the facts’ pictures into src/data/pictures, each with its alt text, as the build reads them', () => {
    for (const [name, schema] of [
      ['portrait', dataFiles.site.schema.shape.portrait],
      ['badge', dataFiles.certifications.schema.shape.certifications.unwrap().shape.badge],
    ] as [string, z.ZodType][]) {
      const field = fieldOf(name, schema);
      expect(field).toMatchObject({widget: 'object', required: false});
      expect(field.fields).toEqual([
        expect.objectContaining({
          name: 'src',
          widget: 'image',
          media_folder: '/src/data/pictures',
          public_folder: 'pictures',
        }),
        expect.objectContaining({name: 'alt', widget: 'string'}),
      ]);
      // What the editor writes for an upload (its public folder, then the file's name) is what
      // the schema accepts; an upload into another folder is refused.
      expect(schema.safeParse({src: 'pictures/me.jpg', alt: 'The consultant'}).success).toBe(true);
      expect(schema.safeParse({src: '/img/me.jpg', alt: 'The consultant'}).success).toBe(false);
      expect(schema.safeParse({src: 'pictures/me.jpg', alt: ''}).success).toBe(false);
    }
  });

  it('lets the owner add and delete pages as the content model allows, a new one from its draft', () => {
    const drafted = editorConfig({
      repository,
      drafts: {post: 'A draft post’s body.\n', service: 'A draft service’s body.\n'},
    });
    const collection = (name: string) =>
      drafted.collections.find((each) => each.name === name) as {
        create: boolean;
        delete: boolean;
        fields: EditorField[];
      };
    for (const [kind, allowed] of Object.entries(kindEditing)) {
      expect([kind, collection(kind.replace('-', '_'))]).toMatchObject([kind, allowed]);
    }
    // The legal pages and the site's own pages (the home page among them) are never deleted.
    expect(collection('legal')).toMatchObject({create: false, delete: false});
    expect(collection('page').delete).toBe(false);
    const body = (name: string) => collection(name).fields.find((field) => field.name === 'body');
    expect(body('post')?.default).toBe('A draft post’s body.\n');
    expect(body('service')?.default).toBe('A draft service’s body.\n');
    expect(body('hub')?.default).toBeUndefined();
  });

  it('shows the identity’s author key, and does not let it change', () => {
    const facts = config.collections.flatMap((collection) =>
      'files' in collection ? collection.files : [],
    );
    const identity = facts.find((file) => file.name === 'site')!;
    expect(identity.fields.find((field) => field.name === 'authorKey')).toMatchObject({
      readonly: true,
    });
    expect(identity.fields.filter((field) => field.readonly).map((field) => field.name)).toEqual([
      'authorKey',
    ]);
  });

  it('fails, naming it, on a schema field the editor has no field for', () => {
    const planted = z.strictObject({
      ...frontMatterSchemas.service.shape,
      mood: z.map(z.string(), z.string()),
    });
    expect(() => fieldsOf(planted)).toThrow(/no field for "mood" \(a zod map\)/);
  });
});

describe('the configuration the build writes', () => {
  it('is the generated one, for the site’s repository, in the folder served as /admin', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-config-'));
    try {
      fs.writeFileSync(
        path.join(copy, 'package.json'),
        JSON.stringify({repository: 'github:someone/their-site'}),
      );
      const file = writeEditorConfig(copy);
      expect(path.relative(copy, file)).toBe(
        path.join('node_modules', '.cache', 'editor-config', 'admin', 'config.json'),
      );
      expect(fs.readFileSync(file, 'utf8')).toBe(editorConfigText(copy));
      // Without drafts of its own, a new page of the copy opens empty.
      expect(editorDrafts(copy)).toEqual({});
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).backend).toMatchObject({
        repo: 'someone/their-site',
      });
    } finally {
      fs.rmSync(copy, {recursive: true, force: true});
    }
  });
});

describe('the drafts a new page opens with', () => {
  it('are the bodies of scripts/drafts, without their front matter', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-drafts-'));
    try {
      fs.mkdirSync(path.join(copy, 'scripts/drafts'), {recursive: true});
      fs.writeFileSync(
        path.join(copy, 'scripts/drafts/post.mdx'),
        '---\ntitle: A Draft\ndescription: Its description.\n---\n\n{/* What to write. */}\n\n## A Section\n',
      );
      expect(editorDrafts(copy)).toEqual({post: '{/* What to write. */}\n\n## A Section\n'});
    } finally {
      fs.rmSync(copy, {recursive: true, force: true});
    }
  });
});
