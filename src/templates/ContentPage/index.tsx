import type {ComponentType, ReactNode} from 'react';
import PageMDXContent from '@site/src/components/mdx/PageMDXContent';
import Page from '@site/src/components/Page';
import type {PageData} from '@site/src/lib/content/types';

export interface ContentPageProps {
  readonly page: PageData;
  /** The page's MDX file, compiled: its body is the page, section by section. */
  readonly content: ComponentType;
}

/**
 * A page written in MDX (src/content/<kind>/*.mdx): the frame from its entry, then its body, whose
 * section components (Hero, Section, PageCards, …) need no import (src/theme/MDXComponents.tsx).
 */
export default function ContentPage({page, content: Content}: ContentPageProps): ReactNode {
  return (
    <Page page={page}>
      <PageMDXContent>
        <Content />
      </PageMDXContent>
    </Page>
  );
}
