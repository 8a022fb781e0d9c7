import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';

import {codeThemes} from '../../codeThemes';
import {createCodeStyles, tokenStyle, type ColourMode} from '../codeStyles';
import {tokenize} from '../highlightCode';

/** Code in the languages the site's content is likely to show. */
const samples: [string, string][] = [
  [
    'html',
    '<!doctype html>\n<title>Audit &amp; fix</title>\n<meta name="description" content="x" />\n<!-- note -->',
  ],
  [
    'jsx',
    'export default function A({x}) {\n  return <div className="a" data-x={x}>{`t ${x}`}</div>;\n}',
  ],
  ['tsx', 'const a: Record<string, number> = {b: 1};\ninterface C { readonly d?: string }'],
  ['js', '// comment\nconst re = /a+/g; let n = 0x1f, s = "str", t = true;\nclass K extends L {}'],
  ['css', '@media (min-width: 40em) {\n  .a > b::before { color: #fff !important; }\n}'],
  ['json', '{"a": [1, 2.5, null, true], "b": "c"}'],
  ['yaml', 'key: value\nlist:\n  - 1 # comment'],
  ['markdown', '# Title\n\n**bold** _em_ [link](https://example.com)'],
  ['python', 'def f(x):\n    return x ** 2  # square'],
];

/** The tokens and token styles prism-react-renderer's Highlight renders, for one theme. */
function rendered(theme: PrismTheme, language: string, code: string) {
  const tokens: {token: Token; style: Record<string, unknown>}[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      language,
      code,
      children: ({tokens: lines, getTokenProps}) => {
        for (const line of lines) {
          for (const token of line) {
            const {display: _display, ...style} = {...getTokenProps({token}).style};
            tokens.push({token, style});
          }
        }
        return createElement(Fragment);
      },
    }),
  );
  return tokens;
}

/** The declarations each class name gets in each mode, read back from the stylesheet. */
function rulesOf(css: string): Map<string, Map<string, Record<string, string>>> {
  const byMode = new Map<string, Map<string, Record<string, string>>>([
    ['light', new Map()],
    ['dark', new Map()],
  ]);
  const rule = /^(.+) \.token\.(\w+) \{ ([\w-]+): ([^;]+); \}$/gm;
  for (const [, selector, name, property, value] of css.matchAll(rule)) {
    const mode = selector === "[data-theme='dark']" ? 'dark' : 'light';
    if (mode === 'light') expect(selector).toBe(":root:not([data-theme='dark'])");
    byMode.get(mode)?.set(name, {[property]: value});
  }
  return byMode;
}

const camel = (property: string) => property.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

describe('code styles', () => {
  const styles = createCodeStyles(codeThemes);
  const rules = rulesOf(styles.css);

  test('the stylesheet sets the plain colours of each mode as variables', () => {
    expect(styles.css).toContain(`:root {\n  --code-block-color: ${codeThemes.light.plain.color};`);
    expect(styles.css).toContain(
      `[data-theme='dark'] {\n  --code-block-color: ${codeThemes.dark.plain.color};\n  --code-block-background: ${codeThemes.dark.plain.backgroundColor};`,
    );
    expect(rules.get('light')?.size).toBeGreaterThan(5);
    expect(rules.get('dark')?.size).toBeGreaterThan(5);
  });

  test.each(samples)(
    '%s: the tokens and their styles in both modes are prism-react-renderer’s',
    (language, code) => {
      const ours = tokenize(code, language).flat();
      for (const mode of ['light', 'dark'] as ColourMode[]) {
        const theirs = rendered(codeThemes[mode], language, code);
        expect(ours.map(({types, content}) => ({types, content}))).toEqual(
          theirs.map(({token: {types, content}}) => ({types, content})),
        );
        theirs.forEach(({token, style}) => {
          const expected = Object.fromEntries(
            Object.entries(style).filter(([, value]) => value !== undefined),
          );
          expect(tokenStyle(codeThemes[mode], language, token.types)).toEqual(expected);
          // What the stylesheet gives the token's class names in this mode.
          const applied = Object.fromEntries(
            styles
              .classNames(language, token.types)
              .flatMap((name) => Object.entries(rules.get(mode)?.get(name) ?? {}))
              .map(([property, value]) => [camel(property), value]),
          );
          const wanted = Object.fromEntries(
            Object.entries(expected).map(([property, value]) => [property, String(value)]),
          );
          expect(applied).toEqual(wanted);
        });
      }
    },
  );

  test('the last type that sets a property wins, per mode, as in prism-react-renderer', () => {
    const light = codeThemes.light;
    const dark = codeThemes.dark;
    // A tag's attribute value: a tag in the light theme (which has no attr-value colour), an
    // attribute value in the dark theme.
    const types = ['tag', 'attr-value'];
    expect(tokenStyle(light, 'html', types).color).toBe(tokenStyle(light, 'html', ['tag']).color);
    expect(tokenStyle(dark, 'html', types).color).toBe(
      tokenStyle(dark, 'html', ['attr-value']).color,
    );
  });

  test('entries limited to some languages apply to those only', () => {
    const theme: PrismTheme = {
      plain: {color: '#000000', backgroundColor: '#ffffff'},
      styles: [
        {types: ['keyword'], style: {color: '#0000aa'}},
        {types: ['keyword'], style: {color: '#aa0000'}, languages: ['css']},
      ],
    };
    const themed = createCodeStyles({light: theme, dark: theme});
    expect(tokenStyle(theme, 'js', ['keyword']).color).toBe('#0000aa');
    expect(tokenStyle(theme, 'css', ['keyword']).color).toBe('#aa0000');
    expect(themed.classNames('js', ['keyword'])).not.toEqual(themed.classNames('css', ['keyword']));
  });

  test('a theme value that could break out of its declaration is refused', () => {
    const theme: PrismTheme = {
      plain: {color: '#000000'},
      styles: [{types: ['x'], style: {color: 'red; } body { display: none'}}],
    };
    expect(() => createCodeStyles({light: theme, dark: theme})).toThrow(/not a plain CSS value/);
  });

  test('a plain style the stylesheet cannot carry is refused', () => {
    const theme: PrismTheme = {plain: {color: '#000000', fontStyle: 'italic'}, styles: []};
    expect(() => createCodeStyles({light: theme, dark: theme})).toThrow(/only color/);
  });
});
