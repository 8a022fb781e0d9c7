/**
 * Words joined as the site's copy writes a list: "A", "A and B", "A, B and C" (no serial comma).
 * Formatted by hand rather than with Intl.ListFormat, whose creation while a page hydrates costs a
 * phone more than the function does.
 */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
