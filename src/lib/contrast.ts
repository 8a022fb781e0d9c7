/**
 * WCAG 2.2 contrast, for the colours the build chooses (the code themes, the portrait's monogram):
 * their tests hold every pair at AA or above.
 */

/** `#abc`, `#ABCDEF` or `#abcdef80` as lower-case `#abcdef` (the alpha dropped). */
export function hexColour(colour: string): string {
  const value = colour.trim().toLowerCase();
  if (/^#[\da-f]{3,4}$/.test(value)) {
    return `#${[...value.slice(1, 4)].map((digit) => digit + digit).join('')}`;
  }
  if (/^#[\da-f]{6}([\da-f]{2})?$/.test(value)) return value.slice(0, 7);
  throw new Error(`The colour ${JSON.stringify(colour)} is not a hex colour`);
}

/** The relative luminance of a hex colour. */
function luminance(colour: string): number {
  const hex = hexColour(colour);
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}
