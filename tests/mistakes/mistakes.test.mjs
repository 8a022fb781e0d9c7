/**
 * An author's mistakes in MDX fail the real build and publish nothing, with a message that names
 * the file, the line and what to do, whichever plugin compiles the file: this build proves the
 * wiring, that docusaurus.config.ts gives the site's remark plugins to all three content plugins
 * (the pages of src/content/, the blog, the knowledge base). A mistake in each stops the same stage
 * of the build (the bundler's), which reports them all at once, so one build carries them.
 *
 * Each rule is unit-tested where it is cheapest, as Docusaurus tests its own plugins:
 *   - MDX (syntax, components, links, missing images, alt text), compiled through the content
 *     plugin's rule with the config's plugins: src/lib/mdx/__tests__/compile.test.ts, and rule by
 *     rule in checkContent.test.ts, responsiveImages.test.ts and src/lib/images/__tests__/alt.test.ts;
 *   - a page's front matter (YAML, a missing or unknown field) through the content plugin's
 *     loadContent(): src/plugins/content/__tests__/loadContent.test.ts; the content model's rules
 *     (a hub that does not exist, two pages with one path, …): src/lib/content/__tests__/model.test.ts;
 *   - a post without its title, date or authors, or by an author the blog does not have,
 *     through the blog plugin with the config's options: src/lib/__tests__/blogPlugin.test.ts
 *     (the rule: src/lib/__tests__/blogValidation.test.ts);
 *   - a post's picture: src/plugins/content/__tests__/posts.test.ts.
 *
 *   node --test --test-reporter=spec tests/mistakes/
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, describe, test} from 'node:test';

import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';
import {blogKeys} from '../fixtures/blogKeys.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docusaurus = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** How long the build may take, beside the other stages of `npm test`. */
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
  const siteDir = await makeCopyDir('mistakes');
  copies.push(siteDir);
  await copySite(siteDir, {git: false});
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

/** A photograph the pipeline can read, for an image written wrong around it. */
const photo = fs.readFileSync(
  path.join(projectDir, 'tests/fixtures/site/src/content/pages/test-fixture-photo.jpg'),
);

const description =
  'description: A page written with a mistake in it, to check that the build says what is wrong and where.';
/** An author the blog has: the site's owner. */
const {author} = blogKeys(projectDir);

/**
 * A file with `mistake` in its body, and where the mistake is: the line and column of its first
 * character, as the MDX compiler counts them.
 */
function withMistake(frontMatter, before, mistake, after = '') {
  const text = `---\n${frontMatter}\n---\n\n${before}${mistake}${after}\n`;
  const lines = text.slice(0, text.indexOf(mistake)).split('\n');
  return {text, line: lines.length, column: lines[lines.length - 1].length + 1};
}

/** Each file the copy gets with a mistake, the plugin that compiles it, and the message. */
const mistakes = [
  {
    plugin: 'the content plugin (src/content/)',
    file: 'src/content/services/mistake-component.mdx',
    ...withMistake(
      `title: A Mistaken Component\n${description}\nhub: ${aHub()}`,
      '',
      '<Herro action="Let’s Talk">A lead.</Herro>',
    ),
    message: /<Herro> is not a component of the site: did you mean <Hero>\?/,
  },
  {
    plugin: 'the blog',
    file: 'blog/2020-01-01-mistake-link.mdx',
    ...withMistake(
      `title: A Mistaken Link\n${description}\ndate: 2020-01-01\nauthors: [${author}]`,
      'A short post.\n\n{/* truncate */}\n\nSee the ',
      '[page that is not there](/no-such-page-anywhere)',
      '.',
    ),
    message:
      /The link to \/no-such-page-anywhere leads to no page of the site: use the path of a page/,
  },
  {
    plugin: 'the knowledge base (docs/)',
    file: 'docs/mistake-alt.mdx',
    ...withMistake(
      `title: A Mistaken Alt Text\n${description}`,
      'A short guide.\n\n',
      '<Figure src="./mistake-photo.jpg" caption="Our office." />',
    ),
    message:
      /The image <Figure src="\.\/mistake-photo\.jpg"> has no alt text\. Describe what the image shows/,
  },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('an author’s mistake in MDX fails the build, whichever plugin compiles it', () => {
  // Started once, awaited by each test; a rejection is kept, so that each test reports it.
  const build = buildWith({
    ...Object.fromEntries(mistakes.map(({file, text}) => [file, text])),
    'docs/mistake-photo.jpg': photo,
  }).then(
    (output) => ({output}),
    (error) => ({error}),
  );

  for (const {plugin, file, line, column, message} of mistakes) {
    test(`${plugin}: ${file}, at ${line}:${column}`, {timeout: buildTimeout + 60_000}, async () => {
      const {output, error} = await build;
      if (error) throw error;
      // The loader's error: the file, then the cause (each line of it after the bundler's
      // margin), then the details with the place.
      assert.match(
        output,
        new RegExp(
          `MDX compilation failed for file "[^"]*/${escape(file)}"\\n[ │]*Cause: ${message.source}`,
        ),
      );
      assert.match(output, new RegExp(`${escape(file)}:${line}:${column}-`));
    });
  }
});
