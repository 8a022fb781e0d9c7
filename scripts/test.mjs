/**
 * `npm test`: every check of the project, as stages. A stage starts as soon as the stages it needs
 * have passed and the machine has a core for it, so stages that do not depend on each other run
 * side by side: the static checks beside the test build; once the test build is there, the crawl
 * and the browser stages against it, while the copies of the project (the recipes, the author
 * mistakes, the analytics builds) build at a lower CPU priority, so that they use what the browser
 * stages leave idle.
 *
 * Each stage's output is printed whole when it ends, under its name and with its time; a table of
 * every stage's start, time and CPU closes the log. The first failure stops the run.
 *
 *   node scripts/test.mjs                 every stage (npm test)
 *   node scripts/test.mjs --full          and the stages of `npm run test:full`
 *   node scripts/test.mjs crawl hosting   the named stages and those they need
 *   node scripts/test.mjs --list          the stages, in the order they are tried
 *   node scripts/test.mjs --check         the author's check after an edit (npm run check): type
 *                                         check, lint, unit tests, the production build of the
 *                                         site into build/, the SEO audit of every page and each
 *                                         page of that build opened in Chromium
 *   node scripts/test.mjs --check --keep-going
 *                                         every stage whose stages it needs passed, whatever
 *                                         failed beside it: the pull request's check, whose
 *                                         comment lists every failure at once
 *
 * Each stage's log is `test-results/stages/ID.log`; `results.json` there lists each stage's id,
 * name and outcome when the run ends.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {scheduledPost} from '../tests/fixtures/scheduledPost.mjs';
import {machineCpuSeconds, stageCpuMeter} from './stage-cpu.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logDir = path.join(projectDir, 'test-results', 'stages');
const testBuild = 'build-test';
const plainBuild = 'build-test-plain';
const spec = ['--test-reporter=spec'];
/**
 * The test files of a folder (`*.test.mjs`), for `node --test`: from Node 22 on, a folder given to
 * it is taken for a module to run, not searched.
 */
const testFiles = (folder) =>
  fs
    .readdirSync(path.join(projectDir, folder))
    .filter((file) => file.endsWith('.test.mjs'))
    .sort()
    .map((file) => `${folder}/${file}`);
/**
 * Noon (UTC) of the day of the test fixtures' post dated in the future: a moment on its day in New
 * York, whatever the season, at which a build publishes it.
 */
const scheduledPostDay = `${scheduledPost.day}T12:00:00Z`;
/**
 * A browser stage: one browser (and one server of `build`, unless the stage serves it itself) for
 * all of its test files.
 */
const withBrowser = (build, command, {server = true, chromeFlags = []} = {}) => [
  'node',
  'scripts/with-browser.mjs',
  '--build',
  build,
  ...(server ? [] : ['--no-server']),
  ...chromeFlags.flatMap((flag) => ['--chrome-flag', flag]),
  '--',
  ...command,
];

/**
 * The stages, in the order they are tried when cores free up: the test build first (everything in
 * the browser waits for it), the longest browser stages next, ahead of the static checks, so that
 * they start as soon as the build is there: the crawl is the longest stage of all.
 * `load` is about how many cores a stage keeps busy. `background` stages (builds of copies of the
 * project) run one at a time, at a lower priority, beside the others.
 */
