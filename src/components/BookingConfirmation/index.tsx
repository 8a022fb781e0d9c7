/**
 * On the booking confirmation page (`<BookingConfirmation />` in its MDX, which must be
 * `unlisted`): the scheduling service sends the visitor here with the booking in the address,
 * the invitee's name, email and answers among it (src/lib/measurement/booking.ts).
 * - As the page is parsed, before its scripts load, a small inline script keeps the query in
 *   memory and replaces the address with the bare path, so the personal data leaves the address
 *   bar, the history entry and every later request's referrer at once, and a reload carries no
 *   booking.
 * - Once the page has hydrated, the booking's identifier and campaign parameters (nothing else)
 *   are dispatched as `bookingConfirmedEvent`; the analytics, when on and allowed, records one
 *   `Booking Confirmed` event from them. Nothing listens otherwise, and nothing is sent.
 * It renders nothing visible.
 */
import {useEffect, type ReactNode} from 'react';
import {bookingOfRedirect} from '@site/src/lib/measurement/booking';
import {bookingConfirmedEvent} from '@site/src/lib/measurement/signals';

/** The global the inline script keeps the redirect's query in, until the page takes it. */
const redirectGlobal = '__bookingRedirect';

declare global {
  interface Window {
    [redirectGlobal]?: string;
  }
}

/**
 * The inline script, ES5 on one line: it runs while the page is parsed. The history entry keeps
 * its state (the router's), and only an address with a query or a fragment is rewritten.
 */
export const clearAddressScript = [
  '!function(){var l=location;if(!l.search&&!l.hash)return;',
  `window.${redirectGlobal}=l.search;`,
  'history.replaceState(history.state,"",l.pathname)}()',
].join('');

export default function BookingConfirmation(): ReactNode {
  useEffect(() => {
    const query = window[redirectGlobal];
    delete window[redirectGlobal];
    const booking = query ? bookingOfRedirect(query) : undefined;
    if (booking) document.dispatchEvent(new CustomEvent(bookingConfirmedEvent, {detail: booking}));
  }, []);
  // The script's text is the page's own constant: no visitor input reaches it.
  return <script dangerouslySetInnerHTML={{__html: clearAddressScript}} />;
}
