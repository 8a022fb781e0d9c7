/**
 * Runs the self-audit over the production build and prints the pages × checks table:
 * `node tests/seo/run-audit.mjs [build-folder]` (default $SITE_BUILD_DIR or ./build). Exits with 1
 * when any check fails, so the test run (scripts/test.sh) fails with it.
 */
import path from 'node:path';
import process from 'node:process';

import {auditBuild, formatReport, passed} from './audit.mjs';

const buildDir = path.resolve(process.argv[2] ?? process.env.SITE_BUILD_DIR ?? 'build');
const report = await auditBuild(buildDir);
console.log(formatReport(report));
if (!passed(report)) {
  console.error('\nThe SEO self-audit failed: fix the problems above.');
  process.exitCode = 1;
}
