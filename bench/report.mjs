/**
 * The benchmark's report: Markdown tables of the results (printed, and written to
 * bench/results/latest.md) and the results themselves (bench/results/latest.json). Both files are
 * formatted with the project's Prettier settings, so `prettier --check` passes on them.
 * Units: seconds, MiB (2^20 bytes) for memory, KiB (2^10 bytes) for file sizes, milliseconds for
 * Lighthouse timings.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import * as prettier from 'prettier';

const kib = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');
const mib = (bytes) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(0) : '–');
const fixed = (digits) => (value) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const seconds = fixed(1);
const times = (value) => (Number.isFinite(value) ? `×${value.toFixed(2)}` : '–');

function table(header, rows) {
  const line = (cells) =>
    `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const siteLabel = {site: 'ours', baseline: 'baseline (classic template)'};

function buildsSection(builds) {
  const rows = [];
  for (const site of ['site', 'baseline']) {
    for (const bundler of ['rspack', 'webpack']) {
      const entry = builds[site]?.[bundler];
      if (!entry) continue;
      rows.push([
        siteLabel[site],
        bundler,
        seconds(entry.median.seconds),
        entry.runs.map((run) => seconds(run.seconds)).join(', '),
        seconds(entry.median.cpuSeconds),
        entry.runs.map((run) => fixed(1)(run.load)).join(', '),
        mib(entry.median.peakTreeRss),
        mib(entry.median.maxRss),
        entry.median.pages ?? '–',
      ]);
    }
  }
  const ratios = ['rspack', 'webpack'].map((bundler) => {
    const r = builds.ratios?.[bundler] ?? {};
    return [bundler, times(r.seconds), times(r.cpuSeconds), times(r.peakTreeRss), times(r.maxRss)];
  });
  const speedup = ['site', 'baseline'].map((site) => [
    siteLabel[site],
    times(builds.webpackOverRspack?.[site]?.seconds),
    times(builds.webpackOverRspack?.[site]?.cpuSeconds),
    times(builds.webpackOverRspack?.[site]?.peakTreeRss),
  ]);
  return [
    `## Cold production builds (median of ${builds.runs})`,
    'Each build starts without `build/`, `.docusaurus/` and `node_modules/.cache/` (bundler and social-image caches). Time: wall clock of the whole `docusaurus build` process. CPU time: user + system time of all its processes (less sensitive than the wall clock to other work on the machine). Load at start: the 1-minute load average of the machine as each run started. Peak memory, all processes: highest sum of the resident memory of the build’s processes, polled every 100 ms. Max RSS, one process: the largest resident memory of any single process (`/usr/bin/time -v`).',
    table(
      [
        'Site',
        'Bundler',
        'Median time (s)',
        'Runs (s)',
        'Median CPU time (s)',
        'Load at start',
        'Peak memory, all processes (MiB)',
        'Max RSS, one process (MiB)',
        'HTML pages',
      ],
      rows,
    ),
    '### Ours / baseline',
    table(
      ['Bundler', 'Time', 'CPU time', 'Peak memory, all processes', 'Max RSS, one process'],
      ratios,
    ),
    '### webpack / Rspack',
    table(['Site', 'Time', 'CPU time', 'Peak memory, all processes'], speedup),
  ];
}

function weightsSection(weights) {
  const rows = weights.pages.map((page) => [
    page.site === 'baseline' ? `baseline: ${page.type}` : page.type,
    page.path,
    ...['html', 'css', 'js'].flatMap((kind) => [
      kib(page[kind].raw),
      kib(page[kind].gzip),
      kib(page[kind].brotli),
    ]),
    page.js.files.length,
  ]);
  return [
    '## Page weight (KiB)',
    `Every HTML, CSS and JavaScript file the page fetches in Chromium at ${weights.viewport.width}×${weights.viewport.height} (prefetches of linked routes included), from the Rspack build; gzip level 9, brotli quality 11.`,
    table(
      [
        'Page',
        'Path',
        'HTML raw',
        'HTML gzip',
        'HTML br',
        'CSS raw',
        'CSS gzip',
        'CSS br',
        'JS raw',
        'JS gzip',
        'JS br',
        'JS files',
      ],
      rows,
    ),
  ];
}

/**
 * The site's weights against tests/perf/budgets.mjs (gzip bytes): the home page's JavaScript,
 * main.js, and the largest CSS and HTML of the page types. The crawl (`npm run test:crawl`)
 * enforces them on every page; this is the benchmark's view of the same figures.
 */
