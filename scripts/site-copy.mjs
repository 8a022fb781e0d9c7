/**
 * A copy of the project that a test or the benchmark can edit and build without touching the
 * project's own files or build output: the sources are copied (outputs, caches and installed
 * packages are not) into a folder inside the project (`.scratch/copies/`, ignored by Git and by
 * every tool), and the copy has no packages of its own. A package is looked for in the
 * `node_modules` of each folder above the importing file, so the copy's imports reach the
 * project's own `node_modules`, by the same real paths as the checkout's: the bundler resolves
 * and aliases the copy exactly as it does the checkout. (A folder of links to the packages, as
 * copies once had, is a different program: an alias that matches a package file's path missed the
 * linked path, so a copy built a working site from a plugin whose checkout build crashed.)
 *
 * The copy's own `node_modules` holds only `.cache`, so the bundler's cache stays inside the copy,
 * with links to the caches of the images, the social cards and the compressed copies, whose
 * entries are named by a hash of everything they are made from (and written whole, then
 * renamed): a copy does not encode again what the project or another copy already has.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where copies of this project are made: inside it, so that they resolve packages as it does. */
export const copiesDir = path.join(projectDir, '.scratch', 'copies');

/**
 * Top-level entries of the project that are never copied (outputs, caches, installed packages).
 * Every build-* folder is an output: the test stages write several of them side by side while
 * copies are made.
 */
const isBuildOutput = (relative) => /^build(?:-[^/]*)?$/.test(relative);
const notCopied = new Set([
  'node_modules',
  'screenshots',
  '.docusaurus',
  '.scratch',
  'test-results',
  'bench-results',
  'bench/results',
]);

/** The caches under node_modules/.cache that copies share (see above). */
export const sharedCaches = ['responsive-images', 'social-images', 'precompressed'];

/** A new empty folder for a copy, named after `name`, inside `copiesDir`. */
export async function makeCopyDir(name) {
  await fs.mkdir(copiesDir, {recursive: true});
  return fs.mkdtemp(path.join(copiesDir, `${name}-`));
}

/**
 * Gives `siteDir`, a folder inside `copiesDir`, a node_modules folder of its own that holds only
 * `.cache`, with links to the shared caches of the project's node_modules.
 */
export async function shareCaches(siteDir) {
  const relative = path.relative(copiesDir, path.resolve(siteDir));
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(
      `${siteDir} is not inside ${copiesDir}: a copy elsewhere would not resolve packages as the project does (make its folder with makeCopyDir)`,
    );
  }
  const source = path.join(projectDir, 'node_modules', '.cache');
  const target = path.join(siteDir, 'node_modules', '.cache');
  await fs.mkdir(target, {recursive: true});
  for (const name of sharedCaches) {
    const shared = path.join(source, name);
    await fs.mkdir(shared, {recursive: true});
    await fs.symlink(shared, path.join(target, name));
  }
}

/**
 * Copies the project into the empty folder `siteDir` (from `makeCopyDir`), file times kept, so
 * that a copy outside Git dates its pages as the checkout does, and shares the caches.
 * `{git: false}` leaves .git out.
 */
export async function copySite(siteDir, {git = true} = {}) {
  const copied = (relative) =>
    !notCopied.has(relative) && !isBuildOutput(relative) && (git || relative !== '.git');
  // Entry by entry: the copy is inside the project, which fs.cp refuses to copy as a whole.
  for (const name of await fs.readdir(projectDir)) {
    if (!copied(name)) continue;
    await fs.cp(path.join(projectDir, name), path.join(siteDir, name), {
      recursive: true,
      verbatimSymlinks: true,
      preserveTimestamps: true,
      filter: (source) => copied(path.relative(projectDir, source).split(path.sep).join('/')),
    });
  }
  await shareCaches(siteDir);
  return siteDir;
}

/** Copies every file under `overlayDir` into `siteDir` at the same relative path. */
export async function overlay(overlayDir, siteDir) {
  await fs.cp(overlayDir, siteDir, {recursive: true, force: true});
}
