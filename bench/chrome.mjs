/**
 * The browser of the benchmark: the Chromium or Chrome that scripts/find-tools.mjs finds
 * ($CHROME_PATH first), exported as CHROME_PATH for anything started later, and the headless
 * flags every browser of the benchmark runs with.
 */
import process from 'node:process';

import {chromeFlags, findChrome} from '../scripts/find-tools.mjs';

export {chromeFlags};

/** The browser's path; sets CHROME_PATH to it. */
export async function browserPath() {
  const chromePath = await findChrome();
  process.env.CHROME_PATH = chromePath;
  return chromePath;
}
