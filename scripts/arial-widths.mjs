/**
 * Writes src/lib/seo/arialWidths.mjs: the advance width of each character of Arial, in
 * thousandths of the font size, as a browser measures it. Search results set titles and
 * descriptions in Arial and cut them by width; the build's title and description rules and the
 * development server's page check read these widths (src/lib/seo/serp.mjs).
 *
 *   node scripts/arial-widths.mjs
 *
 * Run it where the browser's Arial is Arial or Liberation Sans (metric-compatible with Arial by
 * design: every glyph has Arial's advance width), e.g. Debian with fonts-liberation. It refuses
 * any other font.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromium} from 'playwright-core';

import {chromeFlags, findTestBrowser} from './find-tools.mjs';

const out = fileURLToPath(new URL('../src/lib/seo/arialWidths.mjs', import.meta.url));

/** Printable ASCII, Latin-1, Latin Extended-A, and the punctuation and symbols titles use. */
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
const characters = ranges.flatMap(([from, to]) =>
  Array.from({length: to - from + 1}, (_, index) => String.fromCodePoint(from + index)),
);

const browser = await chromium.launch({
  executablePath: await findTestBrowser(),
  headless: true,
  args: chromeFlags,
});
try {
  const page = await browser.newPage();
  const measured = await page.evaluate((list) => {
    const context = globalThis.document.createElement('canvas').getContext('2d');
    context.fontKerning = 'none';
    context.font = '1000px Arial';
    return Object.fromEntries(list.map((ch) => [ch, context.measureText(ch).width]));
  }, characters);
  // Arial's own figures: an "i" is 222/1000 of the size, an "m" 833, a "W" 944.
  const reference = {i: 222, m: 833, W: 944};
  for (const [ch, width] of Object.entries(reference)) {
    if (Math.abs(measured[ch] - width) > 1) {
      throw new Error(
        `The browser's Arial is not Arial's metrics ("${ch}" is ${measured[ch]}, not ${width}): install Arial or Liberation Sans (Debian: apt-get install fonts-liberation).`,
      );
    }
  }
  const widths = Object.fromEntries(
    Object.entries(measured).map(([ch, width]) => [ch, Math.round(width)]),
  );
  await fs.writeFile(
    out,
    [
      "// Written by scripts/arial-widths.mjs: do not edit. Each character's advance width in Arial,",
      '// in thousandths of the font size.',
      `export const arialWidths = ${JSON.stringify(widths)};`,
      '',
    ].join('\n'),
  );
  console.log(`${path.relative(process.cwd(), out)}: ${characters.length} characters`);
} finally {
  await browser.close();
}
