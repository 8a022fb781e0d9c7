import path from 'node:path';

import postExports from '../postExports.cjs';
import {cardModule, generatedModule, postCardsDir, relatedModule, relatedPostsDir} from '../posts';

const pluginName = 'site-content';

const siteDir = path.join(path.sep, 'site');
const blogDir = path.join(siteDir, 'blog');

/** What the loader makes of the compiled module of `file` (relative to the blog's folder). */
function run(file: string, resourceQuery = ''): string | undefined {
  let output: string | undefined;
  postExports.call(
    {
      getOptions: () => ({
        siteDir,
        blogDir,
        cards: generatedModule(pluginName, postCardsDir),
        related: generatedModule(pluginName, relatedPostsDir),
      }),
      resourcePath: path.join(blogDir, file),
      resourceQuery,
      callback: (error, source) => {
        if (error) throw error;
        output = source;
      },
    },
    'export default function MDXContent() {}',
  );
  return output;
}

describe('the exports appended to a post’s module', () => {
  const source = '@site/blog/2030-01-01-a-post.mdx';
  const card = `export {default as card} from "${cardModule(pluginName, source)}";`;

  test('its card, and on its own page the posts it suggests: the modules ./posts.ts writes', () => {
    const full = run('2030-01-01-a-post.mdx');
    expect(full).toContain(card);
    expect(full).toContain(
      `export {default as relatedPosts} from "${relatedModule(pluginName, source)}";`,
    );
    expect(full?.startsWith('export default function MDXContent() {}')).toBe(true);
  });

  test('in a listing (the truncated module), its card only', () => {
    const listed = run('2030-01-01-a-post.mdx', '?truncated=true');
    expect(listed).toContain(card);
    expect(listed).not.toContain('relatedPosts');
  });

  test('a partial of the blog’s folder is no post: left as it is', () => {
    expect(run('_shared/intro.mdx')).toBe('export default function MDXContent() {}');
    expect(run('_note.mdx')).toBe('export default function MDXContent() {}');
  });
});
