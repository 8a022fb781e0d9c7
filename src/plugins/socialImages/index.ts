/**
 * Renders the social image of every page after the build (a step of the content plugin's
 * after-build, src/plugins/content/afterBuild.ts): each indexable page of the content model
 * gets a 1200×630 PNG of its title and section (./card.ts) at the path its og:image names, plus the
 * default card that pages kept out of search indexes show. Rendered cards are cached by what they draw
 * (./cache.ts), so a rebuild only draws the cards that changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type {ContentModel} from '../../lib/content/model';
import {defaultSocialImage, socialImagePath} from '../../lib/seo/metadata';
import type {CardContent} from './card';
import {cardContentOf, socialCards} from './cache';

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
  const draw = await socialCards(siteDir);
  const cards = new Map<string, CardContent>([
    [
      defaultSocialImage.path,
      {title: defaultSocialImage.title, section: defaultSocialImage.section},
    ],
  ]);
  for (const entry of model.entries.filter((candidate) => candidate.indexable)) {
    cards.set(socialImagePath(entry.path), cardContentOf(model, entry));
  }
  for (const [imagePath, content] of cards) {
    const file = path.join(outDir, ...imagePath.split('/'));
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, await draw(content));
  }
  return cards.size;
}
