/**
 * Dates as the site writes them, "September 6, 2025" (the en-US long date), read in UTC so the
 * server render and the browser agree on the day.
 *
 * Written out rather than with Intl.DateTimeFormat: creating one while a page loads costs a
 * mid-range phone tens of milliseconds of blocked main thread (loading the locale data), on every
 * page that shows a date. A unit test checks the output against Intl's.
 */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-09-06" or a full ISO timestamp → "September 6, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(iso)}`);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A reading time in minutes as the theme writes it in English: "One min read", "4 min read". */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? 'One min read' : `${rounded} min read`;
}
