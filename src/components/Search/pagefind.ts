/**
 * Pagefind's browser API, loaded from the index the build wrote (build/pagefind/pagefind.js, see
 * src/plugins/search). The bundler must not resolve that import: the file does not exist until
 * after the build, and it is the index's own code, served beside its files.
 */
import {searchIndexFolder} from '@site/src/lib/search';

/** What a result's page says about itself (src/lib/search: searchBodyAttributes). */
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  /** The page's text, and the positions of the matched words in it, counted at white space. */
  readonly content: string;
  readonly locations: readonly number[];
  readonly meta: Readonly<Record<string, string | undefined>>;
}

interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindResultData>;
}

interface PagefindSearch {
  readonly results: readonly PagefindResult[];
}

export interface Pagefind {
  options(options: {readonly excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<PagefindSearch | null>;
}

/**
 * The development server has no index of its own (a production build writes it): it serves the
 * last build's, and this says there is none yet.
 */
export class SearchIndexMissing extends Error {
  constructor() {
    super('No search index: a production build writes it (npm run build)');
    this.name = 'SearchIndexMissing';
  }
}

let loading: Promise<Pagefind> | undefined;

/** Loads and starts Pagefind once (its script, then its WebAssembly and metadata). */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${baseUrl}${searchIndexFolder}/pagefind.js`;
    // The development server answers a file it does not have with the page: ask before importing,
    // so the dialog can say what to do instead of the console reporting a page as a script.
    if (process.env.NODE_ENV === 'development') {
      const response = await fetch(url, {cache: 'no-store'});
      // Read to the end, so that the request is not reported as cut off.
      await response.text();
      if (!/javascript/.test(response.headers.get('content-type') ?? '')) {
        throw new SearchIndexMissing();
      }
    }
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options({excerptLength: 24});
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, a deploy in progress) is tried again on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
