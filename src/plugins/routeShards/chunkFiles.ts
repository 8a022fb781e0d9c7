/**
 * Moves the file names of the chunks only the route shards load out of the bundler's runtime and
 * into the shards.
 *
 * The runtime (runtime~main.js, loaded by every page) holds a table with the file of every chunk
 * the site can load: for each chunk its id, its content hash and, if it has one, its name. Each
 * blog post has two chunks (its page and its summary), so the table grows with every post, on
 * every page (`npm run bench -- --only=scale` prints by how much). Only the shard that holds a
 * post's routes ever loads those chunks, so their entries belong in that shard.
 *
 * After the chunks are rendered and before they are minified and their hashes finalized, this
 * plugin finds the chunks reachable from the shards and from nowhere else, removes their entries
 * from the runtime's tables (`__webpack_require__.u`, and `.gca` that Docusaurus adds), and writes
 * their file names into each shard that can load them, in place of a marker the shard module
 * passes to `registerChunkFiles` (client/shards.ts), which teaches `__webpack_require__.u` those
 * files. The file names carry content hashes, so the bundler's real-content-hash step, which runs
 * later, updates them along with every other reference when minification changes a chunk.
 *
 * If the runtime's code is not in the form this expects (a new version of the bundler or of
 * Docusaurus), the build fails, naming the file and the switch that turns the route shards off.
 */
import {switchHint} from './loader.cjs';

interface Source {
  source(): string | Buffer;
}
interface Module {
  identifier(): string;
}
interface ChunkGroup {
  chunks: Iterable<Chunk>;
  childrenIterable: Iterable<ChunkGroup>;
}
interface Chunk {
  id: string | number | null | undefined;
  name?: string | null;
  files: Iterable<string>;
  hasRuntime(): boolean;
}
interface Compilation {
  chunks: Iterable<Chunk>;
  entrypoints: Map<string, ChunkGroup>;
  chunkGraph: {getChunkModulesIterable(chunk: Chunk): Iterable<Module>};
  getAsset(file: string): {source: Source} | undefined;
  updateAsset(file: string, source: Source): void;
  errors: Error[];
  hooks: {
    processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void};
  };
}
interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE: number};
    sources: {RawSource: new (source: string) => Source};
    WebpackError?: new (message: string) => Error;
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}

const pluginName = 'route-shards-chunk-files';
const shardModule = /[\\/]routes\.js\?route-shards=\d+(?:$|[!|\s])/;

const jsFileOf = (chunk: Chunk): string | undefined =>
  [...chunk.files].find((file) => file.endsWith('.js'));

const isShardChunk = (compilation: Compilation, chunk: Chunk): boolean =>
  [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
    shardModule.test(module.identifier()),
  );

/** Chunk groups reachable from `starts`, not entering the groups `stop` rejects. */
function reachableGroups(
  starts: Iterable<ChunkGroup>,
  stop: (group: ChunkGroup) => boolean,
): Set<ChunkGroup> {
  const seen = new Set<ChunkGroup>();
  const queue = [...starts];
  while (queue.length > 0) {
    const group = queue.pop()!;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const child of group.childrenIterable) if (!stop(child)) queue.push(child);
  }
  return seen;
}

const chunksOf = (groups: Iterable<ChunkGroup>): Set<Chunk> =>
  new Set([...groups].flatMap((group) => [...group.chunks]));

/**
 * Removes the entries of the given chunks from the runtime's file-name tables: in
 * `__webpack_require__.u`, `"id": "name"` and `"id": "hash"`; in `.gca`, `"name":"id"`.
 * Returns the new code, or undefined when the tables do not hold exactly the expected entries
 * (a hash for each chunk, and a name in both tables for each named one).
 */
