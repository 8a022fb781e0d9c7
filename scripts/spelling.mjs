/**
 * The words of the owner's prose the site's dictionary lacks: the pages, posts and guides
 * (src/content/, blog/, docs/) through the project's spelling check (cspell.json: US English, the
 * project's words in cspell-words.txt and the owner's in src/data/facts/words.json). A finding,
 * never a refusal: the page check of a pull request lists them (scripts/pr-page-check.mjs), and a
 * word that is right (a client's name, a town, a product) is added under Site facts → Dictionary.
 * The code, the guides and the drafts are held to the same dictionary strictly (npm run lint).
 *
 *   node scripts/spelling.mjs [FILE ...]     every content file, or those given
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The owner's prose: what the spelling check informs about, and never refuses. */
export const isProse = (file) => /^(?:src\/content|blog|docs)\/.*\.mdx?$/.test(file);

/**
 * Each file's unknown words, by file (relative to `siteDir`, as given): `[{line, column, word}]`.
 * Files that are not prose, or not there, are left out.
 */
export function unknownWords(files, siteDir = projectDir) {
  const prose = files.filter((file) => isProse(file) && fs.existsSync(path.join(siteDir, file)));
  const found = new Map(prose.map((file) => [file, []]));
  if (prose.length === 0) return found;
  const result = spawnSync(
    process.execPath,
    [
      path.join(projectDir, 'node_modules/cspell/bin.mjs'),
      '--config',
      path.join(siteDir, 'cspell.json'),
      '--no-progress',
      '--no-summary',
      '--no-must-find-files',
      ...prose,
    ],
    {cwd: siteDir, encoding: 'utf8'},
  );
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`The spelling check failed (${result.status}): ${result.stderr}`);
  }
  for (const line of result.stdout.split('\n')) {
    const match = /^(.+?):(\d+):(\d+) - Unknown word \((.+)\)/.exec(line);
    if (!match) continue;
    const [, file, row, column, word] = match;
    const relative = path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/');
    found.get(relative)?.push({line: Number(row), column: Number(column), word});
  }
  return found;
}

/** Every content file of `siteDir`, relative to it. */
function proseFiles(siteDir) {
  return ['src/content', 'blog', 'docs'].flatMap((folder) =>
    fs.existsSync(path.join(siteDir, folder))
      ? fs
          .readdirSync(path.join(siteDir, folder), {recursive: true})
          .map((file) => `${folder}/${String(file).split(path.sep).join('/')}`)
          .filter(isProse)
      : [],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  const found = unknownWords(given.length > 0 ? given : proseFiles(projectDir));
  let count = 0;
  for (const [file, words] of found) {
    for (const {line, column, word} of words) {
      process.stdout.write(`${file}:${line}:${column}: "${word}" is not in the dictionary\n`);
      count += 1;
    }
  }
  process.stdout.write(
    count === 0
      ? 'Every word of the pages, posts and guides is in the dictionary.\n'
      : `${count} word(s) the dictionary lacks: if one is right, add it under Site facts → Dictionary (src/data/facts/words.json). Nothing is refused for them.\n`,
  );
}
