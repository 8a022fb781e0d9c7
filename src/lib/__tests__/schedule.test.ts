import {
  isScheduledInPreview,
  postsOfBuild,
  buildTime,
  isScheduled,
  publicationTime,
  siteDay,
} from '../schedule';

/** A day as Docusaurus gives a post's front-matter date: midnight UTC. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('publicationTime', () => {
  test('a post goes live at the start of its day in New York: 05:00 UTC in winter, 04:00 in summer', () => {
    expect(publicationTime(day('2027-01-15')).toISOString()).toBe('2027-01-15T05:00:00.000Z');
    expect(publicationTime(day('2027-07-15')).toISOString()).toBe('2027-07-15T04:00:00.000Z');
  });

  test('on the days the clocks change, midnight is read on the clock of that midnight', () => {
    // Clocks go forward at 02:00 on 14 March 2027 and back at 02:00 on 7 November 2027.
    expect(publicationTime(day('2027-03-14')).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(publicationTime(day('2027-03-15')).toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(publicationTime(day('2027-11-07')).toISOString()).toBe('2027-11-07T04:00:00.000Z');
    expect(publicationTime(day('2027-11-08')).toISOString()).toBe('2027-11-08T05:00:00.000Z');
  });

  test('a time in the front matter does not move the day', () => {
    expect(publicationTime(new Date('2027-01-15T22:30:00Z')).toISOString()).toBe(
      '2027-01-15T05:00:00.000Z',
    );
    expect(publicationTime('2027-01-15T00:00:00.000Z').toISOString()).toBe(
      '2027-01-15T05:00:00.000Z',
    );
  });

  test('refuses what is not a date', () => {
    expect(() => publicationTime('someday')).toThrow('Not a date: "someday"');
  });
});

describe('siteDay', () => {
  test('the day in New York, which is the day before in UTC until its midnight there', () => {
    expect(siteDay(new Date('2027-01-15T04:59:59Z'))).toBe('2027-01-14');
    expect(siteDay(new Date('2027-01-15T05:00:00Z'))).toBe('2027-01-15');
    expect(siteDay(new Date('2027-07-15T03:59:59Z'))).toBe('2027-07-14');
    expect(siteDay(new Date('2027-07-15T04:00:00Z'))).toBe('2027-07-15');
  });

  test('a post dated the day it is is live, one dated the next day is not', () => {
    for (const now of ['2027-03-14T06:30:00Z', '2027-11-07T04:30:00Z', '2027-12-31T23:59:00Z']) {
      const today = siteDay(new Date(now));
      expect(isScheduled(day(today), new Date(now))).toBe(false);
      const next = new Date(day(today).getTime() + 24 * 3_600_000);
      expect(isScheduled(next, new Date(now))).toBe(true);
    }
  });
});

describe('isScheduled', () => {
  test('until the start of its day in New York, and not from that moment on', () => {
    const date = day('2027-01-15');
    expect(isScheduled(date, new Date('2027-01-15T04:59:59.999Z'))).toBe(true);
    expect(isScheduled(date, new Date('2027-01-15T05:00:00.000Z'))).toBe(false);
    expect(isScheduled(date, new Date('2027-02-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('buildTime', () => {
  test('is now, unless SITE_BUILD_TIME names another moment', () => {
    const before = Date.now();
    const now = buildTime({}).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(buildTime({SITE_BUILD_TIME: ''}).getTime()).toBeGreaterThanOrEqual(before);
    expect(buildTime({SITE_BUILD_TIME: '2027-01-15T05:00:00Z'}).toISOString()).toBe(
      '2027-01-15T05:00:00.000Z',
    );
  });

  test('refuses a value that is not a date and time, quoting it', () => {
    for (const value of ['tomorrow', '2027-01-15', '2027-13-45T99:00:00Z']) {
      expect(() => buildTime({SITE_BUILD_TIME: value})).toThrow(
        `SITE_BUILD_TIME must be a date and time, such as 2026-12-01T05:00:00Z; it is ${JSON.stringify(value)}`,
      );
    }
  });
});

describe('postsOfBuild', () => {
  const post = (date: string, unlisted = false) => ({
    id: date,
    metadata: {date: day(date), unlisted, title: `Post of ${date}`, frontMatter: {slug: date}},
  });
  const now = new Date('2027-01-15T05:00:00.000Z');
  const posts = [post('2027-01-14'), post('2027-01-15', true), post('2027-01-16')];

  test('a build for the live site leaves out the posts still to come', () => {
    expect(postsOfBuild(posts, {now, preview: false}).map((each) => each.id)).toEqual([
      '2027-01-14',
      '2027-01-15',
    ]);
  });

  test('a preview keeps them, unlisted and marked scheduled, and the others as they are', () => {
    const built = postsOfBuild(posts, {now, preview: true});
    expect(built.slice(0, 2)).toEqual(posts.slice(0, 2));
    expect(built[2]).toEqual({
      id: '2027-01-16',
      metadata: {
        date: day('2027-01-16'),
        unlisted: true,
        scheduled: true,
        title: 'Post of 2027-01-16',
        frontMatter: {slug: '2027-01-16', unlisted: true},
      },
    });
    expect(built.map((each) => isScheduledInPreview(each.metadata))).toEqual([false, false, true]);
  });
});