export function budgetRows(weights, budgets) {
  const site = weights.pages.filter((page) => page.site === 'site');
  const home = site.find((page) => page.path === '/');
  const main = home?.js.files.find((file) => /(^|\/)main\.[0-9a-f]+\.js$/.test(file.path));
  const largest = (kind) => {
    const page = site.reduce((a, b) => (b[kind].gzip > (a?.[kind].gzip ?? -1) ? b : a), null);
    return page && {value: page[kind].gzip, where: page.type};
  };
  const css = largest('css');
  const html = largest('html');
  const rows = [
    ['JavaScript of the home page (phone)', home && {value: home.js.gzip}, budgets.homeJs],
    ['main.js', main && {value: main.gzip}, budgets.mainJs],
    [`CSS, largest page`, css, budgets.css],
    [`HTML, largest page`, html, budgets.html],
  ];
  return rows
    .filter(([, measured, budget]) => measured && Number.isFinite(budget))
    .map(([what, measured, budget]) => ({
      what: measured.where ? `${what} (${measured.where})` : what,
      gzip: measured.value,
      budget,
      within: measured.value <= budget,
    }));
}

function budgetSection(rows) {
  return [
    '### Against the budgets (tests/perf/budgets.mjs, gzip)',
    table(
      ['What', 'Measured (KiB)', 'Budget (KiB)', 'Within'],
      rows.map((row) => [row.what, kib(row.gzip), kib(row.budget), row.within ? 'yes' : 'NO']),
    ),
  ];
}

function lighthouseSection(lighthouse) {
  const sections = [];
  for (const preset of ['mobile', 'desktop']) {
    const rows = lighthouse.pages.map((page) => {
      const m = page[preset]?.median;
      const label = page.site === 'baseline' ? `baseline: ${page.type}` : page.type;
      if (!m) {
        return [label, ...Array(9).fill('–'), page[preset]?.failedRuns ?? 0];
      }
      return [
        label,
        fixed(0)(m.performance),
        fixed(0)(m.accessibility),
        fixed(0)(m['best-practices']),
        fixed(0)(m.seo),
        fixed(0)(m.lcp),
        fixed(0)(m.tbt),
        fixed(3)(m.cls),
        fixed(0)(m.fcp),
        fixed(0)(m.benchmarkIndex),
        page[preset].failedRuns,
      ];
    });
    sections.push(
      `## Lighthouse ${lighthouse.version}, ${preset}${preset === 'desktop' ? ' (`--preset=desktop`)' : ' (default config)'}, median of ${lighthouse.runs}`,
      table(
        [
          'Page',
          'Performance',
          'Accessibility',
          'Best practices',
          'SEO',
          'LCP (ms)',
          'TBT (ms)',
          'CLS',
          'FCP (ms)',
          'Benchmark index',
          'Failed runs',
        ],
        rows,
      ),
    );
  }
  const indexes = lighthouse.pages.flatMap((page) =>
    ['mobile', 'desktop'].flatMap((preset) =>
      page[preset].runs.map((run) => run.benchmarkIndex).filter(Number.isFinite),
    ),
  );
  const range = indexes.length
    ? ` Benchmark index: Lighthouse's estimate of the CPU speed during the run (higher is faster; it ranged from ${Math.min(...indexes)} to ${Math.max(...indexes)} over all runs), to tell the runs the machine was busy in.`
    : '';
  return [
    ...sections,
    `Served by nginx with brotli and gzip on loopback (the site with its generated server block; the template with the same compression settings). A first run, not counted, warms the machine up; a run Lighthouse could not record is tried once more (\`retriedAfter\` in the JSON).${range}`,
  ];
}

