import {
  bookingHref,
  campaignOf,
  isSchedulingLink,
  maxValueLength,
  nextVisit,
  parseVisit,
  visitOf,
  type Visit,
} from '../measurement/attribution';

const site = 'https://consultant.example';
const host = 'consultant.example';
const calendly = 'https://calendly.com/someone/60-minute-call';
const calWithQuery = 'https://cal.com/someone/strategy?duration=60&layout=month_view';

describe('visitOf: where a page load says the visit came from', () => {
  test('a campaign link: its own parameters, whatever the referrer', () => {
    const visit = visitOf(
      `${site}/services/audit?utm_source=newsletter&utm_medium=email&utm_campaign=november&ref=x`,
      'https://www.google.com/',
      host,
    );
    expect(visit).toEqual({
      landing: '/services/audit',
      utm: {utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november'},
    });
  });

  test.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.uk/', 'google'],
    ['https://google.de/', 'google'],
    ['https://www.bing.com/', 'bing'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://search.yahoo.com/', 'yahoo'],
    ['https://uk.search.yahoo.com/', 'yahoo'],
    ['https://www.ecosia.org/', 'ecosia'],
    ['https://search.brave.com/', 'brave'],
  ])('a search engine (%s) is %s / organic', (referrer, name) => {
    expect(visitOf(`${site}/blog/post`, referrer, host)).toEqual({
      landing: '/blog/post',
      utm: {utm_source: name, utm_medium: 'organic'},
    });
  });

  test('another site is its host / referral (a Google product that is not search too)', () => {
    expect(visitOf(`${site}/`, 'https://news.ycombinator.com/item?id=1', host)?.utm).toEqual({
      utm_source: 'news.ycombinator.com',
      utm_medium: 'referral',
    });
    expect(visitOf(`${site}/`, 'https://mail.google.com/', host)?.utm).toEqual({
      utm_source: 'mail.google.com',
      utm_medium: 'referral',
    });
  });

  test('a direct visit has a landing page and no source', () => {
    expect(visitOf(`${site}/pricing`, '', host)).toEqual({landing: '/pricing', utm: {}});
    // A referrer that is not a web page is no source either.
    expect(visitOf(`${site}/pricing`, 'not a url', host)).toEqual({landing: '/pricing', utm: {}});
    expect(visitOf(`${site}/pricing`, 'android-app://com.example.app/', host)).toEqual({
      landing: '/pricing',
      utm: {},
    });
  });

  test('a page reached from the site itself begins no visit (www or not)', () => {
    expect(visitOf(`${site}/contact`, `${site}/about`, host)).toBeUndefined();
    expect(visitOf(`${site}/contact`, 'https://www.consultant.example/', host)).toBeUndefined();
  });

  test('the landing path is canonical', () => {
    expect(visitOf(`${site}/about/`, '', host)?.landing).toBe('/about');
    expect(visitOf(`${site}/about.html`, '', host)?.landing).toBe('/about');
    expect(visitOf(`${site}/`, '', host)?.landing).toBe('/');
  });
});

describe('campaignOf', () => {
  test('keeps only the five parameters with a value, trimmed and cut short', () => {
    const long = 'x'.repeat(500);
    const url = new URL(
      `${site}/?utm_source=%20li%20&utm_medium=&utm_term=${long}&utm_id=7&gclid=abc`,
    );
    expect(campaignOf(url)).toEqual({utm_source: 'li', utm_term: 'x'.repeat(maxValueLength)});
  });
});

describe('nextVisit: which arrival starts a visit', () => {
  const google: Visit = {landing: '/blog/a', utm: {utm_source: 'google', utm_medium: 'organic'}};
  const later: Visit = {landing: '/contact', utm: {utm_source: 'google', utm_medium: 'organic'}};
  const campaign: Visit = {landing: '/services', utm: {utm_source: 'newsletter'}};
  const direct: Visit = {landing: '/pricing', utm: {}};

  test('the first arrival is the visit', () => {
    expect(nextVisit(undefined, google)).toBe(google);
    expect(nextVisit(undefined, direct)).toBe(direct);
  });
  test('a page from the site itself keeps what is stored', () => {
    expect(nextVisit(google, undefined)).toBe(google);
    expect(nextVisit(undefined, undefined)).toBeUndefined();
  });
  test('a reload of a later page (same source) keeps the first landing page', () => {
    expect(nextVisit(google, later)).toBe(google);
  });
  test('a direct arrival keeps the visit; a new source starts a new one', () => {
    expect(nextVisit(google, direct)).toBe(google);
    expect(nextVisit(google, campaign)).toBe(campaign);
  });
});

