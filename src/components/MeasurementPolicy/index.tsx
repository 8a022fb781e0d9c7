import type {ReactNode} from 'react';
import ExternalLink from '@site/src/components/ExternalLink';
import {analytics} from '@site/src/data/analytics';
import {site} from '@site/src/data/site';
import {
  providers,
  resolveAnalytics,
  type ResolvedAnalytics,
} from '@site/src/lib/measurement/analytics';
import {utmParameters} from '@site/src/lib/measurement/attribution';
import {joinWords} from '@site/src/lib/text';

type Measured = Exclude<ResolvedAnalytics, {provider: 'none'}>;

/** The five utm_ parameters, as code. */
function UtmParameters(): ReactNode {
  const last = utmParameters.length - 1;
  return utmParameters.map((name, index) => (
    <span key={name}>
      {index === 0 ? '' : index === last ? ' and ' : ', '}
      <code>{name}</code>
    </span>
  ));
}

function Analytics({measured}: {readonly measured: Measured}): ReactNode {
  const provider = providers[measured.provider];
  const where = measured.hosted
    ? 'on servers its makers run'
    : `on our own server at ${new URL(measured.endpoint).host}`;
  // What this site's code sends with each page view, beyond the address and the referrer.
  const pageDetails =
    measured.provider === 'umami' ? ['the page’s title', 'your screen size and language'] : [];
  return (
    <>
      <p>
        This website uses no tracking cookies and no advertising pixels. We do not track you across
        websites and we do not build visitor profiles.
      </p>
      <p>
        To learn which pages are read, what brings visitors here and how fast the site is for them,
        we use {provider.name}, an analytics service that sets no cookies and stores nothing on your
        device. Our site’s own code sends it ({where}) the address of each page you view and the
        website or campaign link that brought you
        {pageDetails.length > 0 ? `, with ${joinWords(pageDetails)}` : ''}. It also counts these
        events: a click on the link to book a call, with the page it was on; a click on a link to
        one of our profiles or certifications; a page that was not found, with the address asked
        for; a site search that found nothing, with its words; a copy of our email address; and how
        quickly each page loaded and responded for you (the Core Web Vitals). We see only totals,
        never who you are, and we send it no personal data. How {provider.name} handles the requests
        it receives is described in its{' '}
        <ExternalLink href={provider.privacyPolicy}>privacy policy</ExternalLink>.
      </p>
    </>
  );
}

/**
 * The privacy policy's section on cookies, analytics and storage, written from the settings it
 * describes (src/data/analytics.ts, the scheduling link of src/data/facts/site.json), so the policy says
 * what the site does. In MDX: `<MeasurementPolicy />` under the section's heading.
 */
export default function MeasurementPolicy(): ReactNode {
  const measured = resolveAnalytics(analytics, site.url);
  const schedulingHost = new URL(site.schedulingUrl).host;
  return (
    <div data-measurement-policy={measured.provider}>
      {measured.provider === 'none' ? (
        <p>
          This website uses no tracking cookies, no advertising pixels and no third-party analytics.
          We do not track you across websites and we do not build visitor profiles.
        </p>
      ) : (
        <Analytics measured={measured} />
      )}
      <p>
        The site saves one functional preference in your own browser’s local storage: whether you
        prefer the light or dark color scheme, if you change it. That setting never leaves your
        device and you can clear it at any time through your browser settings.
      </p>
      <p>
        So that a booking shows how you found us, the first page you open notes in your browser’s
        session storage the page you arrived on and where you came from: the campaign named in the
        link you followed, or the search engine or website that linked to us. If you then open our
        scheduling link, the site adds that note to the link as its <UtmParameters /> parameters,
        and the scheduling service ({schedulingHost}) records them with your booking. Nothing else
        is added, the note goes nowhere unless you open that link, and your browser deletes it when
        you close the tab.
      </p>
      <p>
        {measured.provider === 'none'
          ? 'Because we do not track visitors, there is nothing to opt out of. '
          : ''}
        We honor Do Not Track and Global Privacy Control signals by default: with either on,
        {measured.provider === 'none'
          ? ''
          : ` your browser sends nothing to ${providers[measured.provider].name},`}{' '}
        the site notes nothing of your visit and the scheduling link carries nothing from it.
      </p>
    </div>
  );
}