const stages = [
  {
    id: 'setup',
    name: 'What the tests need beyond npm: a browser, nginx and Java, installed once (scripts/setup.mjs)',
    run: ['node', 'scripts/setup.mjs'],
    load: 0.2,
  },
  {
    id: 'build',
    name: 'Production build of the site with the test fixtures (tests/fixtures/site), into build-test/',
    run: ['node', 'scripts/test-site.mjs', '--out', testBuild],
    load: 1.5,
  },
  {
    id: 'site-build',
    name: 'The production build that ships: in place, into build/, as the deploy makes it (npm run build)',
    run: ['npm', 'run', '--silent', 'build'],
    load: 1.5,
  },
  {
    id: 'shipped',
    name: 'The build that ships, every page at 390 and 1280 px in Chromium: it hydrates with its served h1, shows no error boundary, logs nothing, and a client navigation lands on the next page (tests/shipped)',
    needs: ['site-build', 'setup'],
    // Also as JUnit XML, from which the pull request's comment names each page that failed.
    run: withBrowser('build', [
      'node',
      '--test',
      ...spec,
      '--test-reporter-destination=stdout',
      '--test-reporter=junit',
      `--test-reporter-destination=${path.relative(projectDir, path.join(logDir, 'shipped.xml'))}`,
      ...testFiles('tests/shipped'),
    ]),
    env: {SITE_BUILD_DIR: 'build'},
    load: 1,
  },
  {
    id: 'crawl',
    name: 'The crawl: every page through nginx at 390 and 1280 px in both colour modes: status, h1 and title, axe, keyboard, reflow, word breaks, layout, links, CSP, console, weights',
    needs: ['build', 'setup'],
    // V8 without its optimizing compilers: axe-core runs once per page load, and compiling its
    // hot functions again on every page costs more than the faster code saves.
    run: withBrowser(testBuild, ['node', '--test', ...spec, ...testFiles('tests/crawl')], {
      server: false,
      chromeFlags: ['--js-flags=--max-opt=1'],
    }),
    // Two pages at a time: beside the other browser stages, more only makes each page slower.
    env: {CRAWL_CONCURRENCY: '2'},
    load: 1.5,
  },
  {
    id: 'browser-tests',
    name: 'Browser tests against the production build: interactions, design, search',
    needs: ['build', 'setup'],
    run: withBrowser(testBuild, [
      'node',
      '--test',
      '--test-concurrency=2',
      ...spec,
      ...testFiles('tests/browser'),
      'tests/perf/search.test.mjs',
    ]),
    load: 1.5,
  },
  {
    id: 'editor',
    name: 'The browser editor at /admin: in the build and invisible to every other page; driven offline in Chromium, what it writes passes the site’s checks and build',
    needs: ['build', 'setup'],
    run: withBrowser(testBuild, ['node', '--test', ...spec, ...testFiles('tests/editor')]),
    load: 1.2,
  },
  {id: 'typecheck', name: 'Type check', run: ['npm', 'run', '--silent', 'typecheck'], load: 1},
  {
    id: 'lint',
    name: 'Lint: ESLint, the dependencies (knip) and spelling',
    run: ['npm', 'run', '--silent', 'lint'],
    load: 1,
  },
  {id: 'format', name: 'Formatting', run: ['npm', 'run', '--silent', 'format:check'], load: 0.7},
  {id: 'unit', name: 'Unit tests', run: ['npx', 'jest', '--ci'], load: 1},
  {
    id: 'installs',
    name: 'What npm test installs and where it finds the browser, nginx and Java: one install at a time, and each tool found or named with what to install (tests/setup)',
    run: ['node', '--test', ...spec, ...testFiles('tests/setup')],
    load: 0.3,
  },
  {
    id: 'lint-refuses',
    name: 'The lint refuses an unused or undeclared package, a module nothing reaches, a workflow with mistakes, and a deploy that does not need the check (tests/lint)',
    run: ['node', '--test', ...spec, ...testFiles('tests/lint')],
    load: 0.5,
  },
  {
    id: 'deploy-checks',
    name: 'Deploying: a build for the live site refuses the example address; the daily deploy’s summary of the posts it publishes and those scheduled',
    run: [
      'node',
      '--test',
      ...spec,
      ...testFiles('tests/deploy').filter((file) => !file.endsWith('/swap.test.mjs')),
    ],
    load: 0.5,
  },
  {
    id: 'new-page',
    name: 'npm run new writes each kind of page as the site takes it, from drafts that pass the site’s checks (tests/new)',
    run: ['node', '--test', ...spec, ...testFiles('tests/new')],
    load: 0.5,
  },
  {
    id: 'seo-audit-catches',
    name: 'SEO self-audit: each check fails on a page made to break it',
    run: ['node', '--test', ...spec, 'tests/seo/audit.test.mjs'],
    load: 0.5,
  },
  {
    id: 'html',
    name: 'Every HTML file: html-validate and the W3C Nu HTML Checker; the redirect pages',
    needs: ['build', 'setup'],
    run: ['node', '--test', ...spec, ...testFiles('tests/html')],
    load: 1,
  },
  {
    id: 'bundles',
    name: 'The build’s scripts: main.js within its budget, no whole tslib or highlighter, no post in main.js (tests/perf/budgets.mjs)',
    needs: ['build'],
    run: ['node', '--test', ...spec, 'tests/perf/bundles.test.mjs'],
    load: 0.5,
  },
  {
    id: 'hosting',
    name: 'Hosting tests: nginx with the generated rules over the production build',
    needs: ['build', 'setup'],
    run: withBrowser(
      testBuild,
      [
        'node',
        '--test',
        ...spec,
        'tests/hosting/server.test.mjs',
        'tests/hosting/browser.test.mjs',
      ],
      {
        server: false,
      },
    ),
    load: 0.8,
  },
  {
    id: 'cloudflare',
    name: 'Cloudflare Pages, the site’s host: its own runtime (wrangler pages dev, on workerd) over the production build, every generated rule as the host reads it',
    needs: ['build'],
    run: ['node', '--test', ...spec, 'tests/hosting/cloudflare.test.mjs'],
    load: 0.6,
  },
  {
    id: 'seo-audit',
    name: 'SEO self-audit of every built page',
    needs: ['build'],
    run: ['node', 'tests/seo/run-audit.mjs', testBuild],
    load: 0.5,
  },
  {
    id: 'markdown-twins',
    name: 'Markdown twins, llms.txt and llms-full.txt of every indexable page',
    needs: ['build'],
    run: ['node', '--test', ...spec, 'tests/seo/twins.test.mjs'],
    load: 0.5,
  },
  {
    id: 'copy',
    name: 'Copy: the spelling check refuses mistakes; typographic quotes on every page',
    needs: ['build'],
    run: ['node', '--test', ...spec, ...testFiles('tests/copy')],
    load: 0.5,
  },
  ...['plausible', 'umami'].map((provider) => ({
    id: `${provider}-build`,
    name: `The test build with ${provider === 'plausible' ? 'Plausible' : 'Umami'} on, sending to a local collector, into build-test-${provider}/${provider === 'umami' ? ', as on the day of the fixtures’ scheduled post' : ', as a pull request’s preview (SITE_DEPLOY=preview)'}`,
    run: ['node', 'scripts/analytics-site.mjs', provider, '--out', `build-test-${provider}`],
    // The Umami build publishes the post the test build leaves out; the Plausible build, a pull
    // request's, builds it unlisted (tests/seo/scheduled.test.mjs).
    env: provider === 'umami' ? {SITE_BUILD_TIME: scheduledPostDay} : {SITE_DEPLOY: 'preview'},
    load: 1.5,
    background: true,
  })),
  {
    id: 'post-update',
    name: 'A post’s marked update (last_update): on its page, in its JSON-LD, sitemap.xml and feeds',
    needs: ['build'],
    run: ['node', '--test', ...spec, 'tests/seo/postUpdate.test.mjs'],
    load: 0.5,
  },
  {
    id: 'scheduled',
    name: 'A post dated in the future: in no file of the test build, everywhere in the build as on its day, unlisted and not indexed in a pull request’s preview',
    needs: ['build', 'umami-build', 'plausible-build'],
    run: ['node', '--test', ...spec, 'tests/seo/scheduled.test.mjs'],
    load: 0.5,
  },
  {
    id: 'analytics-off',
    name: 'Analytics off (the test build): no analytics code in any chunk, no request off the origin, the booking link in nginx',
    needs: ['build', 'setup'],
    run: ['node', '--test', ...spec, ...testFiles('tests/analytics')],
    load: 0.8,
  },
  {
    id: 'analytics-plausible',
    name: 'Plausible on: page views, events and Web Vitals at the collector, nothing with GPC or DNT, no CSP violation in nginx',
    needs: ['plausible-build', 'setup'],
    run: ['node', '--test', ...spec, ...testFiles('tests/analytics')],
    env: {SITE_BUILD_DIR: 'build-test-plausible'},
    load: 0.8,
  },
  {
    id: 'analytics-umami',
    name: 'Umami on, with a Cal.com link that has a query of its own: its events, where a booking came from, and no request of the booking confirmation naming the invitee',
    needs: ['umami-build', 'setup'],
    run: withBrowser('build-test-umami', [
      'node',
      '--test',
      ...spec,
      ...testFiles('tests/analytics'),
      'tests/browser/attribution.test.mjs',
      'tests/browser/booking-privacy.test.mjs',
    ]),
    env: {SITE_BUILD_DIR: 'build-test-umami'},
    load: 0.8,
  },
  {
    id: 'perf-analytics',
    name: 'What the analytics adds to the home page on a phone, each provider against analytics off (tests/perf/budgets.mjs)',
    needs: ['build', 'plausible-build', 'umami-build', 'setup'],
    run: ['node', '--test', ...spec, 'tests/perf/measurement.test.mjs'],
    load: 0.8,
  },
  {
    id: 'deploy-swap',
    name: 'A deploy during a visit: the next day’s build (build-test-umami) replaces the test build under open pages; a click, a hover and click, a click from a page reached in the old build and Back land on the new build’s page',
    needs: ['build', 'umami-build', 'setup'],
    run: withBrowser(testBuild, ['node', '--test', ...spec, 'tests/deploy/swap.test.mjs'], {
      server: false,
    }),
    env: {SITE_NEXT_BUILD_DIR: 'build-test-umami'},
    load: 0.8,
  },
  {
    id: 'recipes',
    name: 'Author recipes of the authors’ guide (src/content/README.md) and hostile text, applied to a copy of the project: unit tests, build, SEO audit',
    run: ['node', '--test', ...spec, ...testFiles('tests/recipes')],
    load: 1.5,
    background: true,
  },
  {
    id: 'mistakes',
    name: 'Author mistakes in a page, a post and a guide fail one real build with the file, the line and what to do',
    run: ['node', '--test', ...spec, ...testFiles('tests/mistakes')],
    load: 1.5,
    background: true,
  },
  {
    id: 'dev',
    name: 'The development server (npm start): pages with a clean console, and its search',
    needs: ['build', 'setup'],
    run: withBrowser(testBuild, ['node', '--test', ...spec, ...testFiles('tests/dev')], {
      server: false,
    }),
    load: 1.5,
    background: true,
  },
];

