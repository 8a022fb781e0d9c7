/**
 * Reads the MDX pages under src/content/<folder>/ and validates their front matter against the
 * schema of their kind. Synchronous, so that docusaurus.config.ts can read the navigation's pages
 * too; the content plugin reads the same files through the same function.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';

import {site} from '../../data/site';
import {frontMatterLine, type ContentProblem} from './errors';
import {fileKinds, kindFolders} from './kinds';
import {frontMatterSchemas, type AnyFrontMatter} from './schema';
import type {FileKind} from './types';

export const contentDir = 'src/content';

export interface ContentFile {
  readonly kind: FileKind;
  /** Relative to the site folder, with forward slashes: "src/content/services/x.mdx". */
  readonly file: string;
  /** Relative to the kind's folder, without extension: "about/certifications". */
  readonly name: string;
  readonly frontMatter: AnyFrontMatter;
  /** Whether the file has a body (Markdown or components after the front matter and imports). */
  readonly hasBody: boolean;
  /** The components its body uses, by name. */
  readonly components: readonly string[];
  /** The file's text, to report line numbers. */
  readonly source: string;
}

/** Files that are parts of pages, not pages: "_shared.mdx", "_parts/x.mdx" (as Docusaurus does). */
const isPartial = (relative: string) => relative.split('/').some((part) => part.startsWith('_'));

function listMdx(dir: string, base = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((dirent) => {
      const relative = base ? `${base}/${dirent.name}` : dirent.name;
      if (dirent.isDirectory()) return listMdx(path.join(dir, dirent.name), relative);
      return /\.mdx?$/.test(dirent.name) && !isPartial(relative) ? [relative] : [];
    });
}

/** Whether the Markdown after the front matter holds more than imports, exports and comments. */
function hasBody(content: string): boolean {
  const stripped = content
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .split(/\r?\n/)
    .filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n');
  return stripped.trim().length > 0;
}

/**
 * Front matter may name the site's identity as the MDX body does, `{site.name}` or
 * `{site.location.label}`, so that a title or description never repeats a fact of
 * src/data/facts/site.json. Each is replaced by its value; a name that is not a text of `site` is a mistake.
 */
function resolveSiteFacts(value: unknown, report: (message: string) => void): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{site\.([A-Za-z.]+)\}/g, (token, path: string) => {
      const fact = path
        .split('.')
        .reduce<unknown>(
          (at, key) =>
            at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
          site,
        );
      if (typeof fact === 'string' || typeof fact === 'number') return String(fact);
      report(
        `${token} is not a fact of src/data/facts/site.json (such as {site.name} or {site.location.label})`,
      );
      return token;
    });
  }
  if (Array.isArray(value)) return value.map((item) => resolveSiteFacts(item, report));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveSiteFacts(item, report)]),
    );
  }
  return value;
}

function describeIssue(issue: {code: string; message: string; input?: unknown}): string {
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return 'required, but missing';
  }
  return issue.message.replace(/^Invalid input: /, '');
}

/** Reads and validates one file. */
function readContentFile(
  siteDir: string,
  kind: FileKind,
  relativeToKind: string,
  problems: ContentProblem[],
): ContentFile | undefined {
  const file = `${contentDir}/${kindFolders[kind]}/${relativeToKind}`;
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  let parsed: {data: Record<string, unknown>; content: string};
  try {
    // The empty options object turns off gray-matter's cache, which would hand back the same
    // object for two files with the same text.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as {mark?: {line?: number}}).mark;
    problems.push({
      file,
      // The YAML starts after the first "---" and counts from 0: its line n is the file's n + 1.
      line: mark?.line === undefined ? undefined : mark.line + 1,
      message: `the front matter is not valid YAML (${(error as Error).message.split('\n')[0]}). Check the lines between the two "---".`,
    });
    return undefined;
  }
  const data = Object.fromEntries(
    Object.entries(parsed.data).map(([field, value]) => [
      field,
      resolveSiteFacts(value, (message) =>
        problems.push({file, line: frontMatterLine(source, field), field, message}),
      ),
    ]),
  );
  const result = frontMatterSchemas[kind].safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          problems.push({
            file,
            line: frontMatterLine(source, key),
            field: key,
            message: `unknown field for a ${kind} page (misspelled? the fields are: ${Object.keys(frontMatterSchemas[kind].shape).join(', ')})`,
          });
        }
        continue;
      }
      const field = issue.path.join('.');
      const missing = issue.path.length === 1 && data[String(issue.path[0])] === undefined;
      problems.push({
        file,
        line: frontMatterLine(source, String(issue.path[0] ?? '')),
        field: field || undefined,
        message: missing ? 'required, but missing' : describeIssue(issue),
      });
    }
    return undefined;
  }
  return {
    kind,
    file,
    name: relativeToKind.replace(/\.mdx?$/, ''),
    frontMatter: result.data,
    hasBody: hasBody(parsed.content),
    components: [
      ...new Set([...parsed.content.matchAll(/<([A-Z][A-Za-z0-9]*)/g)].map((m) => m[1]!)),
    ],
    source,
  };
}

/** Every MDX page under src/content/, each validated; mistakes are added to `problems`. */
export function readContentFiles(siteDir: string, problems: ContentProblem[]): ContentFile[] {
  return fileKinds.flatMap((kind) =>
    listMdx(path.join(siteDir, contentDir, kindFolders[kind])).flatMap((relative) => {
      const file = readContentFile(siteDir, kind, relative, problems);
      return file ? [file] : [];
    }),
  );
}
