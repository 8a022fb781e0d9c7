/**
 * What the tests need beyond npm's packages, installed once and in sequence before any stage that
 * uses it (`npm test` runs this as its first stage; `node scripts/setup.mjs` runs it alone):
 *
 *   browser  a Chromium the browser tests drive: $CHROME_PATH, or a Chromium or Chrome on the PATH
 *            (Debian: `chromium`, and `chromium-headless-shell`, the same engine without the
 *            desktop browser around it, which the tests prefer as it costs less CPU);
 *   nginx    nginx with the brotli module: the hosting tests run the generated server block
 *            ($NGINX_PATH, or nginx on the PATH);
 *   java     a Java runtime for the W3C's HTML checker (vnu.jar, from npm).
 *
 * On Debian or Ubuntu as root, the packages of whatever is missing are installed with one
 * `apt-get update` and one `apt-get install`, one after the other: two package installs at once
 * fail on dpkg's lock. Anywhere else, a missing tool is named with the command that installs it,
 * and the exit code is 1.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {findChrome, findTestBrowser} from './find-chrome.mjs';

/** An executable of that name on the PATH, or undefined. */
export function onPath(command, env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, command);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/** Whether an nginx binary has the brotli filter module in its modules folder. */
function hasBrotli(nginx) {
  const result = spawnSync(nginx, ['-V'], {encoding: 'utf8'});
  const text = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const modules = /--modules-path=(\S+)/.exec(text)?.[1] ?? '/usr/lib/nginx/modules';
  return fs.existsSync(path.join(modules, 'ngx_http_brotli_filter_module.so'));
}

/** Whether `java -version` runs and reports version 11 or newer (vnu.jar's minimum). */
function javaVersion(java) {
  const result = spawnSync(java, ['-version'], {encoding: 'utf8'});
  const text = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const major = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (result.status !== 0 || !major) return undefined;
  // Java 8 reports itself as "1.8".
  return major[1] === '1' ? Number(major[2]) : Number(major[1]);
}

const chromiumCommands = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
];

/**
 * What the tests need: how to tell it is there, Debian's packages for it, and what to say where
 * this script cannot install it.
 */
export const requirements = [
  {
    id: 'browser',
    what: 'a Chromium or Chrome browser for the browser tests',
    present: (env) =>
      env.CHROME_PATH
        ? fs.existsSync(env.CHROME_PATH)
        : chromiumCommands.some((c) => onPath(c, env)),
    // Off Debian's PATH: the places find-chrome.mjs also looks (an application bundle on macOS,
    // Playwright's own download).
    presentElsewhere: async (env) =>
      !env.CHROME_PATH && Boolean(await findChrome().catch(() => undefined)),
    debian: ['chromium', 'chromium-headless-shell'],
    // The headless shell is worth adding beside a browser that is already there, as long as the
    // tests have not been pointed at a browser of the owner's choosing.
    wanted: (env) =>
      !env.CHROME_PATH && !onPath('chromium-headless-shell', env)
        ? ['chromium-headless-shell']
        : [],
    elsewhere:
      'install Chromium or Google Chrome (macOS: https://www.google.com/chrome/), or set CHROME_PATH to one',
  },
  {
    id: 'nginx',
    what: 'nginx with the brotli module, for the hosting tests',
    present: (env) => {
      const nginx = env.NGINX_PATH || onPath('nginx', env);
      return Boolean(nginx) && fs.existsSync(nginx) && hasBrotli(nginx);
    },
    // Where Debian puts it, for a user whose PATH has no sbin folder.
    presentElsewhere: async (env) =>
      !env.NGINX_PATH && fs.existsSync('/usr/sbin/nginx') && hasBrotli('/usr/sbin/nginx'),
    debian: ['nginx', 'libnginx-mod-http-brotli-filter'],
    wanted: () => [],
    elsewhere:
      'install nginx with the brotli module (macOS: brew install nginx, then a brotli module), or set NGINX_PATH to an nginx whose modules folder has ngx_http_brotli_filter_module.so',
  },
  {
    id: 'java',
    what: 'Java 11 or newer, for the W3C HTML checker (vnu.jar)',
    present: (env) => {
      const java = onPath('java', env);
      return Boolean(java) && (javaVersion(java) ?? 0) >= 11;
    },
    debian: ['default-jre-headless'],
    wanted: () => [],
    elsewhere: 'install a Java runtime, 11 or newer (macOS: brew install openjdk)',
  },
];

/**
 * The packages to install on Debian: those of each missing requirement, and those a requirement
 * that is met still wants. In a stable order, each once.
 */
export function debianPackages(env, list = requirements) {
  const packages = list.flatMap((requirement) =>
    requirement.present(env) ? requirement.wanted(env) : requirement.debian,
  );
  return [...new Set(packages)];
}

function run(command, args, env) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {...env, DEBIAN_FRONTEND: 'noninteractive'},
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

/**
 * Installs what is missing (Debian or Ubuntu as root) or names it (anywhere else). Returns the
 * missing requirements left, each as a line to print; empty when everything is there.
 */
export async function setup(env = process.env, {root = process.getuid?.() === 0} = {}) {
  const debianRoot = root && Boolean(onPath('apt-get', env));
  if (debianRoot) {
    const packages = debianPackages(env);
    if (packages.length > 0) {
      run('apt-get', ['update', '-qq'], env);
      run('apt-get', ['install', '-y', '-qq', ...packages], env);
    }
  }
  const missing = [];
  for (const requirement of requirements) {
    if (requirement.present(env)) continue;
    if (!debianRoot && (await requirement.presentElsewhere?.(env))) continue;
    missing.push(
      debianRoot
        ? `${requirement.what}: still missing after apt-get install ${requirement.debian.join(' ')}`
        : `${requirement.what}: on Debian or Ubuntu, sudo apt-get install ${requirement.debian.join(' ')}; elsewhere, ${requirement.elsewhere}.`,
    );
  }
  return missing;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const missing = await setup();
    if (missing.length > 0) {
      process.stderr.write(
        `The tests need what is not on this machine:\n${missing.map((line) => `  - ${line}`).join('\n')}\n`,
      );
      process.exitCode = 1;
    } else {
      process.stdout.write(
        `Browser (tests): ${await findTestBrowser()}\nBrowser (benchmark): ${await findChrome()}\n`,
      );
    }
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
