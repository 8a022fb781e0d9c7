/**
 * Rspack/webpack loader of the site's image pipeline: a JPEG or PNG in, a module out that describes
 * its renditions (AVIF, WebP and the original format, at a few widths, never wider than the
 * original), with the files emitted under assets/images/ with a content hash in their names, which
 * the hosting rules cache for a year as immutable. The components of
 * src/components/ResponsiveImage render the module as a `<picture>`.
 *
 * It is applied by name (`!!responsive-image-loader!./photo.jpg`, see ./index.ts), by the imports
 * that src/lib/mdx/responsiveImages.ts adds to MDX files and by the portrait module of ./index.ts,
 * so that no other image rule of the bundler sees these files.
 *
 * Encoding is the slow part (AVIF above all), so each source's renditions are kept in
 * node_modules/.cache/responsive-images/, keyed by the source's content hash and the pipeline's
 * settings: a rebuild reads them back instead of encoding again.
 */
const {createHash} = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');

const {writeFileAtomic} = require('../writeFileAtomic.cjs');

/** The widths the pipeline renders, in CSS pixels at 1x: phone, phone 2x / tablet, desktop, 2x. */
const candidateWidths = [320, 640, 960, 1280];

/**
 * The encoders' settings. Changing any of them (or the widths) changes the cache key, so every
 * image is encoded again with the new settings.
 */
const encoders = {
  avif: {quality: 55, effort: 4},
  webp: {quality: 78, effort: 4},
  jpeg: {quality: 80, mozjpeg: true},
  png: {compressionLevel: 9, adaptiveFiltering: true},
};

/** Width of the blurred placeholder: a WebP this narrow is small enough to inline in the page. */
const placeholderWidth = 16;

const outputFolder = 'assets/images';

