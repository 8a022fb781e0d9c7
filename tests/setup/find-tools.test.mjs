/**
 * Where the setup, the tests and the scripts find the browser, nginx with its brotli module and
 * Java (scripts/find-tools.mjs), against stand-ins of them on a PATH of their own, looked for only
 * there (`onlyPath`), so that what this machine has installed does not count; and, when one is
 * missing, that the error says what to install.
 *
 *   node --test tests/setup/find-tools.test.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';

import {findChrome, findJava, findNginx, findTestBrowser} from '../../scripts/find-tools.mjs';

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A machine whose PATH holds the stand-ins `commands` (name → shell script body) and nothing else. */
function machine(commands = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'find-tools-'));
  folders.push(dir);
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  for (const [name, body] of Object.entries(commands)) {
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, {mode: 0o755});
  }
  return {dir, bin, env: {PATH: bin}};
}

const found = (find) =>
  find().then(
    (file) => file,
    (error) => assert.fail(error.message),
  );

describe('the browser', () => {
  test('the tests take the headless shell before a system Chromium; the benchmark, the full one', async () => {
    const {bin, env} = machine({chromium: 'exit 0', 'chromium-headless-shell': 'exit 0'});
    assert.equal(
      await found(() => findTestBrowser({env, onlyPath: true})),
      path.join(bin, 'chromium-headless-shell'),
    );
    assert.equal(await found(() => findChrome({env, onlyPath: true})), path.join(bin, 'chromium'));
  });

  test('a system Chromium or Chrome when there is no headless shell', async () => {
    const {bin, env} = machine({'google-chrome': 'exit 0'});
    assert.equal(
      await found(() => findTestBrowser({env, onlyPath: true})),
      path.join(bin, 'google-chrome'),
    );
  });

  test('$CHROME_PATH first, and only it when it is set', async () => {
    const {dir, env} = machine({'chromium-headless-shell': 'exit 0'});
    const own = path.join(dir, 'my-chrome');
    fs.writeFileSync(own, '#!/bin/sh\n', {mode: 0o755});
    assert.equal(await found(() => findTestBrowser({env: {...env, CHROME_PATH: own}})), own);
    await assert.rejects(
      findTestBrowser({env: {...env, CHROME_PATH: path.join(dir, 'nothing')}}),
      /CHROME_PATH is set to "[^"]*nothing", which is not an executable file/,
    );
  });

  test('none: the error says what to install', async () => {
    const {env} = machine();
    await assert.rejects(
      findTestBrowser({env, onlyPath: true}),
      (error) =>
        /sudo apt-get install chromium chromium-headless-shell/.test(error.message) &&
        /npx playwright-core install chromium/.test(error.message) &&
        /CHROME_PATH/.test(error.message),
    );
  });
});

describe('nginx and its brotli module', () => {
  /** A stand-in nginx whose `nginx -V` names its modules folder and config, as Debian's does. */
  const nginx = (dir) =>
    `echo "nginx version: nginx/1.22.1" >&2; echo "configure arguments: --conf-path=${dir}/etc/nginx.conf --modules-path=${dir}/modules" >&2`;

  test('nginx with the module: its modules folder and mime.types, from nginx -V', () => {
    const {dir, bin, env} = machine();
    fs.writeFileSync(path.join(bin, 'nginx'), `#!/bin/sh\n${nginx(dir)}\n`, {mode: 0o755});
    fs.mkdirSync(path.join(dir, 'modules'));
    fs.writeFileSync(path.join(dir, 'modules', 'ngx_http_brotli_filter_module.so'), '');
    fs.writeFileSync(path.join(dir, 'modules', 'ngx_http_brotli_static_module.so'), '');
    assert.deepEqual(findNginx({env, onlyPath: true}), {
      nginx: path.join(bin, 'nginx'),
      modules: path.join(dir, 'modules'),
      brotli: path.join(dir, 'modules', 'ngx_http_brotli_filter_module.so'),
      brotliStatic: path.join(dir, 'modules', 'ngx_http_brotli_static_module.so'),
      mimeTypes: path.join(dir, 'etc', 'mime.types'),
    });
  });

  test('nginx without the module, or no nginx: the error says what to install', () => {
    const {dir, bin, env} = machine();
    const install =
      /sudo apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static/;
    assert.throws(() => findNginx({env, onlyPath: true}), install);
    fs.writeFileSync(path.join(bin, 'nginx'), `#!/bin/sh\n${nginx(dir)}\n`, {mode: 0o755});
    assert.throws(
      () => findNginx({env, onlyPath: true}),
      (error) =>
        error.message.includes(
          `no ngx_http_brotli_filter_module.so in its modules folder ${dir}`,
        ) && install.test(error.message),
    );
    // The filter alone: the build's .br files could not be served as they are.
    fs.mkdirSync(path.join(dir, 'modules'));
    fs.writeFileSync(path.join(dir, 'modules', 'ngx_http_brotli_filter_module.so'), '');
    assert.throws(
      () => findNginx({env, onlyPath: true}),
      (error) =>
        error.message.includes(
          `no ngx_http_brotli_static_module.so in its modules folder ${dir}`,
        ) && install.test(error.message),
    );
  });
});

describe('Java', () => {
  const java = (version) => `echo 'openjdk version "${version}" 2025-04-15' >&2`;

  test('Java 11 or newer on the PATH', () => {
    const {bin, env} = machine({java: java('17.0.15')});
    assert.equal(findJava({env}), path.join(bin, 'java'));
  });

  test('an older Java, or none: the error says what to install', () => {
    const install = /sudo apt-get install default-jre-headless/;
    assert.throws(() => findJava({env: machine().env}), install);
    assert.throws(
      () => findJava({env: machine({java: java('1.8.0_392')}).env}),
      (error) => /is Java 8\b/.test(error.message) && install.test(error.message),
    );
  });
});
