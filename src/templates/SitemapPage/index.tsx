import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import HtmlSitemap from '@site/src/components/HtmlSitemap';
import {pages} from '@site/src/data/pages';
import {buildSitemapTree} from '@site/src/data/sitemap';
import type {SitemapPageProps} from '@site/src/plugins/siteRoutes/types';

/**
 * The HTML sitemap (/sitemap). Added by the site-routes plugin, which hands it the blog's posts as
 * route props: they load with this page only, not with every page (as global data would).
 */
export default function SitemapPage({posts}: SitemapPageProps): ReactNode {
  const tree = buildSitemapTree(posts);
  return (
    <Page
      title={pages.sitemap.name}
      description="Every page on the site in one place: services, areas served, industries, case studies, blog posts, pricing and legal pages.">
      <Hero
        title={pages.sitemap.name}
        lead="Find any page on the site: consulting services, the regions and industries I serve, case studies, the blog and the legal pages."
      />
      <Section id="all-pages">
        <HtmlSitemap tree={tree} label="All pages" />
      </Section>
    </Page>
  );
}
