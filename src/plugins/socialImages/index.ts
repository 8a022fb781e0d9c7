/**
 * Renders the social image of every page after the build (a step of the content plugin's
 * after-build, src/plugins/content/afterBuild.ts): each indexable page of the content model
 * gets a 1200×630 PNG of its title and section (./card.ts) at the path its og:image names, plus the
 * default card that pages kept out of search indexes show. Rendered cards are cached by what they draw
 * (node_modules/.cache/social-images), so a rebuild only draws the cards that changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {ContentModel} from '../../lib/content/model';
import {defaultSocialImage, socialImagePath} from '../../lib/seo/metadata';
import {sectionOf} from '../../lib/seo/trail';
import {cardElement, renderSocialCard, type CardContent} from './card';

/** The cache's folder under node_modules/.cache. */
export const cacheName = 'social-images';

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

/** The PNG of a card, from the cache when the same card was drawn before. */
async function cachedCard(cacheDir: string, content: CardContent): Promise<Buffer> {
  // Keyed by everything the card draws (title, section and the identity from src/data/site.ts).
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify(cardElement(content)))
    .digest('hex');
  const file = path.join(cacheDir, `${key}.png`);
  try {
    return await fs.readFile(file);
  } catch {
    const png = await renderSocialCard(content);
    await fs.mkdir(cacheDir, {recursive: true});
    // Written under a temporary name and renamed, so a concurrent build never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, png);
    await fs.rename(temporary, file);
    return png;
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

/** Writes the card of every indexable page and the default card; returns how many it wrote. */
export async function writeSocialImages({
  outDir,
  model,
  siteDir,
}: {
  outDir: string;
  model: ContentModel;
  siteDir: string;
}): Promise<number> {
  const cacheDir = await cacheFor(path.join(siteDir, 'node_modules', '.cache', cacheName));
  const cards = new Map<string, CardContent>([
    [
      defaultSocialImage.path,
      {title: defaultSocialImage.title, section: defaultSocialImage.section},
    ],
  ]);
  for (const entry of model.entries.filter((candidate) => candidate.indexable)) {
    cards.set(socialImagePath(entry.path), {
      title: entry.seoTitle,
      section: sectionOf(model.trail(entry)),
    });
  }
  for (const [imagePath, content] of cards) {
    const file = path.join(outDir, ...imagePath.split('/'));
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, await cachedCard(cacheDir, content));
  }
  return cards.size;
}
