/**
 * An author's mistakes in MDX, compiled as the build compiles a page of src/content/: the content
 * plugin's rule for the bundler, Docusaurus's MDX loader with the site's remark and rehype plugins
 * as docusaurus.config.ts gives them (./compileDriver.ts), over the pages of a fixture site in a
 * temporary folder. Each mistake fails with the message the build prints: the file, its line and
 * column, and what to do. (The rules one by one: ./checkContent.test.ts, ./responsiveImages.test.ts,
 * src/lib/images/__tests__/alt.test.ts; that the blog's and the knowledge base's plugins are given
 * the same plugins: tests/mistakes/mistakes.test.mjs.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {Compiled} from './compileDriver';
import {inNode} from './inNode';

const driver = require.resolve('./compileDriver.ts');

/** A service page whose body starts on line 7. */
const page = (body: string) =>
  `---\ntitle: A Fixture Service\ndescription: A page of the MDX compilation test, written with or without a mistake.\nhub: alpha\n---\n\n${body}\n`;
/** A page whose `markdown` is on line 11, in a section. */
const inSection = (markdown: string) =>
  page(
    `<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\n${markdown}\n\n</Section>`,
  );

const dir = 'src/content/services';
const pages: Record<string, string> = {
  'correct.mdx': inSection(
    [
      'See [our contact page](/contact).',
      '',
      '![The team at work in the office](./photo.jpg)',
      '',
      '<Figure src="./photo.jpg" alt="The team at work in the office" caption="Our office." />',
    ].join('\n'),
  ),
  'mistake-syntax.mdx': page(
    '<Section id="broken" title="Broken">\n\nA section that is never closed.\n\n<CheckList>\n\n- An item\n\n</Section>',
  ),
  'mistake-component.mdx': page('<Herro action="Let’s Talk">A lead.</Herro>'),
  'mistake-link.mdx': inSection('See the [page that is not there](/no-such-page-anywhere).'),
  'mistake-image.mdx': inSection('![A chart of the results](./no-such-chart.png)'),
  'mistake-alt.mdx': inSection('<Figure src="./photo.jpg" caption="Our office." />'),
  'mistake-alt-name.mdx': inSection('<Image src="./photo.jpg" alt="IMG_1234.jpg" />'),
  'mistake-alt-empty.mdx': inSection('![](./photo.jpg)'),
  'mistake-figure.mdx': inSection(
    '<Figure src="./no-such-photo.jpg" alt="The team at work in the office" />',
  ),
};

let siteDir: string;
let compiled: Record<string, Compiled>;
beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-compile-'));
  fs.mkdirSync(path.join(siteDir, dir), {recursive: true});
  // The check reads only that the file is there; the image pipeline's loader runs in the bundler.
  fs.writeFileSync(path.join(siteDir, dir, 'photo.jpg'), 'a photograph');
  for (const [name, text] of Object.entries(pages)) {
    fs.writeFileSync(path.join(siteDir, dir, name), text);
  }
  compiled = inNode(driver, 'compile', {
    siteDir,
    files: Object.keys(pages).map((name) => `${dir}/${name}`),
    pages: ['/', '/contact'],
  });
}, 60_000);
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

interface Details {
  /** `file:line:column-line:column`, where the site's plugins name the place of a mistake. */
  name: string;
  line: number;
  column: number;
}

/** The error the build prints for the page `name`: its cause, and the details of its place. */
function failure(name: string): {cause: string; details: Details} {
  const {included, code, error = ''} = compiled[`${dir}/${name}`]!;
  expect(included).toBe(true);
  expect(code).toBeUndefined();
  const [heading, cause, details] =
    /^(.*)\nCause: (.*)\nDetails:\n(\{\n[\s\S]*?\n\})\n/.exec(error)?.slice(1) ?? [];
  expect(heading).toBe(`MDX compilation failed for file "${siteDir}/${dir}/${name}"`);
  return {cause: cause ?? '', details: JSON.parse(details ?? '{}') as Details};
}

/** The cause of the failure of `name`, which the site's plugins place at `line` and `column`. */
function mistake(name: string, line: number, column = 1): string {
  const {cause, details} = failure(name);
  expect(details.name.slice(0, details.name.lastIndexOf('-'))).toBe(
    `${siteDir}/${dir}/${name}:${line}:${column}`,
  );
  return cause;
}

describe('a page of src/content compiles with the site’s MDX plugins', () => {
  test('a correct page: its links checked, its images through the pipeline, its sections imported', () => {
    const {included, code, error} = compiled[`${dir}/correct.mdx`]!;
    expect(error).toBeUndefined();
    expect(included).toBe(true);
    expect(code).toMatch(
      /import __responsiveImage0 from "!!responsive-image-loader!\.\/photo\.jpg"/,
    );
    expect(code).toMatch(
      /import __responsiveImage1 from "!!responsive-image-loader!\.\/photo\.jpg"/,
    );
    expect(code).toMatch(/import Hero from "@site\/src\/components\//);
    expect(code).toMatch(/import Section from "@site\/src\/components\//);
  });
});

describe('an author’s mistake fails the compilation, naming the file, the line and what to do', () => {
  test('an MDX syntax error', () => {
    // The compiler's own error gives the line and column of the closing tag it stopped at.
    const {cause, details} = failure('mistake-syntax.mdx');
    expect(cause).toMatch(
      /expected (a )?(corresponding )?closing tag for `<CheckList>` \(11:1-11:12\)/i,
    );
    expect([details.line, details.column]).toEqual([15, 1]);
  });

  test('a misspelled component', () => {
    expect(mistake('mistake-component.mdx', 7)).toMatch(
      /^<Herro> is not a component of the site: did you mean <Hero>\?/,
    );
  });

  test('a link to a page that does not exist', () => {
    expect(mistake('mistake-link.mdx', 11, 9)).toMatch(
      /^The link to \/no-such-page-anywhere leads to no page of the site: use the path of a page/,
    );
  });

  test('a Markdown image whose file does not exist', () => {
    expect(mistake('mistake-image.mdx', 11)).toMatch(
      /^The image <Image src="\.\/no-such-chart\.png">: no file \S*src\/content\/services\/no-such-chart\.png\. Put the image beside this MDX file/,
    );
  });

  test('an image component whose file does not exist', () => {
    expect(mistake('mistake-figure.mdx', 11)).toMatch(
      /^The image <Figure src="\.\/no-such-photo\.jpg">: no file \S*src\/content\/services\/no-such-photo\.jpg\. Put the image beside this MDX file/,
    );
  });

  test('an image without alt text', () => {
    expect(mistake('mistake-alt.mdx', 11)).toMatch(
      /^The image <Figure src="\.\/photo\.jpg"> has no alt text\. Describe what the image shows/,
    );
  });

  test('an image whose alt text is its file name', () => {
    expect(mistake('mistake-alt-name.mdx', 11)).toMatch(
      /^The image <Image src="\.\/photo\.jpg"> has alt="IMG_1234\.jpg", which is a file name, not a description/,
    );
  });

  test('a Markdown image with an empty alt text', () => {
    expect(mistake('mistake-alt-empty.mdx', 11)).toMatch(
      /^The image !\[\]\(\.\/photo\.jpg\) has an empty alt text/,
    );
  });
});
