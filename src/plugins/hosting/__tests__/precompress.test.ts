import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import {isPrecompressed, precompressMinBytes, writePrecompressed} from '../precompress';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rm(dir, {recursive: true, force: true}));

const text = (words: number) =>
  Array.from({length: words}, (_, index) => `word${index % 40}`).join(' ');

async function write(file: string, data: string | Buffer): Promise<void> {
  await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
  await fs.writeFile(path.join(dir, file), data);
}

test('which files get copies: text by its extension, not images, not the copies themselves', () => {
  for (const file of ['index.html', 'assets/js/main.1234abcd.js', 'sitemap.xml', 'a/b.md']) {
    expect(isPrecompressed(file)).toBe(true);
  }
  for (const file of ['img/a.avif', 'pagefind/fragment/x.pf_fragment', 'main.js.br', 'x.js.gz']) {
    expect(isPrecompressed(file)).toBe(false);
  }
});

test('writes the brotli and gzip copies of each text file beside it, each decompressing to it', async () => {
  const page = `<!doctype html><p>${text(400)}</p>`;
  await write('index.html', page);
  await write('assets/js/main.1234abcd.js', `var a=${JSON.stringify(text(300))};`);
  await write('img/photo.avif', Buffer.from(text(300)));
  await write('small.txt', 'x'.repeat(precompressMinBytes - 1));

  expect(await writePrecompressed(dir)).toBe(2);
  const br = await fs.readFile(path.join(dir, 'index.html.br'));
  const gz = await fs.readFile(path.join(dir, 'index.html.gz'));
  expect(zlib.brotliDecompressSync(br).toString()).toBe(page);
  expect(zlib.gunzipSync(gz).toString()).toBe(page);
  // At the highest levels: the bytes brotli's quality 11 and gzip's level 9 make.
  const best = zlib.brotliCompressSync(page, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
    },
  });
  expect(br.equals(best)).toBe(true);
  expect(gz.equals(zlib.gzipSync(page, {level: 9}))).toBe(true);
  const files = (await fs.readdir(dir, {recursive: true})).sort();
  expect(files).toContain('assets/js/main.1234abcd.js.br');
  expect(files).toContain('assets/js/main.1234abcd.js.gz');
  expect(files.filter((file) => file.startsWith('img/photo') || file.startsWith('small'))).toEqual([
    'img/photo.avif',
    'small.txt',
  ]);
});

test('writes no copy that is not smaller than its file', async () => {
  // Random bytes do not compress.
  const noise = Buffer.from(Array.from({length: 2000}, () => Math.floor(Math.random() * 256)));
  await write('noise.txt', noise);
  expect(await writePrecompressed(dir)).toBe(0);
  expect(await fs.readdir(dir)).toEqual(['noise.txt']);
});

test('a build that holds a symbolic link fails, naming the link and its target', async () => {
  await write('index.html', `<!doctype html><p>${text(400)}</p>`);
  await fs.mkdir(path.join(dir, 'img'));
  await fs.symlink('/etc/hostname', path.join(dir, 'img', 'photo.jpg'));
  await expect(writePrecompressed(dir)).rejects.toThrow(
    `${path.join(dir, 'img/photo.jpg')} is a symbolic link (to /etc/hostname)`,
  );
  // Without the link, the same build passes.
  await fs.rm(path.join(dir, 'img', 'photo.jpg'));
  expect(await writePrecompressed(dir)).toBe(1);
});

describe('with a cache of the copies', () => {
  let cacheDir: string;
  beforeEach(async () => {
    cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-cache-'));
  });
  afterEach(() => fs.rm(cacheDir, {recursive: true, force: true}));

  test('keeps the copies it makes, the same as without it', async () => {
    const page = `<!doctype html><p>${text(400)}</p>`;
    await write('index.html', page);
    expect(await writePrecompressed(dir, cacheDir)).toBe(1);
    const kept = await fs.readdir(cacheDir, {recursive: true});
    expect(kept.filter((name) => /\.(br|gz)$/.test(String(name)))).toHaveLength(2);
    const built = await fs.readFile(path.join(dir, 'index.html.br'));
    await fs.rm(path.join(dir, 'index.html.br'));
    await fs.rm(path.join(dir, 'index.html.gz'));
    expect(await writePrecompressed(dir)).toBe(1);
    expect(await fs.readFile(path.join(dir, 'index.html.br'))).toEqual(built);
  });

  test('takes the copies of bytes it has seen from the cache instead of compressing them again', async () => {
    const page = `<!doctype html><p>${text(400)}</p>`;
    await write('index.html', page);
    await writePrecompressed(dir, cacheDir);
    // The cache's copies stand in for new ones: planted copies (still of the page) are what the
    // next build writes.
    const planted = zlib.gzipSync(page, {level: 1});
    for (const name of await fs.readdir(cacheDir, {recursive: true})) {
      if (String(name).endsWith('.gz'))
        await fs.writeFile(path.join(cacheDir, String(name)), planted);
    }
    await write('copy/index.html', page);
    await writePrecompressed(dir, cacheDir);
    expect(await fs.readFile(path.join(dir, 'copy/index.html.gz'))).toEqual(planted);
    // Other bytes are compressed anew.
    await write('other.html', `${page}<p>more</p>`);
    await writePrecompressed(dir, cacheDir);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'other.html.gz'))).toString()).toBe(
      `${page}<p>more</p>`,
    );
  });
});
