/**
 * Every HTML file of the production build conforms to HTML, by two checkers that catch different
 * things: html-validate's standard-conformance rules (content models, required and permitted
 * elements and attributes, ids, ARIA) and the W3C's Nu HTML Checker (vnu.jar from npm, run with
 * Java), the reference implementation of the HTML standard's conformance rules. Both must report
 * no error. And each redirect page, which sends the browser on at once, links to a page of the
 * build that is not itself a redirect.
 *
 *   node --test tests/html/   (SITE_BUILD_DIR as for the other tests; Java 11 or newer)
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {HtmlValidate} from 'html-validate';

import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {findJava} from '../../scripts/find-tools.mjs';

const require = createRequire(import.meta.url);
/** The Nu checker's jar, as the vnu-jar package ships it. */
const vnuJar = require('vnu-jar');

const root = defaultBuildDir();
const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** Every .html file of the build, relative to it (Pagefind's folder holds none of the site's). */
function htmlFiles(dir = root) {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The Nu checker's errors for the HTML files under `target` (a folder or a file), each as
 * `file:line: message`, relative to `base`.
 */
function nuErrors(target, base) {
  const java = findJava();
  const result = spawnSync(
    java,
    ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--skip-non-html', target],
    {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  let report;
  try {
    report = JSON.parse(result.stderr);
  } catch {
    assert.fail(`the Nu checker did not report JSON (exit ${result.status}):\n${result.stderr}`);
  }
  const errors = report.messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => {
      const file = path.relative(base, new URL(message.url).pathname);
      return `${file}:${message.lastLine ?? '?'}: ${message.message}`;
    });
  // A minified page is a few long lines: one error of several elements on a line, once.
  return [...new Set(errors)];
}

let files = [];
before(() => {
  files = htmlFiles();
  assert.ok(files.length > 0, `no HTML file in ${root}: build first`);
});

describe('every HTML file of the build conforms to HTML', () => {
  test('html-validate, standard conformance', async () => {
    // The standard-conformance preset: content models, required and permitted elements and
    // attributes, ids, ARIA and attribute values. No style rules (quoting, void-element style,
    // attribute case) are part of it, so none has to be turned off for the minified output.
    const validator = new HtmlValidate({extends: ['html-validate:standard']});
    const failures = [];
    for (const file of files) {
      const report = await validator.validateFile(path.join(root, file));
      for (const result of report.results) {
        for (const message of result.messages) {
          failures.push(`${file}:${message.line}: ${message.ruleId}: ${message.message}`);
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  test('the W3C Nu HTML Checker: no error', () => {
    assert.deepEqual(nuErrors(root, root), []);
  });

  test('each redirect page links to a page of the build that is not a redirect', () => {
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)"/;
    const redirectOf = new Map();
    for (const file of files) {
      const target = refresh.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1];
      if (target) redirectOf.set(file, target);
    }
    assert.ok(redirectOf.size > 0, 'the build has no redirect page to check');
    const pageFile = (route) =>
      [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`].find((file) =>
        files.includes(file),
      );
    const failures = [];
    for (const [file, target] of redirectOf) {
      const links = [
        ...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/<a href="([^"]*)"/g),
      ];
      if (!links.some((match) => match[1] === target))
        failures.push(`${file}: no link to ${target}`);
      const landing = pageFile(target);
      if (!landing || redirectOf.has(landing)) {
        failures.push(`${file}: ${target} is not a page of the build`);
      }
    }
    assert.deepEqual(failures, []);
  });
});

describe('the checkers themselves', () => {
  test('the Nu checker refuses an image with an empty alt and a role', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-conformance-'));
    folders.push(dir);
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe</title></head>' +
      '<body><main><h1>Probe</h1><img src="card.png" alt="" role="presentation" width="10" height="10"></main></body></html>';
    fs.writeFileSync(path.join(dir, 'probe.html'), html);
    const errors = nuErrors(dir, dir);
    assert.ok(
      errors.some((error) => /role/.test(error)),
      `the Nu checker found no fault with the role: ${JSON.stringify(errors)}`,
    );
  });
});
