#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: static checks, unit tests, the
# production build, then the browser suite against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

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
step 'Production build'
npm run --silent build
step 'Browser tests against the production build'
npm run --silent test:browser
step 'Hosting tests: nginx with the generated rules over the production build'
node --test --test-reporter=spec tests/hosting/
