import {useMemo, type ComponentType, type ReactNode} from 'react';
import PageMDXContent from '@site/src/components/mdx/PageMDXContent';
import Page from '@site/src/components/Page';
import StrategyCallInvitation from '@site/src/components/StrategyCallInvitation';
import type {PageData, PostCard} from '@site/src/lib/content/types';

export interface ContentPageProps {
  readonly page: PageData;
  /** The page's MDX file, compiled: its body is the page, section by section. */
  readonly content: ComponentType;
  /** An author's profile: the cards of the author's posts (a module of the route). */
  readonly posts?: readonly PostCard[];
}

/**
 * A page written in MDX (src/content/<kind>/*.mdx): the frame from its entry, then its body, whose
 * section components (Hero, Section, PageCards, …) need no import (src/theme/MDXComponents.tsx);
 * a case study without a closing call to action of its own ends with the site's invitation.
 */
export default function ContentPage({page, content: Content, posts}: ContentPageProps): ReactNode {
  const data = useMemo(() => (posts ? {...page, posts} : page), [page, posts]);
  return (
    <Page page={data}>
      <PageMDXContent>
        <Content />
      </PageMDXContent>
      {data.endsWithInvitation && <StrategyCallInvitation />}
    </Page>
  );
}
