/**
 * Ejected from @docusaurus/theme-classic (MDXPage; the legal pages are MDX pages).
 * Changed: the page's metadata and structured data come from the site's factory (PageSeo) instead
 * of PageMetadata, and the breadcrumb trail opens <main>, as on every other inner page. The edit
 * row (edit URL, last update) is dropped: the site shows neither.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/MDXPage';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import PageSeo from '@site/src/components/Page/PageSeo';
import {breadcrumbTrail} from '@site/src/lib/seo/routes';
import styles from './styles.module.css';

export default function MDXPage(props: Props): ReactNode {
  const {content: MDXPageContent} = props;
  const {metadata} = MDXPageContent;
  const {title, description, frontMatter, permalink} = metadata;
  const {wrapperClassName, hide_table_of_contents: hideTableOfContents} = frontMatter;
  // Missing front matter leaves them empty, which the self-audit reports.
  const pageTitle = title ?? '';
  const pageDescription = description ?? '';
  const trail = breadcrumbTrail(permalink, pageTitle);
  return (
    <HtmlClassNameProvider
      className={clsx(
        wrapperClassName ?? ThemeClassNames.wrapper.mdxPages,
        ThemeClassNames.page.mdxPage,
      )}>
      <Layout>
        <PageSeo
          pathname={permalink}
          title={pageTitle}
          description={pageDescription}
          trail={trail}
        />
        <main>
          {trail && <Breadcrumbs trail={trail} />}
          <div className="container container--fluid margin-vert--lg">
            <div className={clsx('row', styles.mdxPageWrapper)}>
              <div className={clsx('col', !hideTableOfContents && 'col--8')}>
                <ContentVisibility metadata={metadata} />
                <article>
                  <MDXContent>
                    <MDXPageContent />
                  </MDXContent>
                </article>
              </div>
              {!hideTableOfContents && MDXPageContent.toc.length > 0 && (
                <div className="col col--2">
                  <TOC
                    toc={MDXPageContent.toc}
                    minHeadingLevel={frontMatter.toc_min_heading_level}
                    maxHeadingLevel={frontMatter.toc_max_heading_level}
                  />
                </div>
              )}
            </div>
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
