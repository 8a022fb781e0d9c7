/**
 * An author's mistakes fail the real build and publish nothing, with a message that names the
 * file, the line where the tool knows it, and what to do. Each rule is unit-tested where it is
 * held (src/lib/content/__tests__ for front matter and the model, src/lib/mdx/__tests__ for the
 * MDX checks, src/lib/__tests__/blogValidation.test.ts for posts); these builds prove the wiring:
 * that each kind of mistake stops `docusaurus build` with its message. A build reports every
 * mistake of its stage at once, so six builds, each in its own copy of the project and run side
 * by side, carry all the cases: the pages' front matter as it is read, the pages as the model
 * places them, the posts' front matter, a post's author, a post's picture, and the MDX as it
 * compiles. (The plugins
 * load their content together, and the first to fail stops the build: a stage per build.)
 *
 *   node --test --test-reporter=spec tests/mistakes/
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, describe, test} from 'node:test';

import {copySite} from '../../scripts/site-copy.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docusaurus = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** How long a build may take: six run side by side, beside the other stages of `npm test`. */
const buildTimeout = 540_000;

const copies = [];
after(() => copies.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** The first hub of the project, for a service page to name. */
function aHub() {
  const file = fs
    .readdirSync(path.join(projectDir, 'src/content/hubs'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()[0];
  return file.replace(/\.mdx$/, '');
}

/**
 * Builds a copy of the project with `files` written into it (relative path → text). Resolves to the
 * build's output; the build must fail and leave no page behind.
 */
async function buildWith(files) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mistakes-'));
  copies.push(siteDir);
  await copySite(projectDir, siteDir, {git: false});
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  }
  const out = path.join(siteDir, 'out');
  const result = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docusaurus, 'build', '--out-dir', out], {
      cwd: siteDir,
      env: {...process.env, FORCE_COLOR: '0'},
    });
    let output = '';
    let stopped = false;
    // `docusaurus build` answers SIGTERM with exit code 0, so a build stopped for taking too long
    // would read as a build that succeeded: the stop is recorded and reported as what it is.
    const timer = setTimeout(() => {
      stopped = true;
      child.kill('SIGKILL');
    }, buildTimeout);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, output, stopped});
    });
  });
  assert.ok(
    !result.stopped,
    `the build was still running after ${buildTimeout / 1000} s and was stopped:\n${result.output.slice(-2000)}`,
  );
  assert.notEqual(
    result.status,
    0,
    `the build succeeded despite the mistakes:\n${result.output.slice(-2000)}`,
  );
  assert.equal(
    fs.existsSync(path.join(out, 'index.html')),
    false,
    'the failed build published pages',
  );
  return result.output;
}

/** A photograph the pipeline can read, for the cases of images written wrong around it. */
const photo = fs.readFileSync(
  path.join(projectDir, 'tests/fixtures/site/src/content/pages/test-fixture-photo.jpg'),
);

const service = (frontMatter, body = '<Hero action="Let’s Talk">A lead.</Hero>\n') =>
  `---\n${frontMatter}\n---\n\n${body}`;
const description =
  'description: A page written with a mistake in it, to check that the build says what is wrong and where.';

/** A service page of `hub` with the given front matter lines and body. */
const page = (title, lines, body) => service(`title: ${title}\n${lines}`, body);
const inSection = (markdown) =>
  `<Hero action="Let’s Talk">A lead.</Hero>\n\n<Section id="more" prose>\n\n${markdown}\n\n</Section>\n`;
const hub = aHub();
const dir = 'src/content/services';
const post = (frontMatter) => `---\n${frontMatter}\n---\n\nA short post.\n`;
/** A post that passes the blog's own checks (a truncation marker), for mistakes found after them. */
const fullPost = (frontMatter) =>
  `---\n${frontMatter}\n---\n\nA short post.\n\n<!-- truncate -->\n\nThe rest of it.\n`;
/** An author the blog has: the first key of blog/authors.yml. */
const author = /^([\w-]+):/m.exec(
  fs.readFileSync(path.join(projectDir, 'blog/authors.yml'), 'utf8'),
)?.[1];

/**
 * The builds, started at once and awaited by the tests. A rejection is kept as a value, so
 * that a build that fails to fail is reported by its tests, not as an unhandled rejection.
 */
const started = (files) =>
  buildWith(files).then(
    (output) => ({output}),
    (error) => ({error}),
  );
