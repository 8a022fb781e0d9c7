/**
 * Small helpers shared by the benchmark's steps: medians of repeated runs, ratios, and the
 * size of the JavaScript bundles every page loads.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {sizes} from '../tests/perf/weigh.mjs';

/** The median of the finite numbers among `values` (mean of the middle two), or null if none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** For each key of `keys`, the median of that field over `runs`. */
export function medians(runs, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run?.[key]))]));
}

/** a / b, or null when either is missing or b is 0. */
export function ratio(a, b) {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : null;
}

/**
 * The two bundles every page of a Docusaurus build loads: main (the app, with the route table and
 * the plugins' global data) and runtime~main (the chunk loader, with the map of every chunk).
 * Sizes as weigh.mjs measures them; null for a bundle the build does not have.
 */
export async function entryBundles(buildDir) {
  const folder = path.join(buildDir, 'assets', 'js');
  const names = await fs.readdir(folder);
  const find = async (pattern) => {
    const name = names.find((candidate) => pattern.test(candidate));
    if (!name) return null;
    return {file: `assets/js/${name}`, ...sizes(await fs.readFile(path.join(folder, name)))};
  };
  return {
    main: await find(/^main\.[0-9a-f]+\.js$/),
    runtimeMain: await find(/^runtime~main\.[0-9a-f]+\.js$/),
  };
}

/** Every .html file under `folder` (pages, redirect pages and 404.html). */
export async function countHtmlFiles(folder) {
  let count = 0;
  for (const entry of await fs.readdir(folder, {withFileTypes: true, recursive: true})) {
    if (entry.isFile() && entry.name.endsWith('.html')) count += 1;
  }
  return count;
}
