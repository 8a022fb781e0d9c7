/**
 * When a post goes live. A post dated after the moment of a production build is not published by
 * it: the build leaves it out of every page, list, feed and index (the blog's `processBlogPosts`
 * in docusaurus.config.ts), and the next build on or after its day publishes it (the daily deploy
 * of .github/workflows/deploy.yml). `npm start` shows it, with a note that it is scheduled.
 *
 * A post's day is the date of its front matter as Docusaurus reads it (a day, such as
 * `date: 2026-12-01`, is midnight UTC of that day); it goes live at the start of that day in the
 * site's time zone, whatever time the front matter adds.
 */

/** The site's time zone: the consultant works in Washington, DC. */
export const siteTimeZone = 'America/New_York';

/**
 * The day it is at `now` in the site's time zone, as a post's front matter writes it
 * (`2026-12-01`): a post dated that day is live from its start (`npm run new` dates a new post so).
 */
export function siteDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: siteTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** How far the clock of `timeZone` is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The moment a post dated `date` goes live: the start of its day in the site's time zone. */
export function publicationTime(date: Date | string): Date {
  const day = new Date(date);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(date)}`);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  // The offset at midnight of that day in the time zone: guessed from UTC midnight, then taken
  // again at the moment guessed, which is right on the days the clocks change.
  const guess = midnight - zoneOffset(midnight, siteTimeZone);
  return new Date(midnight - zoneOffset(guess, siteTimeZone));
}

/** Whether a post dated `date` is still to come at `now`. */
export function isScheduled(date: Date | string, now: Date): boolean {
  return publicationTime(date).getTime() > now.getTime();
}

/**
 * The moment a build publishes as of: now, or `SITE_BUILD_TIME` (a date and time, such as
 * `2026-12-01T05:00:00Z`), to see the site as a build on another day would make it.
 */
export function buildTime(env: Record<string, string | undefined> = process.env): Date {
  const value = env.SITE_BUILD_TIME;
  if (value === undefined || value === '') return new Date();
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime())) {
    throw new Error(
      `SITE_BUILD_TIME must be a date and time, such as 2026-12-01T05:00:00Z; it is ${JSON.stringify(value)}`,
    );
  }
  return time;
}

/** What a build needs of a blog post to schedule it. */
interface SchedulablePost {
  readonly metadata: {
    readonly date: Date | string;
    readonly unlisted: boolean;
    readonly frontMatter: object;
  };
}

/**
 * The posts a build publishes, as of `now`: a production build leaves out the posts still to
 * come; a pull request's preview (`preview`) keeps them, unlisted (out of every list, feed,
 * sitemap and search index, and asked not to be indexed) and marked `scheduled`, so that their
 * text, links and layout are checked before their day.
 */
export function postsOfBuild<Post extends SchedulablePost>(
  posts: readonly Post[],
  {now, preview}: {readonly now: Date; readonly preview: boolean},
): Post[] {
  return posts.flatMap((post) => {
    if (!isScheduled(post.metadata.date, now)) return [post];
    if (!preview) return [];
    // Unlisted in its metadata (lists, sitemaps, search) and its front matter (the blog's feeds
    // read that).
    const frontMatter = {...post.metadata.frontMatter, unlisted: true};
    return [{...post, metadata: {...post.metadata, frontMatter, unlisted: true, scheduled: true}}];
  });
}

/** Whether a post's metadata is that of a post a preview shows before its day (`postsOfBuild`). */
export function isScheduledInPreview(metadata: object): boolean {
  return (metadata as {scheduled?: unknown}).scheduled === true;
}
