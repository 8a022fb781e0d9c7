/** What the routeShards plugin (./index.ts) relies on in Docusaurus's private files; checked at build time. */
import type {PrivateDependency} from '../internals';

export const privateDependencies: readonly PrivateDependency[] = [
  {
    package: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    contains: ['ComponentCreator(', 'routesChunkNames', 'registry'],
    why: 'the generated route table, chunk names and registry that the loader splits into shards',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/exports/ComponentCreator.js',
    contains: ["from '@generated/routesChunkNames'", "from '@generated/registry'"],
    why: 'route components find their chunks there, replaced by ./client/routesChunkNames.ts and ./client/registry.ts',
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/preload.js',
    contains: ["from '@generated/routes'"],
    why: 'replaced by ./client/preload.ts, which loads the shard of a URL first',
  },
  ...['clientEntry.js', 'serverEntry.js', 'docusaurus.js', 'PendingNavigation.js'].map(
    (file): PrivateDependency => ({
      package: '@docusaurus/core',
      file: `lib/client/${file}`,
      contains: ["from './preload'"],
      why: 'it imports the preload that ./client/preload.ts replaces',
    }),
  ),
];
