import {ChunkFilesPlugin, removeChunkEntries} from '../chunkFiles';

/** The file-name parts of a runtime as Rspack 1.7 renders it, before minification. */
const runtime = `// webpack/runtime/get javascript chunk filename
(() => {
// This function allow to reference chunks
__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template

  // return url for filenames based on template
  return "assets/js/" + ({"106": "17896441","2247": "site","766": "6875c492"}[chunkId] || chunkId) + "." + {"106": "17b9263e","2247": "a5b38625","766": "f67492e9","9085": "77c1b597","9120": "0a1b2c3d"}[chunkId] + ".js"
}
})();
// webpack/runtime/get mini-css chunk filename
(() => {
__webpack_require__.miniCssF = (chunkId) => {
  return "" + chunkId + ".css"
}
})();
__webpack_require__.gca = function(chunkId) { chunkId = {"17896441":"106","site":"2247","6875c492":"766"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
`;

describe('moving chunk files out of the runtime', () => {
  test('removes the hash, the name and the name lookup of each moved chunk, nothing else', () => {
    const code = removeChunkEntries(runtime, [{id: '9085'}, {id: '766', name: '6875c492'}]);
    expect(code).toBeDefined();
    expect(code).toContain(
      '({"106": "17896441","2247": "site"}[chunkId] || chunkId) + "." + {"106": "17b9263e","2247": "a5b38625","9120": "0a1b2c3d"}[chunkId]',
    );
    expect(code).toContain('chunkId = {"17896441":"106","site":"2247"}[chunkId]||chunkId;');
    expect(code).toContain('__webpack_require__.miniCssF = (chunkId) => {');
  });

  test('removing the last entry of a table leaves a valid object', () => {
    const code = removeChunkEntries(runtime, [{id: '9120'}])!;
    expect(code).toContain('"9085": "77c1b597"}[chunkId] + ".js"');
    // The table still parses as JavaScript.
    const table = /\+ (\{[^}]*\})\[chunkId\] \+ "\.js"/.exec(code)![1]!;
    expect(JSON.parse(table)).toEqual({
      '106': '17b9263e',
      '2247': 'a5b38625',
      '766': 'f67492e9',
      '9085': '77c1b597',
    });
  });

  test('leaves the runtime alone when a chunk is not where it should be', () => {
    // 5555 is in no table: the runtime is not the one the plugin was written for.
    expect(removeChunkEntries(runtime, [{id: '9085'}, {id: '5555'}])).toBeUndefined();
    // A named chunk whose name is missing from the lookup table.
    expect(removeChunkEntries(runtime, [{id: '9085', name: 'not-there'}])).toBeUndefined();
    expect(removeChunkEntries('__webpack_require__.x = 1;', [{id: '9085'}])).toBeUndefined();
  });
});

describe('the plugin in a build', () => {
  /**
   * A compilation with an entry chunk (the runtime, whose code is `runtimeCode`), one shard and
   * one chunk only that shard loads, as the bundler hands them to the plugin.
   */
  function build(runtimeCode: string) {
    const source = (text: string) => ({source: () => text});
    const assets = new Map([
      ['runtime~main.js', source(runtimeCode)],
      ['shard.js', source('registerChunkFiles("__MARKER__")')],
      ['post.js', source('post')],
    ]);
    const chunk = (id: string, file: string, runtime = false) => ({
      id,
      files: [file],
      hasRuntime: () => runtime,
    });
    const runtime = chunk('1', 'runtime~main.js', true);
    const shard = chunk('2', 'shard.js');
    const post = chunk('3', 'post.js');
    const postGroup = {chunks: [post], childrenIterable: []};
    const shardGroup = {chunks: [shard], childrenIterable: [postGroup]};
    const entry = {chunks: [runtime], childrenIterable: [shardGroup]};
    const errors: Error[] = [];
    let processAssets: (() => void) | undefined;
    const compilation = {
      chunks: [runtime, shard, post],
      entrypoints: new Map([['main', entry]]),
      chunkGraph: {
        getChunkModulesIterable: (of: unknown) =>
          of === shard ? [{identifier: () => '/site/.docusaurus/routes.js?route-shards=0'}] : [],
      },
      getAsset: (file: string) => (assets.has(file) ? {source: assets.get(file)!} : undefined),
      updateAsset: (file: string, updated: {source(): string}) => assets.set(file, updated),
      errors,
      hooks: {processAssets: {tap: (_options: unknown, run: () => void) => (processAssets = run)}},
    };
    new ChunkFilesPlugin('__MARKER__').apply({
      webpack: {
        Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE: 0},
        sources: {
          RawSource: class {
            constructor(private readonly text: string) {}
            source() {
              return this.text;
            }
          },
        },
      },
      hooks: {
        thisCompilation: {tap: (_name: string, run: (c: unknown) => void) => run(compilation)},
      },
    });
    processAssets?.();
    return {errors, asset: (file: string) => String(assets.get(file)?.source())};
  }

  const runtimeOfPost = runtime.replace('"9120": "0a1b2c3d"', '"9120": "0a1b2c3d","3": "postpost"');

  test('moves the file of a chunk only a shard loads from the runtime into the shard', () => {
    const {errors, asset} = build(runtimeOfPost);
    expect(errors).toEqual([]);
    expect(asset('runtime~main.js')).not.toContain('"3": "postpost"');
    expect(asset('shard.js')).toBe('registerChunkFiles({"3":"post.js"})');
  });

  test('stops the build, naming the switch, when the runtime is not in the form it edits', () => {
    const {errors} = build('__webpack_require__.u = somethingElse;');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/the chunk tables of runtime~main\.js are not in the form/);
    expect(errors[0]!.message).toContain('internals: {routeShards: false}');
  });
});
