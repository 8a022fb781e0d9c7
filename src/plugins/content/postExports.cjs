/**
 * Rspack/webpack loader, run after the blog plugin's own MDX loader on every post it compiles
 * (./index.ts adds it as a `post` rule for the blog's folder): it appends to the post's module
 *   - `card`, the post's card (./posts.ts), which the blog's index and tag pages read beside the
 *     metadata of each post they list (a listed post is its module with `?truncated=true`);
 *   - `relatedPosts`, the cards of the posts it suggests, on the post's own page only (the full
 *     module), so that no listing loads them.
 * Docusaurus hands a route's module to its component with the module's named exports as
 * properties (`content.metadata`, `content.toc`, and so `content.card`).
 *
 * A file of the blog's folder whose path has a part starting with "_" is a partial, not a post:
 * it is left alone, as the blog plugin leaves it.
 */
const path = require('node:path');
const {postKey} = require('./postKey.cjs');

/**
 * @this {import('webpack').LoaderContext<{siteDir: string, blogDir: string, cards: string, related: string}>}
 * @param {string} source the post compiled to JavaScript
 */
function postExports(source, map) {
  const {siteDir, blogDir, cards, related} = this.getOptions();
  const relative = path.relative(blogDir, this.resourcePath);
  if (relative.split(path.sep).some((part) => part.startsWith('_'))) {
    this.callback(null, source, map);
    return;
  }
  // The key ./posts.ts names the post's modules by.
  const key = postKey(path.relative(siteDir, this.resourcePath).split(path.sep).join('/'));
  const truncated = new URLSearchParams((this.resourceQuery ?? '').slice(1)).has('truncated');
  const exports = [
    `export {default as card} from ${JSON.stringify(`${cards}/${key}.js`)};`,
    ...(truncated
      ? []
      : [`export {default as relatedPosts} from ${JSON.stringify(`${related}/${key}.js`)};`]),
  ];
  this.callback(null, `${source}\n${exports.join('\n')}\n`, map);
}

module.exports = postExports;
