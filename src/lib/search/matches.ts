/**
 * Whether a search found the words it was asked for. Pagefind matches a word it does not know by
 * a shorter beginning of it, so "asdfghjkl" comes back with every page that says "as", and the
 * visitor would read a list of results that have nothing to do with the query. The dialog checks
 * the words Pagefind matched on the pages it shows: when a word of the query matched nothing that
 * shares at least half of its beginning (three letters at least), the query has no real match and
 * the dialog says so. What Pagefind does well stays: a word still being typed ("progr") matches
 * the words it begins, and an English stem ("audits", "running") matches its other forms.
 */

/** A word as compared: lower case, letters and digits only ("SEO," and "seo" are one word). */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The words of a page that Pagefind matched: it counts a page's words by splitting its text at
 * white space, and gives the positions of the matched ones.
 */
export function matchedWords(content: string, locations: readonly number[]): string[] {
  const words = content.split(/[\r\n\s]+/g);
  return locations.flatMap((at) => {
    const word = words[at];
    return word === undefined ? [] : [normalizeWord(word)];
  });
}

function commonBeginning(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length++;
  return length;
}

/** The letters a matched word must share with the query's word, from its beginning. */
export function requiredBeginning(word: string): number {
  return Math.max(3, Math.floor([...word].length / 2));
}

/**
 * Whether every word of the query (of three letters or more: shorter ones are too common to tell)
 * matched a word that begins like it.
 */
export function matchesEveryWord(query: string, matched: readonly string[]): boolean {
  return query
    .split(/\s+/)
    .map(normalizeWord)
    .filter((word) => [...word].length >= 3)
    .every((word) =>
      matched.some((found) => commonBeginning(word, found) >= requiredBeginning(word)),
    );
}