/**
 * `npm run test:full`: every stage of `npm test`, and the checks that cost a build each and guard
 * what an ordinary edit does not touch: the site with its Docusaurus workarounds off (the way back
 * when an upgrade breaks one), the same output whatever the bundler's cache holds, and the blog
 * grown by generated posts (the route shards' promise).
 */
const fullStages = [
  {
    id: 'workarounds-off-build',
    name: 'The site without its Docusaurus workarounds (SITE_INTERNALS=off), built into build-test-plain/',
    run: ['node', 'scripts/test-site.mjs', '--out', plainBuild],
    env: {SITE_INTERNALS: 'off'},
    load: 1.5,
    background: true,
  },
  {
    id: 'workarounds-off',
    name: 'Every page and the interactions of the site without its workarounds',
    needs: ['workarounds-off-build', 'setup'],
    run: withBrowser(plainBuild, [
      'node',
      '--test',
      '--test-concurrency=2',
      ...spec,
      ...testFiles('tests/plain'),
      'tests/browser/site.test.mjs',
      // React renders and hydrates there: the server's HTML and the first render agree on it too.
      'tests/browser/hydration.test.mjs',
      ...testFiles('tests/browser').filter((file) => /\/interactions-[^/]*$/.test(file)),
    ]),
    load: 1.2,
  },
  {
    id: 'cache',
    name: 'The output does not depend on the bundler’s cache: workarounds on, off and on again with one cache, each main.js the cold build’s (tests/cache)',
    run: ['node', '--test', ...spec, ...testFiles('tests/cache')],
    load: 1.5,
    background: true,
  },
  {
    id: 'scale',
    name: 'Scale: main.js and the runtime do not grow with generated blog posts',
    needs: ['build'],
    run: ['node', '--test', ...spec, 'tests/perf/scale.test.mjs'],
    load: 1.5,
    background: true,
  },
];

