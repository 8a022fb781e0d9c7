/**
 * A rehype plugin that highlights fenced code blocks with Shiki when the site is built, so that the
 * browser never loads or runs a highlighter. Registered for every MDX file of the site (posts,
 * guides and the pages of src/content) in docusaurus.config.ts.
 *
 * Why a plugin of the site's own over `@shikijs/rehype`: the block must come out as Docusaurus's
 * MDX expects it, `pre > code` with the block's options (title, line numbers) as props of `code`
 * (the theme's `pre` keeps only its children), coloured by class names rather than inline styles
 * (the Content-Security-Policy allows no `style` attribute), and a language Shiki does not know
 * must warn naming the file, which `@shikijs/rehype` cannot do (its fallback is silent and it never
 * sees the file). What remains is small: Shiki's highlighter and `@shikijs/transformers` do the work.
 *
 * What an author can write (the authors' guide, src/content/README.md, "Code blocks"):
 *   - every language Shiki bundles (https://shiki.style/languages), and `apacheconf`/`htaccess` for
 *     Apache; `text` or no language for plain text; an unknown language is shown as plain text and
 *     the build warns with the file and line;
 *   - in the meta string: `title="…"`, line ranges to highlight `{1,3-5}`, `showLineNumbers`;
 *   - Docusaurus's magic comments, on a line of their own in the language's comment syntax
 *     (`// highlight-next-line`, `# highlight-start` … `# highlight-end`, `<!-- … -->`), and
 *     Shiki's `// [!code highlight]`, `// [!code ++]`, `// [!code --]`: the comment is removed and
 *     the line marked;
 *   - a `diff` block: its `+` and `-` lines are marked as added and removed (and keep their sign).
 *
 * Each block becomes `<pre><code class="language-x" title="…" showLineNumbers>` holding one
 * `<span class="line">` per line (classes `highlighted`, `diff add`, `diff remove` where marked),
 * newline characters between them, so that the text of `<code>` is exactly the code: the copy
 * button copies it, and line numbers and diff signs, drawn by CSS, are not part of it. Each token
 * is a `<span>` whose classes name its colour and font style in each mode (`sl3`: the fourth colour
 * of the light theme's palette; `sdi`: italic in dark mode), defined by the stylesheet of
 * ./codeStyles.ts. `src/theme/CodeBlock` draws the block around the lines.
 *
 * One highlighter serves the whole build (Shiki is loaded on the first code block, and each
 * language's grammar the first time a block uses it).
 */
import type {Element as ShikiElement} from 'hast';
import type {Highlighter, ShikiTransformer, ThemeRegistrationResolved} from 'shiki';
import type {Node as UnistNode} from 'unist';
import {visit} from 'unist-util-visit';

import {loadCodeThemes, themePalette} from '../codeThemes';
import {tokenClassName} from './codeStyles';

/** The parts of a hast tree (https://github.com/syntax-tree/hast) that this plugin reads. */
interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
  data?: {meta?: string | null};
  position?: {start: {line: number; column: number}};
}
interface HastOther {
  type: string;
  children?: HastNode[];
}
export type HastNode = HastText | HastElement | HastOther;
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}

/** What the plugin needs of the vfile of the MDX file being compiled. */
export interface CompiledFile {
  path?: string;
  cwd?: string;
  message(reason: string, place?: unknown): unknown;
}

/** Names Prism and Docusaurus's authors use, for the grammar Shiki has under another name. */
const languageAliases: Readonly<Record<string, string>> = {
  apacheconf: 'apache',
  htaccess: 'apache',
};

/** Shiki's plain text, and the terminal output language whose colours are not the theme's. */
const plainLanguages = new Set(['text', 'txt', 'plaintext', 'plain', 'ansi']);

const isElement = (node: HastNode, tagName?: string): node is HastElement =>
  node.type === 'element' && (tagName === undefined || (node as HastElement).tagName === tagName);
const isText = (node: HastNode): node is HastText => node.type === 'text';

