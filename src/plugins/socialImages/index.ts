/**
 * Renders the social image of every page after the build (a step of the content plugin's
 * after-build, src/plugins/content/afterBuild.ts): each indexable page of the content model
 * gets a 1200×630 PNG of its title and section (./card.ts) at the path its og:image names, plus the
 * default card that pages kept out of search indexes show. Rendered cards are cached by what they draw
 * (./cache.ts), so a rebuild only draws the cards that changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type {AfterBuildInput} from '../content/afterBuild';
import {cardsOf, socialCards} from './cache';

/** Writes the card of every indexable page and the default card; returns how many it wrote. */
export async function writeSocialImages({
  outDir,
  model,
  siteDir,
}: Pick<AfterBuildInput, 'outDir' | 'model' | 'siteDir'>): Promise<number> {
  const draw = await socialCards(siteDir);
  const cards = cardsOf(
    model,
    model.entries.filter((entry) => entry.indexable),
  );
  for (const [imagePath, content] of cards) {
    const file = path.join(outDir, ...imagePath.split('/'));
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, await draw(content));
  }
  return cards.length;
}
