/**
 * Every page, with or without analytics: the first page of a visit notes, in session storage (this
 * tab, until it closes), its landing path and where the visit came from, and any link to the
 * scheduling page gets the visit's `utm_*` parameters when the visitor reaches for it, so that
 * the booking records them. The rules are in
 * src/lib/measurement/attribution.ts. Nothing here runs with Global Privacy Control or Do Not
 * Track on, nothing is sent anywhere, and without JavaScript the link is the plain scheduling URL.
 * The landing page is read as this module starts (after the first paint), and noted when the
 * link is first reached for, or when the page is hidden or left (another tab, a full page load),
 * whichever comes first: the first use of session storage in a tab waits for the browser's own
 * process, which is busy loading the page's scripts while the page starts, and a visit that never
 * books or leaves the page needs no note.
 */
import {
  bookingHref,
  isSchedulingLink,
  nextVisit,
  parseVisit,
  visitOf,
  visitStorageKey,
  type Visit,
} from '@site/src/lib/measurement/attribution';
import {trackingRefused} from '@site/src/lib/measurement/privacy';

/**
 * The scheduling URL of src/data/site.ts, written in by the measurement plugin when it is bundled:
 * importing the identity module would put all of it in main.js, when the pages' shared chunk
 * already has it.
 */
declare const __SCHEDULING_URL__: string;

function attributeBookings(): void {
  const {href} = window.location;
  const {referrer} = document;
  let noted = false;
  let visit: Visit | undefined;
  const note = (): Visit | undefined => {
    if (noted) return visit;
    noted = true;
    try {
      const stored = parseVisit(sessionStorage.getItem(visitStorageKey));
      visit = nextVisit(stored, visitOf(href, referrer, window.location.hostname));
      if (visit && visit !== stored) sessionStorage.setItem(visitStorageKey, JSON.stringify(visit));
    } catch {
      // Storage refused (a privacy mode, a full quota): the link stays as it is.
    }
    return visit;
  };
  const decorate = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isSchedulingLink(link.href, __SCHEDULING_URL__)) {
      return;
    }
    const current = note();
    if (current) link.href = bookingHref(link.href, current);
  };
  // Pressed by a pointer (any button: a new tab, the context menu) or clicked (Enter too): the
  // link has its parameters before the browser opens it or offers to copy it.
  for (const type of ['pointerdown', 'click']) document.addEventListener(type, decorate, true);
  // The next page of the visit (a full page load) reads the note as it starts.
  window.addEventListener('pagehide', note);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') note();
  });
}

if (typeof window !== 'undefined' && !trackingRefused(navigator)) attributeBookings();
