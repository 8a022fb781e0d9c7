/**
 * The content plugin: reads the MDX pages of src/content/ (one folder per kind, front matter
 * validated by src/lib/content/schema.ts), adds the posts and guides of the blog and docs plugins,
 * assembles the content model once per build (src/lib/content/model.ts) and hands it, in memory, to
 * everything that needs it:
 *   - the routes of every page no other plugin serves, each with its entry, its trail and the
 *     entries it lists as route props;
 *   - the check of every MDX file's links (the known paths, through the channel it shares with
 *     the MDX check in docusaurus.config.ts);
 *   - the header's and footer's links and the industries' path, as global data, and the site-wide
 *     structured data in the head of every page;
 *   - after the build, in a fixed order, the files that describe the site (./afterBuild.ts).
 * It compiles those MDX files with the site's own remark and rehype plugins, as the official
 * content plugins do theirs.
 *
 * It also writes each post's card and the posts it suggests (./posts.ts): the blog's own pages find
 * them in each post's module (./postExports.cjs), and the two listings it routes itself load them,
 * the blog's archive and each author's profile.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';

import {sections} from '../../data/sections';
import {lastChangeDates} from '../../lib/content/dates';
import {assertNoProblems, formatProblem, type ContentProblem} from '../../lib/content/errors';
import {contentDir, readContentFiles, type ContentFile} from '../../lib/content/files';
import {buildModel, type ContentModel} from '../../lib/content/model';
import {siteNavigation} from '../../lib/content/navigation';
import type {Entry} from '../../lib/content/types';
import type {Measurement} from '../../lib/measurement/analytics';
import type {KnownPathsChannel} from '../../lib/mdx/knownPaths';
import {serializeJsonLd} from '../../lib/structuredData/serialize';
import {siteGraph} from '../../lib/structuredData/site';
import {indexFolder} from '../search';
import {pageCheckFiles} from '../pageCheck';
import {afterBuild} from './afterBuild';
import {blogEntries, guideEntries, type BlogListingOptions} from './external';
import {pluginName, type ContentGlobalData} from './globalData';
import {
  generatedModule,
  postCardsDir,
  relatedPostsDir,
  writeCardList,
  writePostModules,
} from './posts';

export {pluginName} from './globalData';

export interface ContentPluginOptions {
  readonly beforeDefaultRemarkPlugins?: unknown[];
  readonly remarkPlugins?: unknown[];
  readonly rehypePlugins?: unknown[];
  readonly blog: BlogListingOptions;
  /** Filled here once the model is built; read by the MDX check of every file compiled after. */
  readonly knownPaths: KnownPathsChannel;
  /** What the site measures, for the hosting rules and the file beside the build. */
  readonly measurement: Measurement;
  /**
   * On the development server: the folder it serves the page check's report and the pages'
   * social cards from (src/plugins/pageCheck). Absent in a production build.
   */
  readonly pageCheck?: {readonly dir: string};
}

interface LoadedFiles {
  readonly files: readonly ContentFile[];
}

/** The route component of each kind and status of page. */
function templateOf(entry: Entry): string {
  if (entry.status === 'coming-soon') return '@site/src/templates/ComingSoon/index.tsx';
  if (entry.status === 'fallback') return '@site/src/templates/IndustryFallback/index.tsx';
  if (entry.kind === 'legal') return '@site/src/templates/LegalPage/index.tsx';
  return '@site/src/templates/ContentPage/index.tsx';
}

/**
 * The routes of the pages this plugin serves: every MDX page of src/content/, and the blog's
 * archive. A page that lists posts (an author's profile, the archive) loads the module of their
 * cards (`lists`, by the page's path).
 */
function routesOf(model: ContentModel, lists: ReadonlyMap<string, string>): RouteConfig[] {
  const pages = model.entries
    .filter((entry) => entry.source?.startsWith(`${contentDir}/`))
    .map((entry): RouteConfig => ({
      path: entry.path,
      exact: true,
      component: templateOf(entry),
      // The MDX module as `@site/…`: its name ends up in the browser bundle, which must not
      // carry the build machine's folders. A page that is not written yet has no body to load.
      ...(entry.status === 'live'
        ? {
            modules: {
              content: `@site/${entry.source}`,
              ...(lists.has(entry.path) ? {posts: lists.get(entry.path)} : {}),
            },
          }
        : {}),
      props: {page: model.pageData(entry)},
    }));
  const archive = [...lists.keys()]
    .map((path) => model.get(path))
    .find((entry) => entry?.kind === 'listing');
  return archive
    ? [
        ...pages,
        {
          path: archive.path,
          exact: true,
          component: '@site/src/templates/BlogArchive/index.tsx',
          modules: {posts: lists.get(archive.path)!},
          props: {page: model.pageData(archive)},
        },
      ]
    : pages;
}

