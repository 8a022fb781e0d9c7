import fs from 'node:fs';
import path from 'node:path';

import {missingBlogFields, validateBlogPosts} from '../blogValidation';

const post = (source: string, frontMatter: Record<string, unknown>) => ({
  metadata: {source, frontMatter},
});

const complete = {
  title: 'A post',
  description: 'What the post is about.',
  date: '2025-09-04',
  authors: ['jane-doe'],
};

describe('missingBlogFields', () => {
  it('accepts a post with every required field', () => {
    expect(missingBlogFields(complete)).toEqual([]);
  });

  it('names each missing, empty or blank field', () => {
    expect(missingBlogFields({})).toEqual(['title', 'description', 'date', 'authors']);
    expect(missingBlogFields({...complete, title: '   ', authors: []})).toEqual([
      'title',
      'authors',
    ]);
    expect(missingBlogFields({...complete, date: null})).toEqual(['date']);
  });

  it('accepts a single author key and a Date object', () => {
    expect(missingBlogFields({...complete, authors: 'jane-doe', date: new Date()})).toEqual([]);
  });
});

describe('validateBlogPosts', () => {
  it('passes valid posts through', () => {
    expect(() => validateBlogPosts([post('@site/blog/a.mdx', complete)])).not.toThrow();
  });

  it('throws one error naming every file and field at fault', () => {
    const {title: _title, ...noTitle} = complete;
    const {date: _date, authors: _authors, ...noDateNoAuthors} = complete;
    expect(() =>
      validateBlogPosts([
        post('@site/blog/no-title.mdx', noTitle),
        post('@site/blog/ok.mdx', complete),
        post('@site/blog/no-date.mdx', noDateNoAuthors),
      ]),
    ).toThrow(
      [
        'Invalid blog post front matter:',
        '  - blog/no-title.mdx: front matter "title" is required',
        '  - blog/no-date.mdx: front matter "date" is required',
        '  - blog/no-date.mdx: front matter "authors" is required',
      ].join('\n'),
    );
  });
});

describe('the blog as written', () => {
  const blogDir = path.resolve(__dirname, '../../../blog');
  const files = fs.readdirSync(blogDir).filter((f) => /\.mdx?$/.test(f));

  it('has posts', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s declares title, description, date and authors', (file) => {
    const source = fs.readFileSync(path.join(blogDir, file), 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    const fields = Object.fromEntries(
      frontMatter
        .split('\n')
        .map((line) => /^(\w+):\s*(.*)$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1], m[2]]),
    );
    expect(missingBlogFields(fields)).toEqual([]);
  });
});
