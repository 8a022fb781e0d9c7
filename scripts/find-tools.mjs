/**
 * Where the tools the tests need beyond npm are on this machine, and what to install when one is
 * missing: a Chromium or Chrome browser (playwright-core ships none), nginx with its brotli
 * module, and Java for the W3C's HTML checker. scripts/setup.mjs installs what this does not find;
 * the tests, the benchmark and the scripts take each tool from here.
 *
 * The browser, in this order: $CHROME_PATH; Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the browser Playwright itself runs headless tests in: the same
 * engine without the desktop browser around it, so the same page loads and key presses cost less
 * CPU); a system Chromium or Chrome; a browser downloaded by Playwright. The benchmark's
 * Lighthouse runs take the full browser (`findChrome`), which skips the headless shell.
 *
 * Each finder takes the environment to read (`env`, default the process's) and, with
 * `onlyPath`, looks only where the environment points and on its PATH, where Debian's packages
 * install: scripts/setup.mjs asks that to decide what to install.
 *
 *   node scripts/find-tools.mjs          every tool this machine has, or what to install
 *   node scripts/find-tools.mjs browser  the path of one: browser, full-browser, nginx or java
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

/**
 * The flags every headless Chromium of the tests and the benchmark runs with: no sandbox (root in
 * a container), no GPU, and none of the background traffic (component updates, sync, field
 * trials) that would reach for the internet and fill the console with errors.
 */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What each tool is for and how to install it: Debian's packages (what scripts/setup.mjs installs
 * as root), and what to do elsewhere.
 */
export const tools = {
  browser: {
    what: 'a Chromium or Chrome browser, for the browser tests',
    debian: ['chromium', 'chromium-headless-shell'],
    elsewhere:
      'install Chromium or Google Chrome (macOS: https://www.google.com/chrome/), or run npx playwright-core install chromium, or set CHROME_PATH to one',
  },
  nginx: {
    what: 'nginx with the brotli modules, for the hosting tests',
    debian: ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'],
    elsewhere:
      'install nginx with the brotli modules (macOS: brew install nginx, then the brotli modules), or set NGINX_PATH to an nginx whose modules folder has ngx_http_brotli_filter_module.so and ngx_http_brotli_static_module.so',
  },
  java: {
    what: 'Java 11 or newer, for the W3C HTML checker (vnu.jar)',
    debian: ['default-jre-headless'],
    elsewhere: 'install a Java runtime, 11 or newer (macOS: brew install openjdk)',
  },
};

/** What to install for `tool`: Debian's packages, or what to do elsewhere. */
export function installHint(tool) {
  return `on Debian or Ubuntu, sudo apt-get install ${tool.debian.join(' ')}; elsewhere, ${tool.elsewhere}`;
}

/** A tool that is not there, with what to install. */
export class MissingTool extends Error {
  constructor(tool, why) {
    super(`Missing: ${tool.what} (${why}). To install it: ${installHint(tool)}.`);
    this.name = 'MissingTool';
    this.tool = tool;
  }
}

function isExecutableFile(file) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    if (process.platform !== 'win32') fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** An executable of that name on the PATH of `env`, or undefined. */
export function onPath(command, env = process.env) {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, command))
    .find(isExecutableFile);
}

/**
 * The file a variable such as CHROME_PATH points at: undefined when it is not set, and an error
 * when it points at nothing runnable (the owner meant that one: no other is looked for).
 */
function pointedAt(tool, env, name) {
  const file = env[name];
  if (!file) return undefined;
  if (isExecutableFile(file)) return file;
  throw new MissingTool(tool, `${name} is set to "${file}", which is not an executable file`);
}

// ---------------------------------------------------------------------------------------------
// The browser

/** Chromium's headless shell: its command, and where Debian puts the binary. */
const headlessShell = {
  commands: ['chromium-headless-shell'],
  places: ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
};

/** The desktop browsers: their commands, and the places off the PATH they install to. */
function desktopBrowsers(env) {
  const places = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ];
  if (process.platform === 'win32') {
    for (const base of [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA]) {
      if (base) places.push(path.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe'));
    }
  }
  return {
    commands: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'],
    places,
  };
}

