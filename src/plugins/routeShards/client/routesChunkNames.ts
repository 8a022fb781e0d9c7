/**
 * Stands in for `@generated/routesChunkNames`: each route's chunk names, filled by the core route
 * module and by each route shard as it loads (see ../loader.cjs).
 */
const routesChunkNames: Record<string, unknown> = {};
export default routesChunkNames;
