/**
 * Replaces @theme-original/DocBreadcrumbs. A guide shows the site's breadcrumb trail (Home >
 * Resources > guide), the same array as its BreadcrumbList (see DocItem/Metadata), instead of the
 * docs plugin's sidebar trail and its second BreadcrumbList.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import {sectionTrail} from '@site/src/lib/seo/trail';

export default function DocBreadcrumbs(): ReactNode {
  const {metadata} = useDoc();
  const trail = sectionTrail('resources', {name: metadata.title, path: metadata.permalink});
  return <Breadcrumbs trail={trail} />;
}
