/**
 * The colours of build-time highlighted code (./highlightCode.ts): the class names that a token
 * carries, and the stylesheet that gives them their colours in both colour modes, both generated
 * from the light and dark themes of ../codeThemes.ts.
 *
 * prism-react-renderer styles each token inline: it merges the theme's styles for every type of the
 * token in the order of the token's types (the last type that sets a property wins), for the one
 * theme of the current colour mode. Markup written at build time has to serve both modes, and may
 * not carry inline styles (the Content-Security-Policy allows only the inline code the build
 * hashes). A class per type cannot reproduce that merge either: CSS decides between two matching
 * rules by their order in the stylesheet, not by the order of the classes on the element, and the
 * two themes style different sets of types (a `tag attr-value` token is a tag in the light theme
 * and an attribute value in the dark one). So the merge runs at build time, per mode, exactly as
 * prism-react-renderer runs it, and its outcome is written as one class per property and mode:
 * `lc3` is the fourth distinct colour of the light theme, `dw0` the first font weight of the dark
 * theme. The stylesheet defines each class under its mode (Docusaurus sets `data-theme` on
 * <html>; without it the page is light), and the block's plain colours as CSS variables
 * (`--code-block-color`, `--code-block-background`).
 */
import type {PrismTheme, PrismThemeEntry} from 'prism-react-renderer';

export type ColourMode = 'light' | 'dark';
export type CodeThemes = {readonly [mode in ColourMode]: PrismTheme};
type Property = keyof PrismThemeEntry;

/** The CSS property of each theme property, and its letter in the class names. */
const properties: {readonly [property in Property]-?: {css: string; letter: string}} = {
  color: {css: 'color', letter: 'c'},
  backgroundColor: {css: 'background-color', letter: 'b'},
  background: {css: 'background', letter: 'g'},
  backgroundImage: {css: 'background-image', letter: 'i'},
  cursor: {css: 'cursor', letter: 'r'},
  textShadow: {css: 'text-shadow', letter: 't'},
  fontStyle: {css: 'font-style', letter: 's'},
  fontWeight: {css: 'font-weight', letter: 'w'},
  textDecorationLine: {css: 'text-decoration-line', letter: 'u'},
  opacity: {css: 'opacity', letter: 'o'},
};

const modes: {readonly [mode in ColourMode]: {letter: string; selector: string}} = {
  light: {letter: 'l', selector: ":root:not([data-theme='dark'])"},
  dark: {letter: 'd', selector: "[data-theme='dark']"},
};

const isProperty = (name: string): name is Property => Object.hasOwn(properties, name);

/** The defined properties of a style, as `[property, value]` pairs. */
function entriesOf(style: PrismThemeEntry | undefined): [Property, string | number][] {
  return Object.entries(style ?? {}).flatMap(([name, value]) => {
    if (value === undefined || value === null) return [];
    if (!isProperty(name)) throw new Error(`Unknown code theme property "${name}"`);
    return [[name, value as string | number]];
  });
}

/** A value as it is written into the stylesheet; refuses anything that could end a declaration. */
function cssValue(value: string | number): string {
  const text = String(value).trim();
  if (text === '' || /[;{}<>\\]/.test(text)) {
    throw new Error(`Code theme value ${JSON.stringify(value)} is not a plain CSS value`);
  }
  return text;
}

/** prism-react-renderer's `themeToDict`: the merged style of each type, for one language. */
function themeDictionary(theme: PrismTheme, language: string): Record<string, PrismThemeEntry> {
  const dictionary: Record<string, PrismThemeEntry> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as (typeof languages)[number])) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  dictionary.root = theme.plain;
  dictionary.plain = {...theme.plain, backgroundColor: undefined};
  return dictionary;
}

/**
 * The style prism-react-renderer gives a token of these types in this language (its
 * `themeToDict` and `getTokenProps`), without the `display` it adds to the placeholder of an
 * empty line, which highlighted code does not have.
 */
