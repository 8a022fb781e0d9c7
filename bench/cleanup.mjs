/**
 * What the benchmark leaves behind, and its removal whatever happens: every temporary folder and
 * every process group it starts (builds, browsers) is registered here, and removed or killed when
 * the step that made it ends, or at the latest on exit, on an uncaught error and on Ctrl-C
 * (SIGINT), SIGTERM or SIGHUP. Processes are only ever killed by the id of a group this process
 * started.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

import {makeCopyDir} from '../scripts/site-copy.mjs';

const folders = new Set();
const groups = new Set();

/** Kills every registered process group and removes every registered folder, synchronously. */
function cleanUpNow() {
  for (const pid of groups) killGroup(pid);
  groups.clear();
  for (const folder of folders) fs.rmSync(folder, {recursive: true, force: true});
  folders.clear();
}

let hooksInstalled = false;
/** Cleans up on exit and exits on a signal (130 for SIGINT, as a shell does). */
export function installCleanupHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', cleanUpNow);
  const codes = {SIGINT: 130, SIGTERM: 143, SIGHUP: 129};
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      process.stderr.write(`\n${signal}: stopping the benchmark and cleaning up\n`);
      cleanUpNow();
      process.exit(code);
    });
  }
}

/** A new empty folder under the system's temp folder, removed by `removeFolder` or on exit. */
export async function tempFolder(name) {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  folders.add(folder);
  return folder;
}

/**
 * A new empty folder for a copy of a site, inside the project (scripts/site-copy.mjs says why),
 * removed by `removeFolder` or on exit.
 */
export async function copyFolder(name) {
  const folder = await makeCopyDir(`bench-${name}`);
  folders.add(folder);
  return folder;
}

export async function removeFolder(folder) {
  await fsp.rm(folder, {recursive: true, force: true});
  folders.delete(folder);
}

/** SIGKILL to the process group `pid` leads (a child spawned with `detached: true`). */
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Spawns `command` as the leader of a new process group, registered until it exits, so that a
 * cleanup reaches its children too. Options as for child_process.spawn.
 * @returns {import('node:child_process').ChildProcess & {exited: Promise<{code: number|null, signal: string|null}>}}
 */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, {...options, detached: true});
  groups.add(child.pid);
  child.exited = new Promise((resolve, reject) => {
    child.once('error', (error) => {
      groups.delete(child.pid);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      // Whatever the leader left running in its group goes with it.
      killGroup(child.pid);
      groups.delete(child.pid);
      resolve({code, signal});
    });
  });
  return child;
}

/** Kills the group of a child started by `spawnGroup` and waits for the leader to exit. */
export async function stopGroup(child) {
  if (child.exitCode === null && child.signalCode === null) killGroup(child.pid);
  await child.exited.catch(() => {});
}
