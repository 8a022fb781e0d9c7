/**
 * The test build of the site with analytics on: the build of scripts/test-site.mjs (the site and
 * its test fixtures, in a temporary copy), with src/data/analytics.ts changed as its owner would
 * change it, pointed at the local collector the analytics tests run (tests/analytics/collector.mjs)
 * at `http://collector.test`. The `.test` domain never resolves on the internet; the tests' browser
 * maps it to the collector.
 *
 *   node scripts/analytics-site.mjs plausible [--out build-test-plausible]
 *   node scripts/analytics-site.mjs umami     [--out build-test-umami]
 *
 * The Umami build also has a Cal.com scheduling link with a query of its own (the site's own is a
 * Calendly link), so that the attribution tests see both shapes. The tests take the build folder
 * through SITE_BUILD_DIR and read what it measures from build-test-NAME-hosting/measurement.json.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {buildTestSite} from './test-site.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each build changes: the analytics setting, and the scheduling link where it differs. */
export const analyticsBuilds = {
  plausible: {
    setting: "{provider: 'plausible', endpoint: 'http://collector.test/api/event'}",
  },
  umami: {
    setting:
      "{provider: 'umami', websiteId: '6f0e2a4c-3b1d-4e5f-9a7b-8c9d0e1f2a3b', endpoint: 'http://collector.test/api/send'}",
    schedulingUrl: 'https://cal.com/daniel-brooks/strategy-call?duration=60',
  },
};

/** Replaces the one line of `file` that `pattern` matches; fails when there is not exactly one. */
async function replaceLine(file, pattern, line) {
  const text = await fs.readFile(file, 'utf8');
  const matches = text.match(new RegExp(pattern.source, 'gm')) ?? [];
  if (matches.length !== 1) {
    throw new Error(`${file}: expected one line matching ${pattern}, found ${matches.length}`);
  }
  await fs.writeFile(file, text.replace(new RegExp(pattern.source, 'm'), line));
}

function buildOf(provider) {
  const build = analyticsBuilds[provider];
  if (!build) {
    throw new Error(`Unknown provider "${provider}": ${Object.keys(analyticsBuilds).join(' or ')}`);
  }
  return build;
}

/**
 * Sets the analytics of `provider` (and its scheduling link, if it has one) in the copy of the
 * project at `siteDir`, as its owner would: one line of src/data/analytics.ts (and the scheduling link of site.json).
 */
export async function applyAnalytics(siteDir, provider) {
  const build = buildOf(provider);
  await replaceLine(
    path.join(siteDir, 'src/data/analytics.ts'),
    /^export const analytics: AnalyticsSetting = .*;$/,
    `export const analytics: AnalyticsSetting = ${build.setting};`,
  );
  if (build.schedulingUrl) {
    // As the browser editor writes the identity (src/data/facts/site.json).
    const file = path.join(siteDir, 'src/data/facts/site.json');
    const site = JSON.parse(await fs.readFile(file, 'utf8'));
    await fs.writeFile(
      file,
      `${JSON.stringify({...site, schedulingUrl: build.schedulingUrl}, null, 2)}\n`,
    );
  }
}

/** Builds the site with the fixtures and the analytics of `provider` into `outDir`. */
export async function buildAnalyticsSite(provider, outDir) {
  buildOf(provider);
  return buildTestSite({outDir, prepare: (siteDir) => applyAnalytics(siteDir, provider)});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const provider = process.argv[2];
  const at = process.argv.indexOf('--out');
  const outDir = path.resolve(
    at === -1 ? path.join(projectDir, `build-test-${provider}`) : process.argv[at + 1],
  );
  await fs.rm(outDir, {recursive: true, force: true});
  await fs.rm(`${outDir}-hosting`, {recursive: true, force: true});
  await buildAnalyticsSite(provider, outDir);
  process.stdout.write(
    `\nThe site with its fixtures and ${provider} analytics is built in ${path.relative(process.cwd(), outDir) || '.'}\n`,
  );
}
