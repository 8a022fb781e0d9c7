/**
 * The monogram that stands in for the consultant's photograph until there is one: the initials of
 * the name in src/data/site.ts on a disc of the brand's blue. It says who the site is by, and does
 * not pretend to be a face.
 */

/** The brand's blue and the white of the letters: 6.7:1, above WCAG AA (4.5:1) in both modes. */
export const monogramColors = {disc: '#1d4ed8', text: '#ffffff'} as const;

/** The initials of a name: its first and last words' first letters ("Daniel Brooks" → "DB"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) throw new Error('The site data has no name to draw a monogram from');
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const initial = (word: string) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('en-US');
  return words.length === 1 ? initial(first) : `${initial(first)}${initial(last)}`;
}

/** The relative luminance of an sRGB colour `#rrggbb` (WCAG 2.2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours `#rrggbb` (WCAG 2.2), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
