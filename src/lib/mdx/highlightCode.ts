/**
 * A rehype plugin that highlights fenced code blocks when the site is built, so that the browser
 * never loads or runs a highlighter.
 *
 * The theme's code block highlights in the browser: every page with code fetched Prism through
 * prism-react-renderer (about 30 KB gzip) and ran it while hydrating, which cost the blog post with
 * a code block about half a second of blocked main thread on a mid-range phone. Here the same
 * tokenizer runs in Node: prism-react-renderer's bundled Prism with its hooks and its
 * `normalizeTokens`, as its `Highlight` runs them, so the tokens and their types are the ones the
 * theme produced. Each block's `<code>` receives its lines as elements:
 *   - a `<span class="token-line">` per line, the lines separated by newline characters, so that
 *     the text of the block is exactly the code (the copy button copies that text);
 *   - in a line, a `<span class="token TYPE…">` per token, with the class names of its colours in
 *     both colour modes (./codeStyles.ts); untyped text stays bare text.
 * The code stays text nodes, which MDX and React escape like any other text: `<`, `&`, `{` or
 * `</script>` in code come out as written. A language that Prism does not know, or none, gives the
 * lines as plain text. The `title="…"` of the meta string (```html title="index.html") becomes the
 * `title` prop; `src/theme/CodeBlock` draws the block around the lines.
 *
 * Registered for the docs, blog and pages plugins in docusaurus.config.ts. MDX files imported from
 * elsewhere (src/content) are compiled by Docusaurus's fallback MDX loader, which takes no
 * plugins: a code block there is shown as plain text.
 */
import {normalizeTokens, Prism, type EnvConfig, type Token} from 'prism-react-renderer';

import {codeThemes} from '../codeThemes';
import {createCodeStyles, type CodeStyles, type CodeThemes} from './codeStyles';

/** The parts of a hast tree (https://github.com/syntax-tree/hast) that this plugin reads. */
export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
  data?: {meta?: string | null};
}
export interface HastOther {
  type: string;
  children?: HastNode[];
}
export type HastNode = HastText | HastElement | HastOther;
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}

export interface HighlightCodeOptions {
  /** The light and dark themes; ../codeThemes.ts by default. */
  readonly themes?: CodeThemes;
}

const isElement = (node: HastNode, tagName?: string): node is HastElement =>
  node.type === 'element' && (tagName === undefined || (node as HastElement).tagName === tagName);
const isText = (node: HastNode): node is HastText => node.type === 'text';

const text = (value: string): HastText => ({type: 'text', value});
const span = (className: string[], children: HastNode[]): HastElement => ({
  type: 'element',
  tagName: 'span',
  properties: {className},
  children,
});

/** The title of a meta string, as Docusaurus reads it: `title="…"` or `title='…'`. */
export function titleOf(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title=(?<quote>["'])(?<title>.*?)\k<quote>/.exec(meta ?? '')?.groups?.title;
}

/** The language of a `language-x` class name, lower-cased as prism-react-renderer does. */
function languageOf(code: HastElement): string | undefined {
  const {className} = code.properties;
  const names = Array.isArray(className) ? className.map(String) : [];
  return names
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length)
    .toLowerCase();
}

/** Prism's grammar for a language, if it has one (and not one of its helper functions). */
function grammarOf(language: string | undefined) {
  if (!language || !Object.hasOwn(Prism.languages, language)) return undefined;
  const grammar = Prism.languages[language];
  return grammar && typeof grammar === 'object' ? grammar : undefined;
}

/** The lines of tokens of `code`, as prism-react-renderer's `useTokenize` makes them. */
export function tokenize(code: string, language: string | undefined): Token[][] {
  const grammar = grammarOf(language);
  if (!grammar || !language) return normalizeTokens([code]);
  const environment: EnvConfig = {code, grammar, language, tokens: []};
  Prism.hooks.run('before-tokenize', environment);
  environment.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}

/** The children of a highlighted `<code>`: one `token-line` span per line, newlines between. */
export function highlightedLines(
  code: string,
  language: string | undefined,
  styles: CodeStyles,
): HastNode[] {
  const children: HastNode[] = [];
  tokenize(code, language).forEach((line, index) => {
    if (index > 0) children.push(text('\n'));
    const content: HastNode[] = [];
    for (const token of line) {
      // The placeholder of an empty line ("\n", `empty`) and empty tokens write nothing.
      if (token.empty || token.content === '') continue;
      if (token.types.length === 1 && token.types[0] === 'plain') {
        const last = content.at(-1);
        if (last && isText(last)) last.value += token.content;
        else content.push(text(token.content));
        continue;
      }
      const className = [
        'token',
        ...token.types,
        ...styles.classNames(language ?? '', token.types),
      ];
      content.push(span(className, [text(token.content)]));
    }
    children.push(span(['token-line'], content));
  });
  return children;
}

/** The text of a node and its descendants. */
function textOf(node: HastNode): string {
  if (isText(node)) return node.value;
  return 'children' in node && node.children ? node.children.map(textOf).join('') : '';
}

/** Highlights one `<pre><code>` of a fenced code block; leaves any other `<pre>` alone. */
function highlightBlock(pre: HastElement, styles: CodeStyles): void {
  const elements = pre.children.filter((child) => !(isText(child) && child.value.trim() === ''));
  const code = elements[0];
  if (elements.length !== 1 || !code || !isElement(code, 'code')) return;
  // Highlighted already (the plugin registered twice), or not plain code.
  if (!code.children.every(isText)) return;
  const language = languageOf(code);
  const meta =
    typeof code.properties.metastring === 'string' ? code.properties.metastring : code.data?.meta;
  const title = titleOf(meta);
  // remark-rehype ends the code with a newline; Docusaurus's code block drops it.
  const source = textOf(code).replace(/\n$/, '');
  // The meta string has been read; the `live` flag of Docusaurus's MDX 1 compatibility is unused.
  const {metastring: _metastring, live: _live, ...properties} = code.properties;
  code.properties = {...properties, ...(title === undefined ? {} : {title})};
  code.children = highlightedLines(source, language, styles);
}

function visit(node: HastNode, styles: CodeStyles): void {
  if (isElement(node, 'pre')) highlightBlock(node, styles);
  if ('children' in node && node.children) {
    for (const child of node.children) visit(child, styles);
  }
}

/** The rehype plugin: `rehypePlugins: [highlightCode]`, or `[highlightCode, {themes}]`. */
export default function highlightCode(
  options: HighlightCodeOptions = {},
): (tree: HastRoot) => void {
  const styles = createCodeStyles(options.themes ?? codeThemes);
  return (tree) => visit(tree, styles);
}
