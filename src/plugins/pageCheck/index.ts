/**
 * The page check of the development server (npm start): a panel on every page that shows the
 * page's search result and social card as they will appear, what to fix (with the file and the
 * field or line), the pages that compete with it for a search, and advice on its prose.
 *
 * Nothing of it reaches a production build: docusaurus.config.ts turns it on only when
 * NODE_ENV is "development" (what `docusaurus start` sets). Then
 *   - the MDX checks report to a findings channel instead of failing (./findings.ts),
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
import {cardsOf, socialCards} from '../socialImages/cache';
import {writeFileAtomic} from '../writeFileAtomic.cjs';
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

/** The time a file was last changed, 0 when it cannot be read. */
async function changedAt(file: string): Promise<number> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** What the page check's report is written from, each time the content is loaded. */
interface ReportInput {
  readonly model: ContentModel;
  readonly searchFindings: readonly ContentProblem[];
  readonly navigation: unknown;
}

/**
 * The page check's files of one development server: `write` writes the site's report for a newly
 * loaded content model, then draws the pages' cards into `dir` in the background. A newer report
 * stops the drawing of an older one, and the report's writes are made one at a time, each with
 * the newest report, so that an older one never lands after a newer one. A file that cannot be
 * written is a warning in the terminal: the page check never stops the server.
 */
export function pageCheckFiles({dir, siteDir}: {dir: string; siteDir: string}): {
  write(input: ReportInput): Promise<void>;
} {
  const file = path.join(dir, reportFolder, siteReportFile);
  /** The latest report asked for: an older report's drawing stops. */
  let latest = 0;
  let drawing: Promise<unknown> = Promise.resolve();
  let writing: Promise<unknown> = Promise.resolve();
  /** When each card (by its path) last changed: kept across reports, so an unchanged card keeps it. */
  const drawn: Record<string, number> = {};
  const warn = (what: string) => (error: unknown) => {
    console.warn(`[WARNING] Page check: ${what}: ${String(error)}`);
  };

  /**
   * Draws the cards of the model's pages into `dir` with the build's code and cache, the pages
   * whose files changed last first (the page the author is looking at is usually the one just
   * saved), and writes the report again as cards change, so that the panel shows each as soon as
   * it is drawn.
   */
  async function drawCards(
    generation: number,
    model: ContentModel,
    writeReport: () => Promise<void>,
  ): Promise<void> {
    const draw = await socialCards(siteDir);
    const entries = model.entries.filter((entry) => entry.indexable);
    const times = new Map(
      await Promise.all(
        entries.map(
          async (entry) =>
            [entry, entry.source ? await changedAt(path.join(siteDir, entry.source)) : 0] as const,
        ),
      ),
    );
    const cards = cardsOf(
      model,
      [...entries].sort((a, b) => (times.get(b) ?? 0) - (times.get(a) ?? 0)),
    );
    for (const [imagePath, content] of cards) {
      if (generation !== latest) return;
      const cardFile = path.join(dir, ...imagePath.split('/'));
      const png = await draw(content);
      const before = await fs.readFile(cardFile).catch(() => undefined);
      if (!before?.equals(png) || drawn[imagePath] === undefined) {
        // Whole or not at all: the server may be serving the card's file right now.
        await writeFileAtomic(cardFile, png);
        drawn[imagePath] = Date.now();
        await writeReport();
      }
    }
  }

  return {
    async write({model, searchFindings, navigation}) {
      const report = siteReport(model, searchFindings, linkedPaths(navigation));
      const generation = (latest += 1);
      const writeReport = () => {
        const next = writing.then(async () => {
          if (generation === latest)
            await writeFileAtomic(file, JSON.stringify({...report, cards: {...drawn}}));
        });
        writing = next.catch(() => {});
        return next;
      };
      await writeReport().catch(warn('its report could not be written'));
      // The cards, drawn in the background, one drawing at a time.
      drawing = drawing
        .then(() => drawCards(generation, model, writeReport))
        .catch(warn('the social cards could not be drawn'));
    },
  };
}
