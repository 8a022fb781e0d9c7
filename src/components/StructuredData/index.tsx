import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing} from 'schema-dts';
import {serializeJsonLd} from '@site/src/lib/structuredData/serialize';

export interface StructuredDataProps {
  /** Nodes of the page's graph, or a complete JSON-LD document (the blog plugin's). */
  readonly data: readonly Thing[] | object;
}

/**
 * One JSON-LD script in the page's head. The JSON is escaped (see serializeJsonLd) so that no
 * value — a title, a testimonial, a post — can close the script tag.
 */
export default function StructuredData({data}: StructuredDataProps): ReactNode {
  const json = Array.isArray(data) ? {'@context': 'https://schema.org', '@graph': data} : data;
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(json)}</script>
    </Head>
  );
}
