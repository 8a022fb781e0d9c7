/**
 * How the pages tell the analytics what happened, without loading any of it: attributes in the
 * HTML and a DOM event, which cost nothing when analytics is off (nothing listens). The analytics
 * chunk (src/plugins/measurement/client) reads them when a provider is on.
 */

/** On `<html>`: the kind of page shown (the content model's kind, or `notFoundKind`). */
export const pageKindAttribute = 'data-page-kind';
/** The page kind of the not-found page: its page view also reports a 404 event. */
export const notFoundKind = 'not-found';

/** On a button or link: a click on it is the named event (`clickEvents`). */
export const measureAttribute = 'data-measure';
/** The values of `measureAttribute`, each the event its click reports. */
export const clickEvents = {'copy-email': 'Copy Email'} as const;
export type MeasuredClick = keyof typeof clickEvents;

/**
 * Dispatched on `document` by the search dialog when a search has found nothing and the visitor
 * has stopped typing; its `detail` is the query.
 */
export const searchEmptyEvent = 'site:search-empty';
/**
 * Dispatched on `document` by the booking confirmation page when the scheduling service's redirect
 * reported a booking; its `detail` is the booking's identifier and campaign parameters
 * (`BookingRedirect` of ./booking.ts), never the invitee's details.
 */
export const bookingConfirmedEvent = 'site:booking-confirmed';
