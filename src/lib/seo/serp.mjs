/**
 * How a search result shows a page's title and description: set in Arial and cut by width, not by
 * a count of characters (a title of narrow letters holds more of them than one of capitals). The
 * build's title and description rules, the self-audit of the built pages and the development
 * server's page check all measure with this module; the page check measures the same text in the
 * browser, with the same font and the same figures.
 *
 * The widths are those the trade's snippet tools use for Google's results: a title is cut beyond
 * 600 px of 20 px Arial; a description beyond 920 px of 14 px Arial on a computer and 680 px on a
 * phone, and a post's date, shown before it, takes its share of that room.
 * Plain JavaScript, so that TypeScript, the Node scripts and the browser read the same figures.
 */
import {arialWidths} from './arialWidths.mjs';

export const searchResult = Object.freeze({
  /** The font of the result, for the browser's canvas: `${size}px ${font}`. */
  font: 'Arial',
  title: Object.freeze({size: 20, width: 600}),
  description: Object.freeze({
    size: 14,
    width: Object.freeze({desktop: 920, phone: 680}),
    /** Shorter than this, the result shows a line and a half of text, or Google writes its own. */
    minWidth: 300,
  }),
  /** What Google puts where it cuts a text. */
  ellipsis: ' ...',
  /** Between a post's date and its description. */
  dateSeparator: ' — ',
});

/** A character's width, in thousandths of the font size; a character Arial lacks counts as wide. */
function advance(character) {
  const known = arialWidths[character];
  if (known !== undefined) return known;
  // Scripts Arial does not cover (CJK, emoji) are drawn about one em wide by the fallback font.
  return (character.codePointAt(0) ?? 0) >= 0x2e80 ? 1000 : 556;
}

/** The width, in pixels, of `text` set in Arial at `size` pixels. */
export function textWidth(text, size) {
  let thousandths = 0;
  for (const character of text) thousandths += advance(character);
  return (thousandths * size) / 1000;
}

/**
 * `text` as a result shows it within `width` pixels: whole, or cut after the last word that fits
 * with the ellipsis (`measure` gives a text's width in pixels; by default Arial's table).
 * @param {string} text
 * @param {number} width
 * @param {(text: string) => number} measure
 * @returns {{text: string, cut: boolean}}
 */
export function cutToWidth(text, width, measure) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (measure(clean) <= width) return {text: clean, cut: false};
  const words = clean.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (measure(`${next}${searchResult.ellipsis}`) > width) break;
    kept = next;
  }
  if (!kept) {
    // One word wider than the room: cut inside it.
    for (const character of clean) {
      if (measure(`${kept}${character}${searchResult.ellipsis}`) > width) break;
      kept += character;
    }
  }
  return {text: `${kept.replace(/[\s,.;:—–-]+$/, '')}${searchResult.ellipsis}`, cut: true};
}

/** "Nov 20, 2026", as a result dates a post (from "2026-11-20"). */
export function resultDate(isoDate) {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${months[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** The width of a title in the result, in pixels. */
export function titleWidth(title) {
  return textWidth(title.replace(/\s+/g, ' ').trim(), searchResult.title.size);
}

/** Whether a title shows whole in the result. */
export function titleFits(title) {
  return titleWidth(title) <= searchResult.title.width;
}

/**
 * The width a description takes in the result on a computer, in pixels, with the date before it
 * for a post.
 */
export function descriptionWidth(description, date) {
  const {size} = searchResult.description;
  const clean = description.replace(/\s+/g, ' ').trim();
  return textWidth(date ? `${resultDate(date)}${searchResult.dateSeparator}${clean}` : clean, size);
}

/**
 * What is wrong with a title for a search result, or undefined: the rule of the build, the
 * self-audit and the page check.
 */
export function titleProblem(title) {
  const width = titleWidth(title);
  const room = searchResult.title.width;
  if (width <= room) return undefined;
  const shown = cutToWidth(title, room, (text) => textWidth(text, searchResult.title.size)).text;
  return `is ${Math.round(width)} px wide in a search result, which shows ${room} px of it ("${shown}")`;
}

/** What is wrong with a description for a search result (with a post's date), or undefined. */
export function descriptionProblem(description, date) {
  const width = descriptionWidth(description, date);
  const {minWidth} = searchResult.description;
  const room = searchResult.description.width.desktop;
  if (width < minWidth) {
    return `is ${Math.round(width)} px wide in a search result: under ${minWidth} px, the result shows little of the page, and Google may write its own from the page's text`;
  }
  if (width <= room) return undefined;
  return `is ${Math.round(width)} px wide in a search result${date ? ', its date included,' : ''} which shows ${room} px on a computer: the end is cut`;
}
