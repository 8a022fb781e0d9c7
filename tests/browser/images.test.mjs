/**
 * The image pipeline in the production build and in Chromium, on the fixture page of
 * tests/fixtures/site (a photograph marked `priority`, a chart below the first screen, the same
 * chart as a Markdown image, a decorative image) and the fixture case study's figure:
 * - every image is a `<picture>` with AVIF and WebP sources before the original format, every
 *   width of each `srcset` is a file of the build exactly that wide, never wider than the image,
 *   and of the aspect ratio of the `width` and `height` attributes;
 * - the priority image loads at once and first, every other one lazily, and a phone's browser
 *   fetches AVIF, only for the images on its screen until the reader scrolls;
 * - nothing moves as the images arrive (cumulative layout shift 0);
 * - the consultant's portrait is drawn at its size wherever the site shows it.
 */
/* global getComputedStyle */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';

import {load} from 'cheerio';
import sharp from 'sharp';

import {fixtureAuthor, fixtures} from './siteModel.mjs';
import {browserSession, buildFileText, holdImages, settle} from './harness.mjs';
import {assertClean, until, withContext} from './interactions-helpers.mjs';

const session = browserSession();
const timeout = 60_000;
/** A phone's viewport, as Lighthouse's mobile run has it. */
const phone = {width: 412, height: 823};

const imagesPage = fixtures.images.path;

/** The `<picture>` elements of a built page, as the server sends them. */
async function picturesOf(route) {
  const html = await buildFileText(session, `${route}.html`.replace(/^\/\.html$/, '/index.html'));
  assert.ok(html, `the build has no page ${route}`);
  const $ = load(html);
  return $('main picture')
    .toArray()
    .map((element) => {
      const picture = $(element);
      const img = picture.children('img');
      return {
        sources: picture
          .children('source')
          .toArray()
          .map((source) => ({
            type: $(source).attr('type'),
            srcset: $(source).attr('srcset'),
            sizes: $(source).attr('sizes'),
          })),
        img: Object.fromEntries(
          [
            'src',
            'srcset',
            'sizes',
            'width',
            'height',
            'alt',
            'loading',
            'fetchpriority',
            'role',
            'aria-hidden',
          ].map((name) => [name, img.attr(name)]),
        ),
      };
    });
}

/** The URL and width of each candidate of a `srcset`. */
const candidates = (srcset) =>
  srcset.split(',').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    assert.match(descriptor, /^\d+w$/, `srcset candidate "${candidate}" has no width descriptor`);
    return {url, width: Number.parseInt(descriptor, 10)};
  });

describe('images in the built HTML', () => {
  test(
    'every image is a <picture> of AVIF, WebP and its own format, each width a file that wide, the box of its aspect ratio',
    {timeout},
    async () => {
      const pictures = [
        ...(await picturesOf(imagesPage)),
        ...(await picturesOf(fixtures.caseStudy.path)),
      ];
      // The fixture page's photograph, chart, Markdown chart and decorative photograph, and the
      // case study's figure.
      assert.equal(pictures.length, 5);
      for (const {sources, img} of pictures) {
        assert.deepEqual(
          sources.map((source) => source.type),
          ['image/avif', 'image/webp'],
        );
        const width = Number(img.width);
        const height = Number(img.height);
        assert.ok(width > 0 && height > 0, `an <img> without width and height: ${img.src}`);
        for (const srcset of [...sources.map((source) => source.srcset), img.srcset]) {
          assert.equal(typeof srcset, 'string');
          for (const candidate of candidates(srcset)) {
            assert.ok(
              candidate.width <= width,
              `${candidate.url} is ${candidate.width}w, wider than the image (${width})`,
            );
            assert.match(candidate.url, /^\/assets\/images\/[a-z0-9-]+-\d+-[0-9a-f]{10}\.\w+$/);
            const file = path.join(session.root, candidate.url);
            const meta = await sharp(file).metadata();
            assert.equal(
              meta.width,
              candidate.width,
              `${candidate.url} is not ${candidate.width} wide`,
            );
            assert.ok(
              Math.abs(meta.height - (candidate.width * height) / width) <= 1,
              `${candidate.url} is ${meta.width}×${meta.height}, not of the ratio ${width}:${height}`,
            );
          }
        }
        assert.ok(
          candidates(img.srcset).some((candidate) => candidate.url === img.src),
          `src ${img.src} is not one of its srcset`,
        );
        // The sources' format is what they say.
        const [avif, webp] = sources.map((source) => candidates(source.srcset)[0].url);
        assert.equal((await sharp(path.join(session.root, avif)).metadata()).format, 'heif');
        assert.equal((await sharp(path.join(session.root, webp)).metadata()).format, 'webp');
        for (const source of sources) assert.equal(source.sizes, img.sizes);
      }
    },
  );

  test('the priority image loads at once and first; the others lazily; a decorative one says nothing', async () => {
    const pictures = await picturesOf(imagesPage);
    const [main, ...others] = pictures.map((picture) => picture.img);
    assert.equal(main.loading, 'eager');
    assert.equal(main.fetchpriority, 'high');
    assert.ok(main.alt.length > 0);
    for (const img of others) {
      assert.equal(img.loading, 'lazy', `${img.src} is not lazy`);
      assert.equal(img.fetchpriority, undefined);
    }
    const decorative = others.filter((img) => img.alt === '');
    assert.equal(decorative.length, 1);
    // Hidden from assistive technology by its empty alt and aria-hidden; a role beside an empty
    // alt is not conforming HTML.
    assert.equal(decorative[0]['aria-hidden'], 'true');
    assert.equal(decorative[0].role, undefined);
  });
});

