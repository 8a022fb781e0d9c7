import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';

import type {ContentProblem} from '../../../lib/content/errors';
import {cardOf, ownPicture} from '../posts';

describe('the picture a post names in its front matter', () => {
  let siteDir: string;
  const staticDirs = () => [path.join(siteDir, 'static')];
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-pictures-'));
    fs.mkdirSync(path.join(siteDir, 'blog'), {recursive: true});
    fs.mkdirSync(path.join(siteDir, 'static/img'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'blog/cover.jpg'), 'x');
    fs.writeFileSync(path.join(siteDir, 'blog/notes.txt'), 'x');
    fs.writeFileSync(path.join(siteDir, 'static/img/shared.png'), 'x');
  });
  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  const post = (image: unknown) => {
    const file = 'blog/2030-01-01-a-post.mdx';
    fs.writeFileSync(
      path.join(siteDir, file),
      `---\ntitle: A Post\ndate: 2030-01-01\nimage: ${String(image)}\n---\n\nText.\n`,
    );
    return {metadata: {source: `@site/${file}`, frontMatter: {image}}} as unknown as BlogPost;
  };
  const pictureOf = async (image: unknown) => {
    const problems: ContentProblem[] = [];
    const picture = await ownPicture(post(image), {siteDir, staticDirs: staticDirs()}, problems);
    return {picture, problems};
  };

  test('none: the post shows its social card', async () => {
    expect(await pictureOf(undefined)).toEqual({picture: undefined, problems: []});
  });

  test('a file beside the post, or under static/, as the bundler resolves it', async () => {
    expect(await pictureOf('./cover.jpg')).toEqual({picture: '@site/blog/cover.jpg', problems: []});
    expect(await pictureOf('/img/shared.png')).toEqual({
      picture: '@site/static/img/shared.png',
      problems: [],
    });
  });

  test('a missing file, a web address or another format: the file, the line, what to do', async () => {
    for (const [image, message] of [
      ['./missing.jpg', /"\.\/missing\.jpg" names no file\. Save the picture there/],
      [
        'https://example.com/a.jpg',
        /name a picture of the site: a JPEG or PNG file beside the post/,
      ],
      ['//cdn.example.com/a.jpg', /name a picture of the site/],
      ['./notes.txt', /"\.\/notes\.txt" is not a JPEG, PNG or WebP file/],
    ] as const) {
      const {picture, problems} = await pictureOf(image);
      expect(picture).toBeUndefined();
      expect(problems).toEqual([
        expect.objectContaining({file: 'blog/2030-01-01-a-post.mdx', line: 4, field: 'image'}),
      ]);
      expect(problems[0]?.message).toMatch(message);
    }
  });
});

describe('what a post’s card shows', () => {
  test('its path, title, day, reading time, description and tags, from the blog plugin', () => {
    const card = cardOf({
      metadata: {
        permalink: '/blog/a-post',
        title: 'A Post',
        date: new Date('2030-01-02T00:00:00Z'),
        readingTime: 3.2,
        description: 'What the post says.',
        tags: [{label: 'SEO', permalink: '/blog/tags/seo', description: undefined, inline: false}],
      },
    } as unknown as BlogPost);
    expect(card).toEqual({
      path: '/blog/a-post',
      title: 'A Post',
      date: '2030-01-02',
      readingTime: 3.2,
      description: 'What the post says.',
      tags: [{label: 'SEO', path: '/blog/tags/seo'}],
    });
  });
});
