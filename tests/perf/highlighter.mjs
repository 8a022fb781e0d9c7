/**
 * Finds a code highlighter in the client JavaScript of a build. Code is highlighted by Shiki when
 * the site is built (src/lib/mdx/highlightCode.ts), so no chunk should hold a highlighter: a chunk
 * with Shiki in it (an import of the build-time modules into a component) or with Prism in it
 * (prism-react-renderer bundles it; the theme's code block and its `prism-include-languages`
 * client module import it) means that some page can load one. Each is recognised by strings that
 * its code keeps through minification: Prism's tokenize hooks and the call that extends one
 * grammar into another; the name of Shiki's error class and the class name of its two-theme blocks.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const prismSignatures = ['before-tokenize', 'after-tokenize', 'languages.extend('];
const shikiSignatures = ['ShikiError', 'shiki-themes'];
export const highlighterSignatures = [...prismSignatures, ...shikiSignatures];

/** Whether this JavaScript source holds Prism or Shiki. */
export function holdsHighlighter(source) {
  return highlighterSignatures.some((signature) => source.includes(signature));
}

/** The JavaScript files of the build (relative to it, `assets/js/…`) that hold a highlighter. */
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
