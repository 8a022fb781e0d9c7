/**
 * What `npm test` installs (scripts/setup.mjs) on a machine that has none of it, against stand-ins
 * of Debian's package tools on the PATH: `apt-get` that fails, as the real one does on dpkg's
 * lock, when another `apt-get` is running, and "installs" a package by putting a stand-in of its
 * command on the PATH. Nothing is installed for real.
 *
 *   node --test tests/setup/setup.test.mjs
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';

import {setup} from '../../scripts/setup.mjs';

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** The stand-in `apt-get`: one at a time, or dpkg's lock error; a log line per run. */
const aptGet = (machine) => `#!/usr/bin/env node
const fs = require('node:fs');
const path = require('node:path');
const lock = ${JSON.stringify(path.join(machine, 'lock'))};
try {
  fs.mkdirSync(lock);
} catch {
  console.error('E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1 (apt-get)');
  process.exit(100);
}
const started = Date.now();
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
const [verb, ...rest] = process.argv.slice(2);
const packages = rest.filter((arg) => !arg.startsWith('-'));
const bin = ${JSON.stringify(path.join(machine, 'bin'))};
const modules = ${JSON.stringify(path.join(machine, 'modules'))};
const script = (name, text) => fs.writeFileSync(path.join(bin, name), '#!/bin/sh\\n' + text + '\\n', {mode: 0o755});
for (const name of verb === 'install' ? packages : []) {
  if (name === 'chromium' || name === 'chromium-headless-shell') script(name, 'exit 0');
  if (name === 'nginx') script('nginx', 'echo "nginx version: nginx/1.22.1" >&2; echo "configure arguments: --modules-path=' + modules + '" >&2');
  if (name === 'libnginx-mod-http-brotli-filter' || name === 'libnginx-mod-http-brotli-static') {
    fs.mkdirSync(modules, {recursive: true});
    fs.writeFileSync(path.join(modules, 'ngx_http_' + name.slice('libnginx-mod-http-'.length).replace('-', '_') + '_module.so'), '');
  }
  if (name === 'default-jre-headless') script('java', 'echo \\'openjdk version "17.0.15" 2025-04-15\\' >&2');
}
fs.appendFileSync(${JSON.stringify(path.join(machine, 'apt.log'))}, JSON.stringify({args: process.argv.slice(2), started, ended: Date.now()}) + '\\n');
fs.rmdirSync(lock);
`;

/**
 * A machine with nothing the tests need: a PATH of the stand-in `apt-get` and Node alone (Node's
 * own folder may hold a browser or Java, so Node is linked into a folder of its own).
 */
function freshMachine() {
  const machine = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-test-'));
  folders.push(machine);
  const bin = path.join(machine, 'bin');
  const node = path.join(machine, 'node');
  fs.mkdirSync(bin);
  fs.mkdirSync(node);
  fs.symlinkSync(process.execPath, path.join(node, 'node'));
  fs.writeFileSync(path.join(bin, 'apt-get'), aptGet(machine), {mode: 0o755});
  const env = {PATH: [bin, node].join(path.delimiter), HOME: machine};
  const runs = () =>
    fs.existsSync(path.join(machine, 'apt.log'))
      ? fs
          .readFileSync(path.join(machine, 'apt.log'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
      : [];
  return {machine, bin, env, runs};
}

const overlapping = (runs) =>
  runs.some((a, i) => runs.some((b, j) => i !== j && a.started < b.ended && b.started < a.ended));

describe('what npm test installs on a fresh machine', () => {
  test('the stand-in apt-get fails as dpkg does while another apt-get holds the lock', async () => {
    const {machine, bin, env, runs} = freshMachine();
    const run = () =>
      new Promise((resolve) => {
        const child = spawn(path.join(bin, 'apt-get'), ['install', '-y', 'nginx'], {env});
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('close', (code) => resolve({code, stderr}));
      });
    // Another apt-get is running: it holds the lock, as the stand-in does while it works.
    const lock = path.join(machine, 'lock');
    fs.mkdirSync(lock);
    const blocked = await run();
    assert.equal(blocked.code, 100);
    assert.match(blocked.stderr, /Could not get lock/);
    assert.equal(runs().length, 0, 'a blocked run installed something');
    // Once it has finished, the next one runs.
    fs.rmdirSync(lock);
    assert.equal((await run()).code, 0);
    assert.equal(runs().length, 1);
  });

  test('as root on Debian: one update, then one install of every missing package, never two at once', async () => {
    const {env, runs} = freshMachine();
    const missing = await setup(env, {root: true});
    assert.deepEqual(missing, [], 'everything is there afterwards');
    const log = runs();
    assert.deepEqual(
      log.map((run) => run.args.filter((arg) => !arg.startsWith('-'))),
      [
        ['update'],
        [
          'install',
          'chromium',
          'chromium-headless-shell',
          'nginx',
          'libnginx-mod-http-brotli-filter',
          'libnginx-mod-http-brotli-static',
          'default-jre-headless',
        ],
      ],
    );
    assert.equal(overlapping(log), false, 'two apt-get runs overlapped');
  });

  test('asked for the browser only, it installs the browser and nothing else', async () => {
    const {env, runs} = freshMachine();
    assert.deepEqual(await setup(env, {root: true, only: ['browser']}), []);
    assert.deepEqual(
      runs().map((run) => run.args.filter((arg) => !arg.startsWith('-'))),
      [['update'], ['install', 'chromium', 'chromium-headless-shell']],
    );
    await assert.rejects(setup(env, {root: true, only: ['chrome']}), /No such tool: chrome/);
  });

  test('a second run installs nothing', async () => {
    const {env, runs} = freshMachine();
    await setup(env, {root: true});
    const before = runs().length;
    assert.deepEqual(await setup(env, {root: true}), []);
    assert.equal(runs().length, before, 'apt-get ran again');
  });

  test('without root or apt-get it installs nothing and names what to install', async () => {
    const {env, runs} = freshMachine();
    // Pointed at nothing, so that the browser and nginx of this machine are not found elsewhere.
    const pointed = {...env, CHROME_PATH: '/nonexistent/chrome', NGINX_PATH: '/nonexistent/nginx'};
    const missing = await setup(pointed, {root: false});
    assert.equal(runs().length, 0, 'apt-get ran');
    assert.equal(missing.length, 3, missing.join('\n'));
    assert.match(
      missing[0],
      /sudo apt-get install chromium chromium-headless-shell; elsewhere, install Chromium/,
    );
    assert.match(
      missing[1],
      /sudo apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static;/,
    );
    assert.match(missing[2], /sudo apt-get install default-jre-headless;/);
  });
});
