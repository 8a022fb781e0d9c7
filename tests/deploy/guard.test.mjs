/**
 * A build for the live site (`SITE_DEPLOY=production`, as the deploy workflow builds it) refuses the
 * reserved example address, naming the settings to change, before it builds anything. On a copy of
 * the project whose identity is set to the example address, whatever the site's own is.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';
import {test} from 'node:test';

import {copySite, makeCopyDir} from '../../scripts/site-copy.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const identityFile = 'src/data/facts/site.json';

test(
  'a build for the live site with the example address fails, naming url and email',
  {timeout: 120_000},
  async () => {
    const siteDir = await makeCopyDir('site-deploy-guard');
    try {
      await copySite(siteDir, {git: false});
      const file = path.join(siteDir, identityFile);
      // As the browser editor writes the identity.
      const identity = JSON.parse(await fs.readFile(file, 'utf8'));
      assert.ok('url' in identity && 'email' in identity, `no url or email in ${identityFile}`);
      const example = {...identity, url: 'https://example.com', email: 'hello@example.com'};
      await fs.writeFile(file, `${JSON.stringify(example, null, 2)}\n`);
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
      assert.match(output, /url in src\/data\/facts\/site\.json is "https:\/\/example\.com"/);
      assert.match(output, /email in src\/data\/facts\/site\.json is "hello@example\.com"/);
      await assert.rejects(fs.access(outDir), 'the build wrote files');
    } finally {
      await fs.rm(siteDir, {recursive: true, force: true});
    }
  },
);
