import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {analytics} from './src/data/analytics';
import {sections} from './src/data/sections';
import {contactPath, logoPath, site} from './src/data/site';
import {
  copyrightLine,
  footerSocialLinks,
  footerSocialTitle,
  headerCallToAction,
} from './src/data/navigation';
import {validateBlogPosts} from './src/lib/blogValidation';
import {assertDeployable, deployTarget} from './src/lib/deploy';
import {updatedDay} from './src/lib/postUpdate';
import {buildTime, postsOfBuild} from './src/lib/schedule';
import {resolveAnalytics, type Measurement} from './src/lib/measurement/analytics';
import {excerptEnd} from './src/lib/excerpt';
import {cleanFeedHtml} from './src/lib/feeds';
import checkContent from './src/lib/mdx/checkContent';
import highlightCode from './src/lib/mdx/highlightCode';
import importSections from './src/lib/mdx/importSections';
import {knownPathsChannel} from './src/lib/mdx/knownPaths';
import pageAdvice from './src/lib/mdx/pageAdvice';
import responsiveImages, {markdownImages} from './src/lib/mdx/responsiveImages';
import type {ContentPluginOptions} from './src/plugins/content';
import {writeBlogMaps} from './src/plugins/content/blogMaps';
import {editorDevelopmentDir, editorStaticDir} from './src/plugins/editor/bundle';
import {editorConfigDir} from './src/plugins/editor/configFile';
import type {MeasurementPluginOptions} from './src/plugins/measurement';
import {findingsReportFile, pageCheckDir, reportFolder} from './src/plugins/pageCheck';
import {findingsChannel} from './src/plugins/pageCheck/findings';
import {switchesCachePlugin, workaroundSwitches} from './src/plugins/internals';
import {startupTemplate} from './src/plugins/startup/template';

// Code blocks are highlighted by Shiki when the MDX is compiled, for every content plugin (posts,
// guides, the pages of src/content): the browser loads no highlighter (src/lib/mdx/highlightCode.ts;
// colours: src/plugins/codeStyles).
const rehypePlugins = [highlightCode];
// The paths of the site's pages, which the content plugin sets once it has built the content model
// and the MDX check reads for every file compiled after that.
const knownPaths = knownPathsChannel();
// The page check of the development server (npm start; src/plugins/pageCheck): a panel on every
// page with its search result, social card, findings and advice. There, a broken rule about how a
// page appears in search (alt text, a link, a heading) is a finding and the page is served; a
// production build has no page check, and the same rules fail it.
const pageCheck =
  process.env.NODE_ENV === 'development' ? {dir: pageCheckDir(__dirname)} : undefined;
const findings =
  pageCheck &&
  findingsChannel({
    siteDir: __dirname,
    outFile: path.join(pageCheck.dir, reportFolder, findingsReportFile),
  });
// Every MDX file is checked for components that do not exist and links that lead nowhere, so the
// build names the file and the line (src/lib/mdx/checkContent.ts); then each file imports the
// section components it uses, which need no import in the file (src/lib/mdx/importSections.ts).
// Between the two, its <Image> and <Figure> files go through the image pipeline, and every image's
// alt text is checked (src/lib/mdx/responsiveImages.ts, src/plugins/images).
const remarkPlugins = [
  [checkContent, {knownPaths, findings}],
  [responsiveImages, {staticDirs: [path.join(__dirname, 'static')], findings}],
  importSections,
  ...(findings ? [[pageAdvice, {findings}]] : []),
];
// Markdown images are checked, and those of the site's files turned into <Image>, before
// Docusaurus's own plugins turn them into plain <img> elements.
const beforeDefaultRemarkPlugins = [findings ? [markdownImages, {findings}] : markdownImages];

// A build for the live site (the deploy workflow sets SITE_DEPLOY=production) stops here while the
// site's address or email is still the example one.
assertDeployable(site, 'src/data/facts/site.json');