describe('parseVisit', () => {
  test('reads back what was stored', () => {
    const visit: Visit = {landing: '/a', utm: {utm_source: 'google', utm_medium: 'organic'}};
    expect(parseVisit(JSON.stringify(visit))).toEqual(visit);
  });
  test.each([null, '', '{', '[]', '{"landing":3,"utm":{}}', '{"landing":"/a"}'])(
    'refuses %p',
    (text) => {
      expect(parseVisit(text)).toBeUndefined();
    },
  );
  test('a value that is not a string (an edited record) never reaches the link', () => {
    const visit = parseVisit('{"landing":"/a","utm":{"utm_source":1,"utm_medium":"x","evil":"y"}}');
    expect(visit).toBeDefined();
    const params = new URL(bookingHref(calendly, visit!)).searchParams;
    expect(Object.fromEntries(params)).toEqual({utm_medium: 'x', utm_content: '/a'});
  });
});

describe('isSchedulingLink', () => {
  test('the same page, whatever the query or a trailing slash', () => {
    expect(isSchedulingLink(calendly, calendly)).toBe(true);
    expect(isSchedulingLink(`${calendly}/?utm_source=x`, calendly)).toBe(true);
    expect(isSchedulingLink('https://cal.com/someone/strategy', calWithQuery)).toBe(true);
  });
  test('another page, another host, not a URL: no', () => {
    expect(isSchedulingLink('https://calendly.com/someone/other', calendly)).toBe(false);
    expect(
      isSchedulingLink('https://calendly.com.evil.example/someone/60-minute-call', calendly),
    ).toBe(false);
    expect(isSchedulingLink(`${site}/contact`, calendly)).toBe(false);
    expect(isSchedulingLink('::', calendly)).toBe(false);
  });
});

describe('bookingHref', () => {
  const params = (href: string) => Object.fromEntries(new URL(href).searchParams);

  test('a campaign: its values, and the landing path as utm_content', () => {
    const visit: Visit = {
      landing: '/services/audit',
      utm: {utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november'},
    };
    expect(params(bookingHref(calendly, visit))).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'november',
      utm_content: '/services/audit',
    });
  });

  test("a campaign's own utm_content and utm_term are kept", () => {
    const visit: Visit = {
      landing: '/x',
      utm: {utm_source: 'ads', utm_content: 'banner-a', utm_term: 'seo consultant'},
    };
    const href = bookingHref(calendly, visit);
    expect(params(href)).toEqual({
      utm_source: 'ads',
      utm_content: 'banner-a',
      utm_term: 'seo consultant',
    });
  });

  test("the scheduling URL's own query is kept (Cal.com shape)", () => {
    const visit: Visit = {landing: '/blog/a', utm: {utm_source: 'google', utm_medium: 'organic'}};
    const href = bookingHref(calWithQuery, visit);
    expect(href.startsWith('https://cal.com/someone/strategy?')).toBe(true);
    expect(params(href)).toEqual({
      duration: '60',
      layout: 'month_view',
      utm_source: 'google',
      utm_medium: 'organic',
      utm_content: '/blog/a',
    });
  });

  test('a direct visit carries its landing page only', () => {
    expect(params(bookingHref(calendly, {landing: '/pricing', utm: {}}))).toEqual({
      utm_content: '/pricing',
    });
  });

  test('is the same however many times it is applied (the link is decorated on each click)', () => {
    const visit: Visit = {landing: '/a', utm: {utm_source: 'google', utm_medium: 'organic'}};
    const once = bookingHref(calWithQuery, visit);
    expect(bookingHref(once, visit)).toBe(once);
  });

  test('hostile values are encoded, never break the URL', () => {
    const visit: Visit = {landing: '/a', utm: {utm_source: '"><script>&x=1#', utm_medium: 'a b'}};
    const url = new URL(bookingHref(calendly, visit));
    expect(url.origin + url.pathname).toBe(calendly);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('utm_source')).toBe('"><script>&x=1#');
    expect(url.searchParams.get('x')).toBeNull();
  });
});
