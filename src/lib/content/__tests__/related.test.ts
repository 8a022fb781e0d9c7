import {relatedPosts, type RelatablePost} from '../related';

const post = (path: string, date: string, tags: string[], unlisted = false): RelatablePost => ({
  path,
  date,
  tags,
  unlisted,
});

const paths = (posts: readonly RelatablePost[]) => posts.map((candidate) => candidate.path);

describe('the posts a post suggests', () => {
  test('posts sharing more tags come first, whatever their date', () => {
    const reading = post('/blog/reading', '2025-06-01', ['seo', 'local', 'audits']);
    const posts = [
      reading,
      post('/blog/newest-unrelated', '2025-12-01', ['email']),
      post('/blog/one-shared', '2025-11-01', ['seo']),
      post('/blog/two-shared', '2024-01-01', ['local', 'audits']),
    ];
    expect(paths(relatedPosts(reading, posts))).toEqual([
      '/blog/two-shared',
      '/blog/one-shared',
      '/blog/newest-unrelated',
    ]);
  });

  test('among posts sharing as many tags, the newest first; then by path', () => {
    const reading = post('/blog/reading', '2025-06-01', ['seo']);
    const posts = [
      post('/blog/b-old', '2024-01-01', ['seo']),
      post('/blog/z-new', '2025-01-01', ['seo']),
      post('/blog/a-new', '2025-01-01', ['seo']),
      reading,
    ];
    expect(paths(relatedPosts(reading, posts))).toEqual([
      '/blog/a-new',
      '/blog/z-new',
      '/blog/b-old',
    ]);
  });

  test('at most three, the post itself never among them', () => {
    const reading = post('/blog/reading', '2025-06-01', ['seo']);
    const posts = [
      reading,
      ...['a', 'b', 'c', 'd', 'e'].map((name) => post(`/blog/${name}`, '2025-01-01', ['seo'])),
    ];
    const chosen = relatedPosts(reading, posts);
    expect(chosen).toHaveLength(3);
    expect(paths(chosen)).not.toContain('/blog/reading');
  });

  test('the newest fill the places that posts sharing a tag leave', () => {
    const reading = post('/blog/reading', '2025-06-01', ['seo']);
    const posts = [
      reading,
      post('/blog/shared', '2020-01-01', ['seo']),
      post('/blog/old', '2021-01-01', ['email']),
      post('/blog/newer', '2024-01-01', []),
      post('/blog/newest', '2025-01-01', ['paid']),
    ];
    expect(paths(relatedPosts(reading, posts))).toEqual([
      '/blog/shared',
      '/blog/newest',
      '/blog/newer',
    ]);
  });

  test('none when the blog has one post', () => {
    const only = post('/blog/only', '2025-06-01', ['seo']);
    expect(relatedPosts(only, [only])).toEqual([]);
  });

  test('unlisted posts are never suggested, though they suggest others', () => {
    const hidden = post('/blog/hidden', '2025-06-01', ['seo'], true);
    const listed = post('/blog/listed', '2025-01-01', ['seo']);
    expect(paths(relatedPosts(listed, [hidden, listed]))).toEqual([]);
    expect(paths(relatedPosts(hidden, [hidden, listed]))).toEqual(['/blog/listed']);
  });

  test('the same posts give the same choice in any order', () => {
    const reading = post('/blog/reading', '2025-06-01', ['seo', 'local']);
    const posts = [
      reading,
      post('/blog/a', '2025-01-01', ['seo']),
      post('/blog/b', '2025-01-01', ['local']),
      post('/blog/c', '2023-01-01', ['seo', 'local']),
      post('/blog/d', '2025-02-01', []),
    ];
    const forward = paths(relatedPosts(reading, posts));
    expect(paths(relatedPosts(reading, [...posts].reverse()))).toEqual(forward);
    expect(forward).toEqual(['/blog/c', '/blog/a', '/blog/b']);
  });
});
