import type {ReactNode} from 'react';
import NoticePage from '@site/src/components/NoticePage';
import type {ComingSoonProps} from './types';

/** A service or region page that is still being written: kept out of search indexes. */
export default function ComingSoon({page}: {readonly page: ComingSoonProps}): ReactNode {
  return (
    <NoticePage
      title={page.title}
      description={page.description}
      badge="Coming Soon!"
      lead={page.description}
      back={{to: page.backTo, label: page.backLabel}}>
      <p>
        This page is under construction. In the meantime, I am happy to talk through how this
        service would work for your business.
      </p>
    </NoticePage>
  );
}
