/**
 * `npm run editor:config`: writes the browser editor's configuration, static/admin/config.json,
 * from the content model's schemas and the content (src/plugins/editor/config.ts). Run it after a
 * change to a schema, or to the blog's authors or tags; the build and the unit tests refuse a
 * configuration that differs from what it writes.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {writeConfig} = jiti(path.join(root, 'src/plugins/editor/configFile.ts'));
process.stdout.write(`Wrote ${writeConfig(root)}\n`);
