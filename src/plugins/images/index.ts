/**
 * The site's image pipeline, as a local plugin:
 *   - it gives the bundler the pipeline's loader by name (./loader.cjs): the imports that
 *     src/lib/mdx/responsiveImages.ts adds to MDX files name it, so an author's JPEG or PNG becomes
 *     AVIF, WebP and the original format at a few widths, emitted with the other assets in
 *     development and production builds alike;
 *   - it writes the modules of the facts' pictures the site's components read: the consultant's
 *     portrait (src/components/Portrait), the photograph `portrait` of src/data/facts/site.json
 *     names, through the same loader, or `null`, for which the components draw the monogram of the
 *     consultant's initials; and the certifications' badges (src/components/Certifications), by
 *     the title of their certification.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {certifications} from '../../data/certifications';
import {site} from '../../data/site';
import {responsiveImageLoader} from '../../lib/mdx/responsiveImages';

export const pluginName = 'site-images';

/** The module the components import: `@generated/site-images/default/portrait`. */
export const portraitModule = 'portrait.js';

/** The module of the badges: `@generated/site-images/default/badges`. */
export const badgesModule = 'badges.js';

/** The folder the facts' pictures are named from (`"src": "pictures/portrait.jpg"`). */
const dataDir = 'src/data';

/**
 * The file of a picture of the facts, checked: the build stops, naming the field and what to do,
 * when it names a file that is not there or not a JPEG or PNG.
 */
export function pictureFile(siteDir: string, src: string, field: string): string {
  const file = path.resolve(siteDir, dataDir, src);
  const where = `${field} ("${src}")`;
  if (!/\.(?:jpe?g|png)$/i.test(src)) {
    throw new Error(`${where} is not a JPEG or PNG file: save the picture as .jpg or .png.`);
  }
  if (!fs.existsSync(file)) {
    throw new Error(
      `${where} names no file: upload the picture again in the editor, or put it at ${path.relative(siteDir, file)}.`,
    );
  }
  return file;
}

interface Pictures {
  readonly portrait?: string;
  /** The file of each badge, by its certification's title. */
  readonly badges: Readonly<Record<string, string>>;
}

/** The module of one or more pictures: each through the pipeline's loader, and the component. */
function picturesModule(files: Readonly<Record<string, string>>, single: boolean): string {
  const names = Object.keys(files);
  if (names.length === 0) {
    return single
      ? 'export default null;\nexport const Image = null;\n'
      : 'export default {};\nexport const Image = null;\n';
  }
  const imports = names.map(
    (name, index) =>
      `import picture${index} from ${JSON.stringify(`!!${responsiveImageLoader}!${files[name]}`)};`,
  );
  const value = single
    ? 'picture0'
    : `{${names.map((name, index) => `${JSON.stringify(name)}: picture${index}`).join(', ')}}`;
  return [
    ...imports,
    `export default ${value};`,
    "export {default as Image} from '@site/src/components/ResponsiveImage';",
    '',
  ].join('\n');
}

export default function imagesPlugin(context: LoadContext): Plugin<Pictures> {
  const {siteDir} = context;
  return {
    name: pluginName,

    getPathsToWatch() {
      return ['site.json', 'certifications.json'].map((file) =>
        path.join(siteDir, dataDir, 'facts', file),
      );
    },

    async loadContent() {
      const badges: Record<string, string> = {};
      certifications.forEach((certification, index) => {
        if (!certification.badge) return;
        badges[certification.title] = pictureFile(
          siteDir,
          certification.badge.src,
          `"certifications.${index}.badge.src" in ${dataDir}/facts/certifications.json`,
        );
      });
      return {
        portrait: site.portrait
          ? pictureFile(siteDir, site.portrait.src, `"portrait.src" in ${dataDir}/facts/site.json`)
          : undefined,
        badges,
      };
    },

    async contentLoaded({content, actions}) {
      // With a picture comes the component that draws it; without one, neither is bundled, so the
      // monogram costs every page only its few lines.
      await actions.createData(
        portraitModule,
        picturesModule(content.portrait ? {portrait: content.portrait} : {}, true),
      );
      await actions.createData(badgesModule, picturesModule(content.badges, false));
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
