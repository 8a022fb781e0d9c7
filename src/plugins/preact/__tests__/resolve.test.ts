/**
 * The replacement of Docusaurus's ClientLifecyclesDispatcher (../ClientLifecyclesDispatcher.tsx)
 * as the client build resolves it: with Rspack's own resolver, the plugin's aliases and the resolve
 * options of Docusaurus's base configuration that decide where a path leads (`symlinks`, `modules`,
 * the extensions), in the checkout and in a copy of the project made as the tests make theirs
 * (scripts/site-copy.mjs).
 *
 * The alias matches the resolved path of Docusaurus's file. An import of that file from the
 * replacement resolves to that very path wherever node_modules holds real folders, so the alias
 * sent it back to the replacement, which then re-exported itself: every page of the checkout's
 * build crashed ("Maximum call stack size exceeded"), while copies whose node_modules linked each
 * package reached the file by the linked path, missed the alias, and worked.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import ts from 'typescript';
import type {Configuration} from 'webpack';
import preactPlugin from '../index';

const projectDir = path.resolve(__dirname, '../../../..');
const replacementIn = (siteDir: string) =>
  path.join(siteDir, 'src/plugins/preact/ClientLifecyclesDispatcher.tsx');
const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
const clientDir = path.join(coreDir, 'lib/client');

/** The plugin's aliases of the client's production build, for a site whose plugin is at `siteDir`. */
function clientAliases(siteDir: string): Record<string, string> {
  const configure = preactPlugin().configureWebpack as unknown as (
    config: Configuration,
    isServer: boolean,
  ) => Configuration;
  const aliases = configure({mode: 'production'}, false).resolve?.alias as Record<string, string>;
  // The copy's plugin names its own files: its folder in place of the project's.
  return Object.fromEntries(
    Object.entries(aliases).map(([key, value]) => [
      key,
      value.startsWith(`${projectDir}${path.sep}`)
        ? path.join(siteDir, path.relative(projectDir, value))
        : value,
    ]),
  );
}

/** Files Docusaurus generates before it bundles (`@generated/…`), as a build would have them. */
const generatedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
fs.writeFileSync(path.join(generatedDir, 'client-modules.js'), 'export default [];\n');

/** Resolves `request` from the folder `from` as the client build of `siteDir` does. */
function resolver(siteDir: string): (from: string, request: string) => string {
  const compiler = rspack({
    context: siteDir,
    mode: 'production',
    // A browser build; the target's browsers (package.json) change the code, not where paths lead.
    target: 'web',
    entry: {},
    resolve: {
      // Those of @docusaurus/core/lib/webpack/base.js.
      extensions: ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'],
      symlinks: true,
      modules: [
        path.join(coreDir, 'node_modules'),
        'node_modules',
        path.join(siteDir, 'node_modules'),
      ],
      alias: {'@generated': generatedDir, ...clientAliases(siteDir)},
    },
  });
  const resolve = compiler.resolverFactory.get('normal', {dependencyType: 'esm'});
  return (from, request) => {
    const found = resolve.resolveSync({}, from, request);
    if (typeof found !== 'string') throw new Error(`${request} from ${from} does not resolve`);
    return found;
  };
}

/** What a module imports once its types are gone (imports of types only are erased). */
function runtimeImports(file: string): string[] {
  const {outputText} = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  return ts.preProcessFile(outputText, true, true).importedFiles.map((each) => each.fileName);
}

/** A copy of the project, made by scripts/site-copy.mjs as the test stages make theirs. */
function copyOfProject(): string {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      "import {copySite, makeCopyDir} from './scripts/site-copy.mjs'; process.stdout.write(await copySite(await makeCopyDir('resolve-test'), {git: false}));",
    ],
    {cwd: projectDir, encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(`The copy failed: ${result.stderr}`);
  return result.stdout;
}

let copyDir: string;
beforeAll(() => {
  copyDir = copyOfProject();
});
afterAll(() => {
  fs.rmSync(copyDir, {recursive: true, force: true});
  fs.rmSync(generatedDir, {recursive: true, force: true});
});

const sites = () => [
  ['the checkout', projectDir],
  ['a copy', copyDir],
];

describe('the replacement of ClientLifecyclesDispatcher, resolved by the bundler', () => {
  it('imports nothing that leads back to itself, in the checkout and in a copy', () => {
    for (const [, siteDir] of sites()) {
      const replacement = replacementIn(siteDir);
      const resolve = resolver(siteDir);
      const imports = runtimeImports(replacement);
      expect(imports.length).toBeGreaterThan(0);
      const resolved = imports.map((request) => resolve(path.dirname(replacement), request));
      expect(resolved).not.toContain(replacement);
      expect(resolved).not.toContain(path.join(clientDir, 'ClientLifecyclesDispatcher.js'));
    }
  });

  it('is what Docusaurus’s own importer reaches, in the checkout and in a copy', () => {
    for (const [, siteDir] of sites()) {
      expect(resolver(siteDir)(clientDir, './ClientLifecyclesDispatcher')).toBe(
        replacementIn(siteDir),
      );
    }
  });

  it('resolves in a copy exactly as in the checkout', () => {
    const inCheckout = resolver(projectDir);
    const inCopy = resolver(copyDir);
    const requests = [
      ...runtimeImports(replacementIn(projectDir)).map((request) => [
        'src/plugins/preact',
        request,
      ]),
      ['src/plugins/preact', '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js'],
      ['src/theme', 'react'],
      ['src/theme', 'react-dom/client'],
      ['src/theme', '@docusaurus/theme-common'],
    ];
    for (const [folder, request] of requests) {
      const fromCopy = inCopy(path.join(copyDir, folder), request);
      const asInCheckout = fromCopy.startsWith(`${copyDir}${path.sep}`)
        ? path.join(projectDir, path.relative(copyDir, fromCopy))
        : fromCopy;
      expect([request, asInCheckout]).toEqual([
        request,
        inCheckout(path.join(projectDir, folder), request),
      ]);
    }
  });
});
