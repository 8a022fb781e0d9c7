/**
 * JSON for a <script type="application/ld+json">. JSON.stringify alone is not safe there: a value
 * containing "</script>" would end the script and the rest would run as HTML. Escaping <, > and &
 * as \u003c, \u003e and \u0026 means no value can close the tag or start a comment, and U+2028 and
 * U+2029 (line terminators in older JavaScript parsers) are escaped too. JSON.parse returns the
 * original strings.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
