#!/usr/bin/env bash
# The author's check after an edit (`npm run check`): type check, lint, unit tests, the production
# build and the SEO audit of every built page. A content mistake fails it with the file, the line
# and what to do. The full suite (`npm test`) adds the browser, weight, accessibility and hosting
# tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step 'Type check'
npm run --silent typecheck
step 'Lint'
npm run --silent lint
step 'Unit tests'
npx jest --ci --silent
step 'Production build'
npm run --silent build
step 'SEO self-audit of every built page'
node tests/seo/run-audit.mjs build
