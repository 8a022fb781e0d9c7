import {createContext, useContext} from 'react';
import type {PageData} from '@site/src/lib/content/types';

/**
 * The page being rendered, as the content plugin handed it to its route: the section components
 * of an MDX page read their defaults from it (the hero's title is the page's title, the cards are
 * the pages it lists).
 */
export const PageContext = createContext<PageData | null>(null);

export function usePage(): PageData {
  const page = useContext(PageContext);
  if (!page) {
    throw new Error('This component shows part of a page and must be rendered inside <Page>.');
  }
  return page;
}

/** The page, or null outside one (a component used in a blog post). */
export function useOptionalPage(): PageData | null {
  return useContext(PageContext);
}
