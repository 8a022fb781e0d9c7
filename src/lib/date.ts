const longDate = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

/**
 * "2025-09-06" or a full ISO timestamp → "September 6, 2025". Read in UTC so the server render and
 * the browser agree on the day.
 */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return longDate.format(date);
}
