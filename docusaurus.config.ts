import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {pages} from './src/data/pages';
import {site} from './src/data/site';
import {
  copyrightLine,
  footerColumns,
  footerSocialLinks,
  footerSocialTitle,
  headerCallToAction,
  headerDropdown,
  headerLinks,
} from './src/data/navigation';
import {validateBlogPosts} from './src/lib/blogValidation';
import highlightCode from './src/lib/mdx/highlightCode';
import {serializeJsonLd} from './src/lib/structuredData/serialize';
import {siteGraph} from './src/lib/structuredData/site';
import {createSitemapItems} from './src/plugins/seo/sitemap';

// Code blocks are highlighted when the MDX is compiled, for every content plugin: the browser loads
// no highlighter (src/lib/mdx/highlightCode.ts; colours: src/plugins/codeStyles).
const rehypePlugins = [highlightCode];

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
    // `SITE_BUNDLER=webpack` builds with plain webpack (no Docusaurus Faster options), so that the
    // benchmark (`npm run bench`) can compare the two bundlers on the same site in the same run.
    ...(process.env.SITE_BUNDLER === 'webpack' ? {faster: false} : {}),
  },

  url: site.url,
  baseUrl: '/',
  trailingSlash: false,
  // The banner's inline script only helps a misconfigured baseUrl; ours is fixed at '/'.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  // The site-wide structured data (business, website, consultant, service catalogue) in the head
  // of every page, escaped like every JSON-LD script of the site; pages add their own nodes.
  headTags: [
    {
      tagName: 'script',
      attributes: {type: 'application/ld+json'},
      innerHTML: serializeJsonLd(siteGraph()),
    },
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'resources',
          sidebarPath: './sidebars.ts',
          // The site's own trail (src/theme/DocBreadcrumbs) replaces the sidebar breadcrumbs.
          breadcrumbs: false,
          rehypePlugins,
        },
        blog: {
          path: 'blog',
          routeBasePath: pages.blog.path.slice(1),
          blogTitle: 'Blog',
          blogDescription: `SEO, content strategy and digital marketing insights from ${site.name}, an independent consultant in ${site.location.label}.`,
          showReadingTime: true,
          rehypePlugins,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          processBlogPosts: async ({blogPosts}) => {
            validateBlogPosts(blogPosts);
            return blogPosts;
          },
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${site.name} Blog`,
            copyright: copyrightLine(new Date().getFullYear()),
          },
        },
        pages: {
          rehypePlugins,
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        // Pages with a noindex robots tag (coming-soon, fallback, blog listings) are left out.
        sitemap: {
          lastmod: 'date',
          createSitemapItems: createSitemapItems(__dirname),
        },
      } satisfies Preset.Options,
    ],
  ],

  clientModules: [
    './src/clientModules/malformedUrl.ts',
    './src/clientModules/reveal.ts',
    './src/clientModules/prefetchOnIntent.ts',
  ],

  plugins: [
    './src/plugins/siteRoutes/index.ts',
    './src/plugins/seo/index.ts',
    './src/plugins/socialImages/index.ts',
    './src/plugins/hosting/index.ts',
    './src/plugins/bundleStats/index.ts',
    './src/plugins/lean/index.ts',
    './src/plugins/codeStyles/index.ts',
    ['./src/plugins/routeShards/index.ts', {prefix: pages.blog.path}],
    './src/plugins/startup/index.ts',
  ],

  themeConfig: {
    colorMode: {
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: site.name,
      logo: {
        alt: '',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      hideOnScroll: false,
      items: [
        // Custom item types: src/theme/NavbarItem/ComponentTypes.tsx.
        {
          type: 'custom-dropdown',
          label: headerDropdown.label,
          position: 'right',
          items: headerDropdown.items.map(({label, to}) => ({label, to})),
        },
        ...headerLinks.map(({label, to}) => ({label, to, position: 'right' as const})),
        {
          type: 'custom-callToAction',
          label: headerCallToAction.label,
          to: headerCallToAction.to,
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        ...footerColumns.map((column) => ({
          title: column.title,
          items: column.links.map(({label, to}) => ({label, to})),
        })),
        {
          title: footerSocialTitle,
          // The theme opens external links in a new tab; the label says so to screen readers.
          items: footerSocialLinks.map(({label, href}) => ({
            label,
            href,
            'aria-label': `${label} (opens in a new tab)`,
          })),
        },
      ],
      copyright: copyrightLine(new Date().getFullYear()),
    },
    // No `prism` settings: code is highlighted at build time, with the colours of
    // src/lib/codeThemes.ts (every token at AA contrast), by src/lib/mdx/highlightCode.ts.
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
