/**
 * Runs a test command with one browser and one static server for all of it: the browser stages of
 * `npm test` run their test files side by side, each in browser contexts of its own, against the
 * same Chromium and the same server.
 *
 *   node scripts/with-browser.mjs [--build build-test] [--no-server] [--chrome-flag FLAG ...] --
 *     node --test tests/browser/
 *
 * `--chrome-flag` adds a flag to the browser's command line (repeat it for more).
 * The command finds them in the environment: SITE_BROWSER_ENDPOINT (Playwright's WebSocket endpoint
 * of the browser) and SITE_ORIGIN (the server of the build); tests/browser/harness.mjs connects to
 * them, and starts its own when they are not set (a test file run by hand).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import process from 'node:process';

import {chromium} from 'playwright-core';

import {chromeFlags, findTestBrowser} from './find-tools.mjs';
import {startServer} from './serve-build.mjs';

const separator = process.argv.indexOf('--');
if (separator === -1 || separator === process.argv.length - 1) {
  process.stderr.write(
    'Usage: node scripts/with-browser.mjs [--build DIR] [--no-server] [--chrome-flag FLAG ...] -- COMMAND [ARGS...]\n',
  );
  process.exit(2);
}
const options = process.argv.slice(2, separator);
const [command, ...args] = process.argv.slice(separator + 1);
const buildAt = options.indexOf('--build');
const root = path.resolve(
  buildAt === -1 ? (process.env.SITE_BUILD_DIR ?? 'build') : options[buildAt + 1],
);

const extraFlags = options.flatMap((option, index) =>
  option === '--chrome-flag' ? [options[index + 1]] : [],
);
if (extraFlags.includes(undefined)) {
  process.stderr.write('with-browser: --chrome-flag needs a flag after it\n');
  process.exit(2);
}

const browser = await chromium.launchServer({
  executablePath: await findTestBrowser(),
  headless: true,
  args: [...chromeFlags, ...extraFlags],
});
const server = options.includes('--no-server') ? undefined : await startServer({root});
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    SITE_BUILD_DIR: root,
    SITE_BROWSER_ENDPOINT: browser.wsEndpoint(),
    ...(server ? {SITE_ORIGIN: server.url} : {}),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const status = await new Promise((resolve) => {
  child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
await server?.close();
await browser.close();
process.exit(status);
