/**
 * Where a visit came from, carried to the booking: the first page of a visit notes its landing path
 * and its source (the campaign of its URL, else the search engine or site that linked to it), and
 * a link to the scheduling page gets the five standard `utm_*` parameters that Calendly and
 * Cal.com record with each booking. Plain functions of strings: the browser code
 * (src/plugins/measurement/client/attribution.ts) reads the page and session storage, these decide.
 */
import {canonicalPath} from '../canonicalPath';

export const utmParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
type UtmParameter = (typeof utmParameters)[number];
export type Utm = Partial<Record<UtmParameter, string>>;

/** Where the browser keeps the visit, in session storage (this tab, until it closes). */
export const visitStorageKey = 'site:visit';

/** A visit as its first page saw it. */
export interface Visit {
  /** The canonical path of the page the visit landed on. */
  readonly landing: string;
  /** The campaign's parameters, or the source derived from the referrer; empty for a direct visit. */
  readonly utm: Utm;
}

/**
 * The search engines whose visitors arrive as `organic`, named as analytics tools name them:
 * Google, Bing, DuckDuckGo, Yahoo, Ecosia and Brave, matched by the host of the referrer (a
 * browser sends another site only its origin) with its usual subdomains and country domains.
 */
const searchEngine =
  /^(?:www\.|search\.|\w\w\.search\.|html\.|lite\.|cn\.)?(google|bing|duckduckgo|yahoo|ecosia|brave)\.[a-z.]{2,6}$/;

/** Longest value kept of a parameter, and of the landing path: a booking URL stays short. */
export const maxValueLength = 150;

const clean = (value: string | null): string | undefined => {
  const trimmed = value?.trim().slice(0, maxValueLength);
  return trimmed ? trimmed : undefined;
};

/** The campaign parameters of a URL (only those with a value). */
export function campaignOf(url: URL): Utm {
  const utm: Utm = {};
  for (const name of utmParameters) {
    const value = clean(url.searchParams.get(name));
    if (value !== undefined) utm[name] = value;
  }
  return utm;
}

/** The host of a referrer, or undefined when it is not a web page (or not a URL at all). */
function referrerHost(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

const withoutWww = (host: string): string => host.replace(/^www\./, '');

/**
 * The visit that a page load begins, or undefined when the page was reached from the site itself
 * (a new tab opened from one of its pages, say): that is not where a visit starts.
 * `href` is the page's URL, `referrer` the document's referrer, `siteHost` the site's own host
 * (hosts as URLs give them, in lowercase).
 */
export function visitOf(href: string, referrer: string, siteHost: string): Visit | undefined {
  const url = new URL(href);
  const landing = canonicalPath(url.pathname).slice(0, maxValueLength);
  const campaign = campaignOf(url);
  if (Object.keys(campaign).length > 0) return {landing, utm: campaign};
  const host = referrer ? referrerHost(referrer) : undefined;
  if (host === undefined) return {landing, utm: {}};
  if (withoutWww(host) === withoutWww(siteHost)) return undefined;
  const engine = searchEngine.exec(host)?.[1];
  return engine
    ? {landing, utm: {utm_source: engine, utm_medium: 'organic'}}
    : {landing, utm: {utm_source: host.slice(0, maxValueLength), utm_medium: 'referral'}};
}

/**
 * What the visit's record becomes when a page loads: a new source (another campaign, another
 * referring site) starts a new visit; a page without one (a reload, a page opened by typing its
 * address, a bookmark) or with the same source (a reload of a page the visit moved to) keeps the
 * visit's first page.
 */
export function nextVisit(
  stored: Visit | undefined,
  arrival: Visit | undefined,
): Visit | undefined {
  if (arrival === undefined) return stored;
  if (stored === undefined) return arrival;
  // Both sources are built in the order of utmParameters, so their JSON compares them.
  const source = JSON.stringify(arrival.utm);
  return source !== '{}' && source !== JSON.stringify(stored.utm) ? arrival : stored;
}

/**
 * A stored visit read back, or undefined when it is not one (edited, or from an older version).
 * Its values are only ever set as parameters of the link (`bookingHref`), which encodes them.
 */
export function parseVisit(json: string | null): Visit | undefined {
  try {
    const value = JSON.parse(json ?? '') as Partial<Visit> | null;
    return typeof value?.landing === 'string' && typeof value.utm === 'object' && value.utm
      ? {landing: value.landing, utm: value.utm}
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `href` leads to the scheduling page: the same origin and path, whatever its query. */
export function isSchedulingLink(href: string, schedulingUrl: string): boolean {
  try {
    const link = new URL(href);
    const scheduling = new URL(schedulingUrl);
    const path = (url: URL) => url.pathname.replace(/\/+$/, '');
    return link.origin === scheduling.origin && path(link) === path(scheduling);
  } catch {
    return false;
  }
}

/**
 * The scheduling link with the visit's parameters: the source's own values, and `utm_content` the
 * landing path unless the campaign set one. Other parameters of the link are kept; a parameter the
 * visit has no value for is left as the link has it.
 */
export function bookingHref(href: string, visit: Visit): string {
  const url = new URL(href);
  const utm: Utm = {...visit.utm, utm_content: visit.utm.utm_content ?? visit.landing};
  for (const name of utmParameters) {
    const value: unknown = utm[name];
    if (typeof value === 'string') url.searchParams.set(name, value);
  }
  return url.href;
}
