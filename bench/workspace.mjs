/**
 * The folders the benchmark builds in, so that it never touches the project's own build, its
 * .docusaurus folder or its caches:
 *   - a copy of the project (sources and .git; no node_modules, build output or results);
 *   - the bare Docusaurus classic template, assembled as create-docusaurus 3.10.2 does it from
 *     node_modules/create-docusaurus/templates/{shared,classic} (the baseline).
 * Both are folders inside the project (scripts/site-copy.mjs), so that they resolve packages from
 * the project's node_modules exactly as the checkout does, and each has a node_modules of its own
 * that holds only the cache: the caches that builds write stay inside the copy, where a cold build
 * can delete them without slowing anyone else's.
 */
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

import {copySite, shareCaches} from '../scripts/site-copy.mjs';
import {copyFolder} from './cleanup.mjs';

/** A temporary copy of the project, with its history (each page's last change comes from it). */
export async function copyProject(name) {
  return copySite(await copyFolder(name));
}

/** The version of create-docusaurus whose template is the baseline. */
export function templateVersion(projectDir) {
  const require = createRequire(path.join(projectDir, 'package.json'));
  return require('create-docusaurus/package.json').version;
}

/**
 * The config line the template's builds switch on: like the site's docusaurus.config.ts,
 * SITE_BUNDLER=webpack turns Docusaurus Faster off (plain webpack) and leaves the v4 flags on, so
 * that site and template differ in the same way between their two builds.
 */
const templateFutureLine = 'v4: true, // Improve compatibility with the upcoming Docusaurus v4';
const webpackSwitch =
  "\n    ...(process.env.SITE_BUNDLER === 'webpack' ? {faster: false} : {}), // added by bench/";

/**
 * The bare classic template of create-docusaurus, as `npx create-docusaurus@3.10.2 baseline
 * classic --javascript` writes it (shared files, then the template's, gitignore renamed,
 * package.json renamed), without installing: it resolves the project's packages.
 */
export async function assembleBaseline(projectDir) {
  const templates = path.join(
    path.dirname(
      createRequire(path.join(projectDir, 'package.json')).resolve(
        'create-docusaurus/package.json',
      ),
    ),
    'templates',
  );
  const siteDir = await copyFolder('baseline');
  await fs.cp(path.join(templates, 'shared'), siteDir, {recursive: true});
  await fs.cp(path.join(templates, 'classic'), siteDir, {recursive: true});
  await fs.rename(path.join(siteDir, 'gitignore'), path.join(siteDir, '.gitignore'));
  const packageFile = path.join(siteDir, 'package.json');
  const packageJson = JSON.parse(await fs.readFile(packageFile, 'utf8'));
  Object.assign(packageJson, {name: 'baseline', version: '0.0.0', private: true});
  await fs.writeFile(packageFile, `${JSON.stringify(packageJson, null, 2)}\n`);

  const configFile = path.join(siteDir, 'docusaurus.config.js');
  const config = await fs.readFile(configFile, 'utf8');
  if (!config.includes(templateFutureLine)) {
    throw new Error(
      `The template's docusaurus.config.js no longer has the line "${templateFutureLine}": update bench/workspace.mjs`,
    );
  }
  await fs.writeFile(
    configFile,
    config.replace(templateFutureLine, `${templateFutureLine}${webpackSwitch}`),
  );
  await shareCaches(siteDir);
  return siteDir;
}
