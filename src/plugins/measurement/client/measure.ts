/**
 * The part of the analytics chunk every provider shares: turns the signals noted by ./analytics.ts
 * into page views and events (src/lib/measurement/events.ts), and reports the landing page's Core
 * Web Vitals through Google's web-vitals library, each metric once for the page load, with the
 * kind of page. A provider's transport sends them.
 */
import {onCLS, onFCP, onINP, onLCP, onTTFB, type Metric} from 'web-vitals';
import {site} from '@site/src/data/site';
import {isSchedulingLink, parseVisit, visitStorageKey} from '@site/src/lib/measurement/attribution';
import {
  bookingConfirmedProps,
  bookingFingerprint,
  countBooking,
  type BookingRedirect,
} from '@site/src/lib/measurement/booking';
import {
  bookingProps,
  eventNames,
  isOutbound,
  notFoundProps,
  outboundProps,
  pageUrl,
  searchEmptyProps,
  vitalProps,
  type EventName,
  type EventProps,
} from '@site/src/lib/measurement/events';
import {
  clickEvents,
  measureAttribute,
  notFoundKind,
  type MeasuredClick,
} from '@site/src/lib/measurement/signals';
import type {Landing, Signal} from './analytics';

export interface PageView {
  /** The page's canonical URL, with the campaign parameters it was reached with (`pageUrl`). */
  readonly url: string;
  /** The previous page of the visit, or the referring page for the first one. */
  readonly referrer: string;
  readonly title: string;
}

export interface EventOptions {
  /** The page the event happened on (`pageUrl`). */
  readonly url: string;
  /** False for what the visitor did not do (a Web Vitals report, a 404): not an engagement. */
  readonly interactive: boolean;
}

/** How a provider sends what is measured. */
export interface Transport {
  pageview(view: PageView): void;
  event(name: EventName, props: EventProps | undefined, options: EventOptions): void;
}

/** Where the browser keeps the fingerprints of the bookings it counted (local storage). */
const bookingsStorageKey = 'site:bookings';

/**
 * Whether this browser has not counted the booking yet, noting it as counted: the same booking
 * redirected to twice (the back button into the scheduling service) is one booking. When storage
 * is refused, the booking is counted (its redirect's address was cleared, so a reload cannot
 * count it again).
 */
function firstCount(booking: BookingRedirect): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(bookingsStorageKey) ?? '[]');
    const next = countBooking(stored, bookingFingerprint(booking.id));
    if (!next) return false;
    localStorage.setItem(bookingsStorageKey, JSON.stringify(next));
  } catch {
    // Storage refused or its value unreadable: count it.
  }
  return true;
}

/** The visit this tab noted (./attribution.ts), if any. */
function storedVisit() {
  try {
    return parseVisit(sessionStorage.getItem(visitStorageKey));
  } catch {
    return undefined;
  }
}

const isMeasuredClick = (value: string | null): value is MeasuredClick =>
  value !== null && Object.hasOwn(clickEvents, value);

export function startMeasuring(transport: Transport, landing: Landing): (signal: Signal) => void {
  const report = (metric: Metric): void =>
    transport.event(eventNames.vitals, vitalProps(metric, landing.kind), {
      url: pageUrl(landing.href),
      interactive: false,
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);

  const click = (signal: Extract<Signal, {type: 'click'}>): void => {
    // The main button, or the middle one (a link opened in a new tab).
    if (signal.button > 1 || !(signal.target instanceof Element)) return;
    const options = {url: pageUrl(signal.href), interactive: true};
    const measured = signal.target.closest(`[${measureAttribute}]`)?.getAttribute(measureAttribute);
    if (isMeasuredClick(measured ?? null)) {
      transport.event(clickEvents[measured as MeasuredClick], undefined, options);
      return;
    }
    const link = signal.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if (isSchedulingLink(link.href, site.schedulingUrl)) {
      transport.event(eventNames.booking, bookingProps(signal.href), options);
    } else if (isOutbound(link.href, window.location.origin)) {
      transport.event(eventNames.outbound, outboundProps(link.href), options);
    }
  };

  return (signal) => {
    switch (signal.type) {
      case 'page': {
        const url = pageUrl(signal.href);
        const internal = signal.referrer.startsWith(`${window.location.origin}/`);
        const referrer = internal ? pageUrl(signal.referrer) : signal.referrer;
        transport.pageview({url, referrer, title: signal.title});
        if (signal.kind === notFoundKind) {
          transport.event(eventNames.notFound, notFoundProps(signal.href), {
            url,
            interactive: false,
          });
        }
        return;
      }
      case 'click':
        click(signal);
        return;
      case 'booking':
        if (!firstCount(signal.booking)) return;
        transport.event(
          eventNames.bookingConfirmed,
          {...bookingConfirmedProps(signal.booking, storedVisit())},
          {url: pageUrl(signal.href), interactive: true},
        );
        return;
      case 'search-empty':
        transport.event(eventNames.searchEmpty, searchEmptyProps(signal.query), {
          url: pageUrl(signal.href),
          interactive: true,
        });
    }
  };
}
