/**
 * Pages of the site that aim at the same search: two pages whose titles share most of their words
 * (or whose descriptions do) compete for one query, and Google shows one of them. The page check
 * lists them so that the author can merge the two or tell them apart.
 */

/** Words that say nothing of what a search is for. */
const stopWords = new Set(
  (
    'a an and are as at be by for from how i in is it its me my of on or our the this to we what ' +
    'when where which who why with you your vs versus'
  ).split(' '),
);

/** "audits" → "audit", "businesses" → "business", "agencies" → "agency". */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The words of a text that a search is made of, in a plain singular form. */
export function searchWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1 && !stopWords.has(word))
      .map(singular),
  );
}

function shared(a: Set<string>, b: Set<string>): {words: string[]; overlap: number} {
  const words = [...a].filter((word) => b.has(word));
  const union = new Set([...a, ...b]).size;
  return {words, overlap: union === 0 ? 0 : words.length / union};
}

export interface Candidate {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

export interface Competitor {
  readonly path: string;
  readonly title: string;
  /** What the two share: "both titles aim at “seo audit”". */
  readonly because: string;
}

/** Titles sharing more than this share of their words (and two words or more) compete. */
const titleOverlap = 0.5;
/** Descriptions sharing at least this share of their words (and four words or more) compete. */
const descriptionOverlap = 0.4;

/** For each page, the pages that compete with it for a search, both ways. */
export function competingPages(pages: readonly Candidate[]): Map<string, Competitor[]> {
  const words = pages.map((page) => ({
    page,
    title: searchWords(page.title),
    description: searchWords(page.description),
  }));
  const result = new Map<string, Competitor[]>(pages.map((page) => [page.path, []]));
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j < words.length; j += 1) {
      const a = words[i]!;
      const b = words[j]!;
      const titles = shared(a.title, b.title);
      const descriptions = shared(a.description, b.description);
      let because: string | undefined;
      if (titles.words.length >= 2 && titles.overlap > titleOverlap) {
        because = `both titles aim at “${titles.words.join(' ')}”`;
      } else if (descriptions.words.length >= 4 && descriptions.overlap >= descriptionOverlap) {
        because = `the descriptions share “${descriptions.words.join(', ')}”`;
      }
      if (!because) continue;
      result.get(a.page.path)!.push({path: b.page.path, title: b.page.title, because});
      result.get(b.page.path)!.push({path: a.page.path, title: a.page.title, because});
    }
  }
  return result;
}
