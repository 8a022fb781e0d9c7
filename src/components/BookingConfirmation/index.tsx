/**
 * On the booking confirmation page (`<BookingConfirmation />` in its MDX, which must be
 * `unlisted`): the scheduling service sends the visitor here with the booking in the address,
 * the invitee's name, email and answers among it (src/lib/measurement/booking.ts).
 * - In the page's head, before its stylesheet, scripts and images: a referrer policy of
 *   `no-referrer` (the hosting rules send the same header), so that no request the page makes
 *   names its address, those the browser starts ahead of the parser included (it requests the
 *   stylesheet before any inline script of the page can run); then a small inline script that
 *   keeps the query in memory and replaces the address with the bare path before any script loads
 *   and before the first paint, so the personal data leaves the address bar and the history entry
 *   at once, and a reload carries no booking.
 * - Once the page has hydrated, the booking's identifier and campaign parameters (nothing else)
 *   are dispatched as `bookingConfirmedEvent`; the analytics, when on and allowed, records one
 *   `Booking Confirmed` event from them. Nothing listens otherwise, and nothing is sent.
 * It renders nothing visible.
 */
import {useEffect, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import {bookingOfRedirect} from '@site/src/lib/measurement/booking';
import {bookingConfirmedEvent} from '@site/src/lib/measurement/signals';

/** The global the inline script keeps the redirect's query in, until the page takes it. */
const redirectGlobal = '__bookingRedirect';

declare global {
  interface Window {
    [redirectGlobal]?: string;
  }
}

/** The performance mark of the moment the address was cleared, on the page's own clock. */
const addressClearedMark = 'site:booking-address-cleared';

/**
 * The inline script, ES5 on one line: it runs while the page is parsed. The history entry keeps
 * its state (the router's), and only an address with a query or a fragment is rewritten.
 */
const clearAddressScript = [
  '!function(){var l=location,p=window.performance;if(!l.search&&!l.hash)return;',
  `window.${redirectGlobal}=l.search;`,
  'history.replaceState(history.state,"",l.pathname);',
  `p&&p.mark&&p.mark("${addressClearedMark}")}()`,
].join('');

export default function BookingConfirmation(): ReactNode {
  useEffect(() => {
    const query = window[redirectGlobal];
    delete window[redirectGlobal];
    const booking = query ? bookingOfRedirect(query) : undefined;
    if (booking) document.dispatchEvent(new CustomEvent(bookingConfirmedEvent, {detail: booking}));
  }, []);
  // The script's text is the page's own constant: no visitor input reaches it. It is written into
  // the page's HTML only: it has run by the time the page hydrates, and the head manager would
  // insert it again in its source form, which the Content-Security-Policy refuses (it allows the
  // inline code of the built pages by hash, and the build minifies the page's copy).
  return (
    <Head>
      <meta name="referrer" content="no-referrer" />
      {!ExecutionEnvironment.canUseDOM && <script>{clearAddressScript}</script>}
    </Head>
  );
}
