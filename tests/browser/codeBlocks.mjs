/**
 * What the browser tests compare a code block with, computed in Node independently of the code
 * that highlights the site's blocks (src/lib/mdx/):
 *   - the code of a post, read from its MDX source;
 *   - the themes of src/lib/codeThemes.ts (transpiled by TypeScript, a dev dependency, since Node
 *     runs these tests without a TypeScript loader);
 *   - the style of every token as prism-react-renderer's own `Highlight` renders it with a theme,
 *     the code block the site had before its highlighting moved to build time.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {Highlight} from 'prism-react-renderer';
import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ts from 'typescript';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The fenced code blocks of an MDX file: language, meta string and code, as written. */
export function fencedBlocks(relativeFile) {
  const source = fs.readFileSync(path.join(siteDir, relativeFile), 'utf8').replace(/\r\n?/g, '\n');
  return [...source.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)\n```$/gm)].map(
    ([, language, meta, code]) => ({language, meta: meta.trim(), code}),
  );
}

/** `{light, dark}` of src/lib/codeThemes.ts. */
export function loadCodeThemes() {
  const file = path.join(siteDir, 'src/lib/codeThemes.ts');
  const {outputText} = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
  });
  const module = {exports: {}};
  new Function('exports', 'require', 'module', outputText)(
    module.exports,
    createRequire(file),
    module,
  );
  return module.exports.codeThemes;
}

/** A theme colour ('#abc', '#aabbcc', 'rgb(r, g, b)') as getComputedStyle writes it. */
export function computedColour(colour) {
  const value = colour.trim().toLowerCase();
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(value);
  if (rgb) return `rgb(${rgb[1]}, ${rgb[2]}, ${rgb[3]})`;
  let hex = /^#([\da-f]{3}|[\da-f]{6})$/.exec(value)?.[1];
  if (!hex) throw new Error(`not a colour this test reads: ${colour}`);
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * The tokens prism-react-renderer's `Highlight` draws for `code` with `theme`, except untyped
 * text and empty-line placeholders (which the build writes as bare text), each with the style a
 * browser computes for it: colour, font style, font weight and opacity.
 */
export function referenceTokens(theme, language, code) {
  const tokens = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      language,
      code,
      children: ({tokens: lines, getTokenProps}) => {
        for (const line of lines) {
          for (const token of line) {
            const plain = token.types.length === 1 && token.types[0] === 'plain';
            if (plain || token.empty || token.content === '') continue;
            const style = getTokenProps({token}).style ?? {};
            tokens.push({
              text: token.content,
              color: computedColour(style.color ?? theme.plain.color),
              fontStyle: style.fontStyle ?? 'normal',
              fontWeight:
                {normal: '400', bold: '700'}[style.fontWeight] ?? String(style.fontWeight ?? 400),
              opacity: String(style.opacity ?? 1),
            });
          }
        }
        return createElement(Fragment);
      },
    }),
  );
  return tokens;
}
