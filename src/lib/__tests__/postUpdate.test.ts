import {validateBlogPosts} from '../blogValidation';
import {lastUpdateProblem, updatedDay} from '../postUpdate';

describe('updatedDay', () => {
  test('is the day of last_update, as YAML reads it or as the page receives it', () => {
    expect(updatedDay({last_update: {date: new Date('2027-03-01T00:00:00Z')}})).toBe('2027-03-01');
    expect(updatedDay({last_update: {date: '2027-03-01T00:00:00.000Z'}})).toBe('2027-03-01');
  });

  test('is nothing without the mark, or without a day in it', () => {
    expect(updatedDay({})).toBeUndefined();
    expect(updatedDay({last_update: {author: 'Jane'}})).toBeUndefined();
    expect(updatedDay({last_update: {date: 'soon'}})).toBeUndefined();
    expect(updatedDay({last_update: null})).toBeUndefined();
  });
});

describe('lastUpdateProblem', () => {
  const published = new Date('2027-01-15T00:00:00Z');

  test('accepts no mark, and an update after the post’s day', () => {
    expect(lastUpdateProblem({}, published)).toBeUndefined();
    expect(lastUpdateProblem({last_update: {date: '2027-01-16'}}, published)).toBeUndefined();
  });

  test('refuses an update without a day, or on or before the post’s day', () => {
    expect(lastUpdateProblem({last_update: {author: 'Jane'}}, published)).toBe(
      'front matter "last_update" must name the day of the update: last_update: {date: 2026-12-01}',
    );
    expect(lastUpdateProblem({last_update: {date: '2027-01-15'}}, published)).toBe(
      `front matter "last_update" (2027-01-15) must come after the post's date (2027-01-15)`,
    );
  });

  test('the blog’s validation names the file of a post with a mistaken update', () => {
    const post = {
      source: '@site/blog/2027-01-15-a-post.mdx',
      date: published,
      frontMatter: {
        title: 'A post',
        description: 'What it is about.',
        date: published,
        authors: ['jane-doe'],
        last_update: {date: new Date('2026-12-01T00:00:00Z')},
      },
    };
    expect(() => validateBlogPosts([{metadata: post}])).toThrow(
      `blog/2027-01-15-a-post.mdx: front matter "last_update" (2026-12-01) must come after the post's date (2027-01-15)`,
    );
  });
});
