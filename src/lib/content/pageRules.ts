/**
 * Rules every page written in src/content/ keeps, whatever its kind, checked by the build with the
 * rest of the content model (./model.ts) and reported in the owner's words, with the file, the
 * line and the field:
 *   - its address is lower-case words joined by hyphens (what a file name, a `slug` or a `path`
 *     makes of it), so that it reads well in a search result and never changes by its case;
 *   - its card's own text (`card`, which the page's parent shows for it) is a sentence or two, 40
 *     to 300 characters;
 *   - a legal page numbers its sections 1, 2, 3… in order, as its text refers to them by number.
 */
import type {ContentFile} from './files';
import {frontMatterLine, type ContentProblem} from './errors';
import type {Entry} from './types';

/** An address of lower-case words joined by hyphens, in folders of the same. */
const addressShape = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** The shortest and longest card text: a sentence, at most a short paragraph. */
const cardLength = {min: 40, max: 300} as const;

/** A legal page's numbered section heading: "## 3. Payment". */
const numberedSection = /^## (\d+)\. \S/;

/** The problems of the written pages among `entries` (those with a file in `fileOf`). */
export function pageRuleProblems(
  entries: readonly Entry[],
  fileOf: ReadonlyMap<string, ContentFile>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of entries) {
    const file = fileOf.get(entry.path);
    if (!file) continue;
    const fm = file.frontMatter as {card?: string; path?: string; slug?: string};
    if (!addressShape.test(entry.path)) {
      const field = fm.path !== undefined ? 'path' : fm.slug !== undefined ? 'slug' : undefined;
      problems.push({
        file: file.file,
        line: field ? frontMatterLine(file.source, field) : undefined,
        field,
        message: `its address would be ${entry.path}: an address is lower-case words joined by hyphens (such as /services/local-seo), so ${field ? `change "${field}"` : 'rename the file'} that way`,
      });
    }
    // A card without a text of its own shows the description, whose width in a search result is
    // checked already (./model.ts): a description that fits there is of a card's length too.
    if (entry.parent !== null && fm.card !== undefined) {
      const {length} = entry.card.trim();
      if (length < cardLength.min || length > cardLength.max) {
        problems.push({
          file: file.file,
          line: frontMatterLine(file.source, 'card'),
          field: 'card',
          message: `the page's card shows this text, ${length} characters long: write ${cardLength.min} to ${cardLength.max} (a sentence or two)`,
        });
      }
    }
    if (entry.kind === 'legal') problems.push(...sectionNumberProblems(file));
  }
  return problems;
}

/** A legal page's sections, each numbered one more than the one before it, from 1. */
function sectionNumberProblems(file: ContentFile): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let expected = 1;
  for (const [index, line] of file.source.split(/\r?\n/).entries()) {
    const number = numberedSection.exec(line)?.[1];
    if (number === undefined) continue;
    if (Number(number) !== expected) {
      problems.push({
        file: file.file,
        line: index + 1,
        message: `the section "${line.slice(3)}" is numbered ${number} where ${expected} comes next: number the sections 1, 2, 3… in order`,
      });
    }
    expected = Number(number) + 1;
  }
  return problems;
}
