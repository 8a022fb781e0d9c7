import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  assertPrivateDependencies,
  brokenDependencies,
  switchesCachePlugin,
  workaroundSwitches,
  workarounds,
  type WorkaroundSwitches,
} from '../internals';
import type {Configuration} from 'webpack';
import {privateDependencies as lean} from '../lean/dependencies';
import {privateDependencies as preact} from '../preact/dependencies';
import {privateDependencies as prefetchOnIntent} from '../prefetchOnIntent/dependencies';
import {privateDependencies as routeShards} from '../routeShards/dependencies';
import {privateDependencies as startup} from '../startup/dependencies';

const allOn = Object.fromEntries(workarounds.map((name) => [name, true])) as WorkaroundSwitches;

describe('the switches of the Docusaurus workarounds', () => {
  it('are the config’s, unless SITE_INTERNALS says otherwise', () => {
    expect(workaroundSwitches(allOn, undefined)).toEqual(allOn);
    expect(workaroundSwitches(allOn, '')).toEqual(allOn);
    expect(Object.values(workaroundSwitches(allOn, 'off'))).toEqual(workarounds.map(() => false));
    expect(workaroundSwitches(allOn, 'lean, startup')).toEqual({
      ...Object.fromEntries(workarounds.map((name) => [name, false])),
      lean: true,
      startup: true,
    });
  });

  it('refuses a name that is no workaround', () => {
    expect(() => workaroundSwitches(allOn, 'lean,turbo')).toThrow(/SITE_INTERNALS names turbo/);
  });
});

describe('the private parts of Docusaurus each workaround relies on', () => {
  it.each([
    ['lean', lean],
    ['startup', startup],
    ['routeShards', routeShards],
    ['prefetchOnIntent', prefetchOnIntent],
    ['preact', preact],
  ] as const)('are all there in the installed version: %s', (_name, dependencies) => {
    expect(dependencies.length).toBeGreaterThan(0);
    expect(brokenDependencies(dependencies)).toEqual([]);
  });

  it('name a file that is gone and a shape that changed, and the switch that turns it off', () => {
    const moved = [
      {package: '@docusaurus/core', file: 'lib/client/gone.js', why: 'it was imported'},
      {
        package: '@docusaurus/core',
        file: 'lib/client/preload.js',
        contains: ['a name no version has'],
        why: 'it was replaced',
      },
    ];
    expect(brokenDependencies(moved)).toEqual([
      '@docusaurus/core/lib/client/gone.js is gone (it was imported)',
      '@docusaurus/core/lib/client/preload.js no longer contains "a name no version has" (it was replaced)',
    ]);
    const grown = [
      {
        package: '@docusaurus/utils-common',
        file: 'lib/index.js',
        uses: {pattern: /tslib_1\.(\w+)/, only: ['__someOtherHelper']},
        why: 'only that helper is provided',
      },
    ];
    expect(brokenDependencies(grown)).toEqual([
      '@docusaurus/utils-common/lib/index.js now uses "__importDefault", beyond "__someOtherHelper" (only that helper is provided)',
    ]);
    const copiedFile = {
      package: '@docusaurus/core',
      file: 'lib/client/preload.js',
      why: 'it is copied',
    };
    const itsHash = crypto
      .createHash('sha256')
      .update(fs.readFileSync(require.resolve('@docusaurus/core/lib/client/preload.js')))
      .digest('hex');
    expect(brokenDependencies([{...copiedFile, sha256: itsHash}])).toEqual([]);
    // One digit of difference: the hash of another file.
    const otherHash = `${itsHash.startsWith('0') ? '1' : '0'}${itsHash.slice(1)}`;
    expect(brokenDependencies([{...copiedFile, sha256: otherHash}])).toEqual([
      '@docusaurus/core/lib/client/preload.js is not the file the copy was made from (it is copied): compare them',
    ]);
    expect(() => assertPrivateDependencies('startup', moved)).toThrow(
      /"startup" workaround relies on private parts of Docusaurus[\s\S]*gone\.js is gone[\s\S]*internals: \{startup: false\}/,
    );
  });
});

describe('the bundler cache of each set of switches', () => {
  const versionOf = (switches: WorkaroundSwitches, config: Configuration) =>
    (
      switchesCachePlugin(switches).configureWebpack as unknown as (
        config: Configuration,
      ) => Configuration
    )(config);
  const rspack = {
    experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2'}},
  };
  const allOff = Object.fromEntries(workarounds.map((name) => [name, false])) as WorkaroundSwitches;

  it('adds the switches to the cache version Docusaurus gives Rspack', () => {
    expect(versionOf(allOn, rspack as Configuration)).toEqual({
      experiments: {
        cache: {
          type: 'persistent',
          version: `client-production-en-3.10.2-switches-${workarounds.join('+')}`,
        },
      },
    });
    expect(versionOf(allOff, rspack as Configuration)).toEqual({
      experiments: {
        cache: {type: 'persistent', version: 'client-production-en-3.10.2-switches-none'},
      },
    });
  });

  it('gives each switch a version of its own, and webpack’s cache too', () => {
    const versions = new Set(
      workarounds.map((name) => {
        const result = versionOf({...allOn, [name]: false}, rspack as Configuration) as {
          experiments: {cache: {version: string}};
        };
        return result.experiments.cache.version;
      }),
    );
    expect(versions.size).toBe(workarounds.length);
    expect(versionOf(allOff, {cache: {type: 'filesystem', version: '3.10.2-abc'}})).toEqual({
      cache: {type: 'filesystem', version: '3.10.2-abc-switches-none'},
    });
    // No persistent cache (the development server's memory cache): nothing to keep apart.
    expect(versionOf(allOn, {cache: true})).toEqual({});
  });
});
