/**
 * The blog's rules as a build applies them: the blog plugin itself (its options validated as
 * Docusaurus validates them) with the blog options of docusaurus.config.ts, loading the posts of a
 * fixture site in a temporary folder. A post without its title, date or authors fails through the
 * config's `processBlogPosts` (the rule: ./blogValidation.test.ts), a post by an author the blog's
 * authors do not have through the plugin's own author resolution with the config's
 * `authorsMapPath` (the map src/plugins/content/blogMaps.ts writes); each names the file.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pluginContentBlog, {
  validateOptions,
  type BlogContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-blog';

import {blogOptions, fixtureContext} from './siteContext';

/**
 * Core's own check of a plugin's options, from the package core loads it from: the site does not
 * depend on it directly.
 */
const {normalizePluginOptions} = jest.requireActual<{
  normalizePluginOptions: Parameters<typeof validateOptions>[0]['validate'];
}>(
  createRequire(require.resolve('@docusaurus/core/package.json')).resolve(
    '@docusaurus/utils-validation',
  ),
);

let siteDir: string;
/** The fixtures' posts are dated 2030: the builds of these tests run as at a later moment. */
const laterThanEveryFixture = '2031-01-01T00:00:00Z';
beforeEach(() => {
  process.env.SITE_BUILD_TIME = laterThanEveryFixture;
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-plugin-'));
  const options = blogOptions();
  // The blog's authors and tags, in the files the config names (a fixture's, not the site's).
  write(
    path.join('blog', String(options.authorsMapPath)),
    JSON.stringify({'jane-doe': {name: 'Jane Doe', title: 'Strategist'}}),
  );
  write(
    path.join('blog', String(options.tags)),
    JSON.stringify({seo: {label: 'SEO', permalink: '/seo'}}),
  );
});
afterEach(() => {
  delete process.env.SITE_BUILD_TIME;
  fs.rmSync(siteDir, {recursive: true, force: true});
});

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), text);
}

/** A post with the given front matter lines, truncated as the config requires of every post. */
const post = (frontMatter: string) =>
  `---\n${frontMatter}\n---\n\nA short post.\n\n<!-- truncate -->\n\nThe rest of it.\n`;
const complete = (slug: string) =>
  `slug: ${slug}\ntitle: A Post\ndescription: What the post is about.\ndate: 2030-01-01\nauthors: [jane-doe]\ntags: [seo]`;

/** What the blog plugin's `loadContent()` gives or throws over the fixture site. */
async function loadPosts(): Promise<BlogContent> {
  const options = validateOptions({
    validate: normalizePluginOptions,
    options: {id: 'default', ...blogOptions()} as unknown as PluginOptions,
  });
  const plugin = await pluginContentBlog(fixtureContext(siteDir), options);
  return (await plugin.loadContent!()) as BlogContent;
}

/** The error `loadContent()` fails with, and the errors it was caused by. */
async function failure(): Promise<string[]> {
  const error = await loadPosts().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  const messages: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    messages.push(cause.message);
  }
  return messages;
}

describe('the blog plugin, with the options of docusaurus.config.ts', () => {
  test('loads a post that states everything the site requires', async () => {
    write('blog/2030-01-01-a-post.md', post(complete('a-post')));
    const {blogPosts} = await loadPosts();
    expect(blogPosts.map(({metadata}) => [metadata.source, metadata.authors[0]?.name])).toEqual([
      ['@site/blog/2030-01-01-a-post.md', 'Jane Doe'],
    ]);
  });

  test('loads a post written without the truncate marker, in sections or not', async () => {
    write(
      'blog/2030-01-01-sections.mdx',
      `---\n${complete('sections')}\n---\n\nThe introduction.\n\n## A Section\n\nIts text.\n`,
    );
    write(
      'blog/2030-01-01-short.mdx',
      `---\n${complete('short')}\n---\n\nA paragraph, and no section.\n`,
    );
    const {blogPosts} = await loadPosts();
    expect(
      Object.fromEntries(
        blogPosts.map(({metadata}) => [metadata.frontMatter.slug, metadata.hasTruncateMarker]),
      ),
    ).toEqual({sections: true, short: false});
  });

  test('fails on posts without their title, date or authors, naming each file and field', async () => {
    write('blog/2030-01-01-a-post.md', post(complete('a-post')));
    write(
      'blog/2030-01-02-no-title.md',
      post(
        'slug: no-title\ndescription: A post without a title.\ndate: 2030-01-02\nauthors: [jane-doe]',
      ),
    );
    write(
      'blog/2030-01-03-no-date.md',
      post('slug: no-date\ntitle: Undated\ndescription: A post without a date or author.'),
    );
    const [message] = await failure();
    expect(message!.split('\n').sort()).toEqual(
      [
        'Invalid blog post front matter:',
        '  - blog/2030-01-02-no-title.md: front matter "title" is required',
        '  - blog/2030-01-03-no-date.md: front matter "date" is required',
        '  - blog/2030-01-03-no-date.md: front matter "authors" is required',
      ].sort(),
    );
  });

  test('fails on a post by an author the blog does not have, naming the file', async () => {
    write(
      'blog/2030-01-01-ghost-author.md',
      post(
        'slug: ghost-author\ntitle: Ghost\ndescription: A post by nobody.\ndate: 2030-01-01\nauthors: [ghost-writer]',
      ),
    );
    const messages = await failure();
    expect(messages[0]).toMatch(/2030-01-01-ghost-author\.md/);
    expect(messages.join('\n')).toMatch(
      /Blog author with key "ghost-writer" not found in the authors map file/,
    );
  });

  test('fails on an author written in the post instead of the blog’s authors', async () => {
    write(
      'blog/2030-01-01-inline-author.md',
      post(
        'slug: inline-author\ntitle: Inline\ndescription: A post by a stranger.\ndate: 2030-01-01\nauthors:\n  - name: A Stranger',
      ),
    );
    const messages = await failure();
    expect(messages[0]).toMatch(/2030-01-01-inline-author\.md/);
    expect(messages.join('\n')).toMatch(
      /Some blog authors used in "2030-01-01-inline-author\.md" are not defined in "[^"]*authors\.json"/,
    );
  });

  test('leaves out a post dated after the moment of the build, until the start of its day in New York', async () => {
    write('blog/2030-01-01-a-post.md', post(complete('a-post')));
    write(
      'blog/2030-06-01-scheduled.md',
      post(complete('scheduled').replace('2030-01-01', '2030-06-01')),
    );
    const slugs = async (moment: string) => {
      process.env.SITE_BUILD_TIME = moment;
      return (await loadPosts()).blogPosts.map(({metadata}) => path.basename(metadata.source));
    };
    // Midnight of 1 June 2030 in New York is 04:00 UTC (daylight saving time).
    expect(await slugs('2030-06-01T03:59:59Z')).toEqual(['2030-01-01-a-post.md']);
    expect(await slugs('2030-06-01T04:00:00Z')).toEqual([
      '2030-06-01-scheduled.md',
      '2030-01-01-a-post.md',
    ]);
  });

  test('the development server loads a scheduled post', async () => {
    write(
      'blog/2030-06-01-scheduled.md',
      post(complete('scheduled').replace('2030-01-01', '2030-06-01')),
    );
    process.env.SITE_BUILD_TIME = '2030-01-01T00:00:00Z';
    const nodeEnv = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      expect(
        (await loadPosts()).blogPosts.map(({metadata}) => path.basename(metadata.source)),
      ).toEqual(['2030-06-01-scheduled.md']);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});
