import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import {
  candidateWidths,
  fallbackFormat,
  moduleSource,
  renditionName,
  renditions,
  scaledHeight,
  selectWidths,
  variantOf,
} from '../loader.cjs';
import {pictureFile} from '../index';

describe('the widths of an image', () => {
  test('a wide image gets every candidate width, the widest capped', () => {
    expect(selectWidths(4000)).toEqual([...candidateWidths]);
  });

  test('an image narrower than the widest candidate ends at its own width, never upscaled', () => {
    expect(selectWidths(700, [320, 640, 960, 1280])).toEqual([320, 640, 700]);
    expect(selectWidths(640, [320, 640, 960, 1280])).toEqual([320, 640]);
  });

  test('an image narrower than every candidate keeps its one width', () => {
    expect(selectWidths(200, [320, 640])).toEqual([200]);
  });

  test('a width that is not a positive whole number is refused', () => {
    expect(() => selectWidths(0)).toThrow(/at least 1 pixel/);
    expect(() => selectWidths(Number.NaN)).toThrow(/at least 1 pixel/);
  });

  test('heights keep the aspect ratio', () => {
    expect(scaledHeight({width: 1600, height: 1067}, 320)).toBe(213);
    expect(scaledHeight({width: 3, height: 1}, 1)).toBe(1);
  });
});

describe('the files of an image', () => {
  test('PNG stays PNG, every other format falls back to JPEG', () => {
    expect(fallbackFormat('png')).toBe('png');
    expect(fallbackFormat('jpeg')).toBe('jpeg');
    expect(fallbackFormat('webp')).toBe('jpeg');
  });

  test('an import may ask for the fallback format', () => {
    expect(fallbackFormat('png', 'jpeg')).toBe('jpeg');
  });

  test('names are URL-safe and carry the width and a content hash the hosting rules accept', () => {
    const name = renditionName('/x/My Photo (1).JPG', 640, 'jpeg', Buffer.from('a'));
    expect(name).toMatch(/^my-photo-1-640-[0-9a-f]{10}\.jpg$/);
    // The hosting plugin caches files under /assets/ as immutable only with such a hash.
    expect(name).toMatch(/[.~-][0-9a-f]{8,}\./);
    expect(renditionName('a.png', 640, 'jpeg', Buffer.from('b'))).not.toBe(
      renditionName('a.png', 640, 'jpeg', Buffer.from('a')),
    );
  });

  test('the module lists each format with public-path URLs, the original format last', () => {
    const source = moduleSource({
      width: 640,
      height: 480,
      fallback: 'png',
      files: [
        {format: 'avif', width: 640, name: 'a-640-0123456789.avif'},
        {format: 'webp', width: 640, name: 'a-640-0123456789.webp'},
        {format: 'png', width: 640, name: 'a-640-0123456789.png'},
      ],
    });
    const module = {exports: {} as Record<string, unknown>};
    new Function(
      'module',
      '__webpack_public_path__',
      source.replace('export default', 'module.exports ='),
    )(module, '/base/');
    expect(module.exports).toEqual({
      width: 640,
      height: 480,
      sources: [
        {
          type: 'image/avif',
          files: [{url: '/base/assets/images/a-640-0123456789.avif', width: 640}],
        },
        {
          type: 'image/webp',
          files: [{url: '/base/assets/images/a-640-0123456789.webp', width: 640}],
        },
      ],
      fallback: {
        type: 'image/png',
        files: [{url: '/base/assets/images/a-640-0123456789.png', width: 640}],
      },
    });
  });
});

describe('what an import asks of the pipeline', () => {
  test('no options: every modern format at every width', () => {
    expect(variantOf()).toEqual({
      widths: [...candidateWidths],
      modern: ['avif', 'webp'],
      fallback: undefined,
    });
  });

  test('a widest width, fewer modern formats and a fallback format', () => {
    expect(variantOf({maxWidth: 960, modern: ['webp'], fallback: 'jpeg'})).toEqual({
      widths: candidateWidths.filter((width) => width <= 960),
      modern: ['webp'],
      fallback: 'jpeg',
    });
  });

  test('options the pipeline cannot honour are refused, each named', () => {
    expect(() => variantOf({maxWidth: 10})).toThrow(/maxWidth must be a whole number/);
    expect(() => variantOf({modern: ['gif']})).toThrow(/modern must list formats of avif, webp/);
    expect(() => variantOf({fallback: 'gif'})).toThrow(/fallback must be "jpeg" or "png"/);
  });

  test('the module lists only the modern formats made', () => {
    const source = moduleSource({
      width: 320,
      height: 168,
      fallback: 'jpeg',
      modern: ['webp'],
      files: [
        {format: 'webp', width: 320, name: 'c-320-0123456789.webp'},
        {format: 'jpeg', width: 320, name: 'c-320-0123456789.jpg'},
      ],
    });
    const module = {exports: {} as {sources?: {type: string}[]}};
    new Function(
      'module',
      '__webpack_public_path__',
      source.replace('export default', 'module.exports ='),
    )(module, '/');
    expect(module.exports.sources?.map((set) => set.type)).toEqual(['image/webp']);
  });
});

