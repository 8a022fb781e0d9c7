/**
 * The weight budgets of the site, in bytes after gzip (level 9), as a visitor's browser receives the
 * files from a compressing host. One place for every figure: the crawl (tests/crawl/, which weighs
 * every page at its phone and laptop widths, 390 and 1280 px) and `bundles.test.mjs` enforce them
 * on the production build, and `npm run bench` reports against them. Bytes are deterministic, so
 * a change that goes over a budget fails the tests every time, not now and then.
 */

/** Lighthouse's mobile viewport, at which the benchmark weighs pages. */
export const mobileViewport = {width: 412, height: 823};
/** A laptop: more of the navigation is in view, so more linked pages are prefetched. */
export const desktopViewport = {width: 1280, height: 800};

export const budgets = {
  // Everything the home page loads on a phone: main.js, the runtime, the shared `site` chunk, the
  // page's own chunk and Docusaurus's prefetches of the pages it links to in view. Its weight on
  // React plus 2 KB (147.3 KB in the test build). Preact (the `preact` switch, off) would save
  // 58.6 KB here and blocks the main thread longer on every page kind (bench/README.md, "A lighter
  // runtime"). The build with every workaround off (`npm run test:full`) is not held to it.
  homeJs: 149_500,
  // The same on a laptop, where the navbar's links are in view and their pages are prefetched too.
  homeJsDesktop: 149_500,
  // main.js alone: React, the router and the theme's layout, loaded by every page, plus 2 KB
  // (119.8 KB in the test build).
  // Guards the shared bundle against a dependency creeping in (Prism did, through a theme client
  // module).
  mainJs: 122_000,
  // Any other page may load at most this much more JavaScript than the home page (the blog's
  // chunk and a post's table of contents); pages with code too, whose blocks are highlighted at
  // build time (no page loads a highlighter). In bytes, not a share of the home page's weight:
  // what the other pages add does not grow with the runtime.
  otherPagesOverHome: 14_000,
  // The one stylesheet every page loads (Infima and the site's styles).
  css: 25_000,
  // A page's HTML document.
  html: 20_000,
  // The images a page fetches on a phone (390 to 412 px wide, 1x) before the reader scrolls, in bytes as
  // sent (images are not compressed again): the image pipeline (src/plugins/images) serves AVIF at
  // the width the layout draws, and every image below the first screen loads lazily. A detailed
  // photograph at 640 px in AVIF is 30 to 60 KB; this leaves room for one such main image, the
  // logo and the portrait, and fails a page that loads a full-size JPEG or several images at once.
  imagesFirstScreen: 100_000,
  // llms-full.txt, the text of every indexable page in one file (bytes as served before
  // compression: an assistant reads all of it). At about four bytes a token, 400 KB is some 100,000
  // tokens, what a large context window holds with room for the question; past it, the file
  // should list fewer pages rather than be cut off by its reader.
  llmsFull: 400_000,
  // How much main.js and the runtime together may grow when the blog gains 100 posts
  // (tests/perf/scale.test.mjs). No route, chunk name or chunk file of the blog is in them any
  // more (src/plugins/routeShards); what remains is the bundler's module and chunk ids, which get
  // a digit longer once a build has several thousand modules. Without the route shards, the same
  // posts add about 16 KB (npm run bench -- --only=scale).
  entryGrowthWithPosts: 1_024,
  // A visitor's first search (tests/perf/search.test.mjs): everything fetched from the moment the
  // pointer reaches the header's search control until the first results show, for a typical query
  // (the newest post's title). Measured 151 KB in the test build: Pagefind's WebAssembly (60 KB,
  // gzip inside), the index chunks of the query's words (two of about 30 KB), its script and
  // worker (13 and 12 KB), the dialog's chunk (3 KB), the metadata and the results' fragments.
  // None of it loads with a page. The ceiling leaves room for the index to grow with the site:
  // with 1,000 generated posts the same search loads 223 KB (`npm run bench -- --only=search`),
  // mostly larger index chunks, so a site that size needs this figure raised, knowingly.
  firstSearch: 200_000,
  // What measuring visits adds to the home page's JavaScript on a phone (src/plugins/measurement),
  // all of it after the first paint. With analytics off (the default): the attribution of
  // bookings that every page runs, and the marks the analytics would read (the page's kind).
  // With a provider on (src/data/analytics.ts): that too, plus the analytics chunk loaded when
  // the browser is idle: the provider's tracker, Google's web-vitals and the events. The aim was
  // 1 KB and 5 KB; the two libraries the analytics must use weigh 6 KB between them (Plausible's
  // official tracker 2.7 KB, web-vitals 3.3 KB), so the ceiling is what the lightest code around
  // them costs, with Plausible, the heavier provider, and a little room. The `Booking Confirmed`
  // event (its properties and the once-per-booking fingerprint) raised it by 0.4 KB: measured
  // 8.1 KB over off with Plausible.
  // `npm run bench -- --only=measurement` weighs both against the same site built without
  // measuring; the perf stage (tests/perf/measurement.test.mjs) weighs each analytics build against
  // the build with analytics off, which may differ by the difference of the two.
  measurementOff: 1_100,
  measurementOn: 9_400,
};