/**
 * Workarounds that reach into Docusaurus's private files or generated code, one line each. Each is
 * a local plugin that lists what it relies on (its dependencies.ts) and stops the
 * build with a message naming it when an upgrade moves it; with one off, the site works as plain
 * Docusaurus does. `SITE_INTERNALS=off` turns them all off, `SITE_INTERNALS=lean,startup` leaves
 * only those (src/plugins/internals.ts).
 */
const internals = workaroundSwitches({
  // The theme's Prism and nprogress out of main.js; one shared chunk of the site's components.
  lean: true,
  // The client starts after the first paint; main.js compiles off the main thread.
  startup: true,
  // The blog's routes load on demand instead of growing main.js with every post.
  routeShards: true,
  // Linked pages are fetched on hover, touch or focus, not when their link comes into view.
  prefetchOnIntent: true,
  // Production pages render and hydrate with Preact's compatibility layer instead of React: off.
  // It saves 58.6 KB of every page's JavaScript and blocks the main thread longer on every page
  // kind, as Preact hydrates in one task where React yields (bench/README.md, "A lighter runtime").
  preact: false,
});

/**
 * What the site measures: the scheduling link, which carries where each booking came from, and
 * the analytics of src/data/analytics.ts (off by default), checked once here. The measurement
 * plugin bundles that provider's code; the content plugin's after-build lets pages connect to its
 * endpoint.
 */
const measurement: Measurement = {
  schedulingUrl: site.schedulingUrl,
  analytics: resolveAnalytics(analytics, site.url),
};

/**
 * The blog's authors and tags, as its plugin reads them (maps in files), made from the lists the
 * owner keeps in src/data/facts/ and from the identity, whose owner is an author
 * (src/plugins/content/blogMaps.ts).
 */
const blogMaps = writeBlogMaps(__dirname, site);

/** The blog's folder and listing paths, as the blog plugin and the content model both need them. */
const blogListing = {
  path: 'blog',
  postsPerPage: 10,
  pageBasePath: 'page',
  archiveBasePath: 'archive',
  authorsBasePath: 'authors',
} satisfies ContentPluginOptions['blog'];

