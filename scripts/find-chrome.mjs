/**
 * Finds a Chromium or Chrome executable for the browser tests (playwright-core ships no browser).
 *
 * Order: $CHROME_PATH, then a system Chromium/Chrome, then a browser downloaded by Playwright
 * (`npx playwright-core install chromium`). Throws an error that says what to install when none
 * is found.
 *
 * The tests take Chromium's headless shell where the system has one (Debian's
 * `chromium-headless-shell`, the browser Playwright itself runs headless tests in): the same
 * engine without the desktop browser around it, so the same page loads and key presses cost less
 * CPU. The benchmark's Lighthouse runs keep the full browser (`findChrome`).
 *
 * Usage: `import {chromeFlags, findTestBrowser} from './find-chrome.mjs'`, or
 * `node scripts/find-chrome.mjs [--full]` to print the path the tests (or, with --full, the
 * benchmark) use.
 */
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

function isExecutableFile(file) {
  try {
    if (!fs.statSync(file).isFile()) return false;
    if (process.platform !== 'win32') fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Chromium's headless shell as Linux distributions install it. */
const headlessShellCandidates = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

function systemCandidates() {
  const candidates = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ];
  if (process.platform === 'win32') {
    for (const base of [
      process.env.PROGRAMFILES,
      process.env['PROGRAMFILES(X86)'],
      process.env.LOCALAPPDATA,
    ]) {
      if (base) candidates.push(path.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe'));
    }
  }
  return candidates;
}

async function playwrightChromium() {
  try {
    const {chromium} = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * @returns {Promise<string>} the absolute path of a Chromium or Chrome executable
 * @throws {Error} when CHROME_PATH points at nothing runnable, or no browser is installed
 */
export async function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    throw new Error(
      `CHROME_PATH is set to "${fromEnv}", which is not an executable file. ` +
        'Point it at a Chromium or Chrome binary, or unset it to search the usual places.',
    );
  }

  const system = systemCandidates().find(isExecutableFile);
  if (system) return system;

  const downloaded = await playwrightChromium();
  if (downloaded && isExecutableFile(downloaded)) return downloaded;

  throw new Error(
    [
      'No Chromium or Chrome browser found for the browser tests. Do one of:',
      '  - Debian/Ubuntu: apt-get install chromium',
      '  - macOS: install Google Chrome (https://www.google.com/chrome/)',
      '  - any system: npx playwright-core install chromium',
      '  - or set CHROME_PATH=/path/to/chrome',
      `Looked in: ${systemCandidates().join(', ')}${downloaded ? `, ${downloaded}` : ''}.`,
    ].join('\n'),
  );
}

/**
 * The browser of the tests: $CHROME_PATH, else a system headless shell, else what `findChrome`
 * finds.
 * @returns {Promise<string>}
 */
export async function findTestBrowser() {
  if (process.env.CHROME_PATH) return findChrome();
  return headlessShellCandidates.find(isExecutableFile) ?? findChrome();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  (process.argv.includes('--full') ? findChrome() : findTestBrowser()).then(
    (file) => console.log(file),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
