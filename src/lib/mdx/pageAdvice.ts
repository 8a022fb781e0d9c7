/**
 * A remark plugin of the development server (npm start) for the page check: it reads each MDX
 * file as the author saves it and records, with their lines,
 *   - findings about its headings: the page's title is its one h1, so a `#` heading in the body is
 *     a second one; a heading that skips a level (`####` after `##`) breaks the outline that
 *     screen readers and search engines read;
 *   - advice on its prose, never a failure: a sentence of more than `longSentence` words, a
 *     paragraph of more than `longParagraph` words, and the passive voice (retext-passive), each
 *     with its sentence, so that the author can decide.
 * Nothing else: no keyword density, word count or readability score, which Google says it does not
 * use. The production build does not run it.
 */
import type {Position} from 'unist';
import {visit} from 'unist-util-visit';

import {beginFile, type FindingsChannel} from './findings';

/** A sentence longer than this many words is hard to read in one go. */
export const longSentence = 30;
/** A paragraph longer than this many words is a wall of text on a phone. */
export const longParagraph = 150;

interface MdNode {
  readonly type: string;
  readonly depth?: number;
  readonly value?: string;
  readonly attributes?: readonly {readonly name?: string}[];
  readonly children?: readonly MdNode[];
  readonly position?: Position;
}

interface TextNode {
  readonly type: string;
  readonly value?: string;
  readonly children?: readonly TextNode[];
  readonly position?: {
    readonly start: {readonly offset?: number};
    readonly end: {readonly offset?: number};
  };
}

/** The text of a Markdown node as a reader reads it: its words, without the markup. */
function plainText(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'break') return '\n';
  return (node.children ?? []).map(plainText).join('');
}

const words = (sentence: TextNode): number =>
  (sentence.children ?? []).filter((child) => child.type === 'WordNode').length;

function nlcstText(node: TextNode): string {
  return node.value ?? (node.children ?? []).map(nlcstText).join('');
}

type Processor = {
  parse(text: string): TextNode;
  run(tree: TextNode, file: unknown): Promise<unknown>;
};

let english:
  Promise<{processor: Processor; VFile: new (value: string) => VFileMessages}> | undefined;
interface VFileMessages {
  readonly messages: readonly {
    readonly place?: {readonly start?: {readonly offset?: number}};
    readonly actual?: string;
  }[];
}

/** retext's English parser and the passive-voice check, loaded once (they are ES modules). */
function loadEnglish() {
  english ??= Promise.all([
    import('unified'),
    import('retext-english'),
    import('retext-passive'),
    import('vfile'),
  ]).then(([{unified}, {default: retextEnglish}, {default: retextPassive}, {VFile}]) => ({
    processor: unified().use(retextEnglish).use(retextPassive) as unknown as Processor,
    VFile: VFile as unknown as new (value: string) => VFileMessages,
  }));
  return english;
}

export default function pageAdvice(options: {readonly findings: FindingsChannel}) {
  const {findings} = options;
  return async (tree: MdNode, file: {readonly path?: string; readonly value?: unknown}) => {
    const found = beginFile(findings, file, 'advice');
    if (!found) return;
    // Headings: the page's title is the h1 above the body; a section component with a title
    // (`<Section title="…">`) draws an h2, under which the file's headings continue.
    let previous = 1;
    visit(tree as never, (node: MdNode) => {
      if (
        node.type === 'mdxJsxFlowElement' &&
        node.attributes?.some((attribute) => attribute.name === 'title')
      ) {
        previous = 2;
        return;
      }
      if (node.type !== 'heading') return;
      const depth = node.depth ?? 2;
      const line = node.position?.start.line;
      const text = plainText(node);
      if (depth === 1) {
        found.report({
          rule: 'heading',
          line,
          message: `"# ${text}" is a second h1: the page's title is its h1. Write "## ${text}" for a section.`,
        });
      } else if (depth > previous + 1) {
        found.report({
          rule: 'heading',
          line,
          message: `"${'#'.repeat(depth)} ${text}" skips a level after an h${previous}: write "${'#'.repeat(previous + 1)} ${text}", so that the outline has no gap.`,
        });
      }
      previous = depth;
    });

    const paragraphs: MdNode[] = [];
    visit(tree as never, 'paragraph', (node: MdNode) => {
      paragraphs.push(node);
    });
    if (paragraphs.length === 0) return;
    const {processor, VFile} = await loadEnglish();
    for (const paragraph of paragraphs) {
      const text = plainText(paragraph).trim();
      if (!/[a-z]/i.test(text)) continue;
      const startLine = paragraph.position?.start.line ?? 1;
      const lineAt = (offset: number) =>
        startLine + (text.slice(0, offset).match(/\n/g)?.length ?? 0);
      const nlcst = processor.parse(text);
      const sentences: TextNode[] = [];
      let count = 0;
      const walk = (node: TextNode) => {
        if (node.type === 'SentenceNode') {
          sentences.push(node);
          count += words(node);
          return;
        }
        (node.children ?? []).forEach(walk);
      };
      walk(nlcst);
      if (count > longParagraph) {
        found.advise({
          rule: 'paragraph',
          line: startLine,
          message: `A paragraph of ${count} words: on a phone it fills the screen. Split it where its subject turns.`,
          text: `${text.slice(0, 80).trim()}…`,
        });
      }
      for (const sentence of sentences) {
        const length = words(sentence);
        if (length > longSentence) {
          found.advise({
            rule: 'sentence',
            line: lineAt(sentence.position?.start.offset ?? 0),
            message: `A sentence of ${length} words: consider two.`,
            text: nlcstText(sentence).replace(/\s+/g, ' '),
          });
        }
      }
      const vfile = new VFile(text);
      await processor.run(nlcst, vfile);
      for (const message of vfile.messages) {
        const offset = message.place?.start?.offset ?? 0;
        const sentence = sentences.find(
          (candidate) =>
            (candidate.position?.start.offset ?? 0) <= offset &&
            offset < (candidate.position?.end.offset ?? 0),
        );
        found.advise({
          rule: 'passive',
          line: lineAt(offset),
          message: `"${message.actual ?? ''}" is in the passive voice: say who does it, if that is clearer.`,
          text: sentence ? nlcstText(sentence).replace(/\s+/g, ' ') : undefined,
        });
      }
    }
  };
}
