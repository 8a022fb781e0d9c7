/**
 * The data files of src/data/ are checked against their schemas, and a mistake in one is named
 * with its file, line and field: tested on the tests' own facts (./facts.ts), a mistake planted in
 * a copy, and each rule of the schemas refusing what breaks it.
 */
import fs from 'node:fs';

import {formatProblem} from '../../lib/content/errors';
import {dataFileProblems, readJsonText} from '../validate';
import {factText, factsFolder, type FactFile, type FixtureFacts} from './facts';

/** The problems of the fixture facts with `change` applied to the text of `file`. */
function withChange(file: FactFile, change: (text: string) => string): string[] {
  const copy = factsFolder(file, change);
  try {
    return dataFileProblems(copy).map(formatProblem);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

/** The line of the first (or `nth`) occurrence of `needle` in the fixture `file`. */
const lineIn = (file: FactFile, needle: string, nth = 1) =>
  factText(file)
    .split('\n')
    .map((line, index) => (line.includes(needle) ? index + 1 : 0))
    .filter(Boolean)[nth - 1];

describe('the data files', () => {
  // The site's own facts are checked by its build, which names an owner's mistake; here, the
  // tests' own.
  it('of the tests pass their schemas', () => {
    expect(withChange('site.json', (text) => text)).toEqual([]);
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

describe('the rules of the facts, each refusing what breaks it', () => {
  /** The facts with `change` applied to the parsed `file`, as the editor would save them. */
  const problemsAfter = <File extends FactFile>(
    file: File,
    change: (facts: FixtureFacts[File]) => void,
  ) =>
    withChange(file, (text) => {
      const facts = JSON.parse(text) as FixtureFacts[File];
      change(facts);
      return `${JSON.stringify(facts, null, 2)}\n`;
    });

  it('a testimonial gives a first name and an initial, however the name is written', () => {
    for (const name of ['Mary-Anne K.', 'José O.', "D'Arcy T.", 'Zoë B.', 'Al K.']) {
      expect([
        name,
        problemsAfter('testimonials.json', (f) => (f.testimonials[0].name = name)),
      ]).toEqual([name, []]);
    }
    for (const name of ['maria l.', 'Maria Lopez', 'Maria L', 'Mary Anne K.', 'M.', 'Maria LO.']) {
      expect(problemsAfter('testimonials.json', (f) => (f.testimonials[0].name = name))).toEqual([
        expect.stringMatching(
          new RegExp(
            `testimonials\\.json:${lineIn('testimonials.json', '"name"')}: field "testimonials\\.0\\.name": expected a first name and the initial of the family name, such as "Maria L\\." or "Mary-Anne K\\."`,
          ),
        ),
      ]);
    }
  });

  it('a testimonial quotes a sentence or two', () => {
    expect(
      problemsAfter('testimonials.json', (f) => (f.testimonials[0].quote = 'Great work!')),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `testimonials\\.json:${lineIn('testimonials.json', '"quote"')}: field "testimonials\\.0\\.quote": expected at least 40 characters`,
        ),
      ),
    ]);
  });

  it('a plan costs more than $0, in whole dollars', () => {
    expect(problemsAfter('plans.json', (f) => (f.plans[0].price = 0))).toEqual([
      expect.stringMatching(
        new RegExp(
          `plans\\.json:${lineIn('plans.json', '"price"')}: field "plans\\.0\\.price": expected a price of more than \\$0`,
        ),
      ),
    ]);
    expect(problemsAfter('plans.json', (f) => (f.plans[0].price = 99.5))).toEqual([
      expect.stringMatching(/field "plans\.0\.price": expected whole dollars/),
    ]);
  });

  it('one plan at most is recommended, the second named at its field', () => {
    expect(problemsAfter('plans.json', (f) => (f.plans[0].recommended = true))).toEqual([
      expect.stringMatching(
        new RegExp(
          `plans\\.json:${lineIn('plans.json', '"recommended"', 2)}: field "plans\\.1\\.recommended": plan 1 is recommended already: only one plan can be`,
        ),
      ),
    ]);
  });

  it('a certification and a social network are each listed once', () => {
    expect(
      problemsAfter('certifications.json', (f) =>
        f.certifications.push({...f.certifications[0], issuer: 'Another program'}),
      ),
    ).toEqual([
      expect.stringMatching(
        /certifications\.json:\d+: field "certifications\.1\.title": the certification "A Certificate of the Tests" is already item 1 of the list: each is listed once/,
      ),
    ]);
    expect(
      problemsAfter('site.json', (f) =>
        f.socials.push({network: 'LinkedIn', url: 'https://www.linkedin.com/in/other/'}),
      ),
    ).toEqual([
      expect.stringMatching(
        /field "socials\.2\.network": the network "LinkedIn" is already item 1/,
      ),
    ]);
  });
});

describe('the blog’s authors and tags', () => {
  it('take the owner’s name and title from the identity; another author writes them', () => {
    expect(withChange('authors.json', (text) => text)).toEqual([]);
    const problems = withChange('authors.json', (text) => text.replace('"name": "Sam Guest",', ''));
    expect(problems).toEqual([
      expect.stringMatching(
        /authors\.json:\d+: field "authors\.1\.name": required for an author other than you \("sam-guest"\): yours come from Site facts → Identity/,
      ),
    ]);
  });

  it('are each listed once, by a key of lower-case words', () => {
    expect(
      withChange('tags.json', (text) => text.replace('"key": "seo"', '"key": "Search Engines"')),
    ).toEqual([
      expect.stringMatching(/field "tags\.0\.key": expected lower-case words joined by hyphens/),
    ]);
    expect(
      withChange('authors.json', (text) => text.replace('"key": "sam-guest"', '"key": "jane-doe"')),
    ).toEqual([
      expect.stringMatching(/field "authors\.1\.key": the key "jane-doe" is already item 1/),
    ]);
  });
});

describe('the dictionary', () => {
  it('holds words, each once', () => {
    expect(withChange('words.json', (text) => text)).toEqual([]);
    expect(withChange('words.json', (text) => text.replace('"Zyntra"', '"Zyntra Travel"'))).toEqual(
      [expect.stringMatching(/field "words\.0": expected one word, without spaces/)],
    );
    expect(withChange('words.json', (text) => text.replace('"O’Malley"', '"Zyntra"'))).toEqual([
      expect.stringMatching(/field "words\.1": "Zyntra" is already word 1 of the list/),
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
