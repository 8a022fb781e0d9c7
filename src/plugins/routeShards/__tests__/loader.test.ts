import {
  coreSource,
  creatorMark,
  normalizeRoutePath,
  parseRegistry,
  parseRoutes,
  partition,
  shardOf,
  shardSource,
  type RouteEntry,
} from '../loader.cjs';

/** A route table in the form Docusaurus 3.10 writes to .docusaurus/routes.js. */
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/about',
    component: ComponentCreator('/about', 'ca4'),
    exact: true
  },
  {
    path: '/blog',
    component: ComponentCreator('/blog', '29e'),
    exact: true
  },
  {
    path: '/blog/archive',
    component: ComponentCreator('/blog/archive', '182'),
    exact: true
  },
  {
    path: '/blog/first-post',
    component: ComponentCreator('/blog/first-post', '6cc'),
    exact: true
  },
  {
    path: '/blog/tags/:tag',
    component: ComponentCreator('/blog/tags/:tag', '111'),
    exact: true
  },
  {
    path: '/blogroll',
    component: ComponentCreator('/blogroll', '222'),
    exact: true
  },
  {
    path: '/resources',
    component: ComponentCreator('/resources', 'b7e'),
    routes: [
      {
        path: '/resources/guide',
        component: ComponentCreator('/resources/guide', '3d1'),
        exact: true,
        sidebar: "resourcesSidebar"
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const registryJs = `export default {
  "about": [() => import(/* webpackChunkName: "about" */ "@site/src/pages/about.tsx"), "@site/src/pages/about.tsx", require.resolveWeak("@site/src/pages/about.tsx")],
  "list": [() => import(/* webpackChunkName: "list" */ "@theme/BlogListPage"), "@theme/BlogListPage", require.resolveWeak("@theme/BlogListPage")],
  "archive": [() => import(/* webpackChunkName: "archive" */ "@theme/BlogArchivePage"), "@theme/BlogArchivePage", require.resolveWeak("@theme/BlogArchivePage")],
  "post": [() => import(/* webpackChunkName: "post" */ "@theme/BlogPostPage"), "@theme/BlogPostPage", require.resolveWeak("@theme/BlogPostPage")],
  "first": [() => import(/* webpackChunkName: "first" */ "@site/blog/first.mdx"), "@site/blog/first.mdx", require.resolveWeak("@site/blog/first.mdx")],
  "firstSummary": [() => import(/* webpackChunkName: "firstSummary" */ "@site/blog/first.mdx?truncated=true"), "@site/blog/first.mdx?truncated=true", require.resolveWeak("@site/blog/first.mdx?truncated=true")],
  "plugin": [() => import(/* webpackChunkName: "plugin" */ "@generated/blog/__plugin.json"), "@generated/blog/__plugin.json", require.resolveWeak("@generated/blog/__plugin.json")],
  "tag": [() => import(/* webpackChunkName: "tag" */ "@theme/BlogTagsPostsPage"), "@theme/BlogTagsPostsPage", require.resolveWeak("@theme/BlogTagsPostsPage")],
  "roll": [() => import(/* webpackChunkName: "roll" */ "@site/src/pages/blogroll.tsx"), "@site/src/pages/blogroll.tsx", require.resolveWeak("@site/src/pages/blogroll.tsx")],
  "docs": [() => import(/* webpackChunkName: "docs" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "guide": [() => import(/* webpackChunkName: "guide" */ "@site/docs/guide.md"), "@site/docs/guide.md", require.resolveWeak("@site/docs/guide.md")],
  "home": [() => import(/* webpackChunkName: "home" */ "@site/src/pages/index.tsx"), "@site/src/pages/index.tsx", require.resolveWeak("@site/src/pages/index.tsx")],};
`;

const chunkNames = {
  '/about-ca4': {__comp: 'about'},
  '/blog-29e': {__comp: 'list', __context: {plugin: 'plugin'}, items: [{content: 'firstSummary'}]},
  '/blog/archive-182': {__comp: 'archive', __context: {plugin: 'plugin'}},
  '/blog/first-post-6cc': {__comp: 'post', __context: {plugin: 'plugin'}, content: 'first'},
  '/blog/tags/:tag-111': {__comp: 'tag'},
  '/blogroll-222': {__comp: 'roll'},
  '/resources-b7e': {__comp: 'docs'},
  '/resources/guide-3d1': {__comp: 'guide'},
  '/-e5f': {__comp: 'home'},
};

const table = (shardCount = 4) =>
  partition({
    routes: parseRoutes(routesJs, 'routes.js'),
    registry: parseRegistry(registryJs, 'registry.js'),
    chunkNames,
    prefix: '/blog',
    shardCount,
  });

const paths = (routes: RouteEntry[]) => routes.map((route) => route.path);

/**
 * Runs a generated module with stand-ins for what it imports; returns its default export and
 * the tables and shard settings it filled.
 */
function run(source: string) {
  const filled = {
    chunkNames: {} as Record<string, unknown>,
    registry: {} as Record<string, unknown>,
  };
  const registered: {shards?: Record<string, unknown>; files?: unknown} = {};
  const shardRuntime = {
    DeferredRoutes: 'DeferredRoutes',
    deferredRoutes: ['loaded deferred routes'],
    registerShards: (shards: Record<string, unknown>) => (registered.shards = shards),
    registerChunkFiles: (files: unknown) => (registered.files = files),
  };
  const body = source
    .replace(/^import \* as shardRuntime from [^\n]*$/m, '')
    .replace(/^import [^\n]*$/gm, '')
    .replace(/^export const /gm, 'const ')
    .replace(/^export default /m, 'return ');
  const exported = new Function(
    'ComponentCreator',
    'routesChunkNames',
    'registry',
    'shardRuntime',
    'require',
    body,
  )(
    (routePath: string, hash?: string) => `component ${routePath} ${hash ?? ''}`.trim(),
    filled.chunkNames,
    filled.registry,
    shardRuntime,
    {resolveWeak: (request: string) => `weak ${request}`},
  ) as RouteEntry[];
  return {exported, filled, registered};
}

describe('route paths and shards', () => {
  test('paths that route matching treats alike normalize alike', () => {
    expect(normalizeRoutePath('/Blog/First-Post/')).toBe('/blog/first-post');
    expect(normalizeRoutePath('/blog/caf%C3%A9')).toBe('/blog/café');
    expect(normalizeRoutePath('/blog/café')).toBe('/blog/café');
    // A malformed escape is matched as written, not thrown.
    expect(normalizeRoutePath('/blog/100%')).toBe('/blog/100%');
  });

  test('every path has one shard, spread across all of them', () => {
    const counts = new Array(32).fill(0);
    for (let index = 0; index < 3200; index += 1) {
      const shard = shardOf(`/blog/post-${index}`, 32);
      expect(Number.isInteger(shard) && shard >= 0 && shard < 32).toBe(true);
      counts[shard] += 1;
    }
    expect(shardOf('/blog/first-post', 32)).toBe(shardOf('/blog/first-post', 32));
    // 100 a shard on average; a fair hash keeps every shard within half of that.
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(150);
  });
});

describe('reading the generated files', () => {
  test('the route tree keeps its nesting, extra fields and component calls', () => {
    const routes = parseRoutes(routesJs, 'routes.js');
    expect(paths(routes)).toEqual([
      '/about',
      '/blog',
      '/blog/archive',
      '/blog/first-post',
      '/blog/tags/:tag',
      '/blogroll',
      '/resources',
      '/',
      '*',
    ]);
    const resources = routes[6]!;
    expect(resources.routes?.[0]).toMatchObject({
      path: '/resources/guide',
      exact: true,
      sidebar: 'resourcesSidebar',
    });
    expect((routes[0]!.component as Record<symbol, unknown>)[creatorMark]).toEqual([
      '/about',
      'ca4',
    ]);
  });

  test('a route table it cannot read fails the build, naming the file', () => {
    expect(() => parseRoutes('export default {', '/site/.docusaurus/routes.js')).toThrow(
      /cannot read the generated route table \/site\/\.docusaurus\/routes\.js/,
    );
  });

  test('registry entries are read as they are written, the last one included', () => {
    const registry = parseRegistry(registryJs, 'registry.js');
    expect(registry.size).toBe(12);
    expect(registry.get('home')).toBe(
      '[() => import(/* webpackChunkName: "home" */ "@site/src/pages/index.tsx"), "@site/src/pages/index.tsx", require.resolveWeak("@site/src/pages/index.tsx")]',
    );
  });

  test('an unexpected registry line fails the build, quoting it', () => {
    expect(() =>
      parseRegistry('export default {\n  home: something(),\n};', '/site/registry.js'),
    ).toThrow('unexpected line in the generated registry /site/registry.js: home: something(),');
  });
});

describe('the split', () => {
  test('static exact routes under the prefix are deferred, the rest stay in the core', () => {
    const {core, shards} = table();
    expect(paths(core.routes)).toEqual([
      '/about',
      '/blog/tags/:tag',
      '/blogroll',
      '/resources',
      '/',
      '*',
    ]);
    const deferred = shards.flatMap((shard) => paths(shard.routes));
    expect(deferred.sort()).toEqual(['/blog', '/blog/archive', '/blog/first-post']);
    // Each just before the core route that followed it ("/blog/tags/:tag", the core's second).
    expect(shards.flatMap((shard) => shard.order)).toEqual([0.5, 0.5, 0.5]);
    // The placeholder takes the place of the first deferred route.
    expect(core.placeholderIndex).toBe(1);
    for (const [index, shard] of shards.entries()) {
      for (const route of shard.routes) {
        expect(shardOf(normalizeRoutePath(route.path!), 4)).toBe(index);
      }
    }
  });

  test('each part carries the chunk names and registry entries of its own routes', () => {
    const {core, shards} = table();
    expect(Object.keys(core.chunkNames).sort()).toEqual(
      [
        '/about-ca4',
        '/blog/tags/:tag-111',
        '/blogroll-222',
        '/resources-b7e',
        '/resources/guide-3d1',
        '/-e5f',
      ].sort(),
    );
    expect([...core.registry.keys()].sort()).toEqual(
      ['about', 'tag', 'roll', 'docs', 'guide', 'home'].sort(),
    );
    const post = shards.find((shard) => paths(shard.routes).includes('/blog/first-post'))!;
    expect(post.chunkNames).toEqual({'/blog/first-post-6cc': chunkNames['/blog/first-post-6cc']});
    // The entries of the post's route (and of any other route in its shard), none of the core's.
    expect([...post.registry.keys()]).toEqual(expect.arrayContaining(['post', 'plugin', 'first']));
    expect([...post.registry.keys()]).not.toEqual(expect.arrayContaining(['home']));
    expect([...post.registry.keys()]).not.toEqual(expect.arrayContaining(['about']));
  });

  test('entries used by the core or by several shards keep their chunk name', () => {
    // Two deferred routes in different shards that share the "post" component.
    const [left, right] = ['/blog/a', '/blog/b', '/blog/c', '/blog/d']
      .reduce<string[]>(
        (found, path) =>
          found.length === 0 || shardOf(path, 2) !== shardOf(found[0]!, 2)
            ? [...found, path]
            : found,
        [],
      )
      .slice(0, 2) as [string, string];
    expect(shardOf(left, 2)).not.toBe(shardOf(right, 2));
    const route = (path: string) => ({
      path,
      component: {[creatorMark]: [path, 'h']},
      exact: true,
    });
    const parts = partition({
      routes: [route('/about'), route(left), route(right)],
      registry: parseRegistry(registryJs, 'registry.js'),
      chunkNames: {
        '/about-h': {__comp: 'about', __context: {plugin: 'plugin'}},
        [`${left}-h`]: {__comp: 'post', __context: {plugin: 'plugin'}, content: 'first'},
        [`${right}-h`]: {__comp: 'post', __context: {plugin: 'plugin'}, content: 'roll'},
      },
      prefix: '/blog',
      shardCount: 2,
    });
    expect([...parts.namedEntries].sort()).toEqual(['about', 'plugin', 'post']);
  });
});

describe('the generated modules', () => {
  const settings = {
    prefix: '/blog',
    shardCount: 4,
    runtimeModule: '/site/src/plugins/routeShards/client/shards.ts',
    resource: '/site/.docusaurus/routes.js',
  };

  test('the core module fills the core tables and puts the placeholder before the catch-all', () => {
    const parts = table();
    const {exported, filled, registered} = run(coreSource(parts, settings));
    expect(exported.map((route) => route.path)).toEqual([
      '/about',
      '/blog/:deferred*',
      '/blog/tags/:tag',
      '/blogroll',
      '/resources',
      '/',
      '*',
    ]);
    expect(exported[1]).toEqual({
      path: '/blog/:deferred*',
      component: 'DeferredRoutes',
      routes: ['loaded deferred routes'],
    });
    expect(exported[0]!.component).toBe('component /about ca4');
    expect(exported[6]!.component).toBe('component *');
    expect(exported[4]!.routes?.[0]).toMatchObject({sidebar: 'resourcesSidebar'});
    expect(filled.chunkNames).toEqual(parts.core.chunkNames);
    expect(Object.keys(filled.registry).sort()).toEqual([...parts.core.registry.keys()].sort());
    expect((filled.registry.home as unknown[])[1]).toBe('@site/src/pages/index.tsx');

    const shards = registered.shards as {
      base: string;
      count: number;
      loaders: unknown[];
      fallback: RouteEntry[];
      fallbackOrder: number[];
      shardOf: (key: string, count: number) => number;
      normalize: (path: string) => string;
    };
    expect(shards.base).toBe('/blog');
    expect(shards.count).toBe(4);
    expect(shards.loaders).toHaveLength(4);
    // After the deferred routes: the core routes that followed them (a parameter route under
    // the prefix among them), then the catch-all, with their places in the original list.
    expect(shards.fallback).toEqual(exported.slice(2));
    expect(shards.fallbackOrder).toEqual([1, 2, 3, 4, 5]);
    // The browser gets the same functions the build dealt the routes with.
    expect(shards.shardOf('/blog/first-post', 4)).toBe(shardOf('/blog/first-post', 4));
    expect(shards.normalize('/Blog/A%20B/')).toBe(normalizeRoutePath('/Blog/A%20B/'));
  });

  test('the core module is the same size however many routes are deferred', () => {
    const base = table();
    const more = partition({
      routes: [
        ...parseRoutes(routesJs, 'routes.js').slice(0, -1),
        ...Array.from({length: 200}, (_, index) => ({
          path: `/blog/generated-${index}`,
          component: {[creatorMark]: [`/blog/generated-${index}`, 'abc']},
          exact: true,
        })),
        parseRoutes(routesJs, 'routes.js').at(-1)!,
      ],
      registry: parseRegistry(registryJs, 'registry.js'),
      chunkNames: Object.fromEntries([
        ...Object.entries(chunkNames),
        ...Array.from({length: 200}, (_, index) => [
          `/blog/generated-${index}-abc`,
          {__comp: 'post', content: 'first'},
        ]),
      ]),
      prefix: '/blog',
      shardCount: 4,
    });
    expect(coreSource(more, settings)).toBe(coreSource(base, settings));
  });

  test('a shard module registers its tables, its chunk files and returns its routes', () => {
    const parts = table(1);
    const source = shardSource(parts.shards[0]!, parts.namedEntries, {
      runtimeModule: settings.runtimeModule,
      chunkFilesMarker: '__MARKER__',
    });
    const {exported, filled, registered} = run(source);
    expect(registered.files).toBe('__MARKER__');
    expect(Object.keys(filled.chunkNames).sort()).toEqual([
      '/blog-29e',
      '/blog/archive-182',
      '/blog/first-post-6cc',
    ]);
    expect(exported.map((route) => route.path)).toEqual([
      '/blog',
      '/blog/archive',
      '/blog/first-post',
    ]);
    expect(source).toContain('export const order = [0.5,0.5,0.5];');
    // With one shard, no entry is shared with another part: none keeps its chunk name.
    expect(source).toContain('import("@generated/blog/__plugin.json")');
    expect(source).toContain('import("@site/blog/first.mdx")');
    expect(source).not.toContain('webpackChunkName');
  });
});
