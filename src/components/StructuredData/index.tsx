import type {ReactNode} from 'react';
import type {Thing} from 'schema-dts';
import {serializeJsonLd} from '@site/src/lib/structuredData/serialize';

export interface StructuredDataProps {
  /** Nodes of the page's graph, or a complete JSON-LD document (the blog plugin's). */
  readonly data: readonly Thing[] | object;
}

/**
 * One JSON-LD script, where the page renders it (search engines read JSON-LD anywhere in the
 * document). The JSON is escaped (see serializeJsonLd) so that no value — a title, a testimonial,
 * a post — can close the script tag.
 *
 * Not in the head through Helmet: there, every page load made Helmet compare and rewrite the head's
 * scripts after hydration, the largest single cost of hydrating a service-area page on a phone. In
 * the body, React hydrates the script as it stands and replaces it with the next page's on a
 * navigation.
 */
export default function StructuredData({data}: StructuredDataProps): ReactNode {
  const json = Array.isArray(data) ? {'@context': 'https://schema.org', '@graph': data} : data;
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{__html: serializeJsonLd(json)}} />
  );
}
