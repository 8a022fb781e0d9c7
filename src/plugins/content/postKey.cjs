/**
 * The key of a post among the content plugin's generated modules (its card, the posts it
 * suggests): its file's path in the site, made a file name, with a short hash of that path so that
 * two paths that read alike stay apart. ./posts.ts names the modules it writes by it and
 * ./postExports.cjs imports them by it, so the two agree by construction, and neither depends on
 * how the blog plugin names its own files.
 */
const {createHash} = require('node:crypto');

/**
 * @param {string} sitePath the post's file relative to the site's folder, with `/` separators
 *   ("blog/2025-09-04-welcome.mdx")
 * @returns {string}
 */
function postKey(sitePath) {
  const readable = sitePath
    .replace(/\.[^./]+$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .slice(-60);
  const hash = createHash('sha256').update(sitePath).digest('hex').slice(0, 8);
  return `${readable}-${hash}`;
}

module.exports = {postKey};