function scaleSection(scale) {
  const rows = scale.map((row) => [
    row.posts === 0 ? '0 (the real site)' : row.posts,
    row.pages,
    seconds(row.seconds),
    seconds(row.cpuSeconds),
    mib(row.peakTreeRss),
    mib(row.maxRss),
    kib(row.homeJsGzip),
    kib(row.mainJsGzip),
    kib(row.runtimeMainJsGzip),
  ]);
  return [
    '## Scale: generated blog posts (one cold Rspack build each)',
    table(
      [
        'Generated posts',
        'HTML pages',
        'Build time (s)',
        'CPU time (s)',
        'Peak memory, all processes (MiB)',
        'Max RSS, one process (MiB)',
        'Home JS gzip (KiB)',
        'main.js gzip (KiB)',
        'runtime~main.js gzip (KiB)',
      ],
      scale.length > 0 ? rows : [],
    ),
  ];
}

function searchSection(search) {
  const rows = search.map((row) => [
    row.posts === 0 ? '0 (the real site)' : row.posts,
    row.indexedPages ?? '–',
    seconds(row.buildSeconds),
    fixed(2)(row.indexSeconds),
    kib(row.indexBytes),
    row.indexFiles,
    `“${row.query}”`,
    kib(row.firstSearchBytes),
    row.firstSearchFiles,
    `${row.firstResultMs} (${row.firstResultRuns.join(', ')})`,
  ]);
  return [
    '## Search: the index and a first search (Pagefind)',
    'One cold Rspack build each. Indexing: the search index step of the content plugin’s after-build (its log line times each step; they run one after the other). Index: the files of build/pagefind (Pagefind compresses them itself). First search on the mobile profile (412 px, 4× slower CPU, 150 ms and 1.6 Mbit/s): every file fetched from the moment the pointer reaches the search control until the first results show (text files gzip, Pagefind’s files as they are), and the time from the click to the first result shown, median of 3 (each run).',
    table(
      [
        'Generated posts',
        'Pages indexed',
        'Build time (s)',
        'Indexing (s)',
        'Index (KiB)',
        'Index files',
        'Query',
        'First search (KiB)',
        'Files',
        'First result (ms)',
      ],
      rows,
    ),
  ];
}

