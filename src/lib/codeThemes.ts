/**
 * The colours of code blocks, one theme per colour mode, every token readable: WCAG AA asks for a
 * contrast of at least 4.5:1 between text and its background (a unit test checks each colour).
 * - Light: the VS Code light theme, whose one failing colour (attribute names, #ff0000 at 4.0:1
 *   on white) is darkened.
 * - Dark: Oceanic Next, all of whose colours pass as shipped.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Darker red for attribute names on white (6.9:1). */
const attributeName = '#b30000';

export const codeThemes: {readonly light: PrismTheme; readonly dark: PrismTheme} = {
  light: {
    ...themes.vsLight,
    styles: themes.vsLight.styles.map((entry) =>
      entry.types.includes('attr-name')
        ? {...entry, style: {...entry.style, color: attributeName}}
        : entry,
    ),
  },
  dark: themes.oceanicNext,
};
