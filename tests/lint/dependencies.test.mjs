/**
 * The lint's dependency check (knip, configured for the project's entry points in knip.config.ts)
 * refuses what it is there to refuse. In a copy of the project, a package declared and never used,
 * a package imported but not declared, and a module nothing reaches each make `knip` fail, named in
 * its report. (The lint stage runs knip on the project itself, which must pass.)
 *
 *   node --test tests/lint/
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, test} from 'node:test';

import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A package the project does not declare but that is installed (another package brings it). */
const undeclared = 'escape-html';
/** A package no file imports. */
const unused = 'left-pad';

let siteDir;
let report;

before(async () => {
  assert.ok(
    fs.existsSync(path.join(projectDir, 'node_modules', undeclared)),
    `${undeclared} is not installed any more: choose another package another one brings`,
  );
  siteDir = await makeCopyDir('lint');
  await copySite(siteDir, {git: false});
  const packageFile = path.join(siteDir, 'package.json');
  const packageJson = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
  packageJson.dependencies[unused] = '1.3.0';
  fs.writeFileSync(packageFile, `${JSON.stringify(packageJson, null, 2)}\n`);
  // Imported by a module the site uses, so the import is reached.
  fs.appendFileSync(
    path.join(siteDir, 'src/lib/text.ts'),
    `\nexport {default as escapeForLint} from '${undeclared}';\n`,
  );
  fs.writeFileSync(path.join(siteDir, 'src/lib/orphan.ts'), 'export const orphan = 1;\n');
  const result = spawnSync(
    process.execPath,
    [path.join(projectDir, 'node_modules/knip/bin/knip.js'), '--no-progress'],
    {cwd: siteDir, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}},
  );
  report = {status: result.status, output: `${result.stdout}\n${result.stderr}`};
});
after(() => fs.rmSync(siteDir, {recursive: true, force: true}));

test('a package declared and never used fails the lint', () => {
  assert.notEqual(report.status, 0, report.output);
  assert.match(report.output, new RegExp(`Unused dependencies[\\s\\S]*\\b${unused}\\b`));
});

test('a package imported but not declared fails the lint', () => {
  assert.match(report.output, new RegExp(`Unlisted dependencies[\\s\\S]*\\b${undeclared}\\b`));
});

test('a module nothing reaches fails the lint', () => {
  assert.match(report.output, /Unused files[\s\S]*src\/lib\/orphan\.ts/);
});
