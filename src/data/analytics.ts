/**
 * The site's analytics: off, or one cookieless service that counts page views, a few events and
 * the speed real visitors get (Core Web Vitals). This one setting decides what the browser loads,
 * where it sends, the Content-Security-Policy's `connect-src` and the privacy policy's section on
 * analytics. See the analytics guide, src/plugins/measurement/README.md.
 *
 * Off:        {provider: 'none'}
 * Plausible:  {provider: 'plausible'}
 *             (the domain is the host of `url` in ./site.ts; add `domain: 'www.example.com'` if
 *             Plausible knows the site under another name, and `endpoint:
 *             'https://plausible.example.com/api/event'` for Plausible Community Edition)
 * Umami:      {provider: 'umami', websiteId: '…'}
 *             (the website ID from Umami's settings; add `endpoint:
 *             'https://umami.example.com/api/send'` for a self-hosted Umami)
 */
export type AnalyticsSetting =
  | {readonly provider: 'none'}
  | {
      readonly provider: 'plausible';
      /** The site as Plausible names it (default: the host of the site's URL). */
      readonly domain?: string;
      /** Plausible's event API (default: https://plausible.io/api/event). */
      readonly endpoint?: string;
    }
  | {
      readonly provider: 'umami';
      /** The website ID Umami shows in the website's settings (a UUID). */
      readonly websiteId: string;
      /** Umami's send API (default: Umami Cloud's, https://cloud.umami.is/api/send). */
      readonly endpoint?: string;
    };

export const analytics: AnalyticsSetting = {provider: 'none'};
