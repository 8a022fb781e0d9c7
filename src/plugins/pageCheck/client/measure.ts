/**
 * The page check measures titles and descriptions in the browser, in the font search results use,
 * and cuts them where a result would (src/lib/seo/serp.mjs gives the widths and the cut).
 */
import {cutToWidth, resultDate, searchResult} from '../../../lib/seo/serp.mjs';

let canvas: CanvasRenderingContext2D | null | undefined;

/** The width of `text` in pixels, set in the result's font at `size` pixels, measured by canvas. */
export function measured(text: string, size: number): number {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * size * 0.55;
  canvas.font = `${size}px ${searchResult.font}`;
  // Widths add up glyph by glyph, as the build's table does.
  canvas.fontKerning = 'none';
  return canvas.measureText(text).width;
}

export interface ResultText {
  readonly title: {readonly text: string; readonly cut: boolean};
  readonly description: {readonly text: string; readonly cut: boolean};
  readonly date: string | null;
}

/** The title and description as a result shows them on a computer or a phone. */
export function resultText(
  title: string,
  description: string,
  date: string | null,
  device: 'desktop' | 'phone',
): ResultText {
  const titleSize = searchResult.title.size;
  const {size, width} = searchResult.description;
  const shownDate = date ? resultDate(date) : null;
  const dateWidth = shownDate ? measured(`${shownDate}${searchResult.dateSeparator}`, size) : 0;
  return {
    title: cutToWidth(title, searchResult.title.width, (text) => measured(text, titleSize)),
    description: cutToWidth(description, width[device] - dateWidth, (text) => measured(text, size)),
    date: shownDate,
  };
}
