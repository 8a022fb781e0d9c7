/**
 * The build the browser, weight, accessibility and hosting tests run against: the site as it is,
 * plus the fixture content of tests/fixtures/site/ (a post, a guide and pages of every kind, each
 * with the features the tests exercise), built in a temporary copy of the project so that neither
 * the author's content folders nor `build/` ever hold a fixture. The tests therefore never depend on
 * the site's own posts or pages: an author can rename or delete any of them.
 *
 *   node scripts/test-site.mjs [--out build-test]
 *
 * writes the build to build-test/ (and its server config to build-test-hosting/); the test stages
 * read it through SITE_BUILD_DIR, which `npm test` sets.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {copySite, makeCopyDir, overlay} from './site-copy.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const fixturesDir = path.join(projectDir, 'tests/fixtures/site');
export const defaultTestBuildDir = path.join(projectDir, 'build-test');

/**
 * Builds the site with the fixtures into `outDir`; returns the build folder. `prepare(siteDir)`,
 * if given, changes the copy before it is built (the scale test adds generated posts, the analytics
 * builds another setting, as its owner would change it).
 */
export async function buildTestSite({outDir = defaultTestBuildDir, prepare} = {}) {
  const siteDir = await makeCopyDir('site-test');
  try {
    await copySite(siteDir, {git: false});
    await overlay(fixturesDir, siteDir);
    await prepare?.(siteDir);
    const docusaurus = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const result = spawnSync(process.execPath, [docusaurus, 'build', '--out-dir', outDir], {
      cwd: siteDir,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      throw new Error(`The build of the site with its test fixtures failed (${result.status})`);
    }
    return outDir;
  } finally {
    await fs.rm(siteDir, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const outDir = at === -1 ? defaultTestBuildDir : path.resolve(process.argv[at + 1]);
  await fs.rm(outDir, {recursive: true, force: true});
  await fs.rm(`${outDir}-hosting`, {recursive: true, force: true});
  await buildTestSite({outDir});
  process.stdout.write(
    `\nThe site with its test fixtures is built in ${path.relative(process.cwd(), outDir) || '.'}\n`,
  );
}
