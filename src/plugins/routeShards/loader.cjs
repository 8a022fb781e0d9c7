/**
 * Rspack/webpack loader that splits the route table Docusaurus generates (.docusaurus/routes.js,
 * registry.js and routesChunkNames.json) into a core part, bundled with main.js, and shards that
 * load on demand. It is applied to `.docusaurus/routes.js` with a `route-shards` query:
 *
 * - `?route-shards=core`: every route except the deferred ones, the chunk names and registry
 *   entries those routes use, a placeholder route where the deferred routes stood, and a loader
 *   for each shard. Its size does not depend on how many deferred routes there are.
 * - `?route-shards=N`: the deferred routes of shard N with their chunk names and registry entries.
 *
 * A route is deferred when it is a top-level exact route with a static path that is the prefix or
 * under it (the blog's base path: the blog's index and every post, tag, author, archive and
 * pagination page). Its shard is a
 * hash of its normalized path, so the browser finds the shard of any URL without a table.
 * See ./index.ts for how the parts are put together.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The form of a path that route matching does not distinguish (react-router matches without case
 * and with an optional trailing slash; Docusaurus also tries the decoded path).
 * @param {string} pathname
 * @returns {string}
 */
function normalizeRoutePath(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: match on the path as written.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/**
 * The shard of a normalized path: FNV-1a over its UTF-16 code units, modulo the shard count.
 * Serialized into the core module, so the browser computes exactly this function.
 * @param {string} key
 * @param {number} count
 * @returns {number}
 */
function shardOf(key, count) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

const creatorMark = Symbol('ComponentCreator');

/**
 * The route tree of a generated routes.js, with each `ComponentCreator(path, hash)` call kept as
 * `{[creatorMark]: [path, hash]}`. The file is data plus those calls.
 * @param {string} source
 * @param {string} file for the error message
 */
function parseRoutes(source, file) {
  const body = source.replace(/^import\s[^;]*;\s*$/gm, '').replace(/^export default /m, 'return ');
  try {
    const routes = new Function('ComponentCreator', body)((routePath, hash) => ({
      [creatorMark]: [routePath, hash],
    }));
    if (!Array.isArray(routes)) throw new Error('it does not export an array');
    return routes;
  } catch (error) {
    throw new Error(
      `route shards: cannot read the generated route table ${file}: ${error.message}`,
    );
  }
}

/**
 * The entries of a generated registry.js, by chunk name, as their source text.
 * @param {string} source
 * @param {string} file
 * @returns {Map<string, string>}
 */
function parseRegistry(source, file) {
  const entries = new Map();
  const lines = source.split('\n');
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed === 'export default {' || trimmed === '};') continue;
    // Each entry is on one line; the generator closes the object on the last one ("],};").
    const match = /^("(?:[^"\\]|\\.)*"): (\[.*\]),?(?:\};)?$/.exec(trimmed);
    if (!match) {
      throw new Error(
        `route shards: unexpected line in the generated registry ${file}: ${trimmed}`,
      );
    }
    entries.set(JSON.parse(match[1]), match[2]);
  }
  return entries;
}

/** Every chunk name in a route's (nested) chunk-name record. */
function chunkNamesIn(value, into = new Set()) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) chunkNamesIn(item, into);
  }
  return into;
}

const isStaticPath = (routePath) => !/[:*?()+]/.test(routePath);

/**
 * Splits the route table.
 * @param {{routes: object[], registry: Map<string, string>, chunkNames: Record<string, unknown>, prefix: string, shardCount: number}} table
 */
