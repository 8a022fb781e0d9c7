/**
 * Typography of the visible text of a built page: apostrophes and quotation marks are the
 * typographic ones (’ ‘ “ ”), never the typewriter ' and ". Code (code, pre, kbd, samp), scripts,
 * styles and attribute values are not visible text and are not checked.
 */
import {load} from 'cheerio';

const notText = 'script, style, noscript, template, code, pre, kbd, samp, svg';

/** Each run of visible text that holds a straight quote, with a little context. */
export function straightQuotes(html) {
  const $ = load(html);
  $(notText).remove();
  const found = [];
  $('body')
    .find('*')
    .addBack()
    .contents()
    .each((_, node) => {
      if (node.type !== 'text') return;
      const text = node.data ?? '';
      for (const match of text.matchAll(/['"]/g)) {
        const start = Math.max(0, match.index - 30);
        found.push(
          text
            .slice(start, match.index + 30)
            .replace(/\s+/g, ' ')
            .trim(),
        );
      }
    });
  return found;
}
