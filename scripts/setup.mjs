/**
 * What the tests need beyond npm's packages, installed once and in sequence before any stage that
 * uses it (`npm test` runs this as its first stage; `node scripts/setup.mjs` runs it alone): a
 * Chromium the browser tests drive (Debian: `chromium`, and `chromium-headless-shell`, which the
 * tests prefer as it costs less CPU), nginx with the brotli module for the hosting tests, and a
 * Java runtime for the W3C's HTML checker (vnu.jar, from npm). Where each is looked for, and what
 * to install, is scripts/find-tools.mjs.
 *
 *   node scripts/setup.mjs            everything
 *   node scripts/setup.mjs browser    only the browser (`npm run check` needs no more)
 *
 * On Debian or Ubuntu as root, the packages of whatever is missing are installed with one
 * `apt-get update` and one `apt-get install`, one after the other: two package installs at once
 * fail on dpkg's lock. Anywhere else, a missing tool is named with the command that installs it,
 * and the exit code is 1.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {
  findChrome,
  findJava,
  findNginx,
  findTestBrowser,
  installHint,
  onPath,
  tools,
} from './find-tools.mjs';

/** Whether `find` finds its tool. */
async function finds(find) {
  try {
    await find();
    return true;
  } catch {
    return false;
  }
}

/**
 * What the tests need (scripts/find-tools.mjs says where each is looked for and how to install
 * it): whether it is there, on the PATH where Debian's packages put it (`onlyPath`) or anywhere
 * the tests look, and the packages a tool that is there still wants.
 */
export const requirements = [
  {
    tool: tools.browser,
    present: (env, onlyPath) => finds(() => findTestBrowser({env, onlyPath})),
    // The headless shell is worth adding beside a browser that is already there, as long as the
    // tests have not been pointed at a browser of the owner's choosing.
    wanted: (env) =>
      !env.CHROME_PATH && !onPath('chromium-headless-shell', env)
        ? ['chromium-headless-shell']
        : [],
  },
  {
    tool: tools.nginx,
    present: (env, onlyPath) => finds(() => findNginx({env, onlyPath})),
    wanted: () => [],
  },
  {
    tool: tools.java,
    present: (env) => finds(() => findJava({env})),
    wanted: () => [],
  },
];

/**
 * The packages to install on Debian: those of each missing requirement, and those a requirement
 * that is met still wants. In a stable order, each once.
 */
export async function debianPackages(env, list = requirements) {
  const packages = [];
  for (const requirement of list) {
    packages.push(
      ...((await requirement.present(env, true))
        ? requirement.wanted(env)
        : requirement.tool.debian),
    );
  }
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
export async function setup(
  env = process.env,
  {root = process.getuid?.() === 0, only = Object.keys(tools)} = {},
) {
  const unknown = only.filter((name) => !(name in tools));
  if (unknown.length > 0) {
    throw new Error(
      `No such tool: ${unknown.join(', ')} (one of ${Object.keys(tools).join(', ')})`,
    );
  }
  const wanted = requirements.filter(({tool}) => only.some((name) => tools[name] === tool));
  const debianRoot = root && Boolean(onPath('apt-get', env));
  if (debianRoot) {
    const packages = await debianPackages(env, wanted);
    if (packages.length > 0) {
      run('apt-get', ['update', '-qq'], env);
      run('apt-get', ['install', '-y', '-qq', ...packages], env);
    }
  }
  const missing = [];
  for (const {tool, present} of wanted) {
    // Where this script installs, what it installed must be on the PATH; elsewhere, the tools may
    // be wherever the tests look.
    if (await present(env, debianRoot)) continue;
    missing.push(
      debianRoot
        ? `${tool.what}: still missing after apt-get install ${tool.debian.join(' ')}`
        : `${tool.what}: ${installHint(tool)}.`,
    );
  }
  return missing;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const only = process.argv.slice(2);
    const missing = await setup(process.env, only.length > 0 ? {only} : {});
    if (missing.length > 0) {
      process.stderr.write(
        `The tests need what is not on this machine:\n${missing.map((line) => `  - ${line}`).join('\n')}\n`,
      );
      process.exitCode = 1;
    } else {
      const found = {
        browser: async () =>
          `Browser (tests): ${await findTestBrowser()}\nBrowser (benchmark): ${await findChrome()}`,
        nginx: async () => `nginx: ${findNginx().nginx}`,
        java: async () => `Java: ${findJava()}`,
      };
      for (const name of only.length > 0 ? only : Object.keys(found)) {
        process.stdout.write(`${await found[name]()}\n`);
      }
    }
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
