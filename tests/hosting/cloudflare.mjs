/**
 * Cloudflare Pages' own runtime over a build folder: `wrangler pages dev`, which serves the folder
 * with the host's rules (its `_headers` and `_redirects`, its handling of `.html` files, trailing
 * slashes and 404.html) on workerd, Cloudflare's JavaScript runtime, locally and offline. It runs as
 * a child process on free loopback ports, from a temporary working folder (wrangler writes its state
 * there), with its metrics and its lookup of the request's `cf` properties turned off, as nothing
 * may leave the machine.
 */
import {spawn} from 'node:child_process';
import fsp from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

import {freePort, stopChild, stopOnExit} from './children.mjs';

const require = createRequire(import.meta.url);

/**
 * The compatibility date the runtime is started with. It matters to Pages Functions only, which
 * the site has none of; it must not be later than the date of the workerd that wrangler brings.
 */
const compatibilityDate = '2026-05-01';

/** The Node.js versions wrangler runs on (its package's engines field). */
function assertNodeForWrangler() {
  const {engines} = require('wrangler/package.json');
  const [major, minor] = process.versions.node.split('.').map(Number);
  const [needMajor, needMinor] = (/(\d+)\.(\d+)/.exec(engines?.node ?? '') ?? [0, 0, 0])
    .slice(1)
    .map(Number);
  if (major < needMajor || (major === needMajor && minor < needMinor)) {
    throw new Error(
      `Cloudflare's wrangler needs Node.js ${engines.node}; this is ${process.version}. ` +
        'Run the suite with Node.js 22 or 24.',
    );
  }
}

/**
 * Starts Cloudflare Pages' runtime over `root`. What was started is stored in `server` as soon as
 * it exists, so that `stopCloudflarePages(server)` cleans up even when a later step fails.
 * @returns {Promise<{origin: string, port: number, root: string, output: () => string}>}
 */
export async function startCloudflarePages(server, {root}) {
  assertNodeForWrangler();
  const wrangler = path.join(
    path.dirname(require.resolve('wrangler/package.json')),
    'bin/wrangler.js',
  );
  server.workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'site-cloudflare-'));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  let output = '';
  const child = spawn(
    process.execPath,
    [
      wrangler,
      'pages',
      'dev',
      path.resolve(root),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      compatibilityDate,
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: server.workDir,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: path.join(server.workDir, 'logs'),
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.child = child;
  stopOnExit(child, server.workDir);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      output += chunk;
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  // Ready once it answers: it parses the rules files and starts workerd first.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `wrangler pages dev exited (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    }
    const answered = await fetch(`${origin}/`, {redirect: 'manual'}).then(
      (response) => response.status,
      () => undefined,
    );
    if (answered !== undefined) break;
    if (Date.now() > deadline) {
      throw new Error(`wrangler pages dev did not answer on ${origin} within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  Object.assign(server, {origin, port, root: path.resolve(root), output: () => output});
  return server;
}

/** Stops the runtime of `server` (if it started) and removes its working folder. */
export async function stopCloudflarePages(server) {
  await stopChild(server.child, server.workDir);
}
