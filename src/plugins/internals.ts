/**
 * The site's workarounds that reach into Docusaurus's private files or generated code: what every
 * page loads (`lean`), when the client starts (`startup`), the blog's routes out of main.js
 * (`routeShards`), prefetching on intent instead of on sight (`prefetchOnIntent`) and Preact in place
 * of React in production builds (`preact`). Each is a
 * local plugin switched on by one line in docusaurus.config.ts. Each lists the private files and
 * shapes it relies on (`privateDependencies` in its dependencies.ts) and checks them when the site
 * is built, so that an upgrade of Docusaurus that moves one fails with a message naming it instead
 * of a broken page. With every switch off the site builds and works as plain Docusaurus does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

export const workarounds = [
  'lean',
  'startup',
  'routeShards',
  'prefetchOnIntent',
  'preact',
] as const;
export type Workaround = (typeof workarounds)[number];
export type WorkaroundSwitches = Readonly<Record<Workaround, boolean>>;

/**
 * The switches of docusaurus.config.ts, unless the environment says otherwise:
 * `SITE_INTERNALS=off` turns every workaround off, `SITE_INTERNALS=lean,startup` leaves only those
 * on (the benchmark compares builds that way). An unknown name is refused.
 */
export function workaroundSwitches(
  configured: WorkaroundSwitches,
  env: string | undefined = process.env.SITE_INTERNALS,
): WorkaroundSwitches {
  if (env === undefined || env.trim() === '') return configured;
  const names = env.trim() === 'off' ? [] : env.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(workarounds as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `SITE_INTERNALS names ${unknown.join(', ')}: it is "off" or a list of ${workarounds.join(', ')}`,
    );
  }
  return Object.fromEntries(
    workarounds.map((name) => [name, names.includes(name)]),
  ) as unknown as WorkaroundSwitches;
}

/** One private file or shape of a Docusaurus package that a workaround relies on. */
export interface PrivateDependency {
  /** The package, as Node resolves it: "@docusaurus/core". */
  readonly package: string;
  /** A file inside it, relative to the package's folder: "lib/client/clientEntry.js". */
  readonly file: string;
  /** Text the file must hold for the workaround to be right (an export, an import, a name). */
  readonly contains?: readonly string[];
  /**
   * What the file may use of something the workaround replaces: every match of `pattern` (its
   * first group) must be one of `only` (a helper the replacement provides, say).
   */
  readonly uses?: {readonly pattern: RegExp; readonly only: readonly string[]};
  /**
   * The SHA-256 of the whole file, for a file the workaround copies: any change to it upstream,
   * however small, stops the build until the copy is compared with it again.
   */
  readonly sha256?: string;
  /** What the workaround does with it, for the message. */
  readonly why: string;
}

/** The folder of an installed package, found from its package.json. */
export function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** The dependencies that no longer hold, each as a line of the message. */
export function brokenDependencies(dependencies: readonly PrivateDependency[]): string[] {
  return dependencies.flatMap((dependency) => {
    const where = `${dependency.package}/${dependency.file}`;
    let text: string;
    try {
      text = fs.readFileSync(path.join(packageDir(dependency.package), dependency.file), 'utf8');
    } catch {
      return [`${where} is gone (${dependency.why})`];
    }
    const changed =
      dependency.sha256 !== undefined &&
      crypto.createHash('sha256').update(text).digest('hex') !== dependency.sha256;
    const missing = (dependency.contains ?? []).filter((needle) => !text.includes(needle));
    const {pattern, only = []} = dependency.uses ?? {};
    const unexpected = pattern
      ? [
          ...new Set(
            [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))]
              .map((match) => match[1] ?? match[0])
              .filter((used) => !only.includes(used)),
          ),
        ]
      : [];
    return [
      ...(changed
        ? [`${where} is not the file the copy was made from (${dependency.why}): compare them`]
        : []),
      ...(missing.length > 0
        ? [
            `${where} no longer contains ${missing.map((m) => `"${m}"`).join(', ')} (${dependency.why})`,
          ]
        : []),
      ...(unexpected.length > 0
        ? [
            `${where} now uses ${unexpected.map((u) => `"${u}"`).join(', ')}, beyond ${only.map((o) => `"${o}"`).join(', ')} (${dependency.why})`,
          ]
        : []),
    ];
  });
}

/**
 * Stops the build when a workaround's private dependencies have moved, naming each and the switch
 * that turns the workaround off until it is updated.
 */
export function assertPrivateDependencies(
  workaround: Workaround,
  dependencies: readonly PrivateDependency[],
): void {
  const broken = brokenDependencies(dependencies);
  if (broken.length === 0) return;
  throw new Error(
    [
      `The "${workaround}" workaround relies on private parts of Docusaurus that the installed version no longer has:`,
      ...broken.map((line) => `  - ${line}`),
      `Update src/plugins/${workaround}/ for this version, or turn it off in docusaurus.config.ts (internals: {${workaround}: false}); the site works without it.`,
    ].join('\n'),
  );
}

/**
 * Keeps the bundler's persistent cache apart for each set of switches. The cache's version is
 * Docusaurus's (its version and the theme's aliases); the switches change the bundler's options
 * (the preact plugin's aliases, the lean plugin's chunks) without changing a file the cache
 * watches, so a build with one set, made after a build with another, reused what the other had
 * resolved: an `SITE_INTERNALS=off` build made after a default one shipped a main.js of 299 KB
 * where a cold one ships 504 KB. The switches are added to the version, so each set has a cache
 * of its own (tests/cache/cache.test.mjs builds on, off and on again with one cache).
 */
export function switchesCachePlugin(switches: WorkaroundSwitches): Plugin {
  const suffix = `switches-${workarounds.filter((name) => switches[name]).join('+') || 'none'}`;
  return {
    name: 'switches-cache',
    configureWebpack(config) {
      const experiments = config.experiments as {cache?: unknown} | undefined;
      const rspackCache = experiments?.cache;
      if (rspackCache && typeof rspackCache === 'object' && 'version' in rspackCache) {
        return {
          experiments: {cache: {...rspackCache, version: `${rspackCache.version}-${suffix}`}},
        } as Configuration;
      }
      if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        return {cache: {...config.cache, version: `${config.cache.version ?? ''}-${suffix}`}};
      }
      return {};
    },
  };
}
