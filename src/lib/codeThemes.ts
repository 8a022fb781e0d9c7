/**
 * The colours of code blocks: one Shiki theme per colour mode, and the backgrounds of the marked
 * lines, every token readable. WCAG AA asks for a contrast of at least 4.5:1 between text and its
 * background; a unit test checks every colour either theme can give a token against the block's
 * background and against each marked line's.
 * - GitHub's light and dark default themes, whose token colours all pass as shipped, except the few
 *   scopes that the themes draw as a coloured box (a foreground close to the page's background on a
 *   strong background colour: carriage returns, ignored Markdown). Shiki colours a token's text but
 *   not its box, so those would be invisible; they get the box's colour as their text colour.
 * - The light theme's comments (#6e7781, 4.6:1 on white) are darkened to its muted text colour, so
 *   that they stay readable on the tint of a marked line.
 * - Highlighted, added and removed lines are tinted, and marked in a way that does not rely on
 *   colour alone (a bar, a `+` or `−` in the gutter: src/theme/CodeBlock).
 *
 * Used in Node only, when the site is built (src/lib/mdx/highlightCode.ts, src/plugins/codeStyles);
 * Shiki is ESM only, so the themes are loaded with `import()`.
 */
import type {ThemeRegistrationResolved} from 'shiki';

import {contrastRatio, hexColour} from './contrast';

export type ColourMode = 'light' | 'dark';
export const colourModes: readonly ColourMode[] = ['light', 'dark'];

/** The Shiki theme of each mode (https://shiki.style/themes). */
const codeThemeNames: {readonly [mode in ColourMode]: string} = {
  light: 'github-light-default',
  dark: 'github-dark-default',
};

/** Colours of a theme replaced by more readable ones (lower-case hex, as Shiki compares them). */
const colourReplacements: {readonly [mode in ColourMode]: Readonly<Record<string, string>>} = {
  light: {'#6e7781': '#59636e'},
  dark: {},
};

/** The backgrounds of marked lines, drawn under the theme's token colours. */
export const lineBackgrounds: {
  readonly [mode in ColourMode]: {highlighted: string; added: string; removed: string};
} = {
  light: {highlighted: '#fff8c5', added: '#e6ffec', removed: '#fff0ee'},
  dark: {highlighted: '#2e2a1a', added: '#12261e', removed: '#25171c'},
};

/**
 * The gutter's line numbers, and the bar and signs of marked lines: beside the text rather than
 * under it, readable on every line's background.
 */
export const lineMarkers: {
  readonly [mode in ColourMode]: {
    number: string;
    highlighted: string;
    added: string;
    removed: string;
  };
} = {
  light: {number: '#59636e', highlighted: '#9a6700', added: '#1a7f37', removed: '#cf222e'},
  dark: {number: '#9198a1', highlighted: '#d29922', added: '#3fb950', removed: '#f85149'},
};

/**
 * The theme with every token's text readable on the block: a scope that the theme draws as text on
 * a box of its own (`background` set, text colour below 4.5:1 on the block) takes the box's colour
 * as its text colour, since Shiki does not draw the box.
 */
export function readableTheme(theme: ThemeRegistrationResolved): ThemeRegistrationResolved {
  const background = theme.bg;
  return {
    ...theme,
    settings: theme.settings.map((setting) => {
      const {foreground, background: box} = setting.settings ?? {};
      if (!foreground || !box || contrastRatio(foreground, background) >= 4.5) return setting;
      const {background: _box, ...rest} = setting.settings;
      return {...setting, settings: {...rest, foreground: box}};
    }),
  };
}

/** Every colour the theme can give a token (its default text colour first), as `#rrggbb`. */
export function themePalette(theme: ThemeRegistrationResolved): string[] {
  const colours = [theme.fg, ...theme.settings.map((setting) => setting.settings?.foreground)];
  const replacements = theme.colorReplacements ?? {};
  return [
    ...new Set(
      colours
        .filter((colour): colour is string => Boolean(colour))
        .map((colour) => hexColour(replacements[colour.toLowerCase()] ?? colour)),
    ),
  ];
}

/** The two themes, resolved by Shiki and made readable. */
export async function loadCodeThemes(): Promise<{
  [mode in ColourMode]: ThemeRegistrationResolved;
}> {
  const {bundledThemes, normalizeTheme} = await import('shiki');
  const load = async (mode: ColourMode) => {
    const name = codeThemeNames[mode];
    const loader = bundledThemes[name as keyof typeof bundledThemes];
    if (!loader) throw new Error(`Shiki has no theme "${name}" (src/lib/codeThemes.ts)`);
    // A module with a default export; loaded through Docusaurus's config loader (jiti), the
    // default export itself.
    const loaded: object = await loader();
    const theme = 'default' in loaded ? loaded.default : loaded;
    const resolved = normalizeTheme(theme as Parameters<typeof normalizeTheme>[0]);
    return readableTheme({
      ...resolved,
      colorReplacements: {...resolved.colorReplacements, ...colourReplacements[mode]},
    });
  };
  const [light, dark] = await Promise.all([load('light'), load('dark')]);
  return {light, dark};
}
