/**
 * What the MDX checks do with a broken rule about how a page appears in search (its images' alt
 * text, its links, its headings): in a production build the compile fails with the file and the
 * line; on the development server (npm start), where docusaurus.config.ts gives the checks a
 * findings channel (src/plugins/pageCheck/findings.ts), the rule is a finding of the page check
 * and the page is served, so that the author can read the draft. Advice on the prose goes to the
 * same channel.
 */

/** One thing to fix, or one piece of advice, at a line of a file. */
export interface Finding {
  /** The check that found it: "alt", "link", "heading", "sentence", "passive", "paragraph". */
  readonly rule: string;
  readonly line?: number;
  readonly message: string;
  /** For advice: the sentence or paragraph it is about. */
  readonly text?: string;
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
