import type {ReactNode} from 'react';
import NoticePage from '@site/src/components/NoticePage';
import {NotFoundKind} from '@site/src/components/Page/PageSeo';
import {industryFallback} from '@site/src/data/notices';
import {pluginEntry} from '@site/src/lib/content/entry';
import type {PageData} from '@site/src/lib/content/types';
import {titleFromSlug} from '@site/src/lib/slug';

/** The page of an industry whose copy is not written yet (`status: fallback`). */
export default function IndustryFallback({page}: {readonly page: PageData}): ReactNode {
  const parent = page.trail[page.trail.length - 2];
  return (
    <NoticePage
      page={page}
      lead={industryFallback.lead}
      action={industryFallback.action}
      back={{to: parent?.path ?? '/', label: industryFallback.backLabel}}
    />
  );
}

/**
 * The same layout for a slug no industry has, which the not-found page shows once it has loaded:
 * its title is built from the slug, and it stays out of search indexes. The server answered 404,
 * and the page says so to the analytics (`data-page-kind`).
 */
export function UnknownIndustry({
  pathname,
  slug,
  industriesPath,
}: {
  readonly pathname: string;
  readonly slug: string;
  readonly industriesPath: string;
}): ReactNode {
  const title = titleFromSlug(slug) || 'Industries';
  const page: PageData = {
    entry: pluginEntry({
      kind: 'industry',
      path: pathname,
      title,
      description: industryFallback.description(title),
      indexable: false,
      status: 'fallback',
      parent: industriesPath,
    }),
    trail: [],
    children: [],
    siblings: [],
    featuredCaseStudy: null,
  };
  return (
    <>
      <NoticePage
        page={page}
        lead={industryFallback.lead}
        action={industryFallback.action}
        back={{to: industriesPath, label: industryFallback.backLabel}}
      />
      <NotFoundKind />
    </>
  );
}
