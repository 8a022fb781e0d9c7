import type {ThemeRegistrationResolved} from 'shiki';

import {
  colourModes,
  lineBackgrounds,
  lineMarkers,
  readableTheme,
  themePalette,
} from '../codeThemes';
import {contrastRatio as contrast, hexColour} from '../contrast';
import {inNode} from '../mdx/__tests__/inNode';

interface ThemeColours {
  palettes: {light: string[]; dark: string[]};
  backgrounds: {light: string; dark: string};
}

/** A resolved theme with these settings, as Shiki's `normalizeTheme` makes one. */
const theme = (settings: ThemeRegistrationResolved['settings']): ThemeRegistrationResolved =>
  ({name: 't', type: 'light', fg: '#222222', bg: '#ffffff', settings}) as ThemeRegistrationResolved;

describe('code block colours', () => {
  test('the contrast helper gives the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ff0000', '#fff')).toBeCloseTo(4.0, 1);
    expect(hexColour('#ABCDEF80')).toBe('#abcdef');
    expect(() => hexColour('red')).toThrow(/not a hex colour/);
  });

  test('a scope drawn as a box takes the box’s colour as its text colour', () => {
    const readable = readableTheme(
      theme([
        {scope: 'carriage-return', settings: {foreground: '#f6f8fa', background: '#cf222e'}},
        {scope: 'comment', settings: {foreground: '#59636e'}},
        {scope: 'inserted', settings: {foreground: '#116329', background: '#dafbe1'}},
      ]),
    );
    expect(readable.settings.map((setting) => setting.settings)).toEqual([
      {foreground: '#cf222e'},
      {foreground: '#59636e'},
      // Readable already: kept as it is.
      {foreground: '#116329', background: '#dafbe1'},
    ]);
    expect(themePalette(readable)).toEqual(['#222222', '#cf222e', '#59636e', '#116329']);
  });

  // The real Shiki themes of the build, loaded by Shiki in Node (ESM only: see ./inNode.ts).
  const colours = inNode<ThemeColours>(
    require.resolve('../mdx/__tests__/highlightDriver.ts'),
    'themeColours',
  );

  for (const mode of colourModes) {
    const background = colours.backgrounds[mode];
    const lines = {plain: background, ...lineBackgrounds[mode]};

    test(`${mode}: every colour the theme can give a token has 4.5:1 on every line`, () => {
      const palette = colours.palettes[mode];
      expect(palette.length).toBeGreaterThan(5);
      const failing = Object.entries(lines).flatMap(([line, lineBackground]) =>
        palette
          .map((colour) => ({line, colour, ratio: contrast(colour, lineBackground)}))
          .filter(({ratio}) => ratio < 4.5),
      );
      expect(failing).toEqual([]);
    });

    test(`${mode}: line numbers and diff signs have 4.5:1, the highlight bar 3:1`, () => {
      const {number, added, removed, highlighted} = lineMarkers[mode];
      const failing = [
        ...Object.values(lines).map((line) => ({what: 'number', ratio: contrast(number, line)})),
        {what: 'added', ratio: contrast(added, lines.added)},
        {what: 'removed', ratio: contrast(removed, lines.removed)},
      ].filter(({ratio}) => ratio < 4.5);
      expect(failing).toEqual([]);
      expect(contrast(highlighted, lines.highlighted)).toBeGreaterThanOrEqual(3);
    });

    test(`${mode}: marked lines are told apart from plain ones`, () => {
      for (const tint of Object.values(lineBackgrounds[mode])) {
        expect(tint).not.toBe(background);
      }
    });
  }

  test('the two modes differ', () => {
    expect(colours.backgrounds.light).not.toBe(colours.backgrounds.dark);
    expect(colours.palettes.light).not.toEqual(colours.palettes.dark);
  });
});
