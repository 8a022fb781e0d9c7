/**
 * Stands in for `@generated/registry`: for each chunk name, its loader, module name and weak
 * module id, filled by the core route module and by each route shard as it loads
 * (see ../loader.cjs).
 */
const registry: Record<string, readonly [() => Promise<unknown>, string, unknown]> = {};
export default registry;
