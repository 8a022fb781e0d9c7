/**
 * Ejected from @docusaurus/theme-classic (NotFound, safe to eject).
 * Changed: the not-found page offers the site's main destinations, and an unknown industry slug
 * (/industries-served/SLUG) shows the industry fallback once the page has hydrated. The server
 * render of 404.html stays the plain not-found page, so hydration matches and logs no error.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Page from '@site/src/components/Page';
import Button from '@site/src/components/Button';
import {industriesBase} from '@site/src/data/industries';
import {pages} from '@site/src/data/pages';
import {contactPath} from '@site/src/data/site';
import {IndustryFallbackView} from '@site/src/templates/IndustryFallback';
import styles from './styles.module.css';

const industrySlugPattern = new RegExp(`^${industriesBase}/([^/]+)/?$`);

export function unknownIndustrySlug(pathname: string): string | undefined {
  return industrySlugPattern.exec(pathname)?.[1];
}

export default function NotFound(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const industrySlug = isBrowser ? unknownIndustrySlug(pathname) : undefined;
  if (industrySlug !== undefined) {
    return <IndustryFallbackView slug={industrySlug} />;
  }
  return (
    <Page
      title="Page Not Found"
      description="The page you were looking for does not exist. Find SEO and digital marketing services, or get in touch."
      noindex
      breadcrumbs={false}>
      <div className={styles.wrapper}>
        <div className="container">
          <div className={styles.card}>
            <p className={styles.code}>404</p>
            <h1>Page Not Found</h1>
            <p className={styles.lead}>
              The page you were looking for has moved or never existed. These will get you back on
              track:
            </p>
            <ul className={styles.links}>
              <li>
                <Button to={pages.home.path} variant="outline">
                  Home
                </Button>
              </li>
              <li>
                <Button to={pages.services.path} variant="outline">
                  Services
                </Button>
              </li>
              <li>
                <Button to={contactPath}>Contact</Button>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </Page>
  );
}