/**
 * `npm run check`: what an author runs after an edit, on the site's own build, and what the deploy
 * runs on the build it uploads: the build made in place, audited, and opened page by page in
 * Chromium (the one tool it needs beyond npm).
 */
const checkStages = [
  ...stages.filter((stage) => ['site-build', 'typecheck', 'lint', 'unit'].includes(stage.id)),
  {
    id: 'seo-audit',
    name: 'SEO self-audit of every built page',
    needs: ['site-build'],
    run: ['node', 'tests/seo/run-audit.mjs', 'build'],
    load: 0.5,
  },
  {
    id: 'browser-setup',
    name: 'A browser for the shipped build’s pages, installed once (scripts/setup.mjs browser)',
    run: ['node', 'scripts/setup.mjs', 'browser'],
    load: 0.2,
  },
  {
    ...stages.find((stage) => stage.id === 'shipped'),
    needs: ['site-build', 'browser-setup'],
  },
];

// ---------------------------------------------------------------------------------------------

const check = process.argv.includes('--check');
const full = process.argv.includes('--full');
const keepGoing = process.argv.includes('--keep-going');
const plan = check ? checkStages : full ? [...stages, ...fullStages] : stages;
const byId = new Map(plan.map((stage) => [stage.id, stage]));
const args = process.argv
  .slice(2)
  .filter((arg) => !['--check', '--full', '--keep-going'].includes(arg));
