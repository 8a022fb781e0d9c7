import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing} from 'schema-dts';
import StructuredData from '@site/src/components/StructuredData';
import type {CardEntry, Crumb, Entry} from '@site/src/lib/content/types';
import {absoluteUrl, buildPageMetadata, openGraphType} from '@site/src/lib/seo/metadata';
import {twinPath} from '@site/src/lib/seo/twinPath';
import {sectionOf} from '@site/src/lib/seo/trail';
import {pageGraph} from '@site/src/lib/structuredData/page';
import {notFoundKind, pageKindAttribute} from '@site/src/lib/measurement/signals';

export interface PageSeoProps {
  readonly entry: Entry;
  readonly trail?: readonly Crumb[];
  readonly cards?: readonly CardEntry[];
  /** Nodes the page adds to its structured data. */
  readonly structuredData?: readonly Thing[];
  /** The page's main entity when another script defines it (the blog plugin's BlogPosting). */
  readonly mainEntityId?: string;
}

/**
 * The kind of page, as an attribute of `<html>` (the head manager merges it there): the analytics
 * reports it with the page's Web Vitals, and `notFoundKind` as a 404 (src/lib/measurement).
 */
function pageKindTag(kind: string): ReactNode {
  // An attribute for the document's own <html>, which already has its `lang`.
  // eslint-disable-next-line jsx-a11y/html-has-lang
  return <html {...{[pageKindAttribute]: kind}} />;
}

/** Marks the page as one that was not found; render it after the page's `PageSeo`. */
export function NotFoundKind(): ReactNode {
  return <Head>{pageKindTag(notFoundKind)}</Head>;
}

/**
 * A page's head: title, description, canonical, robots, Open Graph and Twitter tags, and the kind
 * of page on `<html>` (the analytics reports it with the page's Web Vitals).
 */
function PageHead({entry, trail}: Pick<PageSeoProps, 'entry' | 'trail'>): ReactNode {
  const metadata = buildPageMetadata({
    pathname: entry.path,
    title: entry.seoTitle,
    description: entry.description,
    noindex: !entry.indexable,
    type: openGraphType(entry.kind),
    section: sectionOf(trail),
  });
  return (
    <Head>
      {pageKindTag(entry.kind)}
      <title>{metadata.title}</title>
      <link rel="canonical" href={metadata.canonical} />
      {entry.indexable && (
        <link rel="alternate" type="text/markdown" href={absoluteUrl(twinPath(entry.path))} />
      )}
      {metadata.meta.map((tag) =>
        'property' in tag ? (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
    </Head>
  );
}

/** A page's JSON-LD nodes: its WebPage, breadcrumb and what its entry shows. */
function PageGraph({entry, trail, cards, structuredData, mainEntityId}: PageSeoProps): ReactNode {
  const graph = pageGraph({entry, trail, cards, mainEntityId, extra: structuredData});
  return <StructuredData data={graph} />;
}

/**
 * A page's head and its JSON-LD nodes together: the blog, docs and not-found wrappers in
 * src/theme render it for their pages; Page renders the two parts around the page's content.
 */
export default function PageSeo(props: PageSeoProps): ReactNode {
  return (
    <>
      <PageHead entry={props.entry} trail={props.trail} />
      <PageGraph {...props} />
    </>
  );
}
