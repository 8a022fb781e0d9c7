import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useLocation} from '@docusaurus/router';
import type {Thing} from 'schema-dts';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import {breadcrumbTrail} from '@site/src/lib/seo/routes';
import PageSeo from './PageSeo';

export interface PageProps {
  /** The document title (without the site name, which the metadata factory appends). */
  readonly title: string;
  readonly description: string;
  /** Keep the page out of search indexes (coming-soon and fallback pages). */
  readonly noindex?: boolean;
  /**
   * Structured-data nodes this page adds to the ones its route implies (the offers on /pricing,
   * the reviews on /). See src/lib/structuredData/page.ts.
   */
  readonly structuredData?: readonly Thing[];
  /**
   * Whether the page has a breadcrumb trail derived from its URL (default true). The not-found
   * page has none: it answers any URL, and its HTML, rendered once for all of them, must match
   * what hydrates at each.
   */
  readonly breadcrumbs?: boolean;
  readonly children: ReactNode;
}

/**
 * The frame of every marketing page: layout, metadata, structured data and, on inner pages, the
 * breadcrumb trail. The trail and the page's structured data are derived from its URL and the
 * content modules, so a page declares only its title and description.
 */
export default function Page({
  title,
  description,
  noindex = false,
  structuredData,
  breadcrumbs = true,
  children,
}: PageProps): ReactNode {
  const {pathname} = useLocation();
  const trail = breadcrumbs ? breadcrumbTrail(pathname, title) : undefined;
  return (
    <Layout>
      <PageSeo
        pathname={pathname}
        title={title}
        description={description}
        noindex={noindex}
        trail={trail}
        structuredData={structuredData}
      />
      <main>
        {trail && <Breadcrumbs trail={trail} />}
        {children}
      </main>
    </Layout>
  );
}
