/**
 * The page check of the development server (npm start): a panel on every page that shows the
 * page's search result and social card as they will appear, what to fix (with the file and the
 * field or line), the pages that compete with it for a search, and advice on its prose.
 *
 * Nothing of it reaches a production build: docusaurus.config.ts turns it on only when
 * NODE_ENV is "development" (what `docusaurus start` sets). Then
 *   - the MDX checks report to a findings channel instead of failing (src/lib/mdx/findings.ts),
 *     and a remark plugin adds heading findings and prose advice (src/lib/mdx/pageAdvice.ts);
 *   - the content plugin writes the site's report (./report.ts) and draws the pages' social cards
 *     with the build's own code into `dir`, which the development server serves as a static
 *     folder. It lies under node_modules/.cache, which the server does not watch, so a new
 *     report or card never reloads the page;
 *   - the content plugin adds the panel (./client) to the pages' client modules.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type {ContentProblem} from '../../lib/content/errors';
import type {ContentModel} from '../../lib/content/model';
import {writeSocialImages} from '../socialImages';
import {siteReport} from './report';

/** Where the panel finds the reports, under the served folder. */
export const reportFolder = '__page-check';
export const siteReportFile = 'site.json';
export const findingsReportFile = 'findings.json';

/** The folder the development server serves the page check's files from. */
export function pageCheckDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'page-check');
}

/** Every path of the site a link of `value` names (navigation, footer). */
function linkedPaths(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/') && !value.startsWith('//')) into.add(value.split(/[?#]/)[0] ?? value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => linkedPaths(item, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => linkedPaths(item, into));
  }
  return into;
}

let drawing: Promise<unknown> = Promise.resolve();
/** The latest report asked for: a report whose cards are drawn after a newer one is not written. */
let latest = 0;

async function writeJson(file: string, value: unknown): Promise<void> {
  await fs.mkdir(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(value));
  await fs.rename(temporary, file);
}

export async function writePageCheckReport({
  dir,
  siteDir,
  model,
  searchFindings,
  navigation,
}: {
  dir: string;
  siteDir: string;
  model: ContentModel;
  searchFindings: readonly ContentProblem[];
  navigation: unknown;
}): Promise<void> {
  const report = siteReport(model, searchFindings, linkedPaths(navigation));
  const file = path.join(dir, reportFolder, siteReportFile);
  const generation = (latest += 1);
  await writeJson(file, report);
  // The cards, drawn in the background (the first start draws them all; then only those whose
  // title changed), one drawing at a time; then the report says when.
  drawing = drawing
    .then(() => writeSocialImages({outDir: dir, model, siteDir}))
    .then(async () => {
      if (generation === latest) await writeJson(file, {...report, cards: Date.now()});
    })
    .catch((error: unknown) => {
      console.warn(`[WARNING] Page check: the social cards could not be drawn: ${String(error)}`);
    });
}
