import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing} from 'schema-dts';
import StructuredData from '@site/src/components/StructuredData';
import {buildPageMetadata, type OpenGraphType} from '@site/src/lib/seo/metadata';
import type {Crumb} from '@site/src/lib/seo/routes';
import {pageGraph} from '@site/src/lib/structuredData/page';

export interface PageSeoProps {
  readonly pathname: string;
  /** The page's own title, without the site name. */
  readonly title: string;
  readonly description: string;
  readonly noindex?: boolean;
  readonly type?: OpenGraphType;
  readonly trail?: readonly Crumb[];
  /** Nodes the page adds to its structured data. */
  readonly structuredData?: readonly Thing[];
  /** The page's main entity when another script defines it (the blog plugin's BlogPosting). */
  readonly mainEntityId?: string;
}

/**
 * A page's head: title, description, canonical, robots, Open Graph and Twitter tags from the
 * metadata factory, and its JSON-LD nodes. Page renders it for the marketing pages; the blog,
 * docs and MDX page wrappers in src/theme render it for theirs.
 */
export default function PageSeo({
  pathname,
  title,
  description,
  noindex = false,
  type,
  trail,
  structuredData,
  mainEntityId,
}: PageSeoProps): ReactNode {
  const metadata = buildPageMetadata({pathname, title, description, noindex, type});
  const graph = pageGraph({
    pathname,
    title,
    description,
    noindex,
    trail,
    mainEntityId,
    extra: structuredData,
  });
  return (
    <>
      <Head>
        <title>{metadata.title}</title>
        <link rel="canonical" href={metadata.canonical} />
        {metadata.meta.map((tag) =>
          'property' in tag ? (
            <meta key={tag.property} property={tag.property} content={tag.content} />
          ) : (
            <meta key={tag.name} name={tag.name} content={tag.content} />
          ),
        )}
      </Head>
      <StructuredData data={graph} />
    </>
  );
}
