/**
 * A copy of the project that a test or the benchmark can edit and build without touching the
 * project's own files, build output or caches: the sources are copied (outputs, caches and installed
 * packages are not), and node_modules is a folder of one symbolic link per installed package, all
 * but .cache, so that packages are shared while the caches a build writes stay inside the copy.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Top-level entries of the project that are never copied (outputs, caches, installed packages). */
const notCopied = new Set([
  'node_modules',
  'build',
  'build-hosting',
  'build-test',
  'build-test-hosting',
  'build-stats',
  '.docusaurus',
  '.scratch',
  'test-results',
  'bench-results',
  'bench/results',
]);

/**
 * The caches of node_modules/.cache that a copy may share with the project: the image renditions
 * (src/plugins/images) and the social cards (src/plugins/socialImages). Both are keyed by what they
 * hold and written under a temporary name then renamed, so builds running at once can share them.
 * The bundler's cache is never shared: it belongs to one configuration.
 */
export const shareableCaches = ['responsive-images', 'social-images'];

/**
 * A node_modules folder in `siteDir` whose entries link to those of `nodeModules` (resolved to
 * its real path), except .cache; with `sharedCaches`, .cache holds links to those caches of the
 * project (created there if missing), so that a copy does not encode every image again.
 */
export async function linkNodeModules(siteDir, nodeModules, {sharedCaches = []} = {}) {
  const source = await fs.realpath(nodeModules);
  const target = path.join(siteDir, 'node_modules');
  await fs.mkdir(target);
  for (const name of await fs.readdir(source)) {
    if (name === '.cache') continue;
    await fs.symlink(path.join(source, name), path.join(target, name));
  }
  for (const name of sharedCaches) {
    const cache = path.join(source, '.cache', name);
    await fs.mkdir(cache, {recursive: true});
    await fs.mkdir(path.join(target, '.cache'), {recursive: true});
    await fs.symlink(cache, path.join(target, '.cache', name));
  }
}

/**
 * Copies the project at `projectDir` into the empty folder `siteDir` (file times kept, so that a
 * copy outside Git dates its pages as the checkout does) and links its node_modules.
 * `{git: false}` leaves .git out; `sharedCaches` (names of `shareableCaches`) are shared with the
 * project.
 */
export async function copySite(projectDir, siteDir, {git = true, sharedCaches = []} = {}) {
  await fs.cp(projectDir, siteDir, {
    recursive: true,
    verbatimSymlinks: true,
    preserveTimestamps: true,
    filter: (source) => {
      const relative = path.relative(projectDir, source).split(path.sep).join('/');
      if (!git && relative === '.git') return false;
      // Every test build: build-test, build-test-plain, build-test-plausible… and their -hosting.
      return !notCopied.has(relative) && !/^build-test-/.test(relative);
    },
  });
  await linkNodeModules(siteDir, path.join(projectDir, 'node_modules'), {sharedCaches});
  return siteDir;
}

/** Copies every file under `overlayDir` into `siteDir` at the same relative path. */
export async function overlay(overlayDir, siteDir) {
  await fs.cp(overlayDir, siteDir, {recursive: true, force: true});
}
