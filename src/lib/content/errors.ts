/**
 * Mistakes in the content, reported so that an author can fix them without a developer: the file,
 * the line where one is known, the field, and what to do. The build collects every mistake it finds
 * and fails once, listing them all.
 */
export interface ContentProblem {
  /** The file, relative to the site folder ("src/content/services/x.mdx"); null for the site as a whole. */
  readonly file: string | null;
  readonly line?: number;
  /** The front-matter field, where the problem is one field's. */
  readonly field?: string;
  readonly message: string;
  /**
   * A rule about how the page appears in search results (its title, its description): a finding
   * while the author writes (the development server prints it and serves the page), a mistake
   * that fails the production build and `npm run check`.
   */
  readonly search?: true;
}

export function formatProblem({file, line, field, message}: ContentProblem): string {
  const where = file ? `${file}${line ? `:${line}` : ''}` : 'The site content';
  // A data file's field (src/data/*.json), or a page's front matter.
  const kind = file?.endsWith('.json') ? 'field' : 'front matter';
  return `${where}: ${field ? `${kind} "${field}": ` : ''}${message}`;
}

export class ContentError extends Error {
  declare readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(
      [
        `The content has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}:`,
        ...problems.map((problem) => `  - ${formatProblem(problem)}`),
      ].join('\n'),
    );
    this.name = 'ContentError';
    // Not enumerable: the message lists the problems already, and Node prints an error's own
    // enumerable fields after it.
    Object.defineProperty(this, 'problems', {value: problems, enumerable: false});
  }
}

/** Throws a ContentError listing `problems`, if there are any. */
export function assertNoProblems(problems: readonly ContentProblem[]): void {
  if (problems.length > 0) throw new ContentError(problems);
}

/** The line (1-based) of a top-level front-matter field in a Markdown file, if it is written there. */
export function frontMatterLine(source: string, field: string): number | undefined {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '---') return undefined;
    if (line.startsWith(`${field}:`)) return index + 1;
  }
  return undefined;
}
