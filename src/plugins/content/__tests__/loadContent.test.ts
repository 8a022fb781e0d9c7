/**
 * The content plugin as the build runs it: `loadContent()` of the real plugin over a fixture site
 * in a temporary folder, so that a mistake in a page's front matter stops the build with the file,
 * the line and the field (the rules themselves: src/lib/content/__tests__/model.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {ContentError} from '../../../lib/content/errors';
import {contentPluginOptions, fixtureContext} from '../../../lib/__tests__/siteContext';
import contentPlugin from '../index';

let siteDir: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-plugin-'));
});
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), text);
}

const description =
  'description: A fixture page of the content plugin’s test, long enough to be a description.';

/** What the plugin, with the options docusaurus.config.ts gives it, loads of the fixture site. */
async function loadContent() {
  const plugin = await contentPlugin(fixtureContext(siteDir), contentPluginOptions());
  return (await plugin.loadContent!()) as {files: readonly {file: string}[]};
}

/** The lines of the error `loadContent()` throws: one per mistake, after the heading. */
async function mistakes(): Promise<string[]> {
  const error = await loadContent().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentError);
  const [heading, ...lines] = (error as Error).message.split('\n');
  expect(heading).toBe(
    `The content has ${lines.length === 1 ? 'a mistake' : `${lines.length} mistakes`}:`,
  );
  return lines;
}

describe('the content plugin’s loadContent()', () => {
  test('reads the pages of every kind, each with its file', async () => {
    write('src/content/hubs/alpha.mdx', `---\ntitle: Alpha\n${description}\n---\n\nBody.\n`);
    write(
      'src/content/services/alpha-one.mdx',
      `---\ntitle: Alpha One\n${description}\nhub: alpha\n---\n\nBody.\n`,
    );
    const {files} = await loadContent();
    expect(files.map((file) => file.file).sort()).toEqual([
      'src/content/hubs/alpha.mdx',
      'src/content/services/alpha-one.mdx',
    ]);
  });

  test('fails on front matter that is not YAML, naming the file and the line', async () => {
    write(
      'src/content/services/mistake-yaml.mdx',
      `---\ntitle: SEO: A Mistaken Title\n${description}\nhub: alpha\n---\n\nBody.\n`,
    );
    expect(await mistakes()).toEqual([
      expect.stringMatching(
        /^ {2}- src\/content\/services\/mistake-yaml\.mdx:2: the front matter is not valid YAML \(.+\)\. Check the lines between the two "---"\.$/,
      ),
    ]);
  });

  test('fails on a missing field and an unknown one, naming each with its line', async () => {
    write(
      'src/content/services/mistake-fields.mdx',
      '---\ntitle: A Mistaken Service\nhub: alpha\ncolour: blue\n---\n\nBody.\n',
    );
    expect((await mistakes()).sort()).toEqual([
      expect.stringMatching(
        /^ {2}- src\/content\/services\/mistake-fields\.mdx: front matter "description": required, but missing$/,
      ),
      expect.stringMatching(
        /^ {2}- src\/content\/services\/mistake-fields\.mdx:4: front matter "colour": unknown field for a service page \(misspelled\? the fields are: .*\bhub\b.*\)$/,
      ),
    ]);
  });

  test('reports the mistakes of every file at once', async () => {
    write('src/content/services/a.mdx', '---\ntitle: "Unclosed\n---\n\nBody.\n');
    write('src/content/pages/b.mdx', '---\ntitle: B\ncolour: blue\n---\n\nBody.\n');
    const lines = await mistakes();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining('src/content/services/a.mdx'),
        expect.stringContaining('src/content/pages/b.mdx:3: front matter "colour"'),
      ]),
    );
  });
});
