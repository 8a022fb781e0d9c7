import {currency, formatPrice} from '@site/src/data/plans';
import {formatDate, readingTimeLabel} from '../date';

/** What Intl writes, which the site's formatters reproduce without creating Intl objects. */
const intlPrice = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency,
  maximumFractionDigits: 0,
});
const intlDate = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

test('prices read as Intl writes them in en-US', () => {
  const amounts = [0, 5, 75, 148, 999, 1000, 1995, 12_500, 999_999, 1_000_000, 1_234_567, -1995];
  for (const amount of amounts) expect(formatPrice(amount)).toBe(intlPrice.format(amount));
  expect(formatPrice(1995)).toBe('$1,995');
});

test('dates read as Intl writes them in en-US, in UTC', () => {
  for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000 * 13) {
    const iso = new Date(day).toISOString();
    expect(formatDate(iso)).toBe(intlDate.format(new Date(day)));
    expect(formatDate(iso.slice(0, 10))).toBe(intlDate.format(new Date(day)));
  }
  expect(formatDate('2025-09-06')).toBe('September 6, 2025');
  // Late in the day in the Americas is already the next day in UTC, and the site says so.
  expect(formatDate('2025-09-06T23:30:00-05:00')).toBe('September 7, 2025');
});

test('a date that is not one is refused, not printed as "undefined NaN, NaN"', () => {
  expect(() => formatDate('not a date')).toThrow('Not a date: "not a date"');
});

test('the reading time reads as the theme wrote it in English', () => {
  expect(readingTimeLabel(0.2)).toBe('One min read');
  expect(readingTimeLabel(1)).toBe('One min read');
  expect(readingTimeLabel(1.01)).toBe('2 min read');
  expect(readingTimeLabel(7.5)).toBe('8 min read');
});