const mimeTypes = {avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png'};
const extensions = {avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png'};

/**
 * The widths to render an image of `originalWidth` pixels at: every candidate narrower than it,
 * then the original width itself, capped at the largest candidate. Never wider than the original.
 * @param {number} originalWidth
 * @param {readonly number[]} [candidates]
 * @returns {number[]}
 */
function selectWidths(originalWidth, candidates = candidateWidths) {
  if (!Number.isInteger(originalWidth) || originalWidth < 1) {
    throw new Error(`An image must be at least 1 pixel wide (got ${originalWidth})`);
  }
  const top = Math.min(originalWidth, Math.max(...candidates));
  return [...new Set([...candidates.filter((width) => width < top), top])].sort((a, b) => a - b);
}

/**
 * The height of a rendition `width` pixels wide of an image of `original` size, rounded as the
 * encoder rounds it.
 * @param {{width: number, height: number}} original
 * @param {number} width
 */
function scaledHeight(original, width) {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/**
 * The format of the fallback `<img>`: PNG stays PNG (screenshots, transparency), anything else
 * becomes JPEG; an import may ask for one (`fallback` of the variant).
 * @param {string | undefined} inputFormat sharp's name of the source format
 * @param {'jpeg' | 'png'} [asked]
 */
function fallbackFormat(inputFormat, asked) {
  if (asked) return asked;
  return inputFormat === 'png' ? 'png' : 'jpeg';
}

/** The modern formats, in the order the browser should prefer them. */
const modernFormats = ['avif', 'webp'];

/**
 * What one import asks of the pipeline, from the loader's options
 * (`!!responsive-image-loader?{"maxWidth":960,"modern":["webp"],"fallback":"jpeg"}!./card.png`):
 *   - maxWidth: no rendition wider than this (an image always drawn small, a post's card);
 *   - modern: the modern formats to make (AVIF is by far the slowest to encode, and gains little
 *     over WebP on flat graphics such as the generated social cards);
 *   - fallback: the format of the `<img>` whatever the source's.
 * Without options, every format at every width: what the MDX images and the portrait get.
 * @param {{maxWidth?: unknown, modern?: unknown, fallback?: unknown}} [options]
 */
function variantOf(options = {}) {
  const {maxWidth, modern, fallback} = options;
  const problems = [];
  if (maxWidth !== undefined && !(Number.isInteger(maxWidth) && maxWidth >= candidateWidths[0])) {
    problems.push(`maxWidth must be a whole number of at least ${candidateWidths[0]}`);
  }
  if (
    modern !== undefined &&
    !(Array.isArray(modern) && modern.every((format) => modernFormats.includes(format)))
  ) {
    problems.push(`modern must list formats of ${modernFormats.join(', ')}`);
  }
  if (fallback !== undefined && fallback !== 'jpeg' && fallback !== 'png') {
    problems.push('fallback must be "jpeg" or "png"');
  }
  if (problems.length > 0) {
    throw new Error(`The image pipeline's options: ${problems.join('; ')}`);
  }
  return {
    widths: candidateWidths.filter((width) => maxWidth === undefined || width <= maxWidth),
    modern: modernFormats.filter((format) => modern === undefined || modern.includes(format)),
    fallback,
  };
}

/** The variant of an import without options. */
const fullVariant = variantOf();

/**
 * The file name of a rendition: the source's name made URL-safe, its width and the first 10 hex
 * digits of the rendition's own content hash (the hosting rules require one under /assets/).
 * @param {string} sourceFile
 * @param {number} width
 * @param {string} format
 * @param {Buffer} content
 */
function renditionName(sourceFile, width, format, content) {
  const stem =
    path
      .basename(sourceFile, path.extname(sourceFile))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return `${stem}-${width}-${hash}.${extensions[format]}`;
}

/** The cache key of the settings: a change to them re-encodes every image. */
const settingsKey = createHash('sha256')
  .update(JSON.stringify({candidateWidths, encoders, placeholderWidth, version: 1}))
  .digest('hex')
  .slice(0, 12);

/**
 * Every rendition of one source, encoded by sharp.
 * @param {Buffer} source
 * @param {string} sourceFile for the names and the error message
 */
async function encode(source, sourceFile, variant = fullVariant) {
  const sharp = require('sharp');
  let metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch (error) {
    throw new Error(
      `${sourceFile} is not an image the pipeline can read (${error.message}): save it as a JPEG or PNG.`,
    );
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const original = {
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
  };
  const fallback = fallbackFormat(metadata.format, variant.fallback);
  const widths = selectWidths(original.width, variant.widths);
  // `rotate()` applies the EXIF orientation; sharp writes no metadata (no camera or GPS data).
  const oriented = () => sharp(source).rotate();
  const files = [];
  for (const format of [...variant.modern, fallback]) {
    for (const width of widths) {
      const content = await oriented()
        .resize({width, withoutEnlargement: true})
        .toFormat(format, encoders[format])
        .toBuffer();
      files.push({format, width, name: renditionName(sourceFile, width, format, content), content});
    }
  }
  const placeholder = metadata.hasAlpha
    ? undefined
    : `data:image/webp;base64,${(
        await oriented().resize({width: placeholderWidth}).webp({quality: 40}).toBuffer()
      ).toString('base64')}`;
  const largest = widths[widths.length - 1];
  return {
    width: largest,
    height: scaledHeight(original, largest),
    fallback,
    modern: variant.modern,
    placeholder,
    files,
  };
}

/** Encodings in progress in this process: the client and server compilers ask for the same ones. */
const inFlight = new Map();

/** The cache key of a variant: none for the full one, so its cached images keep their key. */
function variantKey(variant) {
  if (JSON.stringify(variant) === JSON.stringify(fullVariant)) return '';
  return `-${createHash('sha256').update(JSON.stringify(variant)).digest('hex').slice(0, 8)}`;
}

/**
 * The renditions of `source`, from the cache folder when it holds them, else encoded and stored.
 * The cache is keyed by the image's bytes, so two files with the same bytes share an entry, whose
 * files are named after whichever was encoded first: each file's published name is made again here
 * from `sourceFile`, so that a page's image is named after its own file whatever was built before.
 * @param {Buffer} source
 * @param {string} sourceFile
 * @param {string} cacheRoot
 * @param {ReturnType<typeof variantOf>} [variant]
 */
async function renditions(source, sourceFile, cacheRoot, variant = fullVariant) {
  const image = await cachedRenditions(source, sourceFile, cacheRoot, variant);
  return {
    ...image,
    files: image.files.map((file) => ({
      ...file,
      name: renditionName(sourceFile, file.width, file.format, file.content),
    })),
  };
}

/** The renditions of `source` as the cache holds them (see renditions). */
function cachedRenditions(source, sourceFile, cacheRoot, variant) {
  const key = `${createHash('sha256').update(source).digest('hex').slice(0, 24)}-${settingsKey}${variantKey(variant)}`;
  const slot = `${cacheRoot}\0${key}`;
  if (!inFlight.has(slot)) {
    const work = (async () => {
      const dir = path.join(cacheRoot, key);
      const metaFile = path.join(dir, 'meta.json');
      try {
        const meta = JSON.parse(await fs.readFile(metaFile, 'utf8'));
        const files = await Promise.all(
          meta.files.map(async (file) => ({
            ...file,
            content: await fs.readFile(path.join(dir, file.name)),
          })),
        );
        return {...meta, files};
      } catch {
        // Not cached yet (or cached in part): encode.
      }
      const encoded = await encode(source, sourceFile, variant);
      // Each file whole or not at all: builds sharing the cache (the test builds do) never read a
      // file half written by another.
      await Promise.all(
        encoded.files.map((file) => writeFileAtomic(path.join(dir, file.name), file.content)),
      );
      // The description last: a folder without it is not a cache entry.
      await writeFileAtomic(
        metaFile,
        JSON.stringify({
          ...encoded,
          files: encoded.files.map(({format, width, name}) => ({format, width, name})),
        }),
      );
      return encoded;
    })();
    inFlight.set(slot, work);
    work.catch(() => inFlight.delete(slot));
  }
  return inFlight.get(slot);
}

/**
 * The JavaScript module of an image: its size, placeholder and renditions, each URL under the
 * bundle's public path. The shape is ResponsiveImageData (src/lib/images/types.ts).
 * @param {{width: number, height: number, fallback: string, modern?: string[], placeholder?: string, files: {format: string, width: number, name: string}[]}} image
 */
function moduleSource(image) {
  const list = (format) =>
    `[${image.files
      .filter((file) => file.format === format)
      .map(
        (file) =>
          `{url: __webpack_public_path__ + ${JSON.stringify(`${outputFolder}/${file.name}`)}, width: ${file.width}}`,
      )
      .join(', ')}]`;
  return `export default {
  width: ${image.width},
  height: ${image.height},
  ${image.placeholder ? `placeholder: ${JSON.stringify(image.placeholder)},\n  ` : ''}sources: [
${(image.modern ?? modernFormats)
  .map((format) => `    {type: ${JSON.stringify(mimeTypes[format])}, files: ${list(format)}},\n`)
  .join('')}  ],
  fallback: {type: ${JSON.stringify(mimeTypes[image.fallback])}, files: ${list(image.fallback)}},
};
`;
}

/** @this {import('webpack').LoaderContext<{cacheDir?: string}>} */
function responsiveImageLoader(source) {
  const callback = this.async();
  const {cacheDir, ...asked} = this.getOptions();
  let variant;
  try {
    variant = variantOf(asked);
  } catch (error) {
    callback(error);
    return;
  }
  const cacheRoot =
    cacheDir ?? path.join(this.rootContext, 'node_modules/.cache/responsive-images');
  // The server bundle renders the pages' HTML; only the client build publishes files.
  const target = String(this._compiler?.options?.target ?? this.target ?? '');
  const emit = !target.startsWith('node');
  renditions(source, this.resourcePath, cacheRoot, variant).then(
    (image) => {
      if (emit) {
        for (const file of image.files) {
          this.emitFile(`${outputFolder}/${file.name}`, file.content);
        }
      }
      callback(null, moduleSource(image));
    },
    (error) => callback(error),
  );
}

module.exports = responsiveImageLoader;
module.exports.raw = true;
module.exports.candidateWidths = candidateWidths;
module.exports.selectWidths = selectWidths;
module.exports.scaledHeight = scaledHeight;
module.exports.fallbackFormat = fallbackFormat;
module.exports.variantOf = variantOf;
module.exports.renditionName = renditionName;
module.exports.moduleSource = moduleSource;
module.exports.renditions = renditions;
