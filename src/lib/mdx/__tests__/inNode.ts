/**
 * Runs an export of a module of the site in a Node process of its own, loaded as Docusaurus loads
 * the site's config and its plugins (jiti). Shiki is ESM only, and Jest's module system cannot load
 * ESM on the Node versions the site supports; the highlighting tests run the real Shiki this way.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../../..');

const runner = `
const path = require('node:path');
const load = require('jiti')(path.join(process.cwd(), 'runner.js'), {interopDefault: true});
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const [file, name, argument] = JSON.parse(input);
  const result = await load(file)[name](argument);
  process.stdout.write(JSON.stringify(result));
});
`;

/** `await require(file)[name](argument)` in another Node process; the result as JSON. */
export function inNode<T>(file: string, name: string, argument?: unknown): T {
  const result = spawnSync(process.execPath, ['-e', runner], {
    cwd: siteDir,
    input: JSON.stringify([path.resolve(file), name, argument]),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${name} of ${file} failed in Node:\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as T;
}