describe('encoding with sharp', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  const photo = (width: number, height: number) =>
    sharp({create: {width, height, channels: 3, background: '#3366aa'}})
      .jpeg()
      .toBuffer();

  test('a JPEG becomes AVIF, WebP and JPEG at each width, with a placeholder', async () => {
    const image = await renditions(await photo(700, 350), '/site/photo.jpg', path.join(dir, 'a'));
    expect([image.width, image.height]).toEqual([700, 350]);
    expect(image.fallback).toBe('jpeg');
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const files = image.files.filter((file) => file.format === format);
      expect(files.map((file) => file.width)).toEqual([320, 640, 700]);
      for (const file of files) {
        const meta = await sharp(file.content).metadata();
        expect(meta.width).toBe(file.width);
        expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
      }
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(600);
  });

  test('a variant: no rendition wider than asked, only its formats, apart in the cache', async () => {
    const cache = path.join(dir, 'f');
    const source = await sharp({
      create: {width: 1200, height: 630, channels: 3, background: '#eef'},
    })
      .png()
      .toBuffer();
    const card = await renditions(
      source,
      '/site/card.png',
      cache,
      variantOf({maxWidth: 640, modern: ['webp'], fallback: 'jpeg'}),
    );
    expect(card.fallback).toBe('jpeg');
    expect([...new Set(card.files.map((file) => file.format))]).toEqual(['webp', 'jpeg']);
    expect(Math.max(...card.files.map((file) => file.width))).toBe(640);
    expect([card.width, card.height]).toEqual([640, 336]);
    const full = await renditions(source, '/site/card.png', cache);
    expect(full.fallback).toBe('png');
    expect(fs.readdirSync(cache)).toHaveLength(2);
  });

  test('a transparent PNG keeps PNG and gets no placeholder', async () => {
    const png = await sharp({
      create: {width: 400, height: 300, channels: 4, background: {r: 0, g: 0, b: 0, alpha: 0}},
    })
      .png()
      .toBuffer();
    const image = await renditions(png, '/site/chart.png', path.join(dir, 'b'));
    expect(image.fallback).toBe('png');
    expect(image.placeholder).toBeUndefined();
    expect(image.files.filter((file) => file.format === 'png').map((file) => file.width)).toEqual([
      320, 400,
    ]);
  });

  test('a photograph taken on its side is described upright (EXIF orientation)', async () => {
    const sideways = await sharp({
      create: {width: 800, height: 400, channels: 3, background: '#888'},
    })
      .jpeg()
      .withMetadata({orientation: 6})
      .toBuffer();
    const image = await renditions(sideways, '/site/side.jpg', path.join(dir, 'c'));
    expect([image.width, image.height]).toEqual([400, 800]);
    const widest = image.files.find((file) => file.format === 'jpeg' && file.width === 400)!;
    expect((await sharp(widest.content).metadata()).height).toBe(800);
  });

  test('a second build reads the renditions from the cache instead of encoding again', async () => {
    const cache = path.join(dir, 'd');
    const source = await photo(500, 500);
    await renditions(source, '/site/p.jpg', cache);
    const [entry] = fs.readdirSync(cache);
    const metaFile = path.join(cache, entry!, 'meta.json');
    // Mark the cached description: only a read of the cache can return the mark.
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
    fs.writeFileSync(metaFile, JSON.stringify({...meta, height: 12345}));
    await jest.isolateModulesAsync(async () => {
      const fresh = (await import('../loader.cjs')) as typeof import('../loader.cjs');
      const again = await fresh.renditions(source, '/site/p.jpg', cache);
      expect(again.height).toBe(12345);
      expect(again.files.map((file) => file.content.length)).toEqual(
        meta.files.map(
          (file: {name: string}) => fs.statSync(path.join(cache, entry!, file.name)).size,
        ),
      );
    });
  });

  test('files with the same bytes share a cache entry and are each published under their own name', async () => {
    const cache = path.join(dir, 'g');
    const source = await photo(300, 200);
    const stems = (image: {files: {name: string}[]}) => [
      ...new Set(image.files.map((file) => file.name.replace(/-\d+-[0-9a-f]{10}\.\w+$/, ''))),
    ];
    expect(stems(await renditions(source, '/site/first-chart.jpg', cache))).toEqual([
      'first-chart',
    ]);
    // The same build asks again (the encoding in progress is shared), then a later build (the cache).
    expect(stems(await renditions(source, '/blog/second-chart.jpg', cache))).toEqual([
      'second-chart',
    ]);
    await jest.isolateModulesAsync(async () => {
      const fresh = (await import('../loader.cjs')) as typeof import('../loader.cjs');
      expect(stems(await fresh.renditions(source, '/site/portrait.jpg', cache))).toEqual([
        'portrait',
      ]);
    });
    expect(fs.readdirSync(cache)).toHaveLength(1);
  });

  test('a file that is not an image fails with its name and what to do', async () => {
    await expect(
      renditions(Buffer.from('not an image'), '/site/notes.png', path.join(dir, 'e')),
    ).rejects.toThrow(/notes\.png is not an image the pipeline can read .*JPEG or PNG/);
  });
});

describe('the portrait of the site data', () => {
  let siteDir: string;
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portrait-'));
    fs.mkdirSync(path.join(siteDir, 'src/data'), {recursive: true});
    fs.mkdirSync(path.join(siteDir, 'src/data/pictures'));
    fs.writeFileSync(path.join(siteDir, 'src/data/pictures/me.jpg'), 'x');
  });
  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  const field = '"portrait.src" in src/data/facts/site.json';

  test('a JPEG among the facts’ pictures', () => {
    expect(pictureFile(siteDir, 'pictures/me.jpg', field)).toBe(
      path.join(siteDir, 'src/data/pictures/me.jpg'),
    );
  });

  test('a missing file or another format stops the build with the field and what to do', () => {
    expect(() => pictureFile(siteDir, 'pictures/nobody.jpg', field)).toThrow(
      /"portrait.src" in src\/data\/facts\/site.json \("pictures\/nobody.jpg"\) names no file: upload the picture again in the editor, or put it at src\/data\/pictures\/nobody.jpg/,
    );
    expect(() => pictureFile(siteDir, 'pictures/me.gif', field)).toThrow(/not a JPEG or PNG/);
  });
});
