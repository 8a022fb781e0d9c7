/**
 * What main.js holds of the analytics when a provider is on (the measurement plugin adds the
 * provider's client module, ./plausible or ./umami, which calls `analyticsClient`): it notes page
 * views, clicks and empty searches as they happen, and loads the provider's chunk (its tracker,
 * web-vitals and ./measure.ts) when the browser is first idle, which then reports them and
 * everything after. With Global Privacy Control or Do Not Track on, or on the owner's own machine
 * (localhost), it does nothing at all: no chunk, no request.
 */
import type {ClientModule} from '@docusaurus/types';
import {trackingRefused} from '@site/src/lib/measurement/privacy';
import type {BookingRedirect} from '@site/src/lib/measurement/booking';
import {
  bookingConfirmedEvent,
  pageKindAttribute,
  searchEmptyEvent,
} from '@site/src/lib/measurement/signals';

/** The page a visit loaded: its Web Vitals are reported with its URL and kind. */
export interface Landing {
  readonly href: string;
  readonly kind: string;
}

/** Something to report, noted when it happened. */
export type Signal =
  | {
      readonly type: 'page';
      readonly href: string;
      readonly referrer: string;
      readonly title: string;
      readonly kind: string;
    }
  | {
      readonly type: 'click';
      readonly target: EventTarget | null;
      readonly button: number;
      /** The page the click happened on. */
      readonly href: string;
    }
  | {readonly type: 'search-empty'; readonly query: string; readonly href: string}
  | {readonly type: 'booking'; readonly booking: BookingRedirect; readonly href: string};

/** A provider's chunk: starts reporting and returns what receives the signals. */
export interface ProviderChunk {
  start(landing: Landing): (signal: Signal) => void;
}

/** The owner previewing the site on his own machine is not a visitor. */
const localHost = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

const pageKind = (): string => document.documentElement.getAttribute(pageKindAttribute) ?? 'page';

export function analyticsClient(load: () => Promise<ProviderChunk>): ClientModule {
  if (
    typeof window === 'undefined' ||
    trackingRefused(navigator) ||
    localHost.test(window.location.hostname)
  ) {
    return {};
  }
  const pending: Signal[] = [];
  let deliver = (signal: Signal): void => {
    pending.push(signal);
  };
  const landing = {href: window.location.href, kind: pageKind()};
  const onClick = (event: MouseEvent): void =>
    deliver({type: 'click', target: event.target, button: event.button, href: location.href});
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
  document.addEventListener(searchEmptyEvent, (event) =>
    deliver({
      type: 'search-empty',
      query: String((event as CustomEvent<unknown>).detail),
      href: location.href,
    }),
  );
  document.addEventListener(bookingConfirmedEvent, (event) => {
    const booking = (event as CustomEvent<unknown>).detail as Partial<BookingRedirect> | null;
    if (typeof booking?.id !== 'string' || typeof booking.utm !== 'object' || !booking.utm) return;
    deliver({type: 'booking', booking: {id: booking.id, utm: booking.utm}, href: location.href});
  });
  (window.requestIdleCallback ?? setTimeout)(() => {
    load().then(
      (chunk) => {
        deliver = chunk.start(landing);
        for (const signal of pending.splice(0)) deliver(signal);
      },
      () => {
        // The chunk did not load (offline, a new deployment): this page view goes unreported.
      },
    );
  });
  let previousHref = '';
  return {
    onRouteDidUpdate({location, previousLocation}) {
      // A change of the hash or the query alone is the same page.
      if (previousLocation && location.pathname === previousLocation.pathname) return;
      const href = window.location.href;
      // As Umami's script does: the previous page of the visit, or the referring page of another
      // site (a page of the site itself there is no referral).
      const referrer = previousLocation
        ? previousHref
        : document.referrer.startsWith(window.location.origin)
          ? ''
          : document.referrer;
      previousHref = href;
      // The head manager sets the new page's title and kind on the next frame.
      requestAnimationFrame(() =>
        setTimeout(() =>
          deliver({type: 'page', href, referrer, title: document.title, kind: pageKind()}),
        ),
      );
    },
  };
}
