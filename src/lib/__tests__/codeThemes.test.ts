import {codeThemes} from '../codeThemes';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** '#abc', '#aabbcc', '#aabbccdd' or 'rgb(r, g, b)' as '#aabbcc'. */
function hex(colour: string): string {
  const value = colour.trim().toLowerCase();
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(value);
  if (rgb)
    return `#${rgb
      .slice(1)
      .map((c) => Number(c).toString(16).padStart(2, '0'))
      .join('')}`;
  if (/^#[\da-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  if (/^#[\da-f]{6}([\da-f]{2})?$/.test(value)) return value.slice(0, 7);
  throw new Error(`not a hex colour: ${colour}`);
}

describe('code block colours', () => {
  test('the contrast helper gives the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ff0000', '#ffffff')).toBeCloseTo(4.0, 1);
  });

  for (const [mode, theme] of Object.entries(codeThemes)) {
    test(`${mode}: every token colour has at least 4.5:1 against the block's background`, () => {
      const background = hex(theme.plain.backgroundColor ?? '');
      const colours = [
        {types: ['plain'], color: theme.plain.color},
        ...theme.styles.map((entry) => ({types: entry.types, color: entry.style.color})),
      ].filter((entry): entry is {types: string[]; color: string} => Boolean(entry.color));
      expect(colours.length).toBeGreaterThan(5);
      const failing = colours
        .map(({types, color}) => ({
          types: types.join(','),
          ratio: contrast(hex(color), background),
        }))
        .filter(({ratio}) => ratio < 4.5);
      expect(failing).toEqual([]);
    });
  }
});