const builds = {
  // Front matter as it is read: YAML, required and unknown fields.
  reading: started({
    [`${dir}/mistake-yaml.mdx`]: page('"Unclosed', `${description}\nhub: ${hub}`),
    [`${dir}/mistake-fields.mdx`]: page('A Mistaken Service', `hub: ${hub}\ncolour: blue`),
  }),
  // Pages as the model places them: a parent that does not exist, two pages with one path.
  model: started({
    [`${dir}/mistake-hub.mdx`]: page('A Mistaken Service', `${description}\nhub: no-such-hub`),
    [`${dir}/mistake-twin-a.mdx`]: page(
      'A Mistaken Twin',
      `${description}\nhub: ${hub}\nslug: mistake-twin`,
    ),
    [`${dir}/mistake-twin-b.mdx`]: page(
      'Another Mistaken Twin',
      `${description}\nhub: ${hub}\nslug: mistake-twin`,
    ),
  }),
  // Posts: the fields the blog requires (every post and field named at once).
  posts: started({
    'blog/2025-10-01-no-title.md': post(
      `slug: no-title\ndescription: A post without a title.\ndate: 2025-10-01\nauthors: [${author}]`,
    ),
    'blog/2025-10-01-no-date.md': post(
      'slug: no-date\ntitle: Undated\ndescription: A post without a date or author.',
    ),
  }),
  // A post's author that blog/authors.yml does not define.
  author: started({
    'blog/2025-10-01-ghost-author.md': post(
      'slug: ghost-author\ntitle: Ghost\ndescription: A post by nobody.\ndate: 2025-10-01\nauthors: [ghost-writer]',
    ),
  }),
  // A post's picture, as the blog's cards and its social image need it: a file of the site.
  picture: started({
    'blog/2031-01-01-mistake-picture.md': fullPost(
      `slug: mistake-picture\ntitle: A Mistaken Picture\ndescription: A post whose picture names a file that is not there, to check the message.\ndate: 2031-01-01\nimage: ./no-such-cover.jpg\nauthors: [${author}]`,
    ),
    'blog/2031-01-02-mistake-remote.md': fullPost(
      `slug: mistake-remote\ntitle: A Remote Picture\ndescription: A post whose picture is a web address, to check the message the build gives.\ndate: 2031-01-02\nimage: https://example.com/a.jpg\nauthors: [${author}]`,
    ),
  }),
  // MDX as it compiles: syntax, components, links and images, each in a file of its own.
  mdx: started({
    [`${dir}/mistake-syntax.mdx`]: page(
      'A Mistaken Syntax',
      `${description}\nhub: ${hub}`,
      '<Section id="broken" title="Broken">\n\nA section that is never closed.\n\n<CheckList>\n\n- An item\n\n</Section>\n',
    ),
    [`${dir}/mistake-component.mdx`]: page(
      'A Mistaken Component',
      `${description}\nhub: ${hub}`,
      '<Herro action="Let’s Talk">A lead.</Herro>\n',
    ),
    [`${dir}/mistake-link.mdx`]: page(
      'A Mistaken Link',
      `${description}\nhub: ${hub}`,
      inSection('See the [page that is not there](/no-such-page-anywhere).'),
    ),
    [`${dir}/mistake-image.mdx`]: page(
      'A Mistaken Image',
      `${description}\nhub: ${hub}`,
      inSection('![A chart of the results](./no-such-chart.png)'),
    ),
    [`${dir}/mistake-photo.jpg`]: photo,
    [`${dir}/mistake-alt.mdx`]: page(
      'A Mistaken Alt Text',
      `${description}\nhub: ${hub}`,
      inSection('<Figure src="./mistake-photo.jpg" caption="Our office." />'),
    ),
    [`${dir}/mistake-alt-name.mdx`]: page(
      'A Mistaken File Name',
      `${description}\nhub: ${hub}`,
      inSection('<Image src="./mistake-photo.jpg" alt="IMG_1234.jpg" />'),
    ),
    [`${dir}/mistake-alt-empty.mdx`]: page(
      'A Mistaken Empty Alt',
      `${description}\nhub: ${hub}`,
      inSection('![](./mistake-photo.jpg)'),
    ),
    [`${dir}/mistake-figure.mdx`]: page(
      'A Mistaken Figure',
      `${description}\nhub: ${hub}`,
      inSection('<Figure src="./no-such-photo.jpg" alt="The team at work in the office" />'),
    ),
  }),
};

async function outputOf(build) {
  const {output, error} = await builds[build];
  if (error) throw error;
  return output;
}

