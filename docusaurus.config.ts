import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

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
import {redirects} from './src/data/redirects';
import {validateBlogPosts} from './src/lib/blogValidation';

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
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
          breadcrumbs: false,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Blog',
          blogDescription: `SEO, content strategy and digital marketing insights from ${site.name}, an independent consultant in ${site.location.label}.`,
          showReadingTime: true,
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
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          ignorePatterns: ['/author/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './src/plugins/siteRoutes/index.ts',
    './src/plugins/hosting/index.ts',
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: redirects.map(({from, to}) => ({from, to}))} satisfies RedirectOptions,
    ],
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
        {
          type: 'dropdown',
          label: headerDropdown.label,
          to: headerDropdown.to,
          position: 'right',
          items: headerDropdown.items.map(({label, to}) => ({label, to})),
        },
        ...headerLinks.map(({label, to}) => ({label, to, position: 'right' as const})),
        {
          label: headerCallToAction.label,
          to: headerCallToAction.to,
          position: 'right',
          className: 'navbar__cta',
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
          items: footerSocialLinks.map(({label, href}) => ({label, href})),
        },
      ],
      copyright: copyrightLine(new Date().getFullYear()),
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
