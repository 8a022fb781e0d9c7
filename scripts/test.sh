#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: static checks, unit tests, the
# production build, then the browser suite against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage prints its name, and the time the previous one took, so a slow stage shows in CI's log.
stage_started=$SECONDS
stage_name=''
step() {
  [ -n "$stage_name" ] && printf -- '-- %ss: %s\n' "$((SECONDS - stage_started))" "$stage_name"
  stage_name=$1
  stage_started=$SECONDS
  printf '\n== %s\n' "$1"
}
trap '[ -n "$stage_name" ] && printf -- "-- %ss: %s\n== %ss in all\n" "$((SECONDS - stage_started))" "$stage_name" "$SECONDS"' EXIT

step 'Browser for the end-to-end tests'
bash scripts/ensure-browser.sh
step 'Web server for the hosting tests'
bash scripts/ensure-nginx.sh
step 'Type check'
npm run --silent typecheck
step 'Lint'
npm run --silent lint
step 'Formatting'
npm run --silent format:check
step 'Unit tests'
npx jest --ci
step 'SEO self-audit: each check fails on a page made to break it'
node --test --test-reporter=spec tests/seo/audit.test.mjs
step 'Production build'
npm run --silent build
step 'SEO self-audit of every built page'
node tests/seo/run-audit.mjs build
step 'Hostile text in titles, descriptions, testimonials and posts, through a real build'
node --test --test-reporter=spec tests/seo/bad-input.test.mjs
step 'Author mistakes: each fails the build with the file, the line and what to do'
npm run --silent test:mistakes
step 'Author recipes of the README, applied to copies of the project: unit tests, build, SEO audit'
npm run --silent test:recipes
step 'Production build of the site with the test fixtures (tests/fixtures/site), into build-test/'
npm run --silent build:test
step 'SEO self-audit of the fixture pages too'
node tests/seo/run-audit.mjs build-test
step 'Markdown twins, llms.txt and llms-full.txt of every indexable page'
SITE_BUILD_DIR=build-test node --test --test-reporter=spec tests/seo/twins.test.mjs
step 'Copy: the spelling check refuses mistakes; typographic quotes on every page'
SITE_BUILD_DIR=build-test npm run --silent test:copy
# The browser, weight, accessibility and hosting stages test that build: the fixtures give them a
# post, a guide and a page of every kind, whatever the site's own content is.
export SITE_BUILD_DIR=build-test
step 'Browser tests against the production build'
npm run --silent test:browser
step 'The site without its Docusaurus workarounds (SITE_INTERNALS=off): built, and its pages and interactions tested'
SITE_INTERNALS=off node scripts/test-site.mjs --out build-test-plain
SITE_BUILD_DIR=build-test-plain node --test --test-reporter=spec tests/browser/site.test.mjs tests/browser/interactions-*.test.mjs
step 'Analytics: builds with Plausible and with Umami at a local collector; their events, the Web Vitals and the booking link; none in the test build'
node scripts/analytics-site.mjs plausible --out build-test-plausible
node scripts/analytics-site.mjs umami --out build-test-umami
node --test --test-reporter=spec tests/analytics/
SITE_BUILD_DIR=build-test-plausible node --test --test-reporter=spec tests/analytics/
SITE_BUILD_DIR=build-test-umami node --test --test-reporter=spec tests/analytics/ tests/browser/attribution.test.mjs
step 'Weight budgets: the HTML, CSS and JavaScript of every page (gzip), tests/perf/budgets.mjs; what the analytics adds'
npm run --silent test:perf
step 'Accessibility, HTML conformance, links and console on every page (2 widths x 2 colour modes)'
npm run --silent test:a11y
step 'Hosting tests: nginx with the generated rules over the production build'
node --test --test-reporter=spec tests/hosting/
