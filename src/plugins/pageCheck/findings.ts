/**
 * The findings channel of the development server (npm start): what the MDX checks find in a file
 * while the author writes (src/lib/mdx/findings.ts says what a check reports), kept by file and
 * written, a moment after the last change, to a JSON file that the development server serves to
 * the page check's panel. Each check starts a file's compile with `begin`, which drops what it
 * found in that file before, so a fixed mistake disappears when the file is saved.
 */
import fs from 'node:fs';
import path from 'node:path';

import {excerptOf} from '../../lib/excerpt';
import type {FileFindings, Finding, FindingsChannel} from '../../lib/mdx/findings';
import {writeFileAtomic} from '../writeFileAtomic.cjs';

/** The report, by file relative to the site's folder ("blog/2026-01-01-post.mdx"). */
export interface FindingsReport {
  readonly files: Record<string, {readonly findings: Finding[]; readonly advice: Finding[]}>;
}

/** Whether `source` is the excerpt of `whole`, as the listings compile it (../../lib/excerpt.ts). */
function isExcerptOf(source: string, whole: string): boolean {
  return source.length < whole.length && excerptOf(whole) === source;
}

/** A channel that writes its report to `outFile`; file names are relative to `siteDir`. */
export function findingsChannel({
  siteDir,
  outFile,
  log = (line) => console.warn(line),
}: {
  siteDir: string;
  outFile: string;
  log?: (line: string) => void;
}): FindingsChannel {
  // One channel per report file in the process: the development server may load its config again
  // (and with it this module), and two channels writing one file would each erase the other's.
  const channels = ((globalThis as {[channelsKey]?: Map<string, FindingsChannel>})[channelsKey] ??=
    new Map());
  const existing = channels.get(outFile);
  if (existing) return existing;
  const channel = newChannel({siteDir, outFile, log});
  channels.set(outFile, channel);
  return channel;
}

const channelsKey = Symbol.for('site:page-check-findings');

function newChannel({
  siteDir,
  outFile,
  log,
}: {
  siteDir: string;
  outFile: string;
  log: (line: string) => void;
}): FindingsChannel {
  /** file → check → what it found. */
  const found = new Map<string, Map<string, {findings: Finding[]; advice: Finding[]}>>();
  /** file → check → the text of the compile its findings are from. */
  const sources = new Map<string, Map<string, string>>();
  // The report of an earlier run: a file the compiler takes from its cache is not checked again.
  try {
    const earlier = JSON.parse(fs.readFileSync(outFile, 'utf8')) as FindingsReport;
    for (const [file, {findings, advice}] of Object.entries(earlier.files ?? {})) {
      found.set(file, new Map([['earlier', {findings, advice}]]));
    }
  } catch {
    // No report yet.
  }
  /** The report as it stands: every check's findings and advice, by file. */
  const report = (): FindingsReport => {
    const files: FindingsReport['files'] = {};
    for (const [file, checks] of found) {
      const all = [...checks.values()];
      files[file] = {
        findings: all.flatMap((entry) => entry.findings),
        advice: all.flatMap((entry) => entry.advice),
      };
    }
    return {files};
  };
  let timer: NodeJS.Timeout | undefined;
  // One write at a time, each of the report as it stands when it starts: an older report never
  // lands after a newer one.
  let writing = Promise.resolve();
  const write = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      writing = writing
        .then(() => writeFileAtomic(outFile, JSON.stringify(report())))
        .catch((error: unknown) =>
          log(`[WARNING] Page check: the findings could not be written: ${String(error)}`),
        );
    }, 50);
    timer.unref?.();
  };
  const relative = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const ignored: FileFindings = {report() {}, advise() {}};
  return {
    begin(file, check, source) {
      const name = relative(file);
      const checks = found.get(name) ?? new Map<string, {findings: Finding[]; advice: Finding[]}>();
      found.set(name, checks);
      const texts = sources.get(name) ?? new Map<string, string>();
      sources.set(name, texts);
      const earlier = texts.get(check);
      if (source !== undefined && earlier !== undefined && isExcerptOf(source, earlier)) {
        return ignored;
      }
      if (source !== undefined) texts.set(check, source);
      checks.delete('earlier');
      const entry = {findings: [] as Finding[], advice: [] as Finding[]};
      checks.set(check, entry);
      write();
      return {
        report(finding) {
          entry.findings.push(finding);
          log(
            `[WARNING] Page check: ${name}${finding.line ? `:${finding.line}` : ''}: ${finding.message}`,
          );
          write();
        },
        advise(advice) {
          entry.advice.push(advice);
          write();
        },
      };
    },
  };
}
