import type {ReactNode} from 'react';
import NoticePage from '@site/src/components/NoticePage';
import {comingSoonAction, comingSoonBadge, comingSoonMessages} from '@site/src/data/notices';
import type {PageData} from '@site/src/lib/content/types';

/**
 * A service or region page that is announced but not written (`status: coming-soon` in its front
 * matter): its title and description, a call about it, the live pages beside it and a way back to
 * the page above it.
 */
export default function ComingSoon({page}: {readonly page: PageData}): ReactNode {
  const parent = page.trail[page.trail.length - 2];
  return (
    <NoticePage
      page={page}
      badge={comingSoonBadge}
      lead={page.entry.description}
      action={comingSoonAction(page.entry.name)}
      back={{to: parent?.path ?? '/', label: `Back to ${parent?.name ?? 'Home'}`}}>
      <p>{comingSoonMessages[page.entry.kind] ?? comingSoonMessages.default}</p>
    </NoticePage>
  );
}
