/**
 * The stylesheet of highlighted code: the colours of code blocks in both colour modes, generated
 * from the Shiki themes of src/lib/codeThemes.ts (src/lib/mdx/codeStyles.ts) into the build's
 * generated files and loaded as a client module, so that it joins the one stylesheet every page
 * loads. The code itself is highlighted when the MDX is compiled (src/lib/mdx/highlightCode.ts),
 * with the class names this stylesheet defines; nothing about highlighting runs in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {loadCodeThemes, themePalette} from '../../lib/codeThemes';
import {hexColour} from '../../lib/contrast';
import {codeStylesheet} from '../../lib/mdx/codeStyles';

export const pluginName = 'code-styles';

export default async function codeStylesPlugin(context: LoadContext): Promise<Plugin<void>> {
  const file = path.join(context.generatedFilesDir, pluginName, 'code.css');
  const {light, dark} = await loadCodeThemes();
  const css = codeStylesheet(
    {light: themePalette(light), dark: themePalette(dark)},
    {light: hexColour(light.bg), dark: hexColour(dark.bg)},
  );
  // Written when it changes only, so that `docusaurus start` does not reload for nothing.
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (current !== css) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, css);
  }
  return {
    name: pluginName,
    getClientModules() {
      return [file];
    },
  };
}