export function removeChunkEntries(
  runtime: string,
  chunks: {id: string; name?: string}[],
): string | undefined {
  const ids = new Set(chunks.map((chunk) => chunk.id));
  const named = chunks.filter((chunk) => chunk.name !== undefined).length;
  const strip = (segment: string, keyIsId: boolean): {text: string; removed: number} => {
    let removed = 0;
    const text = segment
      .replace(/"((?:[^"\\]|\\.)*)":\s*"((?:[^"\\]|\\.)*)",?/g, (entry, key: string, value) => {
        if (!ids.has(keyIsId ? key : value)) return entry;
        removed += 1;
        return '';
      })
      .replace(/,(\s*\})/g, '$1');
    return {text, removed};
  };
  const u = /__webpack_require__\.u = \(chunkId\) => \{[^]*?\n\s*return [^\n]*\n/.exec(runtime);
  if (!u) return undefined;
  const filenames = strip(u[0], true);
  if (filenames.removed !== chunks.length + named) return undefined;
  let code = runtime.replace(u[0], () => filenames.text);
  const gca = /__webpack_require__\.gca = function\(chunkId\) \{ chunkId = \{[^\n]*/.exec(code);
  if (gca) {
    const names = strip(gca[0], false);
    if (names.removed !== named) return undefined;
    code = code.replace(gca[0], () => names.text);
  } else if (named > 0) return undefined;
  return code;
}

export class ChunkFilesPlugin {
  /** @param marker the string the shard modules pass where their chunk files are to go */
  constructor(private readonly marker: string) {}

  /** @param bundler Rspack's or webpack's compiler (typed here by what the plugin uses) */
  apply(bundler: object): void {
    const compiler = bundler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    const fail = (compilation: Compilation, message: string) => {
      const WebpackError = compiler.webpack.WebpackError ?? Error;
      compilation.errors.push(
        new WebpackError(`route shards: ${message}. To build anyway, ${switchHint}.`),
      );
    };
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE},
        () => {
          const shardChunks = new Set(
            [...compilation.chunks].filter((chunk) => isShardChunk(compilation, chunk)),
          );
          if (shardChunks.size === 0) return;
          const isShardGroup = (group: ChunkGroup) =>
            [...group.chunks].some((chunk) => shardChunks.has(chunk));
          // Chunks the core can load without a shard, and the shard groups' own chunks.
          const coreGroups = reachableGroups(compilation.entrypoints.values(), isShardGroup);
          const shardGroups = new Set(
            [...coreGroups].flatMap((group) => [...group.childrenIterable].filter(isShardGroup)),
          );
          const kept = new Set([...chunksOf(coreGroups), ...chunksOf(shardGroups)]);

          const moved = new Map<Chunk, {id: string; name?: string; file: string}>();
          for (const shardGroup of shardGroups) {
            const shardChunk = [...shardGroup.chunks].find((chunk) => shardChunks.has(chunk))!;
            const shardFile = jsFileOf(shardChunk);
            const deferred = [
              ...chunksOf(reachableGroups(shardGroup.childrenIterable, () => false)),
            ]
              .filter((chunk) => !kept.has(chunk))
              .flatMap((chunk) => {
                const file = jsFileOf(chunk);
                if (file === undefined || chunk.id == null) return [];
                const entry = {id: String(chunk.id), name: chunk.name ?? undefined, file};
                moved.set(chunk, entry);
                return [entry];
              });
            const asset = shardFile && compilation.getAsset(shardFile);
            if (!asset) continue;
            const code = String(asset.source.source());
            const marker = JSON.stringify(this.marker);
            if (!code.includes(marker)) {
              fail(compilation, `no chunk-file marker in ${shardFile}`);
              continue;
            }
            const files = Object.fromEntries(deferred.map((entry) => [entry.id, entry.file]));
            compilation.updateAsset(
              shardFile,
              new sources.RawSource(code.replace(marker, () => JSON.stringify(files))),
            );
          }
          if (moved.size === 0) return;

          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            const file = jsFileOf(chunk);
            const asset = file && compilation.getAsset(file);
            if (!file || !asset) continue;
            const code = removeChunkEntries(String(asset.source.source()), [...moved.values()]);
            if (code === undefined) {
              fail(
                compilation,
                `the chunk tables of ${file} are not in the form this plugin edits`,
              );
              continue;
            }
            compilation.updateAsset(file, new sources.RawSource(code));
          }
        },
      );
    });
  }
}
