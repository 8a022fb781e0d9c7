/**
 * With `SITE_BUNDLE_STATS=1` in the environment, writes what each JavaScript chunk of the browser
 * bundle is made of to `<build>-stats/chunks.json` (next to the build folder, never published):
 * for every chunk, its files and its modules with their minified-source sizes.
 * `node scripts/analyze-bundle.mjs` builds with it and prints where main.js's bytes go.
 * Without the variable the plugin does nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface StatsModule {
  name?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number | null;
  names?: string[];
  files?: string[];
  initial?: boolean;
}
interface Compiler {
  hooks: {done: {tap(name: string, fn: (stats: {toJson(options: object): unknown}) => void): void}};
}

export const statsDirOf = (outDir: string): string => `${path.resolve(outDir)}-stats`;

/** Flattens concatenated modules into their parts, so each source file is counted once. */
function leaves(modules: StatsModule[] = [], parent = '(unnamed)'): {name: string; size: number}[] {
  return modules.flatMap((module) => {
    const name = module.name ?? parent;
    return module.modules && module.modules.length > 0
      ? leaves(module.modules, name)
      : [{name, size: module.size ?? 0}];
  });
}

export default function bundleStatsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.SITE_BUNDLE_STATS !== '1') return {};
      const out = statsDirOf(context.outDir);
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  chunks: true,
                  modules: true,
                  nestedModules: true,
                  ids: true,
                }) as {chunks?: StatsChunk[]; modules?: StatsModule[]};
                const modulesOf = new Map<string | number, StatsModule[]>();
                for (const module of json.modules ?? []) {
                  for (const id of module.chunks ?? []) {
                    modulesOf.set(id, [...(modulesOf.get(id) ?? []), module]);
                  }
                }
                const chunks = (json.chunks ?? []).map((chunk) => ({
                  id: chunk.id,
                  names: chunk.names ?? [],
                  files: (chunk.files ?? []).filter((file) => file.endsWith('.js')),
                  initial: Boolean(chunk.initial),
                  modules: leaves(modulesOf.get(chunk.id ?? '')).sort((a, b) => b.size - a.size),
                }));
                fs.mkdirSync(out, {recursive: true});
                fs.writeFileSync(path.join(out, 'chunks.json'), JSON.stringify(chunks, null, 1));
              });
            },
          },
        ],
      };
    },
  };
}