describe(
  'an author’s mistake fails the build, naming the file, the line and what to do',
  {timeout: buildTimeout + 60_000},
  () => {
    test('front matter that is not YAML', async () => {
      const output = await outputOf('reading');
      assert.match(
        output,
        /src\/content\/services\/mistake-yaml\.mdx(:\d+)?: the front matter is not valid YAML/,
      );
      assert.match(output, /Check the lines between the two "---"/);
    });

    test('a missing field and an unknown one', async () => {
      const output = await outputOf('reading');
      assert.match(
        output,
        /mistake-fields\.mdx: front matter "description": required, but missing/,
      );
      assert.match(
        output,
        /mistake-fields\.mdx:4: front matter "colour": unknown field for a service page \(misspelled\? the fields are: .*hub/,
      );
    });

    test('a hub that does not exist', async () => {
      const output = await outputOf('model');
      assert.match(
        output,
        /mistake-hub\.mdx:4: front matter "hub": there is no hub "no-such-hub": use the file name of one of src\/content\/hubs\//,
      );
    });

    test('two pages with one path', async () => {
      const output = await outputOf('model');
      assert.match(
        output,
        /mistake-twin-[ab]\.mdx: its path \/\S+\/mistake-twin is also the path of src\/content\/services\/mistake-twin-[ab]\.mdx; give one of them another slug/,
      );
    });

    test('a post without its title, date or authors', async () => {
      const output = await outputOf('posts');
      assert.match(output, /blog\/2025-10-01-no-title\.md: front matter "title" is required/);
      assert.match(output, /blog\/2025-10-01-no-date\.md: front matter "date" is required/);
      assert.match(output, /blog\/2025-10-01-no-date\.md: front matter "authors" is required/);
    });

    test('a post by an author blog/authors.yml does not define', async () => {
      const output = await outputOf('author');
      assert.match(output, /2025-10-01-ghost-author\.md/);
      assert.match(output, /ghost-writer/);
    });

    test('an MDX syntax error', async () => {
      const output = await outputOf('mdx');
      assert.match(
        output,
        /MDX compilation failed for file ".*src\/content\/services\/mistake-syntax\.mdx"/,
      );
      assert.match(output, /expected (a )?(corresponding )?closing tag for `<CheckList>`/i);
      assert.match(output, /\(?\d+:\d+/);
    });

    test('a misspelled component', async () => {
      const output = await outputOf('mdx');
      assert.match(output, /<Herro> is not a component of the site: did you mean <Hero>\?/);
      assert.match(output, /mistake-component\.mdx:7:\d+/);
    });

    test('a link to a page that does not exist', async () => {
      const output = await outputOf('mdx');
      assert.match(
        output,
        /The link to \/no-such-page-anywhere leads to no page of the site: use the path of a page/,
      );
      assert.match(output, /mistake-link\.mdx:11:\d+/);
    });

    test('an image that does not exist', async () => {
      const output = await outputOf('mdx');
      // A Markdown image of a file of the site goes through the image pipeline, which names it.
      assert.match(output, /mistake-image\.mdx:11:\d+/);
      assert.match(
        output,
        /The image <Image src="\.\/no-such-chart\.png">: no file \S*src\/content\/services\/no-such-chart\.png\. Put the image beside this MDX file/,
      );
    });

    test('an image without alt text', async () => {
      const output = await outputOf('mdx');
      assert.match(output, /mistake-alt\.mdx:11:\d+/);
      assert.match(
        output,
        /The image <Figure src="\.\/mistake-photo\.jpg"> has no alt text\. Describe what the image shows/,
      );
    });

    test('an image whose alt text is its file name', async () => {
      const output = await outputOf('mdx');
      assert.match(output, /mistake-alt-name\.mdx:11:\d+/);
      assert.match(output, /has alt="IMG_1234\.jpg", which is a file name, not a description/);
    });

    test('a Markdown image with an empty alt text', async () => {
      const output = await outputOf('mdx');
      assert.match(output, /mistake-alt-empty\.mdx:11:\d+/);
      assert.match(output, /The image !\[\]\(\.\/mistake-photo\.jpg\) has (no|an empty) alt text/);
    });

    test('a post whose picture names no file, or a web address', async () => {
      const output = await outputOf('picture');
      assert.match(
        output,
        /blog\/2031-01-01-mistake-picture\.md:6: front matter "image": "\.\/no-such-cover\.jpg" names no file\. Save the picture there/,
      );
      assert.match(
        output,
        /blog\/2031-01-02-mistake-remote\.md:6: front matter "image": name a picture of the site: a JPEG or PNG file beside the post/,
      );
    });

    test('an image component whose file does not exist', async () => {
      const output = await outputOf('mdx');
      assert.match(output, /mistake-figure\.mdx:11:\d+/);
      assert.match(
        output,
        /The image <Figure src="\.\/no-such-photo\.jpg">: no file \S*src\/content\/services\/no-such-photo\.jpg\. Put the image beside this MDX file/,
      );
    });
  },
);
