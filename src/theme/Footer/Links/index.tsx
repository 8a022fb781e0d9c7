/**
 * Wrapped (safe): the footer's columns of pages (navigation, services, legal) come first, from the
 * content model through the content plugin's global data, so their labels and order are the pages'
 * own; the columns of themeConfig (the social profiles) follow.
 */
import type {ComponentProps, ReactNode} from 'react';
import Links from '@theme-original/Footer/Links';
import {useContentData} from '@site/src/plugins/content/useContentData';

type Props = ComponentProps<typeof Links>;

export default function LinksWrapper({links}: Props): ReactNode {
  const {footer} = useContentData().navigation;
  const columns = footer.map((column) => ({
    title: column.title,
    items: column.links.map(({label, to}) => ({label, to})),
  }));
  return <Links links={[...columns, ...links] as Props['links']} />;
}