const config = {
  title: site.name,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  // The client's scripts are requested after the first paint (src/plugins/startup/template.ts).
  ssrTemplate: internals.startup ? startupTemplate() : undefined,

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
          routeBasePath: sections.resources.path.slice(1),
          sidebarPath: './sidebars.ts',
          // The site's own trail (src/theme/DocBreadcrumbs) replaces the sidebar breadcrumbs.
          breadcrumbs: false,
          beforeDefaultRemarkPlugins,
          remarkPlugins,
          rehypePlugins,
        },
        blog: {
          routeBasePath: sections.blog.path.slice(1),
          ...blogListing,
          // The content plugin routes the archive, with each post's card rather than every post
          // whole (src/plugins/content/posts.ts).
          archiveBasePath: null,
          // No sidebar of recent posts: a post ends with the posts it suggests, the listings are
          // cards.
          blogSidebarCount: 0,
          blogTitle: 'Blog',
          blogDescription: `SEO, content strategy and digital marketing insights from ${site.name}, an independent consultant in ${site.location.label}.`,
          showReadingTime: true,
          beforeDefaultRemarkPlugins,
          remarkPlugins,
          rehypePlugins,
          authorsMapPath: blogMaps.authorsMapPath,
          tags: blogMaps.tags,
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          // A post's excerpt ends at its marker, or before its first section: a post written
          // without the marker publishes (src/lib/excerpt.ts).
          truncateMarker: excerptEnd,
          onUntruncatedBlogPosts: 'ignore',
          processBlogPosts: async ({blogPosts}) => {
            validateBlogPosts(blogPosts);
            // A post dated after the moment of a production build waits for a later build; a
            // pull request's build keeps it, unlisted, to check it (src/lib/schedule.ts). The
            // development server shows it, marked as scheduled.
            if (process.env.NODE_ENV === 'development') return blogPosts;
            return postsOfBuild(blogPosts, {
              now: buildTime(),
              preview: deployTarget() === 'preview',
            });
          },
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${site.name} Blog`,
            copyright: copyrightLine(new Date().getFullYear()),
            createFeedItems: async ({defaultCreateFeedItems, ...params}) =>
              (await defaultCreateFeedItems(params)).map((item) => {
                const post = params.blogPosts.find(
                  ({metadata}) => new URL(item.link).pathname === metadata.permalink,
                );
                const updated = post && updatedDay(post.metadata.frontMatter);
                return {
                  ...item,
                  // A marked update dates the entry (Atom's <updated>); Atom's <published> and
                  // RSS's <pubDate> keep the post's own date.
                  ...(updated && {date: new Date(`${updated}T00:00:00Z`), published: item.date}),
                  content: item.content === undefined ? undefined : cleanFeedHtml(item.content),
                };
              }),
          },
        },
        // Every page outside the blog and the knowledge base is an MDX file of src/content/,
        // routed by the content plugin.
        pages: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        // sitemap.xml is written by the content plugin, from the content model.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  // The browser editor's page and bundle, served at /admin (src/plugins/editor), and, on the
  // development server only, the page check's reports and cards.
  staticDirectories: [
    'static',
    editorStaticDir(__dirname),
    editorConfigDir(__dirname),
    ...(pageCheck ? [editorDevelopmentDir(__dirname), pageCheck.dir] : []),
  ],

  clientModules: ['./src/clientModules/malformedUrl.ts', './src/clientModules/reveal.ts'],

  plugins: [
    [
      './src/plugins/content/index.ts',
      {
        beforeDefaultRemarkPlugins,
        remarkPlugins,
        rehypePlugins,
        blog: blogListing,
        knownPaths,
        measurement,
        pageCheck,
      } satisfies ContentPluginOptions,
    ],
    './src/plugins/images/index.ts',
    // The browser editor at /admin, its page and bundle (the authors' guide: "Publish from a
    // browser").
    './src/plugins/editor/index.ts',
    // Where a booking came from, on the scheduling link; analytics when src/data/analytics.ts
    // turns a provider on.
    ['./src/plugins/measurement/index.ts', {measurement} satisfies MeasurementPluginOptions],
    './src/plugins/bundleStats/index.ts',
    './src/plugins/codeStyles/index.ts',
    internals.lean && './src/plugins/lean/index.ts',
    internals.routeShards && ['./src/plugins/routeShards/index.ts', {prefix: sections.blog.path}],
    internals.startup && './src/plugins/startup/index.ts',
    internals.prefetchOnIntent && './src/plugins/prefetchOnIntent/index.ts',
    internals.preact && './src/plugins/preact/index.ts',
    // Each set of switches has a bundler cache of its own (src/plugins/internals.ts).
    () => switchesCachePlugin(internals),
  ],

  themeConfig: {
    colorMode: {
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: site.name,
      logo: {
        alt: '',
        src: logoPath.slice(1),
        width: 32,
        height: 32,
      },
      hideOnScroll: false,
      // Custom item types: src/theme/NavbarItem/ComponentTypes.tsx. The pages' links come from the
      // content model (src/data/navigation.ts resolved by the content plugin).
      items: [
        {type: 'custom-siteNavigation', position: 'right'},
        // The search control (src/components/Search), in the header at every width.
        {type: 'custom-search', position: 'right'},
        {
          type: 'custom-callToAction',
          label: headerCallToAction.label,
          to: contactPath,
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      // The columns of pages (navigation, services, legal) come from the content model, before this
      // one (src/theme/Footer/Links).
      links: [
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
    // No `prism` settings: code is highlighted by Shiki at build time, with the themes of
    // src/lib/codeThemes.ts (every token at AA contrast), by src/lib/mdx/highlightCode.ts.
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
