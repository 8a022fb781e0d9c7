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
 * The line (1-based) of each value of a JSON text, by its path ("plans.1.price"): a small reader of
 * JSON's grammar that counts lines as it goes. The text is known to parse.
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skip = () => {
    while (at < text.length && /\s/.test(text[at]!)) {
      if (text[at] === '\n') line += 1;
      at += 1;
    }
  };
  const string = () => {
    const start = at;
    at += 1;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (keys: Key[]) => {
    skip();
    lines.set(keys.join('.'), line);
    const char = text[at];
    if (char === '{') {
      at += 1;
      skip();
      while (text[at] !== '}') {
        skip();
        const key = string();
        skip();
        at += 1; // :
        value([...keys, key]);
        skip();
        if (text[at] === ',') at += 1;
        skip();
      }
      at += 1;
    } else if (char === '[') {
      at += 1;
      skip();
      for (let index = 0; text[at] !== ']'; index += 1) {
        value([...keys, index]);
        skip();
        if (text[at] === ',') at += 1;
        skip();
      }
      at += 1;
    } else if (char === '"') {
      string();
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at += 1;
    }
  };
  value([]);
  return lines;
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
  for (const [name, {file, schema}] of Object.entries(dataFiles)) {
    const relative = `${dataDir}/${file}`;
    // A file that is not there is for the bundler to name: its module imports it.
    if (!fs.existsSync(path.join(siteDir, relative))) continue;
    const text = fs.readFileSync(path.join(siteDir, relative), 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      const position = /position (\d+)/.exec((error as Error).message)?.[1];
      problems.push({
        file: relative,
        line:
          position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length,
        message: `not valid JSON (${(error as Error).message})`,
      });
      continue;
    }
    const lines = jsonValueLines(text);
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
    if (name === 'site' && result.success) {
      for (const message of factNameProblems(data as Record<string, unknown>)) {
        problems.push({file: relative, message});
      }
    }
  }
  return problems;
}