function partition({routes, registry, chunkNames, prefix, shardCount}) {
  const base = normalizeRoutePath(prefix);
  const underPrefix = (routePath) => {
    const key = normalizeRoutePath(routePath);
    return key === base || key.startsWith(`${base}/`);
  };
  const keyOf = (route) => {
    const creator = route.component && route.component[creatorMark];
    return creator && creator[1] !== undefined ? `${creator[0]}-${creator[1]}` : undefined;
  };
  const isDeferred = (route) =>
    route.exact === true &&
    !route.routes &&
    typeof route.path === 'string' &&
    isStaticPath(route.path) &&
    underPrefix(route.path) &&
    keyOf(route) !== undefined;

  // Route matching takes the first route that matches, so the placeholder keeps its routes in
  // Docusaurus's order (client/shards.ts). A core route's place is its index among the core
  // routes; a deferred route's is just before the core route that followed it (index - 0.5).
  // Neither depends on how many routes are deferred.
  const core = [];
  const shards = Array.from({length: shardCount}, () => []);
  const shardOrders = Array.from({length: shardCount}, () => []);
  let placeholderIndex = -1;
  for (const route of routes) {
    if (isDeferred(route)) {
      if (placeholderIndex === -1) placeholderIndex = core.length;
      const shard = shardOf(normalizeRoutePath(route.path), shardCount);
      shards[shard].push(route);
      shardOrders[shard].push(core.length - 0.5);
    } else {
      core.push(route);
    }
  }

  const namesOf = (list) => {
    const names = {};
    const walk = (items) => {
      for (const route of items) {
        const key = keyOf(route);
        if (key !== undefined && chunkNames[key] !== undefined) names[key] = chunkNames[key];
        if (route.routes) walk(route.routes);
      }
    };
    walk(list);
    return names;
  };
  const registryOf = (names) => {
    const used = new Set();
    for (const value of Object.values(names)) chunkNamesIn(value, used);
    return new Map(
      [...used].filter((name) => registry.has(name)).map((name) => [name, registry.get(name)]),
    );
  };

  const coreChunkNames = namesOf(core);
  const coreRegistry = registryOf(coreChunkNames);
  const shardParts = shards.map((shardRoutes, index) => {
    const names = namesOf(shardRoutes);
    return {
      routes: shardRoutes,
      order: shardOrders[index],
      chunkNames: names,
      registry: registryOf(names),
    };
  });
  // Chunk names stay on the entries the core or more than one shard use: a chunk imported from
  // several places without a name can be emitted once for each of them.
  const uses = new Map();
  for (const shard of shardParts) {
    for (const name of shard.registry.keys()) uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  const namedEntries = new Set([
    ...coreRegistry.keys(),
    ...[...uses].filter(([, count]) => count > 1).map(([name]) => name),
  ]);
  return {
    core: {
      routes: core,
      chunkNames: coreChunkNames,
      registry: coreRegistry,
      placeholderIndex,
    },
    shards: shardParts,
    namedEntries,
  };
}

/** JavaScript source of a route, with its ComponentCreator calls restored. */
function routeSource(route, indent = '  ') {
  const inner = `${indent}  `;
  const fields = Object.entries(route).map(([key, value]) => {
    if (key === 'component' && value && value[creatorMark]) {
      const args = value[creatorMark]
        .filter((arg) => arg !== undefined)
        .map((arg) => JSON.stringify(arg));
      return `${inner}${JSON.stringify(key)}: ComponentCreator(${args.join(', ')})`;
    }
    if (key === 'routes' && Array.isArray(value)) {
      return `${inner}"routes": [\n${value.map((child) => routeSource(child, `${inner}  `)).join(',\n')}\n${inner}]`;
    }
    return `${inner}${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `${indent}{\n${fields.join(',\n')}\n${indent}}`;
}

/**
 * Registry entries as an object literal. Entries only shards use lose their chunk name, so the
 * chunks they make are anonymous and add no name to the runtime's tables.
 */
function registrySource(entries, keepNames) {
  const lines = [...entries].map(([name, text]) => {
    const entry = keepNames.has(name)
      ? text
      : text.replace(/\/\* webpackChunkName: "[^"]*" \*\/ /, '');
    return `  ${JSON.stringify(name)}: ${entry}`;
  });
  return `{\n${lines.join(',\n')}\n}`;
}

const header = (runtimeModule) => `import ComponentCreator from '@docusaurus/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import * as shardRuntime from ${JSON.stringify(runtimeModule)};
`;

/** The core module: core routes, the placeholder for the deferred ones, the shard loaders. */
function coreSource({core, shards}, {prefix, shardCount, runtimeModule, resource}) {
  // A loader for every shard, empty ones included, so that this module is the same size
  // whether the blog has ten posts or ten thousand.
  const loaders = shards.map(
    (_shard, index) => `  () => import(${JSON.stringify(`${resource}?route-shards=${index}`)})`,
  );
  const routes = core.routes.map((route) => routeSource(route));
  // When no deferred route matches a path under the prefix, the core routes that came after the
  // placeholder in the original list get their turn, the catch-all (not found) last.
  const fallback = core.routes
    .map((_route, index) => index)
    .filter((index) => index >= core.placeholderIndex)
    .map((index) => ({at: index + 1, order: index}));
  if (core.placeholderIndex !== -1) {
    routes.splice(
      core.placeholderIndex,
      0,
      `  {\n    "path": ${JSON.stringify(`${prefix.replace(/\/+$/, '')}/:deferred*`)},\n    "component": shardRuntime.DeferredRoutes,\n    "routes": shardRuntime.deferredRoutes\n  }`,
    );
  }
  return `${header(runtimeModule)}
Object.assign(routesChunkNames, ${JSON.stringify(core.chunkNames, null, 2)});
Object.assign(registry, ${registrySource(core.registry, new Set(core.registry.keys()))});

const coreRoutes = [
${routes.join(',\n')}
];
${
  core.placeholderIndex !== -1
    ? `shardRuntime.registerShards({
  base: ${JSON.stringify(normalizeRoutePath(prefix))},
  count: ${shardCount},
  shardOf: ${shardOf.toString()},
  normalize: ${normalizeRoutePath.toString()},
  loaders: [
${loaders.join(',\n')}
  ],
  fallback: [${fallback.map(({at}) => `coreRoutes[${at}]`).join(', ')}],
  fallbackOrder: ${JSON.stringify(fallback.map(({order}) => order))},
});
`
    : ''
}
export default coreRoutes;
`;
}

/** A shard module: its routes, their chunk names and registry entries. */
function shardSource(shard, namedEntries, {runtimeModule, chunkFilesMarker}) {
  return `${header(runtimeModule)}
shardRuntime.registerChunkFiles(${JSON.stringify(chunkFilesMarker)});
Object.assign(routesChunkNames, ${JSON.stringify(shard.chunkNames, null, 2)});
Object.assign(registry, ${registrySource(shard.registry, namedEntries)});

export default [
${shard.routes.map((route) => routeSource(route)).join(',\n')}
];
export const order = ${JSON.stringify(shard.order)};
`;
}

/**
 * What a failure of the route shards says after its cause: the generated files are Docusaurus's
 * own, and a new version may write them otherwise.
 */
const switchHint =
  'update src/plugins/routeShards/ for this version of Docusaurus, or turn the workaround off in docusaurus.config.ts (internals: {routeShards: false}); the site works without it';

/** @this {import('webpack').LoaderContext<{prefix: string, shardCount: number, runtimeModule: string, chunkFilesMarker: string}>} */
function routeShardsLoader(source) {
  try {
    return splitRouteTable.call(this, source);
  } catch (error) {
    throw new Error(`${error.message}. To build anyway, ${switchHint}.`);
  }
}

/** @this {import('webpack').LoaderContext<{prefix: string, shardCount: number, runtimeModule: string, chunkFilesMarker: string}>} */
function splitRouteTable(source) {
  const options = this.getOptions();
  const part = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('route-shards');
  const dir = path.dirname(this.resourcePath);
  const registryFile = path.join(dir, 'registry.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  this.addDependency(registryFile);
  this.addDependency(chunkNamesFile);
  const table = partition({
    routes: parseRoutes(source, this.resourcePath),
    registry: parseRegistry(fs.readFileSync(registryFile, 'utf8'), registryFile),
    chunkNames: JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')),
    prefix: options.prefix,
    shardCount: options.shardCount,
  });
  const settings = {...options, resource: this.resourcePath};
  if (part === 'core') return coreSource(table, settings);
  const index = Number(part);
  if (!Number.isInteger(index) || index < 0 || index >= options.shardCount) {
    throw new Error(`route shards: no shard "${part}" (there are ${options.shardCount})`);
  }
  return shardSource(table.shards[index], table.namedEntries, settings);
}

module.exports = routeShardsLoader;
module.exports.switchHint = switchHint;
module.exports.normalizeRoutePath = normalizeRoutePath;
module.exports.shardOf = shardOf;
module.exports.parseRoutes = parseRoutes;
module.exports.parseRegistry = parseRegistry;
module.exports.partition = partition;
module.exports.creatorMark = creatorMark;
module.exports.coreSource = coreSource;
module.exports.shardSource = shardSource;
