import type {ReactNode} from 'react';
import NoticePage from '@site/src/components/NoticePage';
import {pages} from '@site/src/data/pages';
import {titleFromSlug} from '@site/src/lib/slug';

/** The industry page shown while an industry's copy is being written, or for an unknown slug. */
export function IndustryFallbackView({slug}: {readonly slug: string}): ReactNode {
  const title = titleFromSlug(slug) || pages.industries.name;
  return (
    <NoticePage
      title={title}
      description={`Content about ${title} is being developed. Browse the industries I serve or book a strategy call.`}
      lead="Content for this industry is being developed. Check back soon, or talk to me about your market today."
      back={{to: pages.industries.path, label: 'Back to Industries'}}
    />
  );
}

export default function IndustryFallback({slug}: {readonly slug: string}): ReactNode {
  return <IndustryFallbackView slug={slug} />;
}
