/**
 * knip (npm run lint): every package package.json declares is used, every package the code uses is
 * declared, and no file or export is left that nothing uses. Its entry points are the files
 * Docusaurus, the MDX compiler and the scripts reach by path rather than by import: the config and
 * its local plugins (with the client modules, loaders and helper processes they name), the
 * swizzled theme components, the route templates, the section components MDX pages use without an
 * import (src/components/mdx/names.ts), the content, and the tests and scripts.
 */
import type {KnipConfig} from 'knip';

import {sectionComponents, themeComponents} from './src/components/mdx/names';

/** `@site/src/components/Hero` → the module's file, as a glob. */
const moduleFile = (from: string) =>
  `${from.replace(/^@site\//, '')}{.ts,.tsx,/index.ts,/index.tsx}`;

const config: KnipConfig = {
  entry: [
    'src/plugins/*/index.ts',
    'src/plugins/*/client.ts',
    'src/plugins/*/client/*.ts',
    // The page check's panel, which the content plugin adds on the development server.
    'src/plugins/pageCheck/client/index.tsx',
    // The analytics of each provider, which src/plugins/measurement adds by path.
    'src/plugins/*/client/*/index.ts',
    'src/plugins/*/loader.cjs',
    'src/plugins/content/postExports.cjs',
    'src/plugins/*/*.mjs',
    'src/plugins/lean/empty.ts',
    'src/plugins/lean/tslib.ts',
    // What `react-dom` and its subpaths resolve to with the preact switch on (its aliases).
    'src/plugins/preact/react-dom/*.mjs',
    'src/plugins/preact/ClientLifecyclesDispatcher.tsx',
    'src/clientModules/*.ts',
    'src/theme/**/*.{ts,tsx}',
    'src/templates/*/index.tsx',
    ...[...Object.values(sectionComponents), ...Object.values(themeComponents)]
      .map((component) => component.from)
      .filter((from) => from.startsWith('@site/'))
      .map(moduleFile),
    'src/content/**/*.mdx',
    'blog/**/*.{md,mdx}',
    'docs/**/*.{md,mdx}',
    // The fixture content the test build adds (scripts/test-site.mjs), and the script that draws
    // its images.
    'tests/fixtures/site/**/*.{md,mdx}',
    'tests/fixtures/make-images.mjs',
    'scripts/*.mjs',
    // The drafts npm run new starts each kind of page from (scripts/new-page.mjs reads them).
    'scripts/drafts/*.mdx',
    'tests/**/*.test.mjs',
    'tests/seo/run-audit.mjs',
  ],
  project: ['**/*.{ts,tsx,js,mjs,cjs,mdx}'],
};

export default config;
