import {bookingHref, maxValueLength, type Visit} from '../measurement/attribution';
import {
  bookingConfirmedProps,
  bookingFingerprint,
  bookingOfRedirect,
  countBooking,
  directSource,
  noValue,
  rememberedBookings,
  unknownLanding,
} from '../measurement/booking';

const calendly = 'https://calendly.com/someone/60-minute-call';

/** A redirect as Calendly sends it with "Pass event details": the booking link's query comes back. */
function calendlyRedirect(bookingLink: string, invitee = 'ABCD-1234'): string {
  const utm = new URL(bookingLink).searchParams;
  const query = new URLSearchParams({
    assigned_to: 'Someone',
    event_type_uuid: 'EVT-1',
    event_type_name: '60 Minute Call',
    event_start_time: '2026-12-01T10:00:00-05:00',
    event_end_time: '2026-12-01T11:00:00-05:00',
    invitee_uuid: invitee,
    invitee_full_name: 'Jane Doe',
    invitee_email: 'jane@example.com',
    answer_1: 'We sell & ship = fast',
  });
  for (const [name, value] of utm) query.set(name, value);
  return `?${query}`;
}

/** A redirect as Cal.com sends it with "Forward parameters". */
function calComRedirect(utm: string, uid = 'xyz987'): string {
  return `?${utm}${utm ? '&' : ''}uid=${uid}&title=Strategy&email=jane%40example.com&attendeeName=Jane%20Doe&startTime=2026-12-01T15%3A00%3A00.000Z&isEmbed=false`;
}

describe('bookingOfRedirect: what a redirect says of the booking', () => {
  test('Calendly: the invitee and the campaign parameters, none of the personal data', () => {
    const link = bookingHref(calendly, {
      landing: '/services/audit',
      utm: {utm_source: 'google', utm_medium: 'organic'},
    });
    expect(bookingOfRedirect(calendlyRedirect(link))).toEqual({
      id: 'ABCD-1234',
      utm: {utm_source: 'google', utm_medium: 'organic', utm_content: '/services/audit'},
    });
  });

  test('Cal.com: the booking uid and the forwarded campaign', () => {
    expect(bookingOfRedirect(calComRedirect('utm_source=newsletter&utm_campaign=winter'))).toEqual({
      id: 'xyz987',
      utm: {utm_source: 'newsletter', utm_campaign: 'winter'},
    });
  });

  test.each([
    ['an empty query', ''],
    ['a visit by the address', '?'],
    ['a redirect without the event details', '?utm_source=google'],
    ['an empty identifier', '?invitee_uuid=%20&invitee_email=jane%40example.com'],
  ])('no booking in %s', (_, query) => {
    expect(bookingOfRedirect(query)).toBeUndefined();
  });

  test('a malformed escape is read as the browser reads it, without throwing', () => {
    expect(bookingOfRedirect('?uid=%E0%A4%A&utm_source=%ZZ')).toEqual({
      id: '\uFFFD%A',
      utm: {utm_source: '%ZZ'},
    });
  });

  test('a hostile query is read as text, its values cut to the kept length', () => {
    const long = 'x'.repeat(5 * maxValueLength);
    const booking = bookingOfRedirect(`?uid=${long}&utm_source=<script>alert(1)</script>`);
    expect(booking?.id).toHaveLength(maxValueLength);
    expect(booking?.utm.utm_source).toBe('<script>alert(1)</script>');
  });
});

describe('bookingConfirmedProps: where the visit that booked came from', () => {
  const stored: Visit = {landing: '/blog/a-post', utm: {utm_source: 'bing', utm_medium: 'organic'}};

  test('the redirect’s campaign wins: it is the booking link’s, even from another tab', () => {
    const redirect = {
      id: 'a',
      utm: {utm_source: 'google', utm_medium: 'organic', utm_content: '/pricing'},
    };
    expect(bookingConfirmedProps(redirect, stored)).toEqual({
      landing: '/pricing',
      source: 'google',
      medium: 'organic',
      campaign: noValue,
    });
  });

  test('a campaign that set its own utm_content: the landing page from the tab’s visit', () => {
    const redirect = {
      id: 'a',
      utm: {utm_source: 'newsletter', utm_campaign: 'x', utm_content: 'b'},
    };
    expect(bookingConfirmedProps(redirect, stored)).toMatchObject({
      landing: '/blog/a-post',
      source: 'newsletter',
      campaign: 'x',
    });
  });

  test('a redirect without a campaign: the visit this tab noted', () => {
    expect(bookingConfirmedProps({id: 'a', utm: {}}, stored)).toEqual({
      landing: '/blog/a-post',
      source: 'bing',
      medium: 'organic',
      campaign: noValue,
    });
  });

  test('nothing known: a direct visit of an unknown landing page', () => {
    expect(bookingConfirmedProps({id: 'a', utm: {}}, undefined)).toEqual({
      landing: unknownLanding,
      source: directSource,
      medium: noValue,
      campaign: noValue,
    });
  });
});

describe('countBooking: each booking once', () => {
  test('a fingerprint is short, stable and differs between bookings', () => {
    expect(bookingFingerprint('ABCD-1234')).toMatch(/^[0-9a-f]{8}$/);
    expect(bookingFingerprint('ABCD-1234')).toBe(bookingFingerprint('ABCD-1234'));
    expect(bookingFingerprint('ABCD-1234')).not.toBe(bookingFingerprint('ABCD-1235'));
  });

  test('a new booking is counted and remembered; the same one again is not', () => {
    const first = countBooking(undefined, 'aaaa0001');
    expect(first).toEqual(['aaaa0001']);
    expect(countBooking(first, 'aaaa0001')).toBeUndefined();
    expect(countBooking(first, 'aaaa0002')).toEqual(['aaaa0001', 'aaaa0002']);
  });

  test('whatever was stored is read safely, and only the newest are kept', () => {
    expect(countBooking({not: 'a list'}, 'b')).toEqual(['b']);
    expect(countBooking([1, null, 'a'], 'b')).toEqual(['a', 'b']);
    const many = Array.from({length: rememberedBookings}, (_, index) => `id${index}`);
    const next = countBooking(many, 'new');
    expect(next).toHaveLength(rememberedBookings);
    expect(next?.at(-1)).toBe('new');
    expect(next).not.toContain('id0');
  });
});
