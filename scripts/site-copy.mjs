/**
 * A copy of the project that a test or the benchmark can edit and build without touching the
 * project's own files or build output: the sources are copied (outputs, caches and installed
 * packages are not), and node_modules is a folder of one symbolic link per installed package, all
 * but .cache, so that packages are shared while the bundler's cache stays inside the copy. The
 * caches of the images, the social cards and the compressed copies, whose entries are named by a
 * hash of everything they are made from (and written whole, then renamed), are shared with the
 * project: a copy does not encode again what the project or another copy already has.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

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

/**
 * A node_modules folder in `siteDir` whose entries link to those of `nodeModules` (resolved to
 * its real path), except .cache, which holds links to the shared caches only.
 */
export async function linkNodeModules(siteDir, nodeModules) {
  const source = await fs.realpath(nodeModules);
  const target = path.join(siteDir, 'node_modules');
  await fs.mkdir(target);
  for (const name of await fs.readdir(source)) {
    if (name === '.cache') continue;
    await fs.symlink(path.join(source, name), path.join(target, name));
  }
  await fs.mkdir(path.join(target, '.cache'));
  for (const name of sharedCaches) {
    const shared = path.join(source, '.cache', name);
    await fs.mkdir(shared, {recursive: true});
    await fs.symlink(shared, path.join(target, '.cache', name));
  }
}

/**
 * Copies the project at `projectDir` into the empty folder `siteDir` (file times kept, so that a
 * copy outside Git dates its pages as the checkout does) and links its node_modules.
 * `{git: false}` leaves .git out.
 */
export async function copySite(projectDir, siteDir, {git = true} = {}) {
  await fs.cp(projectDir, siteDir, {
    recursive: true,
    verbatimSymlinks: true,
    preserveTimestamps: true,
    filter: (source) => {
      const relative = path.relative(projectDir, source).split(path.sep).join('/');
      if (!git && relative === '.git') return false;
      return !notCopied.has(relative) && !isBuildOutput(relative);
    },
  });
  await linkNodeModules(siteDir, path.join(projectDir, 'node_modules'));
  return siteDir;
}

/** Copies every file under `overlayDir` into `siteDir` at the same relative path. */
export async function overlay(overlayDir, siteDir) {
  await fs.cp(overlayDir, siteDir, {recursive: true, force: true});
}
