/**
 * What the MDX checks find in a file while the author writes (npm start): the rules about how a
 * page appears in search (its images' alt text, its links, its headings) and advice on its prose.
 * In a production build these checks fail the compile with the file and the line; on the
 * development server a finding is a line in the terminal and an entry of the page check's report,
 * and the page is served so that the author can read the draft.
 *
 * docusaurus.config.ts makes one channel in development and gives it to the MDX checks; each
 * check starts a file's compile with `begin`, which drops what it found in that file before, so a
 * fixed mistake disappears when the file is saved. The report is written, a moment after the last
 * change, to a JSON file that the development server serves to the page check
 * (src/plugins/pageCheck).
 */
import fs from 'node:fs';
import path from 'node:path';

/** One thing to fix, or one piece of advice, at a line of a file. */
export interface Finding {
  /** The check that found it: "alt", "link", "heading", "sentence", "passive", "paragraph". */
  readonly rule: string;
  readonly line?: number;
  readonly message: string;
  /** For advice: the sentence or paragraph it is about. */
  readonly text?: string;
}

/** The report, by file relative to the site's folder ("blog/2026-01-01-post.mdx"). */
export interface FindingsReport {
  readonly files: Record<string, {readonly findings: Finding[]; readonly advice: Finding[]}>;
}

/** What one check finds in one compile of a file. */
export interface FileFindings {
  /** A rule is broken: recorded and printed in the terminal. */
  report(finding: Finding): void;
  /** A piece of advice: recorded, not printed. */
  advise(advice: Finding): void;
}

export interface FindingsChannel {
  /**
   * A check starts on `file` (absolute), whose text is `source`: what it found there before is
   * forgotten, and what it finds now is recorded. A blog post is also compiled as its excerpt (its
   * text up to the truncate marker, for the listings): that compile's findings are dropped, so
   * that it does not erase those of the whole post.
   */
  begin(file: string, check: string, source?: string): FileFindings;
}

/** The comment that ends a post's excerpt, in MDX or Markdown. */
const truncateMarker = /^\s*(\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)/;

/** Whether `source` is the excerpt of `whole`: its text up to the truncate marker. */
function isExcerptOf(source: string, whole: string): boolean {
  return (
    source.length < whole.length &&
    whole.startsWith(source) &&
    truncateMarker.test(whole.slice(source.length))
  );
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
  let timer: NodeJS.Timeout | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files: FindingsReport['files'] = {};
      for (const [file, checks] of found) {
        const all = [...checks.values()];
        files[file] = {
          findings: all.flatMap((entry) => entry.findings),
          advice: all.flatMap((entry) => entry.advice),
        };
      }
      fs.mkdirSync(path.dirname(outFile), {recursive: true});
      const temporary = `${outFile}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify({files} satisfies FindingsReport));
      fs.renameSync(temporary, outFile);
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

interface Place {
  readonly start?: {readonly line?: number};
}

/**
 * A broken rule about how the page appears in search: on the development server (the check has
 * begun the file on a channel) a finding, and the compile goes on; in a build, the compile fails
 * with the file and line.
 */
export function breaksRule(
  findings: FileFindings | undefined,
  file: {fail(reason: string, place?: unknown): never},
  rule: string,
  message: string,
  place: Place | undefined,
): void {
  if (!findings) file.fail(message, place);
  findings.report({rule, line: place?.start?.line, message});
}

/** Begins `check` on the file a remark plugin is given, when there is a channel. */
export function beginFile(
  findings: FindingsChannel | undefined,
  file: {readonly path?: string; readonly value?: unknown},
  check: string,
): FileFindings | undefined {
  if (!findings || !file.path) return undefined;
  return findings.begin(file.path, check, typeof file.value === 'string' ? file.value : undefined);
}
