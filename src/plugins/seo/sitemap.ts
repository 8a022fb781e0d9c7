/**
 * sitemap.xml entries with a lastmod for every URL. The sitemap plugin dates a route from the file
 * its plugin names (a page in src/pages, a post, a guide); routes added by src/plugins/siteRoutes
 * name none, so they are dated here from the files that render them: the template and the MDX copy.
 * Dates come from Git (the same VCS the plugin uses), or from the file when Git does not know it
 * (a new file, or a build outside a Git checkout).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;
type Params = Parameters<CreateSitemapItems>[0];

function flatten(routes: readonly RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
}

/** The source files behind a route, as absolute paths inside the site. */
export function sourceFilesOf(route: RouteConfig, siteDir: string): string[] {
  const modules = Object.values(route.modules ?? {}).map((module) =>
    typeof module === 'string' ? module : (module as {path?: string}).path,
  );
  return [route.metadata?.sourceFilePath, route.component, ...modules]
    .filter((file): file is string => typeof file === 'string')
    .map((file) => file.replace(/^@site\//, `${siteDir}/`))
    .map((file) => path.resolve(siteDir, file))
    .filter(
      (file) =>
        file.startsWith(`${siteDir}${path.sep}`) &&
        !file.includes(`${path.sep}node_modules${path.sep}`) &&
        !file.includes(`${path.sep}.docusaurus${path.sep}`),
    );
}

type Vcs = Params['siteConfig']['future']['experimental_vcs'];

async function lastUpdate(file: string, vcs: Vcs) {
  const info = await vcs.getFileLastUpdateInfo(file).catch(() => null);
  if (info?.timestamp) return info.timestamp;
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

const isoDate = (timestamp: number) => new Date(timestamp).toISOString().slice(0, 10);

/** The `createSitemapItems` option of the sitemap plugin. */
export function createSitemapItems(siteDir: string): CreateSitemapItems {
  return async ({defaultCreateSitemapItems, ...params}) => {
    // Outside a Git checkout (a build from an archive) Docusaurus's Git reader throws; then the
    // files' own dates stand in, instead of failing the build.
    const vcs = params.siteConfig.future.experimental_vcs;
    const siteConfig = {
      ...params.siteConfig,
      future: {
        ...params.siteConfig.future,
        experimental_vcs: {
          ...vcs,
          getFileLastUpdateInfo: (file: string) =>
            vcs.getFileLastUpdateInfo(file).catch(() => null),
        },
      },
    };
    const items = await defaultCreateSitemapItems({routes: params.routes, siteConfig});
    const routes = new Map(flatten(params.routes).map((route) => [route.path, route]));
    const dated = await Promise.all(
      items.map(async (item) => {
        if (item.lastmod) return item;
        const route = routes.get(new URL(item.url).pathname);
        const files = route ? sourceFilesOf(route, siteDir) : [];
        const times = await Promise.all(files.map((file) => lastUpdate(file, vcs)));
        const latest = Math.max(...times.filter((time): time is number => time !== undefined));
        return Number.isFinite(latest) ? {...item, lastmod: isoDate(latest)} : item;
      }),
    );
    // A listing with no file of its own (the blog index) is as new as the newest page under it.
    return dated.map((item) => {
      if (item.lastmod) return item;
      const children = dated
        .filter((other) => other.url.startsWith(`${item.url}/`) && other.lastmod)
        .map((other) => other.lastmod as string)
        .sort();
      return children.length > 0 ? {...item, lastmod: children[children.length - 1]} : item;
    });
  };
}