/** The title of a meta string, as Docusaurus reads it: `title="…"` or `title='…'`. */
export function titleOf(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title=(?<quote>["'])(?<title>.*?)\k<quote>/.exec(meta ?? '')?.groups?.title;
}

/** Whether the meta string asks for line numbers (`showLineNumbers`). */
export function showsLineNumbers(meta: string | null | undefined): boolean {
  // The title is removed first: `title="showLineNumbers"` does not ask for them.
  const rest = (meta ?? '').replace(/(?:^|\s)title=(["']).*?\1/, ' ');
  return /(?:^|\s)showLineNumbers(?:\s|$)/.test(rest);
}

/** The language of a `language-x` class name, lower-cased. */
function languageOf(code: HastElement): string | undefined {
  const {className} = code.properties;
  const names = Array.isArray(className) ? className.map(String) : [];
  return names
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length)
    .toLowerCase();
}

/** The text of a node and its descendants. */
function textOf(node: HastNode): string {
  if (isText(node)) return node.value;
  return 'children' in node && node.children ? node.children.map(textOf).join('') : '';
}

interface Shiki {
  highlighter: Highlighter;
  themes: {light: ThemeRegistrationResolved; dark: ThemeRegistrationResolved};
  palettes: {light: string[]; dark: string[]};
  /** Whether Shiki bundles a grammar of this name or alias. */
  knows(language: string): boolean;
}

let shiki: Promise<Shiki> | undefined;

/** The build's one highlighter, with the two themes and no grammar until a block needs one. */
function loadShiki(): Promise<Shiki> {
  shiki ??= (async () => {
    const [{createHighlighter, bundledLanguages}, themes] = await Promise.all([
      import('shiki'),
      loadCodeThemes(),
    ]);
    const highlighter = await createHighlighter({
      themes: [themes.light, themes.dark],
      langs: [],
      langAlias: {...languageAliases},
    });
    return {
      highlighter,
      themes,
      palettes: {light: themePalette(themes.light), dark: themePalette(themes.dark)},
      knows: (language) => Object.hasOwn(bundledLanguages, language),
    };
  })();
  return shiki;
}

/** Where a node is in its file, for messages: `path:line`. */
function placeOf(file: CompiledFile, node: HastElement): string {
  const cwd = file.cwd ?? process.cwd();
  const path = file.path ? file.path.replace(`${cwd}/`, '') : 'an MDX file';
  const line = node.position?.start.line;
  return line === undefined ? path : `${path}:${line}`;
}

// A block compiles twice (for the server and for the browser): each warning is printed once.
const warned = new Set<string>();

function warn(file: CompiledFile, node: HastElement, message: string): void {
  file.message(message, node.position);
  const text = `[WARNING] ${placeOf(file, node)}: ${message}`;
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(text);
}

/**
 * Docusaurus's magic comments, on a line of their own: `highlight-next-line` marks the next line,
 * `highlight-start` and `highlight-end` the lines between them; the comment lines are removed.
 */
async function magicComments(onUnclosed: () => void): Promise<ShikiTransformer> {
  const {createCommentNotationTransformer} = await import('@shikijs/transformers');
  let start: number | undefined;
  const transformer = createCommentNotationTransformer(
    'site:docusaurus-magic-comments',
    /^\s*(highlight-next-line|highlight-start|highlight-end)\s*$/,
    function (match, line, _comment, lines, index) {
      // On a line of its own, Shiki hands the index of the next line; otherwise leave it alone.
      if (lines.indexOf(line) === index) return false;
      const directive = match[1];
      if (directive === 'highlight-next-line') {
        const next = lines[index];
        if (next) this.addClassToHast(next, 'highlighted');
      } else if (directive === 'highlight-start') {
        start = index;
      } else if (start !== undefined) {
        // `index` is the line after `highlight-end`'s, which is removed.
        for (const marked of lines.slice(start, index - 1))
          this.addClassToHast(marked, 'highlighted');
        start = undefined;
      }
      return true;
    },
    'v3',
  );
  return {
    ...transformer,
    code(code) {
      start = undefined;
      transformer.code?.call(this, code);
      if (start !== undefined) onUnclosed();
    },
  };
}

/** In a `diff` block, lines that add (`+`) or remove (`-`) are marked as such. */
const diffLines: ShikiTransformer = {
  name: 'site:diff-lines',
  line(node, lineNumber) {
    if (this.options.lang !== 'diff') return;
    const text = this.source.split('\n')[lineNumber - 1] ?? '';
    if (/^\+(?!\+\+ )/.test(text)) this.addClassToHast(node, ['diff', 'add']);
    else if (/^-(?!-- )/.test(text)) this.addClassToHast(node, ['diff', 'remove']);
  },
};

/** Removes the whitespace at the end of an element's text; whether any text is left. */
function trimEnd(node: ShikiElement): boolean {
  for (let index = node.children.length - 1; index >= 0; index -= 1) {
    const child = node.children[index];
    if (child.type === 'text') {
      child.value = child.value.trimEnd();
      if (child.value !== '') return true;
    } else if (child.type === 'element' && trimEnd(child)) {
      return true;
    }
  }
  return false;
}

/**
 * Last of the transformers: a line that ends with Shiki's notation after code (`call(); // [!code ++]`) would keep the
 * space before the removed comment: the copied code would end that line with a space.
 */
function trimmedNotations(): ShikiTransformer {
  const lines = new WeakSet<ShikiElement>();
  return {
    name: 'site:trimmed-notations',
    line(node, lineNumber) {
      const text = this.source.split('\n')[lineNumber - 1] ?? '';
      if (/\S\s*(?:\/\/|#|<!--|\/\*|--|;|%)\s*\[!code [^\]]*\]/.test(text)) lines.add(node);
    },
    code(code) {
      for (const line of code.children) {
        if (line.type === 'element' && lines.has(line)) trimEnd(line);
      }
      // A removed last line (a closing magic comment) leaves the newline before it.
      while (code.children.at(-1)?.type === 'text' && /^\n*$/.test(textOf(code.children.at(-1)!))) {
        code.children.pop();
      }
    },
  };
}

/**
 * The inline styles of Shiki's two-theme output (`--shiki-light:#…;--shiki-dark-font-style:…`)
 * as class names of ./codeStyles.ts: per mode, the index of the colour in the theme's palette (the
 * default text colour, index 0, needs none) and the font classes; one class for both modes where
 * they agree.
 */
function classesOfStyle(style: string, palettes: Shiki['palettes']): string[] {
  const styles = {light: new Set<string>(), dark: new Set<string>()};
  for (const declaration of style.split(';')) {
    const match = /^--shiki-(light|dark)(?:-(font-style|font-weight|text-decoration))?:(.+)$/.exec(
      declaration.trim(),
    );
    if (!match) continue;
    const mode = match[1] as 'light' | 'dark';
    const property = match[2] ?? 'color';
    const value = match[3].trim().toLowerCase();
    if (value === 'inherit') continue;
    if (property === 'color') {
      const index = palettes[mode].indexOf(value.slice(0, 7));
      if (index < 0) {
        throw new Error(`Shiki coloured a token ${value}, not a colour of the ${mode} code theme`);
      }
      if (index > 0) styles[mode].add(tokenClassName(mode, 'color', String(index)));
    } else {
      for (const part of value.split(/\s+/)) styles[mode].add(tokenClassName(mode, property, part));
    }
  }
  return [
    ...[...styles.light].map((light) => {
      const dark = `sd${light.slice(2)}`;
      return styles.dark.delete(dark) ? `s${light.slice(2)}` : light;
    }),
    ...styles.dark,
  ];
}

/** The class names of a hast element, as a list (Shiki writes `class` as a string). */
function classList(element: ShikiElement): string[] {
  const {class: name, className} = element.properties as {class?: unknown; className?: unknown};
  const value = className ?? name;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/**
 * Each token's inline style becomes class names, and a token without any (the default text
 * colour in both modes) becomes bare text; each line keeps its class names only.
 */
function toClasses(node: ShikiElement, palettes: Shiki['palettes']): void {
  node.children = node.children.flatMap((child) => {
    if (child.type !== 'element') return [child];
    const {style} = child.properties;
    const names = [
      ...classList(child),
      ...(typeof style === 'string' ? classesOfStyle(style, palettes) : []),
    ];
    toClasses(child, palettes);
    if (names.length === 0 && child.tagName === 'span') return child.children;
    child.properties = names.length > 0 ? {className: names} : {};
    return [child];
  });
  // Neighbouring tokens of the same style are one span.
  node.children = node.children.reduce<ShikiElement['children']>((merged, child) => {
    const last = merged.at(-1);
    if (
      last?.type === 'element' &&
      child.type === 'element' &&
      last.tagName === 'span' &&
      child.tagName === 'span' &&
      classList(last).join(' ') === classList(child).join(' ') &&
      !classList(child).includes('line')
    ) {
      last.children.push(...child.children);
    } else {
      merged.push(child);
    }
    return merged;
  }, []);
}

/** Highlights one `<pre><code>` of a fenced code block; leaves any other `<pre>` alone. */
async function highlightBlock(pre: HastElement, file: CompiledFile): Promise<void> {
  const elements = pre.children.filter((child) => !(isText(child) && child.value.trim() === ''));
  const code = elements[0];
  if (elements.length !== 1 || !code || !isElement(code, 'code')) return;
  // Highlighted already (the plugin registered twice), or not plain code.
  if (!code.children.every(isText)) return;
  const written = languageOf(code);
  const meta =
    typeof code.properties.metastring === 'string' ? code.properties.metastring : code.data?.meta;
  // remark-rehype ends the code with a newline; Docusaurus's code block drops it.
  const source = textOf(code).replace(/\n$/, '');

  const {highlighter, palettes, themes, knows} = await loadShiki();
  let language = written ? (languageAliases[written] ?? written) : 'text';
  if (!plainLanguages.has(language) && !knows(language)) {
    warn(
      file,
      code,
      `the code block's language "${written}" is not one Shiki knows, so the block is plain text. Use a language of https://shiki.style/languages, or "text".`,
    );
    language = 'text';
  }
  if (plainLanguages.has(language)) language = 'text';
  else await highlighter.loadLanguage(language as Parameters<Highlighter['loadLanguage']>[0]);

  const transformers = await import('@shikijs/transformers');
  const hast = highlighter.codeToHast(source, {
    lang: language,
    themes: {light: themes.light.name, dark: themes.dark.name},
    defaultColor: false,
    // No time limit per line: Shiki's default (500 ms) leaves the rest of a line as one plain token
    // when the machine is busy, as it is when several builds run side by side.
    tokenizeTimeLimit: 0,
    meta: {__raw: meta ?? ''},
    transformers: [
      transformers.transformerMetaHighlight(),
      transformers.transformerNotationHighlight(),
      transformers.transformerNotationDiff(),
      await magicComments(() =>
        warn(file, code, '`highlight-start` without a `highlight-end`: nothing is highlighted.'),
      ),
      diffLines,
      trimmedNotations(),
    ],
  });
  const shikiPre = hast.children.find(
    (node): node is ShikiElement => node.type === 'element' && node.tagName === 'pre',
  );
  const shikiCode = shikiPre?.children.find(
    (node): node is ShikiElement => node.type === 'element' && node.tagName === 'code',
  );
  if (!shikiCode) throw new Error(`Shiki gave no <code> for a block of ${placeOf(file, code)}`);
  toClasses(shikiCode, palettes);

  const title = titleOf(meta);
  code.properties = {
    ...(written === undefined ? {} : {className: [`language-${written}`]}),
    ...(title === undefined ? {} : {title}),
    ...(showsLineNumbers(meta) ? {showLineNumbers: true} : {}),
  };
  code.children = shikiCode.children as HastNode[];
}

function preElements(tree: HastNode): HastElement[] {
  const found: HastElement[] = [];
  visit(tree as UnistNode, (node) => {
    if (isElement(node as HastNode, 'pre')) found.push(node as HastElement);
  });
  return found;
}

/** The rehype plugin: `rehypePlugins: [highlightCode]`. */
export default function highlightCode(): (tree: HastRoot, file: CompiledFile) => Promise<void> {
  return async (tree, file) => {
    for (const pre of preElements(tree)) await highlightBlock(pre, file);
  };
}
