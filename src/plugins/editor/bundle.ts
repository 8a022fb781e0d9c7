/**
 * Bundles the editor's page (./client/admin.ts, Sveltia CMS from npm) with Rspack into a folder of
 * its own, which the site serves at /admin as a static folder: its script, the chunks it loads on
 * demand, its fonts and WebAssembly, all under content-hashed names, and the page. The bundle is
 * made once per version of the editor and of the files it is made from, and kept in
 * node_modules/.cache/editor (a build or `npm start` after that reuses it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {editorPath} from './where.mjs';

/** The files the bundle is made from (every file of ./client/): a change to one makes a new one. */
const sources = () => [
  ...fs
    .readdirSync(path.join(__dirname, 'client'))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => path.join(__dirname, 'client', file)),
  path.join(__dirname, 'bundle.ts'),
  path.join(__dirname, 'loader.cjs'),
  path.join(__dirname, 'page.ts'),
];

/**
 * The editor's package.json as Node finds packages from `siteDir`: in the node_modules of the
 * nearest folder above it that has the package (a copy of the project has none of its own). Its
 * exports do not name package.json, so it is looked for, not resolved.
 */
function editorPackageFile(siteDir: string): string {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules/@sveltia/cms/package.json');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`@sveltia/cms is not installed for ${siteDir}`);
  }
}

/** What identifies a bundle: the editor's version and the sources' text. */
function bundleKey(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.parse(fs.readFileSync(editorPackageFile(siteDir), 'utf8')).version as string);
  for (const file of sources()) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const cacheDir = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/editor');

/**
 * The static folder the bundle is written to: `admin.html`, the page, served at /admin as every
 * page of the site is (a file named after its path), and `admin/`, its files.
 */
export function editorStaticDir(siteDir: string): string {
  return path.join(cacheDir(siteDir), 'static');
}

/**
 * For the development server only, which serves a folder's `index.html` at its path but not
 * `admin.html` at /admin: the same page as `admin/index.html`. Not in a build, whose only folder
 * pages are the redirects' (the hosting rules answer /admin/ with a 301 to /admin).
 */
export function editorDevelopmentDir(siteDir: string): string {
  return path.join(cacheDir(siteDir), 'development');
}

/** Beside the static folder, not in it: the build publishes everything in it. */
const keyFile = (siteDir: string) => path.join(cacheDir(siteDir), 'bundle-key');

/** Whether the folder holds the bundle of this key. */
function isCurrent(siteDir: string, key: string): boolean {
  try {
    return fs.readFileSync(keyFile(siteDir), 'utf8') === key;
  } catch {
    return false;
  }
}

/** Makes the bundle in `dir` unless it is there already; returns whether it made it. */
export async function ensureEditorBundle(siteDir: string): Promise<boolean> {
  const dir = editorStaticDir(siteDir);
  const key = bundleKey(siteDir);
  if (isCurrent(siteDir, key)) return false;
  const outDir = path.join(dir, editorPath.slice(1));
  fs.rmSync(cacheDir(siteDir), {recursive: true, force: true});
  const {rspack} = await import('@rspack/core');
  const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) => {
    rspack(
      {
        mode: 'production',
        context: __dirname,
        entry: {editor: './client/admin.ts'},
        target: 'web',
        // An ES module: `import.meta.url` stays the script's address in the browser, where a
        // classic script's bundle would have it replaced by the build machine's path to the file.
        experiments: {outputModule: true},
        output: {
          module: true,
          path: outDir,
          publicPath: `${editorPath}/`,
          filename: '[name].[contenthash:12].js',
          chunkFilename: 'chunks/[contenthash:16].js',
          assetModuleFilename: 'files/[name].[contenthash:12][ext]',
        },
        resolve: {extensions: ['.ts', '.js', '.mjs', '.json']},
        module: {
          rules: [
            {
              // Its fonts from the site only, not from a font CDN too (./loader.cjs).
              test: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/,
              loader: path.join(__dirname, 'loader.cjs'),
            },
            {
              test: /\.ts$/,
              exclude: /node_modules/,
              loader: 'builtin:swc-loader',
              options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
              type: 'javascript/auto',
            },
          ],
          // The editor's language files and code highlighters are loaded on demand by paths it
          // builds at run time; what the bundler cannot follow it leaves as it is (never used
          // with the English interface).
          parser: {javascript: {exprContextCritical: false, importMeta: false}},
        },
        // The editor's package is minified already: minifying it again takes minutes.
        optimization: {minimize: false},
        performance: {hints: false},
        devtool: false,
        infrastructureLogging: {level: 'error'},
      },
      (error, result) =>
        error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
    );
  });
  if (stats.hasErrors()) {
    throw new Error(`[editor] The bundle of /admin failed:\n${stats.toString('errors-only')}`);
  }
  const entry = stats
    .toJson({assets: true, entrypoints: true})
    .entrypoints?.editor?.assets?.map((asset) => asset.name)
    .find((name) => name.endsWith('.js'));
  if (!entry) throw new Error('[editor] The bundle of /admin has no script');
  const {editorPage} = await import('./page');
  const page = editorPage(`${editorPath}/${entry}`);
  fs.writeFileSync(path.join(dir, `${editorPath.slice(1)}.html`), page);
  const development = path.join(editorDevelopmentDir(siteDir), editorPath.slice(1));
  fs.mkdirSync(development, {recursive: true});
  fs.writeFileSync(path.join(development, 'index.html'), page);
  fs.writeFileSync(keyFile(siteDir), key);
  return true;
}
