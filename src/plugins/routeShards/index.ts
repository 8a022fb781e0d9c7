/**
 * Keeps the JavaScript every page loads from growing with the number of blog posts.
 *
 * Docusaurus bundles its whole route table into main.js: every route's path and component
 * (`@generated/routes`), the chunks each route needs (`@generated/routesChunkNames`) and a
 * loader for each of those chunks (`@generated/registry`). Each blog post adds its page, its
 * summary on the listing pages and its tag and pagination pages to all three, so main.js, which
 * every page of the site loads, grows with every post (facebook/docusaurus#7256; `npm run bench --
 * --only=scale` prints by how much without this plugin).
 *
 * In production builds this plugin splits the table (./loader.cjs): the routes under the blog's
 * base path are dealt into a fixed number of shards by a hash of their path, each shard a chunk
 * loaded on demand; main.js keeps the other routes, a placeholder route where the blog's routes
 * stood, and one loader per shard. Docusaurus's `preload`, which runs before the first render,
 * before each navigation and when a link is hovered or focused, is replaced (./client/preload.ts)
 * by one that first loads the URL's shard. The server render goes through the same code, so the
 * HTML and the hydrated tree agree. Development builds keep Docusaurus's table as it is.
 *
 * What main.js still grows with, the bundler's table of chunk file names, is moved into the
 * shards by ./chunkFiles.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPrivateDependencies, packageDir} from '../internals';
import {privateDependencies} from './dependencies';
import {ChunkFilesPlugin} from './chunkFiles';

/**
 * The generated modules and private files of Docusaurus's core this plugin relies on. The shape of
 * the generated routes.js is checked by ./loader.cjs as it reads it, and the bundler runtime's
 * chunk table by ./chunkFiles.ts; either stops the build, naming the switch, when it differs.
 */

export interface RouteShardsOptions {
  /** Routes whose path starts with this prefix and a slash are deferred ("/blog"). */
  prefix: string;
  /** How many shards the deferred routes are dealt into. */
  shardCount?: number;
}

/** What a shard module passes to `registerChunkFiles`, replaced by its chunks' files. */
const chunkFilesMarker = '__ROUTE_SHARD_CHUNK_FILES__';

/**
 * main.js carries a loader for each shard, and a shard is loaded whole with the first of its
 * routes: 32 keeps both small for a blog of up to a few thousand posts.
 */
export const defaultShardCount = 32;

const clientDir = path.join(__dirname, 'client');
const coreClientDir = path.join(packageDir('@docusaurus/core'), 'lib', 'client');

/** What the module replacement plugin passes to a function before resolving a request. */
interface ResolveData {
  context: string;
  request: string;
}

export default function routeShardsPlugin(
  context: LoadContext,
  options: RouteShardsOptions,
): Plugin<void> {
  assertPrivateDependencies('routeShards', privateDependencies);
  const shardCount = options.shardCount ?? defaultShardCount;
  if (!/^\/[^?#*:]*[^/?#*:]$/.test(options.prefix)) {
    throw new Error(
      `route shards: prefix must be a path like "/blog" (got ${JSON.stringify(options.prefix)})`,
    );
  }
  const routesFile = path.join(context.generatedFilesDir, 'routes.js');
  return {
    name: 'route-shards',
    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replace = (request: RegExp, target: string) =>
        new NormalModuleReplacementPlugin(request, target);
      return {
        module: {
          rules: [
            {
              test: (resource: string) => resource === routesFile,
              resourceQuery: /route-shards=/,
              use: [
                {
                  loader: path.join(__dirname, 'loader.cjs'),
                  options: {
                    prefix: options.prefix,
                    shardCount,
                    runtimeModule: path.join(clientDir, 'shards.ts'),
                    chunkFilesMarker,
                  },
                },
              ],
            },
          ],
        },
        plugins: [
          replace(/^@generated\/routes$/, `${routesFile}?route-shards=core`),
          replace(/^@generated\/routesChunkNames$/, path.join(clientDir, 'routesChunkNames.ts')),
          replace(/^@generated\/registry$/, path.join(clientDir, 'registry.ts')),
          // Docusaurus's preload, imported as "./preload" by its client and server code.
          new NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: ResolveData) => {
            if (path.resolve(resource.context) === coreClientDir) {
              resource.request = path.join(clientDir, 'preload.ts');
            }
          }),
          ...(isServer ? [] : [new ChunkFilesPlugin(chunkFilesMarker)]),
        ],
      };
    },
  };
}
