/**
 * What the compilation tests run in Node (./inNode.ts), where the MDX compiler (ES modules only)
 * loads: the MDX files of a fixture site, each compiled as a build compiles a page of
 * src/content/, by the bundler rule of the content plugin: Docusaurus's MDX loader, with the remark
 * and rehype plugins docusaurus.config.ts gives the plugin.
 */
import path from 'node:path';
import fs from 'node:fs';
import {stripVTControlCharacters} from 'node:util';

import contentPlugin from '../../../plugins/content';
import {contentPluginOptions, fixtureContext} from '../../__tests__/siteContext';

interface LoaderRule {
  include: string[];
  use: {loader: string; options: unknown}[];
}

export interface Compiled {
  /** Whether the content plugin's rule applies to the file, as the bundler would match it. */
  included: boolean;
  /** The compiled module, or the loader's error message as the build prints it. */
  code?: string;
  error?: string;
}

/** Compiles `files` (relative to `siteDir`), with `pages` the paths a link may lead to. */
export async function compile({
  siteDir,
  files,
  pages,
}: {
  siteDir: string;
  files: string[];
  pages: string[];
}): Promise<Record<string, Compiled>> {
  const options = contentPluginOptions();
  const plugin = await contentPlugin(fixtureContext(siteDir), options);
  // What the content plugin sets once it has built the content model, through the channel the
  // config shares between it and the MDX check.
  options.knownPaths.set({pages: new Set(pages), staticDirs: [path.join(siteDir, 'static')]});
  const webpack = plugin.configureWebpack!({} as never, false, {} as never, undefined as never);
  const [rule] = (webpack as {module: {rules: LoaderRule[]}}).module.rules;
  const [{loader, options: loaderOptions}] = rule!.use;
  const {default: mdxLoader} = (await import(loader)) as {
    default: (this: unknown, source: string) => void;
  };

  const results: Record<string, Compiled> = {};
  for (const file of files) {
    const resourcePath = path.join(siteDir, file);
    // The part of a bundler's loader context that the MDX loader uses.
    results[file] = await new Promise<Compiled>((resolve) => {
      const included = rule!.include.some((prefix) => resourcePath.startsWith(prefix));
      mdxLoader.call(
        {
          _compiler: {name: 'client'},
          resource: resourcePath,
          resourcePath,
          getOptions: () => loaderOptions,
          addDependency: () => {},
          async: () => (error: Error | null, code?: string) =>
            resolve(
              error ? {included, error: stripVTControlCharacters(error.message)} : {included, code},
            ),
        },
        fs.readFileSync(resourcePath, 'utf8'),
      );
    });
  }
  return results;
}
