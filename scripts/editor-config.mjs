/**
 * `npm run editor:config`: writes the browser editor's configuration, static/admin/config.json,
 * from the content model's schemas and the content (src/plugins/editor/config.ts). Run it after a
 * change to a schema, or to the blog's authors or tags; the build and the unit tests refuse a
 * configuration that differs from what it writes. `--check` writes nothing and fails, saying so,
 * when the committed configuration differs.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = process.cwd();
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {configDrift, writeConfig} = jiti(path.join(root, 'src/plugins/editor/configFile.ts'));
if (process.argv.includes('--check')) {
  const drift = configDrift(root);
  if (drift) {
    process.stderr.write(`${drift}\n`);
    process.exit(1);
  }
  process.stdout.write('The editor’s configuration is the one the schemas make\n');
} else {
  process.stdout.write(`Wrote ${writeConfig(root)}\n`);
}