async function playwrightChromium() {
  try {
    const {chromium} = await import('playwright-core');
    const file = chromium.executablePath();
    return isExecutableFile(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The browser of the tests (`headless`) or of the benchmark, searched in the order above. */
async function findBrowser({env = process.env, onlyPath = false, headless}) {
  const tool = tools.browser;
  const pointed = pointedAt(tool, env, 'CHROME_PATH');
  if (pointed) return pointed;
  const kinds = [...(headless ? [headlessShell] : []), desktopBrowsers(env)];
  const looked = [];
  for (const {commands, places} of kinds) {
    const found =
      commands.map((command) => onPath(command, env)).find(Boolean) ??
      (onlyPath ? undefined : places.find(isExecutableFile));
    if (found) return found;
    looked.push(...commands, ...(onlyPath ? [] : places));
  }
  const downloaded = onlyPath ? undefined : await playwrightChromium();
  if (downloaded) return downloaded;
  throw new MissingTool(
    tool,
    `none on the PATH${onlyPath ? '' : ', nor where Playwright downloads one'} (looked for ${looked.join(', ')})`,
  );
}

/**
 * The browser of the tests: $CHROME_PATH, else Chromium's headless shell, else a system Chromium
 * or Chrome, else Playwright's.
 * @param {{env?: NodeJS.ProcessEnv, onlyPath?: boolean}} [options]
 * @returns {Promise<string>}
 */
export function findTestBrowser(options = {}) {
  return findBrowser({...options, headless: true});
}

/**
 * The full browser, for the benchmark's Lighthouse runs: $CHROME_PATH, else a system Chromium or
 * Chrome, else Playwright's.
 * @param {{env?: NodeJS.ProcessEnv, onlyPath?: boolean}} [options]
 * @returns {Promise<string>}
 */
export function findChrome(options = {}) {
  return findBrowser({...options, headless: false});
}

// ---------------------------------------------------------------------------------------------
// nginx and its brotli modules

const brotliModule = 'ngx_http_brotli_filter_module.so';
/** Serves the build's precompressed `.br` files (`brotli_static`, src/plugins/hosting/nginx.ts). */
const brotliStaticModule = 'ngx_http_brotli_static_module.so';

/**
 * nginx and what its build keeps elsewhere, from `nginx -V`: its modules folder (which must hold
 * the brotli modules) and its mime.types. $NGINX_PATH, else nginx on the PATH, else Debian's
 * /usr/sbin/nginx (a user's PATH often has no sbin folder).
 * @param {{env?: NodeJS.ProcessEnv, onlyPath?: boolean}} [options]
 * @returns {{nginx: string, modules: string, brotli: string, brotliStatic: string, mimeTypes: string}}
 */
export function findNginx({env = process.env, onlyPath = false} = {}) {
  const tool = tools.nginx;
  const nginx =
    pointedAt(tool, env, 'NGINX_PATH') ??
    onPath('nginx', env) ??
    (onlyPath ? undefined : ['/usr/sbin/nginx'].find(isExecutableFile));
  if (!nginx) throw new MissingTool(tool, 'nginx is not on the PATH');
  const {stdout, stderr} = spawnSync(nginx, ['-V'], {encoding: 'utf8'});
  const text = `${stdout ?? ''}${stderr ?? ''}`;
  const option = (name) => new RegExp(`--${name}=(\\S+)`).exec(text)?.[1];
  const modules = option('modules-path') ?? '/usr/lib/nginx/modules';
  const [brotli, brotliStatic] = [brotliModule, brotliStaticModule].map((name) => {
    const file = path.join(modules, name);
    if (!fs.existsSync(file)) {
      throw new MissingTool(tool, `${nginx} has no ${name} in its modules folder ${modules}`);
    }
    return file;
  });
  const confPath = option('conf-path') ?? '/etc/nginx/nginx.conf';
  return {
    nginx,
    modules,
    brotli,
    brotliStatic,
    mimeTypes: path.join(path.dirname(confPath), 'mime.types'),
  };
}

// ---------------------------------------------------------------------------------------------
// Java

/** The version `java -version` reports (Java 8 calls itself "1.8"), or undefined. */
function javaVersion(java) {
  const result = spawnSync(java, ['-version'], {encoding: 'utf8'});
  const text = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const major = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (result.status !== 0 || !major) return undefined;
  return major[1] === '1' ? Number(major[2]) : Number(major[1]);
}

/** vnu.jar's minimum. */
const javaMinimum = 11;

/**
 * Java on the PATH, 11 or newer.
 * @param {{env?: NodeJS.ProcessEnv}} [options]
 * @returns {string}
 */
export function findJava({env = process.env} = {}) {
  const tool = tools.java;
  const java = onPath('java', env);
  if (!java) throw new MissingTool(tool, 'java is not on the PATH');
  const version = javaVersion(java);
  if ((version ?? 0) < javaMinimum) {
    throw new MissingTool(
      tool,
      `${java} ${version === undefined ? 'does not say its version' : `is Java ${version}`}`,
    );
  }
  return java;
}

// ---------------------------------------------------------------------------------------------

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const finders = {
    browser: findTestBrowser,
    'full-browser': findChrome,
    nginx: async () => findNginx().nginx,
    java: async () => findJava(),
  };
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in finders));
  if (unknown.length > 0) {
    console.error(`Unknown tool ${unknown.join(', ')}: one of ${Object.keys(finders).join(', ')}`);
    process.exit(2);
  }
  for (const name of asked.length > 0 ? asked : Object.keys(finders)) {
    try {
      const found = await finders[name]();
      console.log(asked.length > 0 ? found : `${name.padEnd(13)} ${found}`);
    } catch (error) {
      console.error(error.message);
      process.exitCode = 1;
    }
  }
}