function internalsSection(internals) {
  const ms = fixed(0);
  /** A median and the spread of its rounds: "92 (91–94)". */
  const withSpread = (format, value, spread) =>
    `${format(value)}${spread && spread[0] !== spread[1] ? ` (${format(spread[0])}–${format(spread[1])})` : ''}`;
  /** The longest task: "< 50" when Lighthouse listed none (it lists those of 50 ms and more). */
  const longest = (value) => (value === 0 ? '< 50' : ms(value));
  const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(1) : '–');
  const sizeRows = internals.variants.map((variant) => [
    variant.name,
    kb(variant.shipped?.homeJsPhone),
    kb(variant.shipped?.homeJsLaptop),
    kb(variant.shipped?.mainJs),
    kb(variant.shipped?.runtimeJs),
    kb(variant.withPosts?.homeJsPhone),
    kb(variant.withPosts?.homeJsLaptop),
    kb(variant.withPosts?.mainJs),
  ]);
  const pageRows = (internals.pageTypes ?? []).flatMap(({type}) =>
    internals.variants.map((variant) => {
      const page = variant.pages?.[type] ?? {};
      return [
        type,
        variant.name,
        kb(page.loadJs),
        kb(page.navigationJs),
        withSpread(fixed(0), page.score, page.scoreSpread),
        ms(page.lcp),
        withSpread(ms, page.tbt, page.tbtSpread),
        longest(page.longestTask),
        withSpread(fixed(0), page.scoreApplied, page.scoreAppliedSpread),
        withSpread(ms, page.tbtApplied, page.tbtAppliedSpread),
        longest(page.longestTaskApplied),
        ms(page.lcpApplied),
        ms(page.lcpNoScripts),
        fixed(2)(page.lcpOverNoScripts),
        ms(page.scriptToMenu),
        ms(page.wallToMenu),
      ];
    }),
  );
  const verdicts = internals.variants
    .filter((variant) => variant.flipped)
    .map((variant) => {
      const pays = variant.pays?.length > 0 && !(variant.costs?.length > 0);
      const state = variant.turnsOn ? 'off' : 'on';
      const outcome = variant.turnsOn
        ? pays
          ? 'would pay: turn it on'
          : 'stays off'
        : pays
          ? 'stays on'
          : 'goes: turn it off';
      return `- **${variant.flipped}** (ships ${state}): ${outcome}. ${
        variant.pays?.length ? `Pays: ${variant.pays.join('; ')}.` : 'Does not pay.'
      }${variant.costs?.length ? ` Costs: ${variant.costs.join('; ')}.` : ' Costs nothing beyond the spread.'}`;
    });
  const {thresholds} = internals;
  const indexes = internals.variants.flatMap((variant) =>
    Object.values(variant.pages ?? {})
      .map((page) => page.benchmarkIndex)
      .filter(Number.isFinite),
  );
  const machine =
    indexes.length > 0
      ? ` Lighthouse's benchmark index of this machine (its speed, which the simulation scales by; higher is faster): ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.`
      : '';
  return [
    '## Docusaurus workarounds: the site as shipped, and with each switched the other way (src/plugins/internals.ts)',
    table(
      [
        'Build',
        'Home JS phone (KB)',
        'Home JS laptop (KB)',
        'main.js (KB)',
        'runtime (KB)',
        `Home JS phone, +${internals.posts} posts (KB)`,
        `Home JS laptop, +${internals.posts} posts (KB)`,
        `main.js, +${internals.posts} posts (KB)`,
      ],
      sizeRows,
    ),
    'Sizes gzip, in KB (1,000 bytes).',
    ...(pageRows.length > 0
      ? [
          table(
            [
              'Page type',
              'Build',
              'JS on load (KB)',
              'JS after a navigation (KB)',
              'Mobile score',
              'LCP simulated (ms)',
              'TBT (ms)',
              'Longest task (ms)',
              'Score applied',
              'TBT applied (ms)',
              'Longest task applied (ms)',
              'LCP applied (ms)',
              'LCP applied, no scripts (ms)',
              'LCP applied / no scripts',
              'Script to menu tap, CPU ×4 (ms)',
              'Wall to menu tap (ms)',
            ],
            pageRows,
          ),
          `JS gzip on a phone: what opening the page loads, and what going to it from the home page (for the home page, from the next page type) loads once that page has loaded. Lighthouse mobile, medians of ${internals.runs} round(s), served by nginx with each build's own server block, with the lowest and highest of the rounds in brackets where they differ: simulated throttling (the score, LCP, TBT, the longest task of the main thread) and applied throttling (the score, TBT, the longest task, and LCP against the page of the build as shipped with every script removed); a longest task "< 50" is one Lighthouse did not list (it lists those of 50 ms and more).${machine} Script to menu tap: the main thread's script time (Chromium's count) with the CPU slowed four times, from main.js's arrival to the mobile menu open after a tap sent once the page has hydrated, and the wall time of the same span (bench/runtime.mjs); medians of ${internals.runs} round(s).`,
        ]
      : []),
    `What each workaround buys and costs, with it against without it. A workaround pays when a budget fails without it (Lighthouse mobile 100, LCP within 5 % of the page without scripts, the home page's JavaScript budget) or it buys at least ${thresholds.homeJs / 1000} KB of the home page's JavaScript, ${thresholds.lcpShare * 100} % of LCP or ${thresholds.tbt} ms of TBT on some page type; it stays when it pays and costs nothing, no Lighthouse point and no blocking time on any page type, simulated or applied, beyond the spread of the rounds:`,
    verdicts.join('\n'),
  ];
}

function measurementSection(measurement) {
  const ms = fixed(0);
  const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(2) : '–');
  const rows = measurement.variants.map((variant) => [
    variant.name,
    kb(variant.homeJsPhone),
    `+${kb(variant.added)}`,
    variant.budget === null ? '' : `+${kb(variant.budget)}`,
    variant.withinBudget === null ? '' : variant.withinBudget ? 'yes' : '**no**',
    fixed(0)(variant.lighthouse?.mobile?.performance),
    ms(variant.lighthouse?.mobile?.tbt),
    ms(variant.lighthouse?.mobile?.lcp),
    fixed(0)(variant.lighthouse?.desktop?.performance),
  ]);
  return [
    '## Measuring visits: attribution and analytics (src/plugins/measurement)',
    table(
      [
        'Build',
        'Home JS phone (KB)',
        'Added (KB)',
        'Budget (KB)',
        'Within',
        'Mobile performance',
        'Mobile TBT (ms)',
        'Mobile LCP (ms)',
        'Desktop performance',
      ],
      rows,
    ),
    `Sizes gzip, in KB of 1,000 bytes as tests/perf/budgets.mjs counts them, with the analytics at work (the home page served under a host name, the endpoint answered by the local collector). Added: over the build without measuring. Lighthouse on the home page, medians of ${measurement.runs} run(s) each, served by nginx with the build's own server block.`,
  ];
}

