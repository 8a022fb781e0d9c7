/**
 * What the analytics adds to the home page (tests/perf/budgets.mjs: `measurementOff`,
 * `measurementOn`): the home page of the build with analytics off ($SITE_BUILD_DIR) and of each
 * build with a provider on ($ANALYTICS_BUILD_DIRS, comma-separated; by default the builds of
 * scripts/analytics-site.mjs beside it, build-test-plausible and build-test-umami), weighed on a
 * phone with the analytics at work (./measurement.mjs). Prints the figures; fails when a provider
 * adds more than the budgets allow over analytics off. What the attribution alone adds (analytics
 * off against no measuring at all) needs a build without it: `npm run bench -- --only=measurement`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {before, describe, test} from 'node:test';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {budgets} from './budgets.mjs';
import {homeJsAsVisitor} from './measurement.mjs';

const offBuild = defaultBuildDir();
const onBuilds = (
  process.env.ANALYTICS_BUILD_DIRS?.split(',').filter(Boolean) ?? [
    `${offBuild}-plausible`,
    `${offBuild}-umami`,
  ]
).map((dir) => path.resolve(dir));

const providerOf = (root) =>
  JSON.parse(fs.readFileSync(`${root}-hosting/measurement.json`, 'utf8')).analytics.provider;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
let weights = [];

before(async () => {
  for (const root of [offBuild, ...onBuilds]) {
    assert.ok(
      fs.existsSync(`${root}-hosting/measurement.json`),
      `No build at ${root}: build it with \`node scripts/analytics-site.mjs PROVIDER --out ${path.relative(process.cwd(), root)}\` (or set ANALYTICS_BUILD_DIRS)`,
    );
  }
  weights = await homeJsAsVisitor([offBuild, ...onBuilds]);
  const [off, ...on] = weights;
  const lines = [
    `home page JavaScript on a phone, analytics off: ${kb(off.gzip)}`,
    ...on.map(
      (weight) =>
        `with ${providerOf(weight.root)}: ${kb(weight.gzip)}, +${kb(weight.gzip - off.gzip)} (at most +${kb(budgets.measurementOn - budgets.measurementOff)} over off; +${kb(budgets.measurementOn)} in all with the attribution's ${kb(budgets.measurementOff)})`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n(gzip, level 9)\n`);
});

describe('what the analytics adds to the home page', () => {
  test('the build with analytics off is one, and each other build has a provider on', () => {
    assert.equal(providerOf(offBuild), 'none');
    assert.ok(onBuilds.length > 0, 'no build with analytics on to weigh');
    for (const root of onBuilds) assert.notEqual(providerOf(root), 'none', root);
  });

  test('with analytics off, the home page loads no analytics chunk', () => {
    const [off] = weights;
    assert.deepEqual(
      off.files.filter((file) => /assets\/js\/analytics\./.test(file.path)),
      [],
    );
  });

  test(`a provider adds at most ${kb(budgets.measurementOn - budgets.measurementOff)} over analytics off, its chunk included`, () => {
    const [off, ...on] = weights;
    for (const weight of on) {
      assert.ok(
        weight.files.some((file) => /assets\/js\/analytics\./.test(file.path)),
        `${providerOf(weight.root)}: the home page loaded no analytics chunk (${weight.files.map((f) => f.path).join(', ')})`,
      );
      const added = weight.gzip - off.gzip;
      assert.ok(
        added <= budgets.measurementOn - budgets.measurementOff,
        `${providerOf(weight.root)} adds ${kb(added)}`,
      );
    }
  });
});
