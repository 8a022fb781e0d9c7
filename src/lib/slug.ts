/**
 * "seo-for-cbd" → "Seo For Cbd": the title of an industry page built from its slug, as the
 * fallback page shows it. Percent-escapes are decoded where valid; empty segments (double or
 * trailing hyphens) are dropped; the first letter of each word is upper-cased, Unicode included.
 */
export function titleFromSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape such as "%E0%A4%A" is shown as typed.
  }
  return decoded
    .split('-')
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
    .map((word) => {
      const [first = '', ...rest] = Array.from(word);
      return first.toLocaleUpperCase('en-US') + rest.join('');
    })
    .join(' ');
}
