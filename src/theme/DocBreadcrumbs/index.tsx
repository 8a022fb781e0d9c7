/**
 * Replaces @theme-original/DocBreadcrumbs. A guide shows the site's breadcrumb trail (Home >
 * Resources > guide), the same array as its BreadcrumbList (see DocItem/Metadata), instead of the
 * docs plugin's sidebar trail and its second BreadcrumbList.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import {breadcrumbTrail} from '@site/src/lib/seo/routes';

export default function DocBreadcrumbs(): ReactNode {
  const {metadata} = useDoc();
  const trail = breadcrumbTrail(metadata.permalink, metadata.title);
  return trail ? <Breadcrumbs trail={trail} variant="inline" /> : null;
}
