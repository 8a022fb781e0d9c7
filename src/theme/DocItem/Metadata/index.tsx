/**
 * Wraps @theme-original/DocItem/Metadata. A guide under /resources gets the site's metadata
 * (src/lib/seo/metadata.ts), its social image, and its WebPage and BreadcrumbList.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import PageSeo from '@site/src/components/Page/PageSeo';
import {pluginEntry} from '@site/src/lib/content/entry';
import {normalizePath, sectionTrail} from '@site/src/lib/seo/trail';

export default function DocItemMetadata(): ReactNode {
  const {metadata} = useDoc();
  const {title, description, permalink} = metadata;
  return (
    <>
      <Metadata />
      <PageSeo
        entry={pluginEntry({
          kind: 'guide',
          path: normalizePath(permalink),
          title,
          description,
          indexable: !metadata.unlisted,
        })}
        trail={sectionTrail('resources', {name: title, path: permalink})}
      />
    </>
  );
}
