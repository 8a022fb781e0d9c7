/**
 * Adds the pages that share a shape and are generated from the content modules: the coming-soon
 * service and region pages, the two area pages, the industry pages, the case studies and the
 * consultant's author profile, and the HTML sitemap, which lists the blog's posts. The posts reach
 * those two pages as route props, loaded with them only: global data would ship in main.js and
 * make every page heavier with each post.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import {areas, backToAreaLabel, regionPath} from '../../data/areas';
import {caseStudies, caseStudyPath} from '../../data/caseStudies';
import {industries, industryPath} from '../../data/industries';
import {backToHubLabel, hubById, hubPath, services, servicePath} from '../../data/services';
import {pages} from '../../data/pages';
import {authorPath, site} from '../../data/site';
import type {ComingSoonProps} from '../../templates/ComingSoon/types';
import type {AuthorProfile, PostSummary, SitemapPageProps} from './types';

export const pluginName = 'site-routes';

/**
 * The page's MDX module, as `@site/…`: the module name ends up in the browser bundle, which must
 * not carry the build machine's folders.
 */
function contentModule(siteDir: string, folder: string, slug: string): string | undefined {
  const file = path.join(siteDir, 'src', 'content', folder, `${slug}.mdx`);
  return fs.existsSync(file)
    ? `@site/${path.relative(siteDir, file).split(path.sep).join('/')}`
    : undefined;
}

function comingSoonRoutes(): RouteConfig[] {
  const serviceRoutes = services
    .filter((service) => service.status === 'coming-soon')
    .map((service): ComingSoonProps => {
      const hub = hubById(service.hub);
      return {
        path: servicePath(service),
        title: service.title,
        description: service.description,
        backTo: hubPath(hub),
        backLabel: backToHubLabel(hub.id),
        parent: {name: hub.name, path: hubPath(hub)},
      };
    });
  const regionRoutes = areas.flatMap((area) =>
    area.regions.map((region): ComingSoonProps => ({
      path: regionPath(region),
      title: region.title,
      description: region.description,
      backTo: area.path,
      backLabel: backToAreaLabel(area),
      parent: {name: `${area.name} Services`, path: area.path},
    })),
  );
  return [...serviceRoutes, ...regionRoutes].map((page) => ({
    path: page.path,
    exact: true,
    component: '@site/src/templates/ComingSoon/index.tsx',
    props: {page},
  }));
}

export default function siteRoutesPlugin(context: LoadContext): Plugin<void> {
  const {siteDir} = context;
  return {
    name: pluginName,

    async contentLoaded({actions: {addRoute}}) {
      comingSoonRoutes().forEach((route) => addRoute(route));

      for (const area of areas) {
        addRoute({
          path: area.path,
          exact: true,
          component: '@site/src/templates/AreaPage/index.tsx',
          props: {areaId: area.id},
        });
      }

      for (const industry of industries) {
        const content = contentModule(siteDir, 'industries', industry.slug);
        addRoute({
          path: industryPath(industry),
          exact: true,
          component: content
            ? '@site/src/templates/IndustryPage/index.tsx'
            : '@site/src/templates/IndustryFallback/index.tsx',
          props: {slug: industry.slug},
          ...(content ? {modules: {content}} : {}),
        });
      }

      for (const caseStudy of caseStudies) {
        const content = contentModule(siteDir, 'case-studies', caseStudy.slug);
        if (!content) {
          throw new Error(
            `Case study "${caseStudy.slug}" has no copy: add src/content/case-studies/${caseStudy.slug}.mdx`,
          );
        }
        addRoute({
          path: caseStudyPath(caseStudy),
          exact: true,
          component: '@site/src/templates/CaseStudyPage/index.tsx',
          props: {slug: caseStudy.slug},
          modules: {content},
        });
      }
    },

    async allContentLoaded({allContent, actions: {addRoute}}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error('The blog plugin is required by the site-routes plugin');
      }
      const posts: PostSummary[] = blog.blogPosts.map(({metadata}) => ({
        title: metadata.title,
        permalink: metadata.permalink,
        description: metadata.description,
        date: new Date(metadata.date).toISOString(),
        authorKeys: metadata.authors.flatMap((author) => (author.key ? [author.key] : [])),
      }));
      const author = blog.authorsMap?.[site.authorKey];
      if (!author) {
        throw new Error(`blog/authors.yml must define the consultant's key "${site.authorKey}"`);
      }
      const profile: AuthorProfile = {
        key: author.key,
        name: author.name ?? site.name,
        title: author.title ?? site.jobTitle,
        description: author.description ?? '',
        imageURL: author.imageURL ?? null,
      };
      addRoute({
        path: authorPath,
        exact: true,
        component: '@site/src/templates/AuthorPage/index.tsx',
        props: {
          author: profile,
          posts: posts.filter((post) => post.authorKeys.includes(author.key)),
        },
      });
      addRoute({
        path: pages.sitemap.path,
        exact: true,
        component: '@site/src/templates/SitemapPage/index.tsx',
        props: {posts} satisfies SitemapPageProps,
      });
    },
  };
}
