/**
 * What the analytics records, written once: the events' names (the goals the owner creates in the
 * provider's dashboard, listed in src/plugins/measurement/README.md) and their properties, and the
 * address a page view reports. Plain functions: the browser's analytics chunk calls them, the unit
 * tests check them.
 */
import {canonicalPath} from '../canonicalPath';
import {utmParameters} from './attribution';
import {clickEvents} from './signals';

export const eventNames = {
  booking: 'Booking Click',
  bookingConfirmed: 'Booking Confirmed',
  // Plausible's own name for it, so its dashboard shows the links as it does for its own tracker.
  outbound: 'Outbound Link: Click',
  notFound: '404',
  searchEmpty: 'Search: No Results',
  copyEmail: clickEvents['copy-email'],
  vitals: 'Web Vitals',
} as const;
export type EventName = (typeof eventNames)[keyof typeof eventNames];

export type EventProps = Readonly<Record<string, string | number>>;

/** Longest search query an event carries. */
export const maxQueryLength = 100;
/** Longest path a 404 event carries. */
export const maxPathLength = 300;

/**
 * The address a page view reports: the page's canonical URL (no trailing slash, no `.html`), with
 * the campaign parameters of the link that brought the visitor (the provider attributes the visit
 * by them) and no other query or fragment, which could carry anything.
 */
export function pageUrl(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const name of utmParameters) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${canonicalPath(url.pathname)}${query ? `?${query}` : ''}`;
}

/** The page a click came from, as events name it: its canonical path. */
const pagePath = (href: string): string => canonicalPath(new URL(href).pathname);

export const bookingProps = (pageHref: string): EventProps => ({page: pagePath(pageHref)});

export const outboundProps = (linkHref: string): EventProps => ({url: linkHref});

export const notFoundProps = (pageHref: string): EventProps => {
  const url = new URL(pageHref);
  return {path: `${url.pathname}${url.search}`.slice(0, maxPathLength)};
};

export const searchEmptyProps = (query: string): EventProps => ({
  query: query.trim().replace(/\s+/g, ' ').slice(0, maxQueryLength),
});

/** The metrics of the web-vitals library the site reports, as it names them. */
type VitalMetric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

export interface VitalReading {
  readonly name: VitalMetric;
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
}

/**
 * One Web Vitals event: the metric, its value (milliseconds, rounded; CLS unitless, to three
 * decimals), web-vitals' rating against Google's thresholds, and the kind of page measured.
 */
export function vitalProps(reading: VitalReading, kind: string): EventProps {
  const value =
    reading.name === 'CLS' ? Math.round(reading.value * 1000) / 1000 : Math.round(reading.value);
  return {metric: reading.name, value, rating: reading.rating, kind};
}

/**
 * Whether a link leaves the site for another web page (not a mail or phone link, not the site
 * itself): its click is an outbound click.
 */
export function isOutbound(linkHref: string, siteOrigin: string): boolean {
  try {
    const url = new URL(linkHref);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== siteOrigin;
  } catch {
    return false;
  }
}