if (args.includes('--list')) {
  for (const stage of plan) {
    process.stdout.write(
      `${stage.id.padEnd(Math.max(...plan.map((each) => each.id.length)) + 2)}${stage.needs ? `(after ${stage.needs.join(', ')}) ` : ''}${stage.name}\n`,
    );
  }
  process.exit(0);
}
const unknown = args.filter((id) => !byId.has(id));
if (unknown.length > 0) {
  process.stderr.write(`Unknown stage ${unknown.join(', ')}: node scripts/test.mjs --list\n`);
  process.exit(2);
}
/** The stages asked for, and those they need. */
const wanted = new Set();
const want = (id) => {
  if (wanted.has(id)) return;
  wanted.add(id);
  byId.get(id).needs?.forEach(want);
};
(args.length > 0 ? args : plan.map((stage) => stage.id)).forEach(want);
const queue = plan.filter((stage) => wanted.has(stage.id));

const cores = os.availableParallelism();
/**
 * How much load may run at once: in the foreground, the cores and a little more, as browser stages
 * wait a lot; in the background, one stage at a time.
 */
const capacity = {foreground: cores + 1, background: 1.5};
const laneOf = (stage) => (stage.background ? 'background' : 'foreground');
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const results = new Map();
const running = new Map();
let failed = false;

fs.rmSync(logDir, {recursive: true, force: true});
fs.mkdirSync(logDir, {recursive: true});
const cpuMeter = stageCpuMeter(logDir);
const machineAtStart = machineCpuSeconds();
process.stdout.write(
  `${check ? 'npm run check' : full ? 'npm run test:full' : 'npm test'}: ${queue.length} stages on ${cores} cores; each stage's output follows when it ends (logs: ${path.relative(projectDir, logDir)}/)\n`,
);

function start(stage) {
  const logFile = path.join(logDir, `${stage.id}.log`);
  const log = fs.openSync(logFile, 'w');
  // A background stage runs at a lower priority (nice), its children with it.
  const [command, ...commandArgs] = cpuMeter.command(stage.id, [
    ...(stage.background ? ['nice', '-n', '10'] : []),
    ...stage.run,
  ]);
  const child = spawn(command, commandArgs, {
    cwd: projectDir,
    env: {...process.env, FORCE_COLOR: '0', SITE_BUILD_DIR: testBuild, ...stage.env},
    stdio: ['ignore', log, log],
    // Its own process group, so that a failure elsewhere can stop it with its children.
    detached: true,
  });
  fs.closeSync(log);
  const entry = {stage, child, logFile, from: elapsed()};
  running.set(stage.id, entry);
  process.stdout.write(`   ${elapsed().toFixed(0).padStart(4)}s  started: ${stage.name}\n`);
  child.on('close', (code, signal) =>
    finish(
      entry,
      code === 0
        ? 'passed'
        : entry.stopped
          ? 'stopped (another stage failed)'
          : `failed (${signal ?? code})`,
    ),
  );
}

