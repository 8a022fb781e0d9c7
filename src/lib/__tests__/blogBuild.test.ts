/**
 * The real build refuses a bad blog post and says which file and which field. Each case copies the
 * site to a temporary folder, adds one bad post and runs `docusaurus build`, which fails while
 * loading content, long before bundling, so each case takes a few seconds.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../..');
const copied = [
  'blog',
  'docs',
  'src',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
];

function buildWithPost(fileName: string, source: string): {status: number | null; output: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-check-'));
  try {
    for (const entry of copied) {
      fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), {
        recursive: true,
        filter: (src) => !src.includes(`${path.sep}__tests__`),
      });
    }
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(dir, 'blog', fileName), source);
    // A clone is a Git work tree; Docusaurus reads dates from Git when front matter has none.
    spawnSync('git', ['init', '-q'], {cwd: dir});
    spawnSync(
      'git',
      [
        '-c',
        'user.name=test',
        '-c',
        'user.email=test@example.com',
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        'init',
      ],
      {cwd: dir},
    );
    const result = spawnSync(
      process.execPath,
      [
        path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        '--out-dir',
        'out',
      ],
      {cwd: dir, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}, timeout: 120_000},
    );
    return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const post = (frontMatter: string) => `---\n${frontMatter}\n---\n\nA short post.\n`;

/** An author the blog has: the first key of blog/authors.yml. */
const author = /^([\w-]+):/m.exec(
  fs.readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8'),
)?.[1];

describe('a bad blog post fails the build with the file and the field named', () => {
  jest.setTimeout(180_000);

  it('names a missing title', () => {
    const {status, output} = buildWithPost(
      'no-title.md',
      post(
        `slug: no-title\ndescription: A post without a title.\ndate: 2025-10-01\nauthors: [${author}]`,
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('blog/no-title.md: front matter "title" is required');
  });

  it('names a missing date and missing authors', () => {
    const {status, output} = buildWithPost(
      'no-date.md',
      post('slug: no-date\ntitle: Undated\ndescription: A post without a date or author.'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('blog/no-date.md: front matter "date" is required');
    expect(output).toContain('blog/no-date.md: front matter "authors" is required');
  });

  it('names an author that blog/authors.yml does not define', () => {
    const {status, output} = buildWithPost(
      'ghost-author.md',
      post(
        'slug: ghost-author\ntitle: Ghost\ndescription: A post by nobody.\ndate: 2025-10-01\nauthors: [ghost-writer]',
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('ghost-author.md');
    expect(output).toContain('ghost-writer');
  });
});
