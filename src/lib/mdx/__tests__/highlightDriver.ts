/**
 * What the highlighting tests run in Node (./inNode.ts): the rehype plugin over fenced code blocks
 * as Docusaurus's MDX loader hands them to it, and the stylesheet of the code colours.
 */
import highlightCode, {type HastElement, type HastRoot} from '../highlightCode';
import {codeStylesheet} from '../codeStyles';
import {loadCodeThemes, themePalette} from '../../codeThemes';
import {hexColour} from '../../contrast';

export interface Block {
  code: string;
  language?: string;
  meta?: string;
}

/** A fenced code block as remark-rehype and Docusaurus's MDX loader hand it to rehype plugins. */
export function fence({code, language, meta}: Block, line: number): HastElement {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {
          ...(language ? {className: [`language-${language}`]} : {}),
          ...(meta === undefined ? {} : {metastring: meta}),
        },
        // remark-rehype ends the text with a newline.
        children: [{type: 'text', value: `${code}\n`}],
        ...(meta === undefined ? {} : {data: {meta}}),
        position: {start: {line, column: 1}},
      },
    ],
  };
}

export interface Highlighted {
  /** The `<code>` element of each block, as the plugin left it. */
  codes: HastElement[];
  /** The messages of the compiled file (vfile). */
  messages: string[];
  /** What the plugin printed with console.warn. */
  warnings: string[];
}

/**
 * Highlights the blocks as one MDX file at `blog/post.mdx` (block i on line 10 × i), `times` times
 * over (Docusaurus compiles a file once for the server and once for the browser).
 */
export async function highlight({blocks, times = 1}: {blocks: Block[]; times?: number}) {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    const messages: string[] = [];
    let tree: HastRoot = {type: 'root', children: []};
    for (let time = 0; time < times; time += 1) {
      tree = {type: 'root', children: blocks.map((block, index) => fence(block, 10 * (index + 1)))};
      await highlightCode()(tree, {
        path: `${process.cwd()}/blog/post.mdx`,
        cwd: process.cwd(),
        message: (reason: string) => messages.push(reason),
      });
    }
    const codes = tree.children.map((pre) => (pre as HastElement).children[0] as HastElement);
    return {codes, messages, warnings} satisfies Highlighted;
  } finally {
    console.warn = warn;
  }
}

/** The colours of the two themes as the build uses them, and the stylesheet. */
export async function themeColours() {
  const {light, dark} = await loadCodeThemes();
  const palettes = {light: themePalette(light), dark: themePalette(dark)};
  const backgrounds = {light: hexColour(light.bg), dark: hexColour(dark.bg)};
  return {palettes, backgrounds, stylesheet: codeStylesheet(palettes, backgrounds)};
}
