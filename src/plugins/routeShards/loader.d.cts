/** Types of ./loader.cjs, for its tests. */
export interface RouteEntry {
  path?: string;
  exact?: boolean;
  routes?: RouteEntry[];
  component?: unknown;
  [key: string]: unknown;
}
export interface ShardPart {
  routes: RouteEntry[];
  /** Shards only: each route's place among the core routes (see partition). */
  order?: number[];
  chunkNames: Record<string, unknown>;
  registry: Map<string, string>;
}
export interface Partition {
  core: ShardPart & {placeholderIndex: number};
  shards: ShardPart[];
  namedEntries: Set<string>;
}
export /** What a failure of the route shards says after its cause: how to build anyway. */
declare const switchHint: string;
declare const creatorMark: unique symbol;
export declare function normalizeRoutePath(pathname: string): string;
export declare function shardOf(key: string, count: number): number;
export declare function parseRoutes(source: string, file: string): RouteEntry[];
export declare function parseRegistry(source: string, file: string): Map<string, string>;
export declare function partition(table: {
  routes: RouteEntry[];
  registry: Map<string, string>;
  chunkNames: Record<string, unknown>;
  prefix: string;
  shardCount: number;
}): Partition;
export declare function coreSource(
  table: Partition,
  settings: {prefix: string; shardCount: number; runtimeModule: string; resource: string},
): string;
export declare function shardSource(
  shard: ShardPart,
  namedEntries: Set<string>,
  settings: {runtimeModule: string; chunkFilesMarker: string},
): string;
