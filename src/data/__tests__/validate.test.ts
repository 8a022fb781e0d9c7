/**
 * The data files of src/data/ are checked against their schemas, and a mistake in one is named
 * with its file, line and field: tested on copies of the site's files with a mistake planted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {formatProblem} from '../../lib/content/errors';
import {dataFiles} from '../schemas';
import {dataFileProblems, readJsonText} from '../validate';

const siteDir = path.resolve(__dirname, '../../..');

/** A copy of the data files, with `change` applied to the text of `file`. */
function withChange(file: string, change: (text: string) => string): string[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-'));
  try {
    fs.mkdirSync(path.join(copy, 'src/data/facts'), {recursive: true});
    for (const {file: name} of Object.values(dataFiles)) {
      const text = fs.readFileSync(path.join(siteDir, 'src/data/facts', name), 'utf8');
      fs.writeFileSync(
        path.join(copy, 'src/data/facts', name),
        name === file ? change(text) : text,
      );
    }
    return dataFileProblems(copy).map(formatProblem);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

/** The line of the first occurrence of `needle` in the site's `file`. */
const lineIn = (file: string, needle: string) =>
  fs
    .readFileSync(path.join(siteDir, 'src/data/facts', file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle)) + 1;

describe('the data files', () => {
  it('of the site pass their schemas', () => {
    expect(dataFileProblems(siteDir)).toEqual([]);
  });

  it('name a value of the wrong type with its file, line and field', () => {
    const line = lineIn('plans.json', '"price"');
    const problems = withChange('plans.json', (text) =>
      text.replace(/"price": (\d+)/, '"price": "$$$1"'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/data/facts/plans\\.json:${line}: field "plans\\.0\\.price": expected number`,
        ),
      ),
    ]);
  });

  it('name a misspelled field, a missing one and a wrong choice', () => {
    const problems = withChange('testimonials.json', (text) =>
      text.replace('"jobTitle"', '"jobTitel"'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /testimonials\.json:\d+: field "testimonials\.0\.jobTitle": required/,
        ),
        expect.stringMatching(/testimonials\.json:\d+: field "testimonials\.0\.jobTitel": unknown/),
      ]),
    );
    const choice = withChange('certifications.json', (text) =>
      text.replace('"linkLabel": "Verify"', '"linkLabel": "Check"'),
    );
    expect(choice).toEqual([
      expect.stringMatching(/certifications\.json:\d+: field "certifications\.\d+\.linkLabel"/),
    ]);
  });

  it('name the line of a JSON syntax error', () => {
    const line = lineIn('legal.json', '"childrenAge"');
    const problems = withChange('legal.json', (text) =>
      text.replace('"childrenAge"', '"childrenAge",'),
    );
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^src/data/facts/legal\\.json:${line}: not valid JSON`)),
    ]);
  });

  it('refuse a {site.x} name in the identity, which would show as written', () => {
    const problems = withChange('site.json', (text) =>
      text.replace(/"tagline": "/, '"tagline": "{site.name}: '),
    );
    expect(problems).toEqual([
      expect.stringContaining('"tagline": {site.name} would show as written'),
    ]);
  });
});

describe('readJsonText', () => {
  it('gives the line of every value by its path', () => {
    const read = readJsonText('{\n  "a": [\n    1,\n    {"b": "x\\"y"}\n  ],\n  "c": true\n}\n');
    expect('lines' in read && Object.fromEntries(read.lines)).toEqual({
      '': 1,
      a: 2,
      'a.0': 3,
      'a.1': 4,
      'a.1.b': 4,
      c: 6,
    });
  });

  it('finds nothing wrong in valid JSON', () => {
    for (const value of [
      {a: [1, -2.5e3, true, false, null], b: {c: 'd "quoted" \\ \u00e9 \n'}},
      [],
      {},
      'text',
      0,
    ]) {
      expect(readJsonText(JSON.stringify(value, null, 2))).not.toHaveProperty('errorAt');
    }
  });

  it('points at the first character JSON does not allow', () => {
    const cases: [string, string][] = [
      ['{"a": 1,}', '}'],
      ['{"a" 1}', '1}'],
      ['{"a": 1 "b": 2}', '"b": 2}'],
      ['[1, 2', ''],
      ['{"a": "x\\q"}', 'q"}'],
      ['{"a": 01}', '1}'],
      ['{"a": tru}', 'tru}'],
      ['{"a": 1} x', 'x'],
      ["{'a': 1}", "'a': 1}"],
    ];
    for (const [text, rest] of cases) {
      const read = readJsonText(text);
      expect([text, 'errorAt' in read && text.slice(read.errorAt)]).toEqual([text, rest]);
    }
  });
});
