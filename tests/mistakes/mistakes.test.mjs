/**
 * An author's mistakes fail the real build and publish nothing, with a message that names the
 * file, the line where the tool knows it, and what to do. Each case adds one mistaken page (or
 * breaks one) in a copy of the project and runs `docusaurus build` there; most fail while the
 * content loads or compiles, long before pages are rendered.
 *
 *   node --test --test-reporter=spec tests/mistakes/
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, describe, test} from 'node:test';

import {copySite} from '../../scripts/site-copy.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docusaurus = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

let siteDir;
before(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mistakes-'));
  await copySite(projectDir, siteDir, {git: false});
});
after(() => fs.rmSync(siteDir, {recursive: true, force: true}));

/** The first hub of the copy, for a service page to name. */
function aHub() {
  const file = fs
    .readdirSync(path.join(siteDir, 'src/content/hubs'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()[0];
  return file.replace(/\.mdx$/, '');
}

/**
 * Builds the copy with `files` written into it (relative path → text), then removes them again.
 * Returns the build's output; the build must fail and leave no page behind.
 */
function buildWith(files) {
  const written = Object.entries(files);
  for (const [file, text] of written) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  }
  const out = path.join(siteDir, 'out');
  try {
    const result = spawnSync(process.execPath, [docusaurus, 'build', '--out-dir', out], {
      cwd: siteDir,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
      maxBuffer: 64 * 1024 * 1024,
      timeout: 240_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    assert.notEqual(
      result.status,
      0,
      `the build succeeded despite the mistake:\n${output.slice(-2000)}`,
    );
    assert.equal(
      fs.existsSync(path.join(out, 'index.html')),
      false,
      'the failed build published pages',
    );
    return output;
  } finally {
    for (const [file] of written) fs.rmSync(path.join(siteDir, file), {force: true});
    fs.rmSync(out, {recursive: true, force: true});
  }
}

/** A photograph the pipeline can read, for the cases of images written wrong around it. */
const photo = fs.readFileSync(
  path.join(projectDir, 'tests/fixtures/site/src/content/pages/test-fixture-photo.jpg'),
);

const service = (frontMatter, body = '<Hero action="Let’s Talk">A lead.</Hero>\n') =>
  `---\n${frontMatter}\n---\n\n${body}`;
const description =
  'description: A page written with a mistake in it, to check that the build says what is wrong and where.';

describe(
  'an author’s mistake fails the build, naming the file, the line and what to do',
  {timeout: 600_000},
  () => {
    test('front matter that is not YAML', () => {
      const output = buildWith({
        'src/content/services/mistake-yaml.mdx': service(
          `title: "Unclosed\n${description}\nhub: ${aHub()}`,
        ),
      });
      assert.match(
        output,
        /src\/content\/services\/mistake-yaml\.mdx(:\d+)?: the front matter is not valid YAML/,
      );
      assert.match(output, /Check the lines between the two "---"/);
    });

    test('a missing field and an unknown one', () => {
      const output = buildWith({
        'src/content/services/mistake-fields.mdx': service(
          `title: A Mistaken Service\nhub: ${aHub()}\ncolour: blue`,
        ),
      });
      assert.match(
        output,
        /mistake-fields\.mdx: front matter "description": required, but missing/,
      );
      assert.match(
        output,
        /mistake-fields\.mdx:4: front matter "colour": unknown field for a service page \(misspelled\? the fields are: .*hub/,
      );
    });

    test('a hub that does not exist', () => {
      const output = buildWith({
        'src/content/services/mistake-hub.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: no-such-hub`,
        ),
      });
      assert.match(
        output,
        /mistake-hub\.mdx:4: front matter "hub": there is no hub "no-such-hub": use the file name of one of src\/content\/hubs\//,
      );
    });

    test('two pages with one path', () => {
      const hub = aHub();
      const output = buildWith({
        'src/content/services/mistake-twin-a.mdx': service(
          `title: A Mistaken Twin\n${description}\nhub: ${hub}\nslug: mistake-twin`,
        ),
        'src/content/services/mistake-twin-b.mdx': service(
          `title: Another Mistaken Twin\n${description}\nhub: ${hub}\nslug: mistake-twin`,
        ),
      });
      assert.match(
        output,
        /mistake-twin-[ab]\.mdx: its path \/\S+\/mistake-twin is also the path of src\/content\/services\/mistake-twin-[ab]\.mdx; give one of them another slug/,
      );
    });

    test('an MDX syntax error', () => {
      const output = buildWith({
        'src/content/services/mistake-syntax.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Section id="broken" title="Broken">\n\nA section that is never closed.\n\n<CheckList>\n\n- An item\n\n</Section>\n',
        ),
      });
      assert.match(
        output,
        /MDX compilation failed for file ".*src\/content\/services\/mistake-syntax\.mdx"/,
      );
      assert.match(output, /expected (a )?(corresponding )?closing tag for `<CheckList>`/i);
      assert.match(output, /\(?\d+:\d+/);
    });

    test('a misspelled component', () => {
      const output = buildWith({
        'src/content/services/mistake-component.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Herro action="Let’s Talk">A lead.</Herro>\n',
        ),
      });
      assert.match(output, /mistake-component\.mdx/);
      assert.match(output, /<Herro> is not a component of the site: did you mean <Hero>\?/);
      assert.match(output, /mistake-component\.mdx:7:\d+/);
    });

    test('a link to a page that does not exist', () => {
      const output = buildWith({
        'src/content/services/mistake-link.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\nSee the [page that is not there](/no-such-page-anywhere).\n\n</Section>\n',
        ),
      });
      assert.match(output, /mistake-link\.mdx/);
      assert.match(
        output,
        /The link to \/no-such-page-anywhere leads to no page of the site: use the path of a page/,
      );
      assert.match(output, /mistake-link\.mdx:11:\d+/);
    });

    test('an image that does not exist', () => {
      const output = buildWith({
        'src/content/services/mistake-image.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\n![A chart of the results](./no-such-chart.png)\n\n</Section>\n',
        ),
      });
      // A Markdown image of a file of the site goes through the image pipeline, which names it.
      assert.match(output, /mistake-image\.mdx:11:\d+/);
      assert.match(
        output,
        /The image <Image src="\.\/no-such-chart\.png">: no file \S*src\/content\/services\/no-such-chart\.png\. Put the image beside this MDX file/,
      );
    });

    test('an image without alt text', () => {
      const output = buildWith({
        'src/content/services/mistake-photo.jpg': photo,
        'src/content/services/mistake-alt.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\n<Figure src="./mistake-photo.jpg" caption="Our office." />\n\n</Section>\n',
        ),
      });
      assert.match(output, /mistake-alt\.mdx:11:\d+/);
      assert.match(
        output,
        /The image <Figure src="\.\/mistake-photo\.jpg"> has no alt text\. Describe what the image shows/,
      );
    });

    test('an image whose alt text is its file name', () => {
      const output = buildWith({
        'src/content/services/mistake-photo.jpg': photo,
        'src/content/services/mistake-alt-name.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\n<Image src="./mistake-photo.jpg" alt="IMG_1234.jpg" />\n\n</Section>\n',
        ),
      });
      assert.match(output, /mistake-alt-name\.mdx:11:\d+/);
      assert.match(output, /has alt="IMG_1234\.jpg", which is a file name, not a description/);
    });

    test('a Markdown image with an empty alt text', () => {
      const output = buildWith({
        'src/content/services/mistake-photo.jpg': photo,
        'src/content/services/mistake-alt-empty.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\n![](./mistake-photo.jpg)\n\n</Section>\n',
        ),
      });
      assert.match(output, /mistake-alt-empty\.mdx:11:\d+/);
      assert.match(output, /The image !\[\]\(\.\/mistake-photo\.jpg\) has (no|an empty) alt text/);
    });

    test('a post whose picture names no file, or a web address', () => {
      const authors = fs.readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8');
      const author = /^([a-z0-9-]+):$/m.exec(authors)[1];
      const post = (slug, image) =>
        [
          '---',
          `slug: ${slug}`,
          'title: A Mistaken Post',
          description,
          'date: 2031-01-01',
          `authors: [${author}]`,
          `image: ${image}`,
          '---',
          '',
          'A post with a mistake in its front matter.',
          '',
          '{/* truncate */}',
          '',
          'The rest of the post.',
          '',
        ].join('\n');
      const output = buildWith({
        'blog/2031-01-01-mistake-picture.mdx': post('mistake-picture', './no-such-cover.jpg'),
        'blog/2031-01-02-mistake-remote.mdx': post('mistake-remote', 'https://example.com/a.jpg'),
      });
      assert.match(
        output,
        /blog\/2031-01-01-mistake-picture\.mdx:7: front matter "image": "\.\/no-such-cover\.jpg" names no file\. Save the picture there/,
      );
      assert.match(
        output,
        /blog\/2031-01-02-mistake-remote\.mdx:7: front matter "image": name a picture of the site: a JPEG or PNG file beside the post/,
      );
    });

    test('an image component whose file does not exist', () => {
      const output = buildWith({
        'src/content/services/mistake-figure.mdx': service(
          `title: A Mistaken Service\n${description}\nhub: ${aHub()}`,
          '<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\n<Figure src="./no-such-photo.jpg" alt="The team at work in the office" />\n\n</Section>\n',
        ),
      });
      assert.match(output, /mistake-figure\.mdx:11:\d+/);
      assert.match(
        output,
        /The image <Figure src="\.\/no-such-photo\.jpg">: no file \S*src\/content\/services\/no-such-photo\.jpg\. Put the image beside this MDX file/,
      );
    });
  },
);
