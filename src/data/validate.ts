/**
 * Checks the data files of src/data/ against their schemas (./schemas.ts) when the site is built:
 * the content plugin stops the build on any mistake, naming the file, the line and the field, as
 * it does for the front matter of a page. Node only: the pages read the files through their
 * modules (./site.ts, ./plans.ts, …) without zod.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {ContentProblem} from '../lib/content/errors';
import {dataFiles} from './schemas';

export const dataDir = 'src/data/facts';

type Key = string | number;

/**
 * Reads a JSON text by JSON's grammar, counting lines as it goes: the line (1-based) of each value
 * by its path ("plans.1.price"), or, for a text that is not JSON, where its first mistake is (an
 * offset). The engine's own message says where only in some Node.js versions.
 */
export function readJsonText(text: string): {lines: Map<string, number>} | {errorAt: number} {
  /** What may follow a backslash in a string, besides `u` and four hex digits. */
  const escapes = ['"', '\\', '/', 'b', 'f', 'n', 'r', 't'];
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const fail = (): never => {
    throw new RangeError(String(at));
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) {
      if (text[at] === '\n') line += 1;
      at += 1;
    }
  };
  const expect = (char: string) => {
    if (text[at] !== char) fail();
    at += 1;
  };
  const string = (): string => {
    const start = at;
    expect('"');
    for (;;) {
      const char = text[at];
      if (char === undefined || char < ' ') fail();
      if (char === '"') break;
      if (char === '\\') {
        at += 1;
        if (text[at] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail();
          at += 4;
        } else if (!escapes.includes(text[at] ?? '')) fail();
      }
      at += 1;
    }
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (keys: Key[]): void => {
    space();
    lines.set(keys.join('.'), line);
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at += 1;
      space();
      if (text[at] === close) {
        at += 1;
        return;
      }
      for (let index = 0; ; index += 1) {
        let key: Key = index;
        if (close === '}') {
          space();
          key = string();
          space();
          expect(':');
        }
        value([...keys, key]);
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] === close) {
          at += 1;
          return;
        } else fail();
      }
    }
    if (char === '"') {
      string();
      return;
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(at),
    );
    if (!literal) fail();
    at += literal![0].length;
  };
  try {
    value([]);
    space();
    if (at < text.length) fail();
    return {lines};
  } catch (error) {
    if (error instanceof RangeError) return {errorAt: Number(error.message)};
    throw error;
  }
}

/** The line of the deepest written value on the way to `keys`. */
function lineOf(lines: Map<string, number>, keys: readonly PropertyKey[]): number | undefined {
  for (let length = keys.length; length >= 0; length -= 1) {
    const line = lines.get(keys.slice(0, length).map(String).join('.'));
    if (line !== undefined) return line;
  }
  return undefined;
}

/**
 * The `{site.a.b}` names in the identity's texts: a page's front matter and body may name a fact of
 * the identity, but the identity is shown as written, so a name there would show as it is.
 */
function factNameProblems(identity: Record<string, unknown>): string[] {
  return Object.entries(identity).flatMap(([field, value]) =>
    typeof value === 'string'
      ? [...value.matchAll(/\{site\.[\w.]+\}/g)].map(
          ([token]) =>
            `"${field}": ${token} would show as written: the identity's texts name no other fact (write it out)`,
        )
      : [],
  );
}

/** The mistakes of every data file of `siteDir` (none: an empty list). */
export function dataFileProblems(siteDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  /** Each file that passed its schema: its data and the lines of its values. */
  const valid = new Map<string, {data: unknown; lines: Map<string, number>; relative: string}>();
  for (const [name, {file, schema}] of Object.entries(dataFiles)) {
    const relative = `${dataDir}/${file}`;
    // A file that is not there is for the bundler to name: its module imports it.
    if (!fs.existsSync(path.join(siteDir, relative))) continue;
    const text = fs.readFileSync(path.join(siteDir, relative), 'utf8');
    let data: unknown;
    const read = readJsonText(text);
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push({
        file: relative,
        line: 'errorAt' in read ? text.slice(0, read.errorAt).split('\n').length : undefined,
        message: `not valid JSON (${(error as Error).message})`,
      });
      continue;
    }
    const lines = 'lines' in read ? read.lines : new Map<string, number>();
    const result = schema.safeParse(data);
    for (const issue of result.success ? [] : result.error.issues) {
      const keys =
        issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
      const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
      problems.push({
        file: relative,
        line: lineOf(lines, keys),
        field: keys.map(String).join('.') || undefined,
        message:
          issue.code === 'unrecognized_keys'
            ? `unknown field${issue.keys.length > 1 ? `s ${issue.keys.join(', ')}` : ''} (misspelled?)`
            : missing
              ? 'required, but missing'
              : issue.message.replace(/^Invalid input: /, ''),
      });
    }
    if (result.success) valid.set(name, {data, lines, relative});
    if (name === 'site' && result.success) {
      for (const message of factNameProblems(data as Record<string, unknown>)) {
        problems.push({file: relative, message});
      }
    }
  }
  problems.push(...authorProblems(valid.get('site')?.data, valid.get('authors')));
  return problems;
}

/**
 * An author other than the site's owner (the identity's `authorKey`) needs a name and a job title:
 * the owner's come from the identity.
 */
function authorProblems(
  site: unknown,
  authors: {data: unknown; lines: Map<string, number>; relative: string} | undefined,
): ContentProblem[] {
  if (!site || !authors) return [];
  const {authorKey} = site as {authorKey: string};
  const list = (authors.data as {authors: {key: string; name?: string; title?: string}[]}).authors;
  return list.flatMap((author, index) =>
    author.key === authorKey
      ? []
      : (['name', 'title'] as const)
          .filter((field) => author[field] === undefined)
          .map((field) => ({
            file: authors.relative,
            line: lineOf(authors.lines, ['authors', index]),
            field: `authors.${index}.${field}`,
            message: `required for an author other than you ("${author.key}"): yours come from Site facts → Identity, another author's are written here`,
          })),
  );
}
