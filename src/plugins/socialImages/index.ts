/**
 * Renders the social image of every page after the build: each indexable page of the content model
 * gets a 1200×630 PNG of its title and section (./card.ts) at the path its og:image names, plus the
 * default card that pages kept out of search indexes show. Rendered cards are cached by what they draw
 * (./cache.ts), so a rebuild only draws the cards that changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {defaultSocialImage, socialImagePath} from '../../lib/seo/metadata';
import {readModel} from '../content/modelFile';
import type {CardContent} from './card';
import {cardContentOf, socialCards} from './cache';

export const pluginName = 'social-images';

export default function socialImagesPlugin(context: LoadContext): Plugin<void> {
  return {
    name: pluginName,
    async postBuild({outDir}) {
      const draw = await socialCards(context.siteDir);
      const model = await readModel(context.generatedFilesDir);
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
    },
  };
}