function loadSection(load) {
  const rows = load.rows.map((row) => [
    row.serving,
    row.mix,
    fixed(0)(row.rps),
    fixed(1)(row.p50),
    fixed(1)(row.p99),
    fixed(1)(row.kbPerRequest),
    row.errors,
  ]);
  const kept = Object.entries(load.kept).map(
    ([serving, share]) =>
      `- ${serving}: the mix with main.js keeps ${(share * 100).toFixed(0)} % of the pages' rate (median of each round's)${
        serving === 'precompressed'
          ? share >= load.keptShareBudget
            ? ` (at least ${load.keptShareBudget * 100} %: holds)`
            : ` (**under ${load.keptShareBudget * 100} %**)`
          : ''
      }`,
  );
  const {connections, seconds, threads} = load.shape;
  return [
    '## The server under load: compressed once or per request (bench/load.mjs)',
    table(['Serving', 'Mix', 'Requests/s', 'p50 (ms)', 'p99 (ms)', 'KB/request', 'Failed'], rows),
    `nginx with the generated server block (one worker), wrk with ${connections} connections for ${seconds} s (${threads} thread) asking for brotli or gzip; medians of ${load.runs} round(s). Precompressed: the build's .br and .gz files sent as they are; on the fly: the same block with brotli_static and gzip_static off.`,
    kept.join('\n'),
  ];
}

/** The whole report as Markdown (unformatted). */
function markdownReport(results) {
  const {meta} = results;
  const parts = [
    '# Benchmark',
    [
      `- Date: ${meta.startedAt}; the whole run took ${(meta.durationSeconds / 60).toFixed(1)} min`,
      `- Machine: ${meta.cpus} × ${meta.cpuModel}, ${mib(meta.memory)} MiB, ${meta.platform}; Node ${meta.node}`,
      `- Project: commit ${meta.commit ?? 'unknown'}${meta.dirty ? ' with uncommitted changes' : ''}; Docusaurus ${meta.docusaurus}, baseline template create-docusaurus ${meta.template}`,
      `- Browser: ${meta.chromium}`,
      `- Steps: ${meta.options.only
        .map((step) => {
          const spent = meta.stepSeconds?.[step];
          return Number.isFinite(spent) ? `${step} (${(spent / 60).toFixed(1)} min)` : step;
        })
        .join(', ')}; runs: ${meta.options.runs}`,
    ].join('\n'),
  ];
  if (results.builds) parts.push(...buildsSection(results.builds));
  if (results.weights) parts.push(...weightsSection(results.weights));
  if (results.budgets?.length) parts.push(...budgetSection(results.budgets));
  if (results.lighthouse) parts.push(...lighthouseSection(results.lighthouse));
  if (results.scale) parts.push(...scaleSection(results.scale));
  if (results.search) parts.push(...searchSection(results.search));
  if (results.internals) parts.push(...internalsSection(results.internals));
  if (results.measurement) parts.push(...measurementSection(results.measurement));
  if (results.load) parts.push(...loadSection(results.load));
  if (results.errors?.length) {
    parts.push('## Errors', results.errors.map((error) => `- ${error}`).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

async function format(text, file) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, {...options, filepath: file});
}

/** Writes latest.md and latest.json to `folder`; returns the formatted Markdown. */
export async function writeReport(folder, results) {
  await fs.mkdir(folder, {recursive: true});
  const mdFile = path.join(folder, 'latest.md');
  const jsonFile = path.join(folder, 'latest.json');
  const markdown = await format(markdownReport(results), mdFile);
  await fs.writeFile(mdFile, markdown);
  await fs.writeFile(jsonFile, await format(JSON.stringify(results), jsonFile));
  return markdown;
}
