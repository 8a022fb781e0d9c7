/**
 * Compressed once, when the site is built, instead of on every request: beside each text file of
 * the build worth compressing, `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip at
 * its highest level). nginx serves them as they are (`brotli_static`, `gzip_static` in the
 * generated server block), so a request for a script costs a file read rather than a compression,
 * and the visitor gets the smallest bytes the two formats make. Brotli's highest quality is too
 * slow for a server to use per request; once per build it costs seconds.
 *
 * The last step of the build: nothing is written into the build after it, so every copy matches
 * its file. Hosts that compress by themselves (Cloudflare Pages) ignore the copies: no page links
 * to them, and they are served like any other file only when asked for by name.
 *
 * The copies are kept in a cache folder (node_modules/.cache/precompressed) by the hash of what
 * they compress: a file that an earlier build already had (a script of unchanged code, the
 * editor's bundle, a page left as it was) is not compressed again.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

import {listBuild} from './site';
import {writeFileAtomic} from '../writeFileAtomic.cjs';

/** The cache's folder under the site's node_modules/.cache. */
export const precompressCacheName = 'precompressed';

/** The extensions of the text files compressed beside themselves (the types of policy.ts's `compressibleTypes`). */
const precompressedExtensions = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.svg',
  '.ico',
  '.xml',
  '.txt',
  '.md',
] as const;

/** Below this size a compressed copy saves nothing worth a file (nginx's `*_min_length` too). */
export const precompressMinBytes = 256;

/** The suffixes of the compressed copies, as nginx looks for them. */
const precompressedSuffixes = ['.br', '.gz'] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether a file of the build (relative path) gets compressed copies, by its name. */
export function isPrecompressed(file: string): boolean {
  if (precompressedSuffixes.some((suffix) => file.endsWith(suffix))) return false;
  return (precompressedExtensions as readonly string[]).includes(path.extname(file).toLowerCase());
}

/** The two compressed copies of `data`, at the highest levels. */
async function compressedCopies(data: Buffer): Promise<{br: Buffer; gz: Buffer}> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  return {br, gz};
}

/**
 * The two compressed copies of `data`, from `cacheDir` when an earlier build made them (they are
 * named by the hash of `data`), else made now and kept there, each written whole or not at all.
 */
async function cachedCopies(data: Buffer, cacheDir: string): Promise<{br: Buffer; gz: Buffer}> {
  const hash = createHash('sha256').update(data).digest('hex');
  const fileOf = (suffix: string) => path.join(cacheDir, hash.slice(0, 2), `${hash}.${suffix}`);
  try {
    const [br, gz] = await Promise.all([fs.readFile(fileOf('br')), fs.readFile(fileOf('gz'))]);
    return {br, gz};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const copies = await compressedCopies(data);
  await Promise.all([
    writeFileAtomic(fileOf('br'), copies.br),
    writeFileAtomic(fileOf('gz'), copies.gz),
  ]);
  return copies;
}

/**
 * Writes `.br` and `.gz` beside every text file of the build of at least `precompressMinBytes`;
 * returns how many files got them. A copy that would not be smaller than its file is not written
 * (nginx then compresses on the fly, or sends the file as it is). With `cacheDir`, copies an
 * earlier build made of the same bytes are taken from there.
 */
export async function writePrecompressed(outDir: string, cacheDir?: string): Promise<number> {
  const {files} = await listBuild(outDir);
  const queue = files.filter(isPrecompressed);
  let written = 0;
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const full = path.join(outDir, file);
      const data = await fs.readFile(full);
      if (data.length < precompressMinBytes) continue;
      const made = cacheDir ? await cachedCopies(data, cacheDir) : await compressedCopies(data);
      const copies = Object.entries(made).filter(([, copy]) => copy.length < data.length);
      await Promise.all(copies.map(([suffix, copy]) => fs.writeFile(`${full}.${suffix}`, copy)));
      if (copies.length > 0) written += 1;
    }
  };
  // zlib's asynchronous calls run on libuv's thread pool: one worker per core keeps it busy.
  await Promise.all(Array.from({length: Math.max(1, os.availableParallelism())}, worker));
  return written;
}
