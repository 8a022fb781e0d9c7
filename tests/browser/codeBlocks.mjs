/**
 * What the browser tests compare a code block with, computed in Node independently of the code
 * that highlights the site's blocks (src/lib/mdx/):
 *   - the code blocks of a post, read from its MDX source, and what an author's markup there asks
 *     for (the lines a `{1,3-5}` range or a magic comment marks, the code left once the magic
 *     comments and Shiki's `[!code …]` notes are taken out);
 *   - the colour of every character of a block as Shiki's own `codeToTokensWithThemes` gives it
 *     with the themes of src/lib/codeThemes.ts (transpiled by TypeScript, a dev dependency, since
 *     Node runs these tests without a TypeScript loader).
 */
/* global document, NodeFilter, getComputedStyle */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {createHighlighter} from 'shiki';
import ts from 'typescript';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The fenced code blocks of an MDX file: language, meta string and code, as written. */
export function fencedBlocks(relativeFile) {
  const source = fs.readFileSync(path.join(siteDir, relativeFile), 'utf8').replace(/\r\n?/g, '\n');
  return [...source.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)\n```$/gm)].map(
    ([, language, meta, code]) => ({language, meta: meta.trim(), code}),
  );
}

const magicComment =
  /^\s*(?:\/\/|#|<!--|\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:-->|\*\/)?\s*$/;
const notation = /\s*(?:\/\/|#|<!--|\/\*)\s*\[!code (\+\+|--|highlight)\]\s*(?:-->|\*\/)?\s*$/;

/**
 * What a block shows: its code without magic-comment lines and notes, and the 1-based numbers of
 * the lines marked highlighted, added and removed, read from the block as an author wrote it.
 */
export function expectedBlock({language, meta, code}) {
  const lines = [];
  const marks = {highlighted: [], added: [], removed: []};
  let next = false;
  let open = false;
  for (const line of code.split('\n')) {
    const magic = magicComment.exec(line)?.[1];
    if (magic === 'highlight-next-line') next = true;
    else if (magic === 'highlight-start') open = true;
    else if (magic === 'highlight-end') open = false;
    if (magic) continue;
    const number = lines.length + 1;
    const note = notation.exec(line)?.[1];
    if (next || open || note === 'highlight') marks.highlighted.push(number);
    if (note === '++' || (language === 'diff' && /^\+(?!\+\+ )/.test(line)))
      marks.added.push(number);
    if (note === '--' || (language === 'diff' && /^-(?!-- )/.test(line)))
      marks.removed.push(number);
    next = false;
    lines.push(note ? line.replace(notation, '') : line);
  }
  const range = /(?:^|\s)\{([\d,-]+)\}/.exec(meta)?.[1];
  for (const part of range ? range.split(',') : []) {
    const [from, to = from] = part.split('-').map(Number);
    for (let number = from; number <= to; number += 1) marks.highlighted.push(number);
  }
  marks.highlighted = [...new Set(marks.highlighted)].sort((a, b) => a - b);
  return {
    code: lines.join('\n'),
    marks,
    title: /title="([^"]*)"/.exec(meta)?.[1],
    lineNumbers: /(?:^|\s)showLineNumbers(?:\s|$)/.test(meta.replace(/title="[^"]*"/, '')),
  };
}

/** A colour ('#abc', '#aabbcc', '#aabbccdd') as getComputedStyle writes it. */
function computedColour(colour) {
  let hex = /^#([\da-f]{3}|[\da-f]{6})(?:[\da-f]{2})?$/i.exec(colour.trim())?.[1];
  if (!hex) throw new Error(`not a colour this test reads: ${colour}`);
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A TypeScript module of the site, transpiled on its own, with the site's TypeScript modules it
 * imports by relative path loaded the same way (packages come from node_modules).
 */
function loadSiteModule(file, loaded = new Map()) {
  const known = loaded.get(file);
  if (known) return known.exports;
  const {outputText} = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
  });
  const module = {exports: {}};
  loaded.set(file, module);
  const requirePackage = createRequire(file);
  const require = (specifier) =>
    specifier.startsWith('.')
      ? loadSiteModule(`${path.resolve(path.dirname(file), specifier)}.ts`, loaded)
      : requirePackage(specifier);
  new Function('exports', 'require', 'module', outputText)(module.exports, require, module);
  return module.exports;
}

/** `loadCodeThemes` of src/lib/codeThemes.ts: the two Shiki themes the build uses. */
async function siteCodeThemes() {
  return loadSiteModule(path.join(siteDir, 'src/lib/codeThemes.ts')).loadCodeThemes();
}

let highlighter;

/**
 * The colour of each character of `code` in each mode, as Shiki gives it (the theme's default
 * text colour where a token has none), as getComputedStyle writes it; and each mode's
 * background. Newlines have no colour (`null`).
 */
export async function referenceColours(language, code) {
  const themes = await siteCodeThemes();
  highlighter ??= await createHighlighter({themes: [themes.light, themes.dark], langs: []});
  await highlighter.loadLanguage(language);
  const lines = highlighter.codeToTokensWithThemes(code, {
    lang: language,
    themes: {light: themes.light.name, dark: themes.dark.name},
    // As the build tokenizes (src/lib/mdx/highlightCode.ts): no time limit per line.
    tokenizeTimeLimit: 0,
  });
  const colours = {light: [], dark: []};
  lines.forEach((tokens, index) => {
    if (index > 0) for (const mode of ['light', 'dark']) colours[mode].push(null);
    for (const token of tokens) {
      for (const mode of ['light', 'dark']) {
        const colour = computedColour(token.variants[mode].color ?? themes[mode].fg);
        for (let count = 0; count < token.content.length; count += 1) colours[mode].push(colour);
      }
    }
  });
  return {
    colours,
    background: {light: computedColour(themes.light.bg), dark: computedColour(themes.dark.bg)},
  };
}

/**
 * In the page: the colour of each character of the code of `pre` (`null` for newlines), as the
 * browser computes it.
 */
export function characterColours(pre) {
  return pre.evaluate((element) => {
    const code = element.querySelector('code');
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    const colours = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const {color} = getComputedStyle(node.parentElement);
      for (const character of node.data) colours.push(character === '\n' ? null : color);
    }
    return colours;
  });
}

/** The colours of the characters that are not white space (whose colour nobody sees). */
export function visibleColours(code, colours) {
  return [...code].flatMap((character, index) => (/\s/.test(character) ? [] : [colours[index]]));
}
