/**
 * The analytics chunk with Umami, which publishes no tracker to bundle: page views and events go
 * to its documented send API (POST /api/send, `{type: 'event', payload}`) as its own script sends
 * them, the session token it answers with (`cache`) returned in `x-umami-cache`. Like its script,
 * it sends nothing when Umami answers `disabled` or the browser has `umami.disabled` in local
 * storage (how the owner leaves his own visits out).
 */
import {analytics} from '@site/src/data/analytics';
import {site} from '@site/src/data/site';
import {resolveAnalytics} from '@site/src/lib/measurement/analytics';
import type {ProviderChunk} from '../analytics';
import {startMeasuring} from '../measure';

interface UmamiAnswer {
  readonly cache?: unknown;
  readonly disabled?: unknown;
}

export const start: ProviderChunk['start'] = (landing) => {
  const setting = resolveAnalytics(analytics, site.url);
  if (setting.provider !== 'umami') throw new Error('The analytics setting is not Umami');
  let cache: string | undefined;
  let disabled = false;
  const send = (payload: Record<string, unknown>): void => {
    try {
      if (disabled || localStorage.getItem('umami.disabled')) return;
    } catch {
      // No local storage: nobody opted out there.
    }
    // While the page is being left (the last Web Vitals), a plain-text request needs no CORS
    // preflight, one round trip fewer for a page that is going away; it cannot carry the session
    // token, and Umami reads the JSON all the same and finds the session without it.
    const leaving = document.visibilityState === 'hidden';
    fetch(setting.endpoint, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: leaving
        ? {'Content-Type': 'text/plain'}
        : {'Content-Type': 'application/json', ...(cache && {'x-umami-cache': cache})},
      body: JSON.stringify({
        type: 'event',
        payload: {
          website: setting.websiteId,
          hostname: window.location.hostname,
          screen: `${screen.width}x${screen.height}`,
          language: navigator.language,
          ...payload,
        },
      }),
    })
      .then((response) => response.json() as Promise<UmamiAnswer | null>)
      .then((answer) => {
        disabled = answer?.disabled === true;
        if (typeof answer?.cache === 'string') cache = answer.cache;
      })
      .catch(() => {
        // Unreachable or refused: analytics never disturbs the page.
      });
  };
  return startMeasuring(
    {
      pageview: ({url, referrer, title}) => send({url, title, referrer}),
      event: (name, props, {url}) => send({url, title: document.title, name, data: props}),
    },
    landing,
  );
};
