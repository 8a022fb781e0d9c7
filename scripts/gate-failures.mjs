/**
 * What the gate (`npm run check`, the deploy's check) refused, read from its stage logs
 * (`test-results/stages/`, written by scripts/test.mjs) and said as the owner can act on it: the
 * build's mistakes with their file, line and field; the self-audit's problems with their page; the
 * pages that fail in a browser with what they show; and, for a check of the site's code, which
 * check and the first lines of its log. The pull request's page check puts these first in its
 * comment, so that the comment says what the gate says.
 */
import fs from 'node:fs';
import path from 'node:path';

import {load} from 'cheerio';

/** The mistakes a failed build named: the lines of its list ("  - file:line: …"). */
export function buildMistakes(log) {
  const lines = log.split('\n');
  const start = lines.findIndex((line) =>
    /The content has (?:a mistake|\d+ mistakes):|Invalid blog post front matter:/.test(line),
  );
  if (start === -1) {
    const error = lines.find((line) => /\[ERROR\]|Error:/.test(line));
    return error ? [error.replace(/^\s*\[ERROR\]\s*/, '').trim()] : [];
  }
  const mistakes = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+- (.+)$/.exec(line);
    if (!item) break;
    mistakes.push(item[1].trim());
  }
  return mistakes;
}

/**
 * The tests of a JUnit report that failed, each as "name: the first line of its message".
 * (Node's test runner writes one `testcase` per test, with a `failure` inside when it failed, whose
 * text is the error and its stack.)
 */
export function failedTests(xml) {
  const $ = load(xml, {xml: true});
  return $('testcase')
    .filter((_, testcase) => $(testcase).children('failure').length > 0)
    .map((_, testcase) => {
      const failure = $(testcase).children('failure').first();
      // The text's first line is the error with its message ("Error [CODE]: …"); the attribute
      // runs the message's lines together.
      const message = [failure.text(), failure.attr('message') ?? '']
        .flatMap((text) => text.split('\n'))
        .map((line) => line.trim().replace(/^[\w ]*Error(?: \[\w+\])?: /, ''))
        .find(Boolean);
      return `${$(testcase).attr('name')}${message ? `: ${message}` : ''}`;
    })
    .get();
}

/** The first lines of a log that read as an error, at most `count`. */
function errorLines(log, count = 5) {
  const lines = log
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => /error|✖|✘|failed|problem|unknown|expected/i.test(line));
  return lines.slice(0, count).map((line) => line.trim());
}

/** Stages whose failure is the site's code, not the owner's text: what each checks. */
const codeChecks = {
  typecheck: 'the type check of the site’s code',
  lint: 'the lint of the site’s code',
  unit: 'the unit tests of the site’s code',
  'browser-setup': 'the installation of the browser the check opens the pages in',
};

/**
 * The gate's failures, each `{stage, heading, items}`: `results` is the list scripts/test.mjs
 * writes (`{id, name, outcome}`), `readLog(name)` reads a file of its log folder (undefined when
 * absent), `auditPages` the self-audit's pages (`{route, problems}` with the problems by check).
 */
export function gateFailures({results, readLog, auditPages = []}) {
  const failures = [];
  for (const stage of results.filter((each) => each.outcome.startsWith('failed'))) {
    const log = readLog(`${stage.id}.log`) ?? '';
    if (stage.id === 'site-build') {
      const mistakes = buildMistakes(log);
      failures.push({
        stage: stage.id,
        heading:
          'The build refused this change: the site stays as it is until these are fixed (each names the file, the line and the field):',
        items: mistakes.length > 0 ? mistakes : ['The build stopped without naming a mistake.'],
      });
    } else if (stage.id === 'seo-audit') {
      const problems = auditPages.flatMap((page) =>
        Object.entries(page.problems).flatMap(([check, list]) =>
          list.map((problem) => `${page.route}: ${check}: ${problem}`),
        ),
      );
      failures.push({
        stage: stage.id,
        heading:
          'The self-audit refused these pages: each names the page, the check and what to change:',
        items: problems.length > 0 ? problems : errorLines(log),
      });
    } else if (stage.id === 'shipped') {
      const xml = readLog('shipped.xml');
      const failed = xml ? failedTests(xml) : [];
      failures.push({
        stage: stage.id,
        heading:
          'These pages fail in a browser (a visitor would see the failure): each names the page and what it showed:',
        items: failed.length > 0 ? failed : errorLines(log),
      });
    } else {
      const what = codeChecks[stage.id] ?? stage.name;
      failures.push({
        stage: stage.id,
        heading: `A check of the site itself failed: ${what}. A change of text, a fact or a picture does not cause it; whoever changed the code reads its log (\`${stage.id}.log\` in the run’s \`test-results\`). It says:`,
        items: errorLines(log),
      });
    }
  }
  return failures;
}

/** The gate's failures from a log folder of scripts/test.mjs (none when it holds no results). */
export function gateFailuresOf(logDir, auditPages) {
  const resultsFile = path.join(logDir, 'results.json');
  if (!fs.existsSync(resultsFile)) return [];
  const readLog = (name) => {
    const file = path.join(logDir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  return gateFailures({
    results: JSON.parse(fs.readFileSync(resultsFile, 'utf8')),
    readLog,
    auditPages,
  });
}
