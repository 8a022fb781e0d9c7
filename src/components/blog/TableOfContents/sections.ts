/**
 * When a text gets a table of contents: when it has three sections or more, a section being a
 * heading at the text's top level (its h2s; a text whose headings start at h3 counts those).
 * Kept apart from the component so that the rule is unit-tested.
 */

/** What the rule reads of a heading of the text's `toc` export. */
export interface Heading {
  readonly level: number;
}

/** The name of the table of contents, seen and heard. */
export const tocLabel = 'On this page';

/** How many sections a text needs before it shows a table of contents. */
export const minimumSections = 3;

/** The text's sections: its headings at the highest level present, from `minHeadingLevel` on. */
export function sectionCount(toc: readonly Heading[], minHeadingLevel = 2): number {
  const levels = toc.map((heading) => heading.level).filter((level) => level >= minHeadingLevel);
  if (levels.length === 0) return 0;
  const top = Math.min(...levels);
  return levels.filter((level) => level === top).length;
}

/** Whether a text with these headings shows a table of contents. */
export function showsTableOfContents(toc: readonly Heading[], minHeadingLevel = 2): boolean {
  return sectionCount(toc, minHeadingLevel) >= minimumSections;
}