function finish(entry, outcome) {
  running.delete(entry.stage.id);
  const seconds = elapsed() - entry.from;
  results.set(entry.stage.id, {
    from: entry.from,
    seconds,
    outcome,
    cpu: cpuMeter.seconds(entry.stage.id),
  });
  const output = fs.readFileSync(entry.logFile, 'utf8').trimEnd();
  process.stdout.write(
    `\n== ${entry.stage.name}\n${output}\n-- ${seconds.toFixed(0)}s: ${entry.stage.name}: ${outcome}\n\n`,
  );
  const firstFailure = outcome !== 'passed' && !failed;
  if (outcome !== 'passed') failed = true;
  // The first failure stops the run, unless it is to go on (--keep-going).
  if (firstFailure && !keepGoing) {
    for (const other of running.values()) {
      other.stopped = true;
      try {
        process.kill(-other.child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  schedule();
}

function ready(stage) {
  return (stage.needs ?? []).every((id) => results.get(id)?.outcome === 'passed');
}

function schedule() {
  if (!failed || keepGoing) {
    const load = {foreground: 0, background: 0};
    const count = {foreground: 0, background: 0};
    for (const {stage} of running.values()) {
      load[laneOf(stage)] += stage.load;
      count[laneOf(stage)] += 1;
    }
    for (const stage of queue) {
      if (results.has(stage.id) || running.has(stage.id) || !ready(stage)) continue;
      const lane = laneOf(stage);
      if (count[lane] > 0 && load[lane] + stage.load > capacity[lane]) continue;
      start(stage);
      load[lane] += stage.load;
      count[lane] += 1;
    }
  }
  if (running.size === 0) report();
}

function report() {
  const rows = queue.map((stage) => {
    const result = results.get(stage.id);
    return [
      stage.id,
      result ? `${result.from.toFixed(0)}s` : '',
      result ? `${result.seconds.toFixed(0)}s` : '',
      result?.cpu === undefined ? '' : `${result.cpu.toFixed(0)}s`,
      result?.outcome ?? (failed && !keepGoing ? 'not run' : 'not run (a stage it needs failed)'),
    ];
  });
  const header = ['stage', 'start', 'time', 'cpu', 'result'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => (i >= 1 && i <= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  const allPassed = queue.every((stage) => results.get(stage.id)?.outcome === 'passed');
  const failures = queue.filter((stage) => results.get(stage.id)?.outcome.startsWith('failed'));
  const cpuTotal = [...results.values()].reduce((sum, result) => sum + (result.cpu ?? 0), 0);
  const wall = elapsed();
  const busy = machineAtStart === undefined ? undefined : machineCpuSeconds() - machineAtStart;
  const cpuLine = [
    cpuMeter.method && `stages ${cpuTotal.toFixed(0)} CPU seconds (${cpuMeter.method})`,
    busy !== undefined &&
      `machine ${busy.toFixed(0)} CPU seconds, ${((100 * busy) / (wall * cores)).toFixed(0)}% of ${cores} cores`,
  ]
    .filter(Boolean)
    .join('; ');
  process.stdout.write(
    `${line(header)}\n${rows.map(line).join('\n')}\n== ${wall.toFixed(0)}s in all${cpuLine ? ` (${cpuLine})` : ''}: ${allPassed ? 'every stage passed' : `FAILED: ${failures.map((stage) => stage.id).join(', ')}`}\n`,
  );
  fs.writeFileSync(
    path.join(logDir, 'results.json'),
    `${JSON.stringify(
      queue.map((stage) => ({
        id: stage.id,
        name: stage.name,
        outcome: results.get(stage.id)?.outcome ?? 'not run',
      })),
      null,
      2,
    )}\n`,
  );
  process.exitCode = allPassed ? 0 : 1;
}

// Stages that run long say so now and then, so that a slow run shows where it is.
const heartbeat = setInterval(() => {
  if (running.size === 0) return;
  process.stdout.write(
    `   ${elapsed().toFixed(0).padStart(4)}s  running: ${[...running.keys()].join(', ')}\n`,
  );
}, 60_000);
heartbeat.unref();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const entry of running.values()) {
      try {
        process.kill(-entry.child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      cpuMeter.seconds(entry.stage.id);
    }
    process.exit(130);
  });
}

schedule();
