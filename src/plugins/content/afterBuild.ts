/**
 * What the content plugin writes once the pages are rendered, in this order, every step given the
 * content model of this build:
 *   1. the redirect pages, for hosts without redirect rules;
 *   2. sitemap.xml and robots.txt;
 *   3. the Markdown twins, from the rendered pages, then llms.txt and llms-full.txt, which hold them;
 *   4. the search index, from the rendered pages;
 *   5. the social images;
 *   6. the hosting rules, last: their policy hashes the inline code of the pages as finally written,
 *      and lets pages connect to the analytics endpoint of the measurement it is handed;
 *   7. the model and the measurement beside the build (build-hosting/content-model.json and
 *      measurement.json), for tests and tools;
 *   8. the compressed copies of the build's text files (`.br`, `.gz`), last, so that no file
 *      changes after its copies are written (../hosting/precompress.ts).
 * Each step reads the built files only for what only the build knows (the rendered text, the inline
 * code); what the pages are comes from the model.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type {ContentModel} from '../../lib/content/model';
import type {Measurement} from '../../lib/measurement/analytics';
import {
  hostingDirOf,
  precompressCacheName,
  writeHostingRules,
  writePrecompressed,
  writeRedirectPages,
} from '../hosting';
import {writeSearchIndex} from '../search';
import {llmsFullTxt, llmsTxt} from '../seo/llms';
import {robotsTxt} from '../seo/robots';
import {sitemapXml} from '../seo/sitemapXml';
import {writeSocialImages} from '../socialImages';
import {modelFileName, serializeModel} from './modelFile';
import {writeTwins} from './twins';

export interface AfterBuildInput {
  readonly outDir: string;
  readonly siteDir: string;
  readonly siteUrl: string;
  readonly model: ContentModel;
  readonly measurement: Measurement;
}

/** Runs the steps in order; returns each step's name and time, for the build's log. */
export async function afterBuild({
  outDir,
  siteDir,
  siteUrl,
  model,
  measurement,
}: AfterBuildInput): Promise<string> {
  const timings: string[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(2)} s`);
    return result;
  };

  await step('redirect pages', () => writeRedirectPages(outDir, model.redirects, siteUrl));
  await step('sitemap.xml and robots.txt', () =>
    Promise.all([
      fs.writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(model, siteUrl)),
      fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt()),
    ]),
  );
  const twins = await step('Markdown twins', () => writeTwins(outDir, model, siteUrl));
  await step('llms.txt', () =>
    Promise.all([
      fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(model)),
      fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(model, twins)),
    ]),
  );
  const indexed = await step('search index', () => writeSearchIndex({outDir, model, siteDir}));
  await step('social images', () => writeSocialImages({outDir, model, siteDir}));
  await step('hosting rules', () =>
    writeHostingRules({
      outDir,
      redirects: model.redirects,
      bookingPages: model.bookingPages,
      siteUrl,
      connectOrigins:
        measurement.analytics.provider === 'none' ? [] : [measurement.analytics.origin],
    }),
  );
  const infoDir = hostingDirOf(outDir);
  await fs.mkdir(infoDir, {recursive: true});
  await Promise.all([
    fs.writeFile(path.join(infoDir, modelFileName), serializeModel(model)),
    fs.writeFile(
      path.join(infoDir, 'measurement.json'),
      `${JSON.stringify(measurement, null, 2)}\n`,
    ),
  ]);
  const compressed = await step('compressed copies', () =>
    writePrecompressed(outDir, path.join(siteDir, 'node_modules', '.cache', precompressCacheName)),
  );
  return `${timings.join(', ')} (${indexed} pages searchable, ${compressed} files precompressed)`;
}
