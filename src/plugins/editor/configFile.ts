/**
 * The configuration the site serves to the editor, static/admin/config.json, as generated from the
 * content model's schemas and the content (./config.ts): `npm run editor:config` writes it; the
 * unit tests and the build refuse one that differs.
 */
import fs from 'node:fs';
import path from 'node:path';

import {editorConfig} from './config';
import {editorChoices, editorRepository} from './content';
import {configFile} from './page';
import {editorPath} from './where.mjs';

/** Where the committed configuration is, relative to the site. */
export const configPath = `static${editorPath}/${configFile}`;

/** The configuration's text as generated: JSON, as the editor reads it. */
export function generatedConfigText(siteDir: string): string {
  const config = editorConfig({
    choices: editorChoices(siteDir),
    repository: editorRepository(siteDir),
  });
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** A sentence saying how the committed configuration differs, or undefined when it does not. */
export function configDrift(siteDir: string): string | undefined {
  const file = path.join(siteDir, configPath);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (committed === generatedConfigText(siteDir)) return undefined;
  return `${configPath} ${committed === undefined ? 'is missing' : 'is not what the content model’s schemas make'}: run npm run editor:config and commit it`;
}

export function writeConfig(siteDir: string): string {
  const file = path.join(siteDir, configPath);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, generatedConfigText(siteDir));
  return configPath;
}
