/**
 * The site's image pipeline, as a local plugin:
 *   - it gives the bundler the pipeline's loader by name (./loader.cjs): the imports that
 *     src/lib/mdx/responsiveImages.ts adds to MDX files name it, so an author's JPEG or PNG becomes
 *     AVIF, WebP and the original format at a few widths, emitted with the other assets in
 *     development and production builds alike;
 *   - it writes the portrait module the site's components read (src/components/Portrait): the
 *     photograph (in src/data/) that `portrait` of src/data/facts/site.json names, through the same
 *     loader, or `null`, for which the components draw the monogram of the consultant's initials.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {site} from '../../data/site';
import {responsiveImageLoader} from '../../lib/mdx/responsiveImages';

export const pluginName = 'site-images';

/** The module the components import: `@generated/site-images/default/portrait`. */
export const portraitModule = 'portrait.js';

/** The folder where the file `portrait` (of src/data/facts/site.json) names is looked for. */
const dataDir = 'src/data';

/**
 * The photograph's file, checked: undefined when the site has none. The build stops, naming the
 * field and what to do, when it names a file that is not there or not a JPEG or PNG.
 */
export function portraitFile(siteDir: string, portrait: string | undefined): string | undefined {
  if (!portrait) return undefined;
  const file = path.resolve(siteDir, dataDir, portrait);
  const field = `"portrait": "${portrait}" in ${dataDir}/facts/site.json`;
  if (!/\.(?:jpe?g|png)$/i.test(portrait)) {
    throw new Error(`${field} is not a JPEG or PNG file: save the photograph as .jpg.`);
  }
  if (!fs.existsSync(file)) {
    throw new Error(
      `${field} names no file: put the photograph at ${path.relative(siteDir, file)} or correct the name (without a photograph, delete the field: the site shows a monogram).`,
    );
  }
  return file;
}

export default function imagesPlugin(context: LoadContext): Plugin<string | undefined> {
  const {siteDir} = context;
  return {
    name: pluginName,

    getPathsToWatch() {
      return [path.join(siteDir, dataDir, 'facts', 'site.json')];
    },

    async loadContent() {
      const portrait: string | undefined = (site as {portrait?: string}).portrait;
      return portraitFile(siteDir, portrait);
    },

    async contentLoaded({content, actions}) {
      // With the photograph comes the component that draws it; without one, neither is bundled, so
      // the monogram costs every page only its few lines.
      await actions.createData(
        portraitModule,
        content
          ? [
              `export {default} from ${JSON.stringify(`!!${responsiveImageLoader}!${content}`)};`,
              "export {default as Image} from '@site/src/components/ResponsiveImage';",
              '',
            ].join('\n')
          : 'export default null;\nexport const Image = null;\n',
      );
    },

    configureWebpack() {
      return {
        resolveLoader: {
          alias: {[responsiveImageLoader]: path.join(__dirname, 'loader.cjs')},
        },
      };
    },
  };
}