/**
 * Opens the fixture page on a phone and records every image response (path and content type)
 * and the layout shifts, from the first paint on.
 */
async function openOnPhone(body) {
  return withContext(
    session,
    {viewport: phone, deviceScaleFactor: 1.75},
    async (opened, context) => {
      const {page} = opened;
      // A phone on 4G. How far below the screen Chromium starts fetching a lazy image depends on the
      // connection it believes it has (farther on a slow or unknown one), and a headless browser's
      // belief varies with the build: the test says which connection it means.
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: -1,
        connectionType: 'cellular4g',
      });
      const images = [];
      // Images arrive only when the test lets them (as on a slow network, after the first paint):
      // until then the page shows the boxes it reserved for them.
      const {release, shifts} = await holdImages(page);
      page.on('response', (response) => {
        const {pathname} = new URL(response.url());
        if (pathname.startsWith('/assets/images/')) {
          images.push({path: pathname, type: response.headers()['content-type']});
        }
      });
      await page.goto(imagesPage, {waitUntil: 'domcontentloaded'});
      await page.locator('main picture img').first().waitFor({state: 'attached'});
      await body(page, images, shifts, async () => {
        release();
        await settle(page);
      });
      assertClean(opened, `the fixture page of images on a phone`);
    },
  );
}

describe('images in the browser', () => {
  test(
    'a phone fetches AVIF for the first screen only, the rest as the reader scrolls, and nothing moves',
    {timeout},
    async () => {
      await openOnPhone(async (page, images, shifts, arrive) => {
        // Before any file arrives, each image's box already has its final size.
        const boxes = await page.locator('main picture img').evaluateAll((imgs) =>
          imgs.map((img) => ({
            loaded: img.complete && img.naturalWidth > 0,
            width: img.getBoundingClientRect().width,
            height: img.getBoundingClientRect().height,
            ratio: img.getAttribute('height') / img.getAttribute('width'),
          })),
        );
        for (const box of boxes) {
          assert.equal(box.loaded, false);
          assert.ok(box.width > 0 && box.height > 0, 'an image has no box before it loads');
          assert.ok(
            Math.abs(box.height - box.width * box.ratio) <= 1,
            `an image's box is ${box.width}×${box.height} before it loads, not of its ratio`,
          );
        }
        await arrive();
        const main = page.locator('main picture img').first();
        assert.equal(await main.evaluate((img) => img.complete && img.naturalWidth > 0), true);
        const current = await main.evaluate((img) => new URL(img.currentSrc).pathname);
        assert.match(current, /\.avif$/, `the browser chose ${current}, not AVIF`);
        const loaded = images.find((image) => image.path === current);
        assert.equal(loaded?.type, 'image/avif');
        // 412 px at 1.75x is 721 device pixels: the 960 file, not the widest.
        assert.match(current, /-960-/);
        // Below the first screen: nothing fetched yet but the priority image.
        assert.deepEqual(
          [...new Set(images.map((image) => image.path))],
          [current],
          `images fetched before scrolling: ${images.map((image) => image.path).join(', ')}`,
        );

        // Scrolling to the last image loads the others, in AVIF too.
        const pictures = page.locator('main picture img');
        const count = await pictures.count();
        for (let index = 1; index < count; index += 1) {
          await pictures.nth(index).scrollIntoViewIfNeeded();
          await until(`image ${index} to load`, () =>
            pictures.nth(index).evaluate((img) => img.complete && img.naturalWidth > 0),
          );
        }
        const chosen = await pictures.evaluateAll((imgs) =>
          imgs.map((img) => new URL(img.currentSrc).pathname),
        );
        for (const src of chosen) assert.match(src, /\.avif$/);
        assert.ok(images.length > 1, 'scrolling fetched no image');
        for (const image of images) assert.equal(image.type, 'image/avif', image.path);
        assert.deepEqual(await shifts(), [], 'the page moved as its images loaded');
      });
    },
  );

  test('the blurred placeholder stands behind a photograph, and none behind a chart', async () => {
    await openOnPhone(async (page, _images, _shifts, arrive) => {
      await arrive();
      const backgrounds = await page
        .locator('main picture img')
        .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).backgroundImage));
      assert.match(backgrounds[0], /^url\("data:image\/webp;base64,/);
      assert.equal(backgrounds[1], 'none');
    });
  });

  test(
    'the consultant’s portrait is drawn at its size on the author page and in a post’s byline',
    {timeout},
    async () => {
      await withContext(session, {viewport: phone}, async (opened) => {
        const {page} = opened;
        for (const route of [fixtureAuthor.path, fixtures.post.path]) {
          await page.goto(route, {waitUntil: 'load'});
          await settle(page);
          const portrait = page.locator('main :is(svg, picture)[class*="portrait"]').first();
          const box = await portrait.boundingBox();
          assert.ok(box, `no portrait on ${route}`);
          assert.ok(
            box.width >= 40 && Math.abs(box.width - box.height) < 1,
            `${route}: ${box.width}×${box.height}`,
          );
        }
        assertClean(opened, 'the pages with the portrait');
      });
    },
  );
});
