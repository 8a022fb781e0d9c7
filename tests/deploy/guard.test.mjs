/**
 * A build for the live site (`SITE_DEPLOY=production`, as the deploy workflow builds it) refuses the
 * reserved example address, naming the settings to change, before it builds anything. On a copy of
 * the project whose identity is set to the example address, whatever the site's own is.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';
import {test} from 'node:test';

import {copySite} from '../../scripts/site-copy.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const identityFile = 'src/data/site.ts';

test(
  'a build for the live site with the example address fails, naming url and email',
  {timeout: 120_000},
  async () => {
    const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-deploy-guard-'));
    try {
      await copySite(projectDir, siteDir, {git: false});
      const file = path.join(siteDir, identityFile);
      const identity = await fs.readFile(file, 'utf8');
      const example = identity
        .replace(/^(\s*url: )'[^']*',$/m, "$1'https://example.com',")
        .replace(/^(\s*email: )'[^']*',$/m, "$1'hello@example.com',");
      assert.match(example, /url: 'https:\/\/example\.com'/, `no url setting in ${identityFile}`);
      assert.match(example, /email: 'hello@example\.com'/, `no email setting in ${identityFile}`);
      await fs.writeFile(file, example);
      const outDir = path.join(siteDir, 'build');
      const result = spawnSync(
        process.execPath,
        [
          path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
          'build',
          '--out-dir',
          outDir,
        ],
        {cwd: siteDir, env: {...process.env, SITE_DEPLOY: 'production'}, encoding: 'utf8'},
      );
      const output = `${result.stdout}${result.stderr}`;
      assert.notEqual(result.status, 0, output);
      assert.match(output, /SITE_DEPLOY=production/);
      assert.match(output, /url in src\/data\/site\.ts is "https:\/\/example\.com"/);
      assert.match(output, /email in src\/data\/site\.ts is "hello@example\.com"/);
      await assert.rejects(fs.access(outDir), 'the build wrote files');
    } finally {
      await fs.rm(siteDir, {recursive: true, force: true});
    }
  },
);
