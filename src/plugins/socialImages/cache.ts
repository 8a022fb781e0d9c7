/**
 * The social cards as PNG files, drawn once and kept in node_modules/.cache/social-images by what
 * they draw: the social-image plugin writes every page's card into the build, and the content
 * plugin puts each post's card through the image pipeline for the blog's listings. Whichever
 * draws a card first, the other reads it from here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {ContentModel} from '../../lib/content/model';
import type {Entry} from '../../lib/content/types';
import {defaultSocialImage, socialImagePath} from '../../lib/seo/metadata';
import {sectionOf} from '../../lib/seo/trail';
import {writeFileAtomic} from '../writeFileAtomic.cjs';
import {cardElement, renderSocialCard, type CardContent} from './card';

/** What a page's card says: its title as search results show it, and its section. */
export function cardContentOf(model: ContentModel, entry: Entry): CardContent {
  return {title: entry.seoTitle, section: sectionOf(model.trail(entry))};
}

/**
 * The cards to draw for `entries` (pages of `model`), each as the path of its PNG and what it
 * says: the site's default card first, which the pages kept out of search indexes show, then the
 * entries' in their order.
 */
export function cardsOf(
  model: ContentModel,
  entries: readonly Entry[],
): readonly (readonly [string, CardContent])[] {
  return [
    [
      defaultSocialImage.path,
      {title: defaultSocialImage.title, section: defaultSocialImage.section},
    ],
    ...entries.map((entry) => [socialImagePath(entry.path), cardContentOf(model, entry)] as const),
  ];
}

/** The cache's folder under the site's node_modules/.cache. */
const cacheName = 'social-images';

/** The card's code and the versions of the font and renderers: a change to any redraws every card. */
async function designHash(): Promise<string> {
  const require = createRequire(__filename);
  const versions = ['@fontsource/inter', 'satori', '@resvg/resvg-js'].map(
    (name) => (require(`${name}/package.json`) as {version: string}).version,
  );
  const hash = crypto.createHash('sha256');
  hash.update(await fs.readFile(path.join(__dirname, 'card.ts')));
  hash.update(versions.join());
  return hash.digest('hex').slice(0, 16);
}

/**
 * The drawings under way in this process, by cache file: two callers that want one card at once
 * (the post cards of the blog's listings and the page check of the development server) share one
 * drawing, and never write the same file side by side.
 */
const drawing = new Map<string, Promise<Buffer>>();

/** The PNG of a card, from the cache when the same card was drawn before. */
async function cachedCard(cacheDir: string, content: CardContent): Promise<Buffer> {
  // Keyed by everything the card draws (title, section and the identity from src/data/site.ts).
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify(cardElement(content)))
    .digest('hex');
  const file = path.join(cacheDir, `${key}.png`);
  const underWay = drawing.get(file);
  if (underWay) return underWay;
  const card = (async () => {
    try {
      return await fs.readFile(file);
    } catch {
      const png = await renderSocialCard(content);
      // Whole or not at all: a concurrent build never reads half a card.
      await writeFileAtomic(file, png);
      return png;
    }
  })();
  drawing.set(file, card);
  try {
    return await card;
  } finally {
    drawing.delete(file);
  }
}

/** One cache folder per design; the folders of earlier designs are deleted. */
async function cacheFor(root: string): Promise<string> {
  const design = await designHash();
  const others = await fs.readdir(root).catch(() => [] as string[]);
  await Promise.all(
    others
      .filter((name) => name !== design)
      .map((name) => fs.rm(path.join(root, name), {recursive: true, force: true})),
  );
  return path.join(root, design);
}

/** Draws the cards of a site (or reads them from its cache): `const draw = await socialCards(siteDir)`. */
export async function socialCards(
  siteDir: string,
): Promise<(content: CardContent) => Promise<Buffer>> {
  const cacheDir = await cacheFor(path.join(siteDir, 'node_modules', '.cache', cacheName));
  return (content) => cachedCard(cacheDir, content);
}
