/**
 * Pagefind's excerpts are HTML: the page's text with `&`, `<` and `>` escaped, and the matched
 * words wrapped in `<mark>`. The dialog never hands that string to the DOM as HTML: it is cut into
 * runs of text, highlighted or not, and each run is rendered as text, so a page whose text reads
 * `<img onerror=…>` shows those characters and runs nothing, whatever the index holds.
 */

export interface ExcerptPart {
  readonly text: string;
  readonly highlighted: boolean;
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: '\u00a0',
};

/** Decodes the entities an escaper writes; any other `&…;` stays as the text it is. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Any tag other than <mark> is dropped (Pagefind writes none; an index is still data). */
const tag = /<\/?[a-z][^>]*>/gi;

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, highlighted: boolean) => {
    const text = decode(raw.replace(tag, ''));
    if (text !== '') parts.push({text, highlighted});
  };
  const mark = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  for (let match = mark.exec(excerpt); match !== null; match = mark.exec(excerpt)) {
    push(excerpt.slice(last, match.index), false);
    push(match[1] ?? '', true);
    last = match.index + match[0].length;
  }
  push(excerpt.slice(last), false);
  return parts;
}
