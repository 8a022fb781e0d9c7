/**
 * The servers the hosting tests run as child processes (nginx, Cloudflare Pages' runtime): a free
 * loopback port for each, and their stopping, with the temporary folder each works in: when a
 * test asks, and when the test process exits or is interrupted, whatever the tests do.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import process from 'node:process';

/** A loopback port nothing listens on now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every child started by this process, with its folder. */
const running = new Map();
let hooksInstalled = false;

function stopAllNow() {
  for (const [child, folder] of running) {
    child.kill('SIGKILL');
    fs.rmSync(folder, {recursive: true, force: true});
  }
  running.clear();
}

/** Stops `child` and removes `folder` when this process exits or is interrupted. */
export function stopOnExit(child, folder) {
  if (!hooksInstalled) {
    hooksInstalled = true;
    process.once('exit', stopAllNow);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        stopAllNow();
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    }
  }
  running.set(child, folder);
}

/** Stops `child` if it runs (SIGTERM, then SIGKILL after 5 s) and removes `folder`. */
export async function stopChild(child, folder) {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  if (child) running.delete(child);
  if (folder) await fsp.rm(folder, {recursive: true, force: true});
}
