/**
 * The analytics chunk with Plausible: its official tracker (@plausible-analytics/tracker) sends
 * the page views and events to the endpoint of src/data/analytics.ts. Page views are reported by
 * ../measure.ts (the canonical URL with its campaign), not by the tracker's own history hook.
 */
import {init, track} from '@plausible-analytics/tracker';
import {analytics} from '@site/src/data/analytics';
import {site} from '@site/src/data/site';
import {resolveAnalytics} from '@site/src/lib/measurement/analytics';
import type {ProviderChunk} from '../analytics';
import {startMeasuring} from '../measure';

export const start: ProviderChunk['start'] = (landing) => {
  const setting = resolveAnalytics(analytics, site.url);
  if (setting.provider !== 'plausible') throw new Error('The analytics setting is not Plausible');
  init({domain: setting.domain, endpoint: setting.endpoint, autoCapturePageviews: false});
  return startMeasuring(
    {
      pageview: ({url}) => track('pageview', {url}),
      event: (name, props, {url, interactive}) =>
        track(name, {
          url,
          interactive,
          // Plausible's properties are strings.
          ...(props && {
            props: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, String(v)])),
          }),
        }),
    },
    landing,
  );
};
