/**
 * Where a post's excerpt ends: what the blog's listings compile of it (Docusaurus's
 * `truncateMarker`, which it splits the post's file at, front matter and all). A post written with
 * the marker `{/* truncate *\/}` (or `<!-- truncate -->` in Markdown) ends its excerpt there; a post
 * without one ends it before its first section, the first line that starts with `## `, so that a
 * post holding only what the editor's form asks for publishes, and a listing never loads a whole
 * post. A post with neither is short enough to be its own excerpt. (A line starting with `## `
 * inside a code block of the introduction would be taken for the first section: such a post
 * takes the marker.) The cards themselves show the description.
 */
const marker = String.raw`<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}`;

/** The end of the excerpt: the marker, or, in a post without one, the line before its first `## `. */
export const excerptEnd = new RegExp(`${marker}|\\n(?=## )(?![\\s\\S]*(?:${marker}))`);

/** A post's excerpt, as the listings compile it: its text up to the end of the excerpt. */
export function excerptOf(text: string): string {
  return text.split(excerptEnd, 1)[0] ?? text;
}
