import Layout from '@theme/Layout';
import type {Thing} from 'schema-dts';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import type {PageData} from '@site/src/lib/content/types';
import {searchBodyAttributes} from '@site/src/lib/search';
import type {ReactNode} from 'react';
import {PageContext} from './context';
import PageSeo from './PageSeo';

export interface PageProps {
  /** The page's entry, trail and cards, as the content plugin hands them to its route. */
  readonly page: PageData;
  /** Nodes the page adds to the structured data its entry implies. */
  readonly structuredData?: readonly Thing[];
  readonly children: ReactNode;
}

/**
 * The frame of every page of the content model: layout, metadata, structured data and, on inner
 * pages, the breadcrumb trail, all from the page's entry. The page's components read it through
 * `usePage()`.
 */
export default function Page({page, structuredData, children}: PageProps): ReactNode {
  const {entry, trail} = page;
  return (
    <PageContext.Provider value={page}>
      <Layout>
        <PageSeo
          entry={entry}
          trail={trail}
          cards={page.children}
          structuredData={structuredData}
        />
        {/* An indexable page's content is what the site's search indexes (src/plugins/search). */}
        <main {...searchBodyAttributes(entry)}>
          {trail.length > 1 && <Breadcrumbs trail={trail} />}
          {children}
        </main>
      </Layout>
    </PageContext.Provider>
  );
}
