/**
 * Finds a code highlighter in the client JavaScript of a build. Code is highlighted when the site
 * is built (src/lib/mdx/highlightCode.ts), so no chunk should hold one: a chunk with Prism in it
 * (prism-react-renderer bundles it; the theme's code block and its `prism-include-languages`
 * client module import it) means that some page can load it again. Prism is recognised by strings
 * that its code keeps through minification: the names of its tokenize hooks and the call that
 * extends one grammar into another.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const prismSignatures = ['before-tokenize', 'after-tokenize', 'languages.extend('];

/** Whether this JavaScript source holds Prism. */
export function holdsHighlighter(source) {
  return prismSignatures.some((signature) => source.includes(signature));
}

/** The JavaScript files of the build (relative to it, `assets/js/…`) that hold Prism. */
export async function highlighterFiles(root) {
  const folder = path.join(root, 'assets', 'js');
  const found = [];
  for (const name of (await fs.readdir(folder)).sort()) {
    if (!name.endsWith('.js')) continue;
    if (holdsHighlighter(await fs.readFile(path.join(folder, name), 'utf8'))) {
      found.push(path.join('assets', 'js', name));
    }
  }
  return found;
}
