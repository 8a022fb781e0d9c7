import {providers, resolveAnalytics} from '../measurement/analytics';
import {
  bookingProps,
  eventNames,
  isOutbound,
  maxPathLength,
  maxQueryLength,
  notFoundProps,
  outboundProps,
  pageUrl,
  searchEmptyProps,
  vitalProps,
} from '../measurement/events';
import {trackingRefused} from '../measurement/privacy';

const siteUrl = 'https://consultant.example';
const websiteId = '4f1c2a9e-0b7d-4c3e-9a51-2d8e6f0b1c37';

describe('resolveAnalytics: the one setting, checked and completed', () => {
  test('off is off', () => {
    expect(resolveAnalytics({provider: 'none'}, siteUrl)).toEqual({provider: 'none'});
  });

  test("Plausible: the hosted service and the site's host by default", () => {
    expect(resolveAnalytics({provider: 'plausible'}, siteUrl)).toEqual({
      provider: 'plausible',
      endpoint: providers.plausible.hosted,
      origin: new URL(providers.plausible.hosted).origin,
      hosted: true,
      domain: 'consultant.example',
    });
  });

  test('Plausible Community Edition at its own address', () => {
    const resolved = resolveAnalytics(
      {
        provider: 'plausible',
        domain: 'www.consultant.example',
        endpoint: 'https://stats.consultant.example/api/event',
      },
      siteUrl,
    );
    expect(resolved).toMatchObject({
      origin: 'https://stats.consultant.example',
      hosted: false,
      domain: 'www.consultant.example',
    });
  });

  test('Umami: Umami Cloud by default, or a self-hosted instance', () => {
    expect(resolveAnalytics({provider: 'umami', websiteId}, siteUrl)).toMatchObject({
      endpoint: providers.umami.hosted,
      hosted: true,
      websiteId,
    });
    expect(
      resolveAnalytics(
        {provider: 'umami', websiteId, endpoint: 'https://umami.consultant.example/api/send'},
        siteUrl,
      ),
    ).toMatchObject({origin: 'https://umami.consultant.example', hosted: false});
  });

  test.each([
    [{provider: 'umami', websiteId: 'my-site'}, /websiteId.*UUID/],
    [{provider: 'plausible', endpoint: 'plausible.io/api/event'}, /endpoint.*not a URL/],
    [{provider: 'plausible', endpoint: 'http://stats.example.com/api/event'}, /https:\/\//],
    [{provider: 'plausible', domain: 'https://example.com'}, /domain/],
    [{provider: 'matomo'}, /provider.*'none', 'plausible' or 'umami'/],
  ])('a mistake names the file and the field: %p', (setting, message) => {
    expect(() => resolveAnalytics(setting as never, siteUrl)).toThrow(message);
    expect(() => resolveAnalytics(setting as never, siteUrl)).toThrow(/src\/data\/analytics\.ts/);
  });

  test('plain HTTP only for a .test host, which never exists on the internet', () => {
    expect(
      resolveAnalytics(
        {provider: 'plausible', endpoint: 'http://collector.test/api/event'},
        siteUrl,
      ),
    ).toMatchObject({origin: 'http://collector.test'});
  });
});

describe('trackingRefused: Global Privacy Control and Do Not Track', () => {
  test.each([
    [{globalPrivacyControl: true}, true],
    [{doNotTrack: '1'}, true],
    [{doNotTrack: '0'}, false],
    [{doNotTrack: null, globalPrivacyControl: false}, false],
    [{}, false],
  ])('navigator %p → %p', (navigator, refused) => {
    expect(trackingRefused(navigator)).toBe(refused);
  });
});

describe('events', () => {
  test('a page view reports the canonical URL with the campaign and nothing else', () => {
    expect(pageUrl(`${siteUrl}/about/`)).toBe(`${siteUrl}/about`);
    expect(pageUrl(`${siteUrl}/blog/index.html#top`)).toBe(`${siteUrl}/blog`);
    expect(
      pageUrl(`${siteUrl}/services?email=me%40mail.example&utm_campaign=nov&utm_source=news`),
    ).toBe(`${siteUrl}/services?utm_source=news&utm_campaign=nov`);
  });

  test('a booking names the page it came from', () => {
    expect(bookingProps(`${siteUrl}/contact?utm_source=x#book`)).toEqual({page: '/contact'});
  });

  test('an outbound click names the link; only other web sites are outbound', () => {
    expect(outboundProps('https://www.linkedin.com/in/someone/')).toEqual({
      url: 'https://www.linkedin.com/in/someone/',
    });
    expect(isOutbound('https://www.linkedin.com/in/someone/', siteUrl)).toBe(true);
    expect(isOutbound(`${siteUrl}/about`, siteUrl)).toBe(false);
    expect(isOutbound('mailto:someone@consultant.example', siteUrl)).toBe(false);
    expect(isOutbound('tel:+15555550100', siteUrl)).toBe(false);
  });

  test('a 404 names the path asked for, cut short', () => {
    expect(notFoundProps(`${siteUrl}/old-page?x=1`)).toEqual({path: '/old-page?x=1'});
    const long = notFoundProps(`${siteUrl}/${'a'.repeat(1000)}`).path as string;
    expect(long.length).toBe(maxPathLength);
  });

  test('an empty search names the query on one line, cut to 100 characters', () => {
    expect(searchEmptyProps('  no\nsuch   thing ')).toEqual({query: 'no such thing'});
    const long = searchEmptyProps('q'.repeat(500)).query as string;
    expect(long.length).toBe(maxQueryLength);
    expect(maxQueryLength).toBe(100);
  });

  test('a Web Vitals event: metric, value, rating and the kind of page', () => {
    expect(vitalProps({name: 'LCP', value: 1234.56, rating: 'good'}, 'post')).toEqual({
      metric: 'LCP',
      value: 1235,
      rating: 'good',
      kind: 'post',
    });
    expect(vitalProps({name: 'CLS', value: 0.12345, rating: 'needs-improvement'}, 'page')).toEqual({
      metric: 'CLS',
      value: 0.123,
      rating: 'needs-improvement',
      kind: 'page',
    });
  });

  test('every event has a distinct name short enough for Umami (50 characters)', () => {
    const names = Object.values(eventNames);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(50);
  });
});