export default async function contentPlugin(
  context: LoadContext,
  options: ContentPluginOptions,
): Promise<Plugin<LoadedFiles>> {
  const {siteDir, siteConfig} = context;
  const dataDir = path.join(context.generatedFilesDir, pluginName, 'default');
  const blogDir = path.join(siteDir, options.blog.path);
  const staticDirs = siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir));
  let model: ContentModel | undefined;
  /** The development server (npm start), where the content's findings do not stop the site. */
  const development = process.env.NODE_ENV === 'development';
  const pageCheck = options.pageCheck && pageCheckFiles({dir: options.pageCheck.dir, siteDir});
  // The MDX files of src/content/ go through Docusaurus's MDX loader with the site's own remark
  // and rehype plugins, as the official content plugins' files do.
  const mdxRule = await createMDXLoaderRule({
    include: [`${path.join(siteDir, contentDir)}${path.sep}`],
    options: {
      useCrossCompilerCache: siteConfig.future.faster.mdxCrossCompilerCache,
      admonitions: true,
      beforeDefaultRemarkPlugins: options.beforeDefaultRemarkPlugins as never,
      remarkPlugins: options.remarkPlugins as never,
      rehypePlugins: options.rehypePlugins as never,
      staticDirs,
      siteDir,
      isMDXPartial: (file: string) =>
        path
          .relative(path.join(siteDir, contentDir), file)
          .split(path.sep)
          .some((part) => part.startsWith('_')),
      markdownConfig: siteConfig.markdown,
    },
  });

  return {
    name: pluginName,

    getClientModules() {
      // The page check's panel, on the development server only.
      return options.pageCheck
        ? [path.join(__dirname, '..', 'pageCheck', 'client', 'index.tsx')]
        : [];
    },

    getPathsToWatch() {
      return [`${path.join(siteDir, contentDir)}/**/*.{md,mdx}`];
    },

    async loadContent() {
      const problems: ContentProblem[] = [];
      const files = readContentFiles(siteDir, problems);
      assertNoProblems(problems);
      return {files};
    },

    async allContentLoaded({allContent, actions}) {
      const own = allContent[pluginName]?.default as LoadedFiles | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!own || !blog || !docs) {
        throw new Error(
          `The ${pluginName} plugin needs the blog and docs plugins (the classic preset's).`,
        );
      }
      const sources = [
        ...own.files.map((file) => file.file),
        ...blog.blogPosts.map((post) => post.metadata.source.replace(/^@site\//, '')),
        ...docs.loadedVersions.flatMap((version) =>
          version.docs.map((doc) => doc.source.replace(/^@site\//, '')),
        ),
      ];
      const dates = await lastChangeDates(siteDir, sources);
      const searchFindings: ContentProblem[] = [];
      model = buildModel({
        readSource: (source) => {
          try {
            return fs.readFileSync(path.join(siteDir, source), 'utf8');
          } catch {
            return undefined;
          }
        },
        files: own.files,
        dates,
        external: [...blogEntries(blog, options.blog, dates), ...guideEntries(docs, dates)],
        authors: new Map(
          Object.values(blog.authorsMap ?? {}).map((author) => [
            author.key,
            {
              name: author.name ?? author.key,
              jobTitle: author.title ?? '',
              image: author.imageURL ?? null,
            },
          ]),
        ),
        // While the author writes (npm start), a title or description that search results would
        // cut is a line in the terminal, and the page is served; a build fails on it.
        onSearchFinding: development
          ? (finding) => {
              searchFindings.push(finding);
              console.warn(`[WARNING] Page check: ${formatProblem(finding)}`);
            }
          : undefined,
      });
      await pageCheck?.write({model, searchFindings, navigation: siteNavigation(model)});

      // The paths links may lead to, for the check of every MDX file compiled after this.
      options.knownPaths.set({
        pages: new Set([
          ...model.entries.map((entry) => entry.path),
          ...model.redirects.map((redirect) => redirect.from),
        ]),
        staticDirs,
      });
      const problems: ContentProblem[] = [];
      const postContext = {
        pluginName,
        siteDir,
        dataDir,
        staticDirs,
        createData: actions.createData,
      };
      const cards = await writePostModules(blog, model, postContext, problems);
      assertNoProblems(problems);
      // The posts of each author's profile, and the blog's archive: every listed post, newest
      // first. The blog plugin's own archive would pass every post whole (its Markdown included)
      // and no pictures.
      const sourcesOf = (posts: readonly Entry[]) => posts.map((post) => `@site/${post.source}`);
      const lists = new Map<string, string>();
      for (const author of model.ofKind('author')) {
        const posts = sourcesOf(model.postsBy(author.key));
        lists.set(
          author.path,
          await writeCardList(postContext, `author-${author.key}`, posts, cards),
        );
      }
      const archive = model.get(`${sections.blog.path}/${options.blog.archiveBasePath}`);
      if (archive) {
        const listed = model
          .ofKind('post')
          .filter((post) => post.indexable)
          .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
        lists.set(
          archive.path,
          await writeCardList(postContext, 'archive', sourcesOf(listed), cards),
        );
      }
      routesOf(model, lists).forEach((route) => actions.addRoute(route));
      actions.setGlobalData({
        // The not-found page shows the industry fallback for an unknown /industries-served/SLUG.
        industriesPath: model.listingPage('industries')?.path ?? null,
        navigation: siteNavigation(model),
      } satisfies ContentGlobalData);
    },

    injectHtmlTags() {
      if (!model) throw new Error(`The ${pluginName} plugin built no content model`);
      // The site-wide structured data (business, website, consultant, service catalogue), escaped
      // like every JSON-LD script of the site; pages add their own nodes.
      const hubsPage = model.listingPage('hubs');
      return {
        headTags: [
          {
            tagName: 'script',
            attributes: {type: 'application/ld+json'},
            innerHTML: serializeJsonLd(
              siteGraph({
                page: {name: hubsPage?.name ?? '', path: hubsPage?.path ?? '/'},
                hubs: hubsPage ? model.children(hubsPage.path) : [],
              }),
            ),
          },
        ],
      };
    },

    configureWebpack(_config, isServer) {
      // The development server searches the index of the last production build (build/pagefind),
      // when there is one; the search dialog says how to make one when there is not.
      const devSearch =
        process.env.NODE_ENV === 'development' && !isServer
          ? {
              devServer: {
                static: [
                  {
                    publicPath: `${siteConfig.baseUrl}${indexFolder}/`,
                    directory: path.join(siteDir, 'build', indexFolder),
                    watch: false,
                  },
                ],
              },
            }
          : {};
      return {
        module: {
          rules: [
            mdxRule,
            // After the blog plugin's MDX loader: each post's module exports its card and the
            // posts it suggests (./postExports.cjs).
            {
              test: /\.mdx?$/i,
              include: [`${blogDir}${path.sep}`],
              enforce: 'post' as const,
              use: [
                {
                  loader: path.join(__dirname, 'postExports.cjs'),
                  options: {
                    siteDir,
                    blogDir,
                    cards: generatedModule(pluginName, postCardsDir),
                    related: generatedModule(pluginName, relatedPostsDir),
                  },
                },
              ],
            },
          ],
        },
        ...devSearch,
      };
    },

    async postBuild({outDir, routesPaths}) {
      if (!model) throw new Error(`The ${pluginName} plugin built no content model`);
      const unmodelled = [...new Set(routesPaths)].filter(
        (route) => !route.includes(':') && route !== '/404.html' && !model?.get(route),
      );
      if (unmodelled.length > 0) {
        throw new Error(
          `These routes are not pages of the content model (src/plugins/content/external.ts adds the blog's and the docs' pages): ${unmodelled.join(', ')}`,
        );
      }
      const timings = await afterBuild({
        outDir,
        siteDir,
        siteUrl: siteConfig.url,
        model,
        measurement: options.measurement,
      });
      console.info(`[INFO] [${pluginName}] After the build: ${timings}`);
    },
  };
}
