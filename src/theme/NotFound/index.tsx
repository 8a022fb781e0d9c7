/**
 * Ejected from @docusaurus/theme-classic (NotFound, safe to eject).
 * Changed: the not-found page offers the site's main destinations, and an unknown industry slug
 * (under the page that lists the industries) shows the industry fallback once the page has
 * hydrated; both mark the page as not found for the analytics (`data-page-kind`). The server
 * render of 404.html stays the plain not-found page, so hydration matches and logs no error.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import Layout from '@theme/Layout';
import Button from '@site/src/components/Button';
import PageSeo, {NotFoundKind} from '@site/src/components/Page/PageSeo';
import {notFound} from '@site/src/data/notices';
import {pluginEntry} from '@site/src/lib/content/entry';
import type {ContentGlobalData} from '@site/src/plugins/content/globalData';
import {UnknownIndustry} from '@site/src/templates/IndustryFallback';
import styles from './styles.module.css';

/** The slug of a path under the industries page, if it is one. */
export function unknownIndustrySlug(
  pathname: string,
  industriesPath: string | null,
): string | undefined {
  if (!industriesPath || !pathname.startsWith(`${industriesPath}/`)) return undefined;
  const slug = pathname.slice(industriesPath.length + 1).replace(/\/$/, '');
  return slug !== '' && !slug.includes('/') ? slug : undefined;
}

export default function NotFound(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const {industriesPath} = usePluginData('site-content') as ContentGlobalData;
  const industrySlug = isBrowser ? unknownIndustrySlug(pathname, industriesPath) : undefined;
  if (industrySlug !== undefined && industriesPath) {
    return (
      <UnknownIndustry pathname={pathname} slug={industrySlug} industriesPath={industriesPath} />
    );
  }
  return (
    <Layout>
      <PageSeo
        entry={pluginEntry({
          kind: 'page',
          path: pathname,
          title: notFound.title,
          description: notFound.description,
          indexable: false,
          parent: null,
        })}
      />
      {/* The analytics, when on, reports a 404 for a page of this kind. */}
      <NotFoundKind />
      <main>
        <div className={styles.wrapper}>
          <div className="container">
            <div className={styles.card}>
              <p className={styles.code}>404</p>
              <h1>{notFound.title}</h1>
              <p className={styles.lead}>{notFound.lead}</p>
              <ul className={styles.links}>
                {notFound.links.map((link) => (
                  <li key={link.to}>
                    <Button to={link.to} variant={link.primary ? 'default' : 'outline'}>
                      {link.label}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </main>
    </Layout>
  );
}
