/** Types of ./postExports.cjs, for its tests. */
interface LoaderContext {
  getOptions(): {siteDir: string; blogDir: string; cards: string; related: string};
  resourcePath: string;
  resourceQuery: string;
  callback(error: Error | null, source?: string, map?: unknown): void;
}
declare function postExports(this: LoaderContext, source: string, map?: unknown): void;
export = postExports;
