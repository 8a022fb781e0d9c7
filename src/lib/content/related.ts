/**
 * Which posts a post suggests reading next: those sharing the most tags with it, then the newest.
 * Chosen when the site is built, from the posts' tags and dates alone, so that the choice is the
 * same on every build of the same posts and a new post joins the suggestions of older ones.
 */

/** What the choice reads of a post. */
export interface RelatablePost {
  /** The post's path: its identity, and the last tie-breaker. */
  readonly path: string;
  /** Date of publication (ISO 8601). */
  readonly date: string;
  /** Its tags, by any stable key (the tag's path). */
  readonly tags: readonly string[];
  /** An unlisted post is read by those given its address; it is never suggested. */
  readonly unlisted?: boolean;
}

/** How many posts a post suggests, at most. */
const relatedPostCount = 3;

/**
 * The posts `post` suggests, best first: every other listed post, ordered by the number of tags
 * it shares with `post` (most first), then by date (newest first), then by path; the first
 * `count`. None when `post` is the only listed post.
 */
export function relatedPosts<T extends RelatablePost>(
  post: T,
  posts: readonly T[],
  count: number = relatedPostCount,
): T[] {
  const tags = new Set(post.tags);
  const shared = (other: T) => other.tags.filter((tag) => tags.has(tag)).length;
  return posts
    .filter((other) => other.path !== post.path && !other.unlisted)
    .map((other) => ({other, shared: shared(other)}))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.other.date.localeCompare(a.other.date) ||
        a.other.path.localeCompare(b.other.path),
    )
    .slice(0, Math.max(0, count))
    .map(({other}) => other);
}
