/**
 * A booking, as the scheduling service reports it when it sends the visitor back to the site's
 * confirmation page. Calendly ("Redirect to an external site" with "Pass event details") and
 * Cal.com ("Redirect on booking" with "Forward parameters") append the booking to that page's
 * address: an identifier (Calendly's `invitee_uuid`, Cal.com's `uid`), the invitee's name, email
 * and answers, the times, and the `utm_*` parameters the booking link carried (the site sets them
 * from the visit: src/lib/measurement/attribution.ts). Only the identifier and the campaign
 * parameters are read here; the rest is personal data, which the confirmation page removes from
 * the address before anything else runs (src/components/BookingConfirmation) and never passes on.
 * Plain functions: the page and the analytics call them, the unit tests check them.
 */
import {campaignOf, maxValueLength, type Utm, type Visit} from './attribution';

/** The parameters that name a booking: Calendly's invitee, Cal.com's booking. */
const bookingIdParameters = ['invitee_uuid', 'uid'] as const;

/** What a redirect says of a booking: its identifier and the campaign parameters it came back with. */
export interface BookingRedirect {
  readonly id: string;
  readonly utm: Utm;
}

/**
 * The booking a redirect's query (`?invitee_uuid=…&utm_source=…`) reports, or undefined when it
 * names none: a visit to the page by its address, or a redirect set up without the event details.
 */
export function bookingOfRedirect(query: string): BookingRedirect | undefined {
  let url: URL;
  try {
    url = new URL(`https://redirect.invalid/${query.startsWith('?') ? query : `?${query}`}`);
  } catch {
    return undefined;
  }
  for (const name of bookingIdParameters) {
    const id = url.searchParams.get(name)?.trim().slice(0, maxValueLength);
    if (id) return {id, utm: campaignOf(url)};
  }
  return undefined;
}

/** What the `Booking Confirmed` event carries: where the visit that booked came from. */
export interface BookingConfirmedProps {
  /** The canonical path of the visit's first page, or "(unknown)". */
  readonly landing: string;
  /** The campaign's or referrer's source ("google", "newsletter"), or "(direct)". */
  readonly source: string;
  /** The medium ("organic", "referral", "email"), or "(none)". */
  readonly medium: string;
  /** The campaign, or "(none)". */
  readonly campaign: string;
}

export const unknownLanding = '(unknown)';
export const directSource = '(direct)';
export const noValue = '(none)';

/** A path the booking link carried as `utm_content` (the landing page when no campaign set one). */
const landingOf = (utm: Utm): string | undefined =>
  utm.utm_content?.startsWith('/') ? utm.utm_content : undefined;

/**
 * The event's properties: the campaign parameters the redirect brought back (the booking link's,
 * so the visit that booked, even when the booking was made in another tab), else the visit this
 * tab noted, else a direct visit of an unknown landing page.
 */
export function bookingConfirmedProps(
  redirect: BookingRedirect,
  stored: Visit | undefined,
): BookingConfirmedProps {
  const fromRedirect = Object.keys(redirect.utm).length > 0;
  const utm = fromRedirect ? redirect.utm : (stored?.utm ?? {});
  const landing = landingOf(redirect.utm) ?? stored?.landing ?? unknownLanding;
  return {
    landing,
    source: utm.utm_source ?? directSource,
    medium: utm.utm_medium ?? noValue,
    campaign: utm.utm_campaign ?? noValue,
  };
}

/** How many counted bookings the browser remembers, newest kept. */
export const rememberedBookings = 20;

/**
 * A short fingerprint of a booking's identifier (FNV-1a, 32 bits, hex): what the browser keeps to
 * count each booking once, rather than the identifier itself.
 */
export function bookingFingerprint(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The remembered fingerprints after counting `fingerprint`, or undefined when it was counted
 * already. `stored` is what the browser kept (anything: it is checked).
 */
export function countBooking(stored: unknown, fingerprint: string): string[] | undefined {
  const seen = Array.isArray(stored)
    ? stored.filter((value): value is string => typeof value === 'string')
    : [];
  if (seen.includes(fingerprint)) return undefined;
  return [...seen, fingerprint].slice(-rememberedBookings);
}
