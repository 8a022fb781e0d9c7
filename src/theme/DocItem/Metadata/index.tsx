/**
 * Wraps @theme-original/DocItem/Metadata. A guide under /resources gets the site's metadata
 * (src/lib/seo/metadata.ts), its social image, and its WebPage and BreadcrumbList.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import PageSeo from '@site/src/components/Page/PageSeo';
import {breadcrumbTrail} from '@site/src/lib/seo/routes';

export default function DocItemMetadata(): ReactNode {
  const {metadata} = useDoc();
  const {title, description, permalink} = metadata;
  return (
    <>
      <Metadata />
      <PageSeo
        pathname={permalink}
        title={title}
        description={description}
        trail={breadcrumbTrail(permalink, title)}
      />
    </>
  );
}
