import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

export interface PageProps {
  /** The document title (without the site name, which Docusaurus appends). */
  readonly title: string;
  readonly description: string;
  /** Keep the page out of search indexes (coming-soon and fallback pages). */
  readonly noindex?: boolean;
  readonly children: ReactNode;
}

/** The frame of every marketing page: layout, title, description and robots directives. */
export default function Page({
  title,
  description,
  noindex = false,
  children,
}: PageProps): ReactNode {
  return (
    <Layout title={title} description={description}>
      {noindex && (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
      <main>{children}</main>
    </Layout>
  );
}