export function tokenStyle(
  theme: PrismTheme,
  language: string,
  types: readonly string[],
): PrismThemeEntry {
  if (types.length === 1 && types[0] === 'plain') return {};
  const dictionary = themeDictionary(theme, language.toLowerCase());
  return Object.assign({}, ...types.map((type) => dictionary[type]));
}

export interface CodeStyles {
  /** The class names that give a token of these types its style in every mode. */
  classNames(language: string, types: readonly string[]): string[];
  /** The stylesheet that defines those class names and the plain colours of a block. */
  readonly css: string;
}

/** Class names and stylesheet for a pair of themes. */
export function createCodeStyles(themes: CodeThemes): CodeStyles {
  // Every distinct value of each property in each theme, in order of first appearance.
  const palettes = new Map<ColourMode, Map<Property, string[]>>();
  for (const mode of Object.keys(modes) as ColourMode[]) {
    const palette = new Map<Property, string[]>();
    const styles = [themes[mode].plain, ...themes[mode].styles.map((entry) => entry.style)];
    for (const [property, value] of styles.flatMap(entriesOf)) {
      const values = palette.get(property) ?? [];
      const text = cssValue(value);
      if (!values.includes(text)) values.push(text);
      palette.set(property, values);
    }
    palettes.set(mode, palette);
  }
  const className = (mode: ColourMode, property: Property, value: string | number): string => {
    const index = palettes.get(mode)?.get(property)?.indexOf(cssValue(value)) ?? -1;
    if (index < 0) throw new Error(`No class for ${mode} ${property} ${String(value)}`);
    return `${modes[mode].letter}${properties[property].letter}${index}`;
  };

  // Cached per language and type list: a page has many tokens and few distinct type lists.
  const cache = new Map<string, string[]>();
  const classNames = (language: string, types: readonly string[]): string[] => {
    const key = `${language}\n${types.join(' ')}`;
    let names = cache.get(key);
    if (!names) {
      names = (Object.keys(modes) as ColourMode[]).flatMap((mode) =>
        entriesOf(tokenStyle(themes[mode], language, types)).map(([property, value]) =>
          className(mode, property, value),
        ),
      );
      cache.set(key, names);
    }
    return names;
  };

  return {classNames, css: stylesheet(themes, palettes)};
}

function stylesheet(themes: CodeThemes, palettes: Map<ColourMode, Map<Property, string[]>>) {
  const lines = [
    '/* Generated from src/lib/codeThemes.ts by src/lib/mdx/codeStyles.ts: do not edit. */',
  ];
  for (const mode of Object.keys(modes) as ColourMode[]) {
    const {plain} = themes[mode];
    const unsupported = entriesOf(plain).filter(
      ([property]) => property !== 'color' && property !== 'backgroundColor',
    );
    if (unsupported.length > 0) {
      throw new Error(
        `The ${mode} code theme's plain style sets ${unsupported.map(([p]) => p).join(', ')}: only color and backgroundColor are supported`,
      );
    }
    const variables = [
      plain.color === undefined ? '' : `  --code-block-color: ${cssValue(plain.color)};`,
      plain.backgroundColor === undefined
        ? ''
        : `  --code-block-background: ${cssValue(plain.backgroundColor)};`,
    ].filter(Boolean);
    lines.push(`${mode === 'light' ? ':root' : modes[mode].selector} {`, ...variables, '}');
  }
  for (const mode of Object.keys(modes) as ColourMode[]) {
    for (const [property, values] of palettes.get(mode) ?? []) {
      values.forEach((value, index) => {
        const name = `${modes[mode].letter}${properties[property].letter}${index}`;
        lines.push(
          `${modes[mode].selector} .token.${name} { ${properties[property].css}: ${value}; }`,
        );
      });
    }
  }
  return `${lines.join('\n')}\n`;
}
