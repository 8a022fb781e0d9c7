/**
 * The analytics setting of src/data/analytics.ts, checked and completed: the provider, the exact
 * endpoint the browser posts to (its origin is what the Content-Security-Policy allows) and the
 * site's name there. Shared by the build (the measurement and hosting plugins, the privacy policy)
 * and the browser.
 */
import type {AnalyticsSetting} from '../../data/analytics';

export type Provider = Exclude<AnalyticsSetting['provider'], 'none'>;

/** What the privacy policy and src/plugins/measurement/README.md say of each provider. */
export const providers = {
  plausible: {
    name: 'Plausible Analytics',
    hosted: 'https://plausible.io/api/event',
    privacyPolicy: 'https://plausible.io/privacy',
  },
  umami: {
    name: 'Umami',
    hosted: 'https://cloud.umami.is/api/send',
    privacyPolicy: 'https://umami.is/privacy',
  },
} as const satisfies Record<Provider, {name: string; hosted: string; privacyPolicy: string}>;

export type ResolvedAnalytics =
  | {readonly provider: 'none'}
  | {
      readonly provider: 'plausible';
      readonly endpoint: string;
      /** The endpoint's origin: the one other origin the browser may connect to. */
      readonly origin: string;
      /** Whether the endpoint is the provider's own hosted service (else the owner's server). */
      readonly hosted: boolean;
      readonly domain: string;
    }
  | {
      readonly provider: 'umami';
      readonly endpoint: string;
      readonly origin: string;
      readonly hosted: boolean;
      readonly websiteId: string;
    };

/**
 * What the site measures, as built: the scheduling link, which carries where each booking came
 * from, and the analytics. Resolved once per build (docusaurus.config.ts) and handed to the plugins
 * that need it; written beside the build as build-hosting/measurement.json for its tests.
 */
export interface Measurement {
  readonly schedulingUrl: string;
  readonly analytics: ResolvedAnalytics;
}

const settingFile = 'src/data/analytics.ts';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A host name, as Plausible names a site: letters, digits, dots and hyphens. */
const hostName =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

function invalid(field: string, problem: string): Error {
  return new Error(`${settingFile}: \`${field}\` ${problem}`);
}

/**
 * Plain HTTP is refused: a page served over HTTPS may not post to it. Hosts under the `.test`
 * top-level domain, which is reserved for testing and never resolves on the internet, are the one
 * exception (the test builds post to a local collector there).
 */
function checkedEndpoint(value: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(field, `is not a URL: "${value}". Write the whole address, https:// included.`);
  }
  const testHost = url.hostname === 'test' || url.hostname.endsWith('.test');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && testHost)) {
    throw invalid(field, `must be an https:// address: "${value}".`);
  }
  if (url.username || url.password || url.hash) {
    throw invalid(field, `must be a plain address, without a user, password or #fragment.`);
  }
  return url;
}

/**
 * The setting, completed with the defaults, or an error naming the file and the field. `siteUrl`
 * is the site's own origin (src/data/facts/site.json `url`): Plausible's default name of the site.
 */
export function resolveAnalytics(setting: AnalyticsSetting, siteUrl: string): ResolvedAnalytics {
  switch (setting.provider) {
    case 'none':
      return {provider: 'none'};
    case 'plausible': {
      const endpoint = checkedEndpoint(setting.endpoint ?? providers.plausible.hosted, 'endpoint');
      const domain = setting.domain ?? new URL(siteUrl).hostname;
      if (!hostName.test(domain)) {
        throw invalid('domain', `must be the site's domain as Plausible names it: "${domain}".`);
      }
      return {
        provider: 'plausible',
        endpoint: endpoint.href,
        origin: endpoint.origin,
        hosted: endpoint.href === providers.plausible.hosted,
        domain,
      };
    }
    case 'umami': {
      const endpoint = checkedEndpoint(setting.endpoint ?? providers.umami.hosted, 'endpoint');
      if (typeof setting.websiteId !== 'string' || !uuid.test(setting.websiteId)) {
        throw invalid(
          'websiteId',
          `must be the website ID from Umami's website settings (a UUID such as 4f1c2a9e-…): "${String(setting.websiteId)}".`,
        );
      }
      return {
        provider: 'umami',
        endpoint: endpoint.href,
        origin: endpoint.origin,
        hosted: endpoint.href === providers.umami.hosted,
        websiteId: setting.websiteId.toLowerCase(),
      };
    }
    default: {
      const provider = (setting as {provider?: unknown}).provider;
      throw invalid('provider', `is "${String(provider)}": write 'none', 'plausible' or 'umami'.`);
    }
  }
}
