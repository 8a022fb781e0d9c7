/**
 * When a post was updated in substance: the day its author marks in its front matter
 * (`last_update: {date: 2026-12-01}`, Docusaurus's field). The post then says "Updated <day>"
 * beside its date, and its JSON-LD `dateModified`, its `lastmod` in sitemap.xml and its feed entry
 * say the same day. Without the mark nothing of it changes: an edit that fixes a typo is not an
 * update a reader needs to hear about.
 */

/** A date of front matter (a Date as YAML reads it, or its ISO text once serialized) as "YYYY-MM-DD". */
function isoDay(value: unknown): string | undefined {
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/**
 * The day of a post's (or a guide's) `last_update` ("YYYY-MM-DD"), or undefined when it has none.
 */
export function updatedDay(frontMatter: Readonly<Record<string, unknown>>): string | undefined {
  const lastUpdate = frontMatter.last_update;
  if (lastUpdate === null || typeof lastUpdate !== 'object') return undefined;
  return isoDay((lastUpdate as {date?: unknown}).date);
}

/**
 * What is wrong with a post's `last_update`, or undefined: it must name a day (`date`), and a day
 * after the post's own date, as an update comes after publication.
 */
export function lastUpdateProblem(
  frontMatter: Readonly<Record<string, unknown>>,
  postDate: Date | string,
): string | undefined {
  if (frontMatter.last_update === undefined) return undefined;
  const day = updatedDay(frontMatter);
  if (day === undefined) {
    return 'front matter "last_update" must name the day of the update: last_update: {date: 2026-12-01}';
  }
  const published = isoDay(postDate);
  if (published !== undefined && day <= published) {
    return `front matter "last_update" (${day}) must come after the post's date (${published})`;
  }
  return undefined;
}
