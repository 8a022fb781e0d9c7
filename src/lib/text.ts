/**
 * Words joined as the site's copy writes a list: "A", "A and B", "A, B and C" (no serial comma).
 * Formatted by hand rather than with Intl.ListFormat, whose creation while a page hydrates costs a
 * phone more than the function does.
 */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The initials of a name: the first letters of its first and last words ("Jane Doe" → "JD", "Maria L." →
 * "ML"); an empty string for a name without letters.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const initial = (word: string | undefined) =>
    (word?.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('en-US');
  if (words.length <= 1) return initial(words[0]);
  return `${initial(words[0])}${initial(words[words.length - 1])}`;
}
