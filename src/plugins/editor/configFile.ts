/**
 * The configuration the site serves to the editor, /admin/config.json, as the content model's
 * schemas make it (./config.ts): the plugin writes it on every build and every start of the
 * development server into a static folder of its own, which docusaurus.config.ts serves beside the
 * editor's bundle. Nothing of it is committed: a schema's change, or a tag or an author added,
 * is in the editor of the next build.
 */
import fs from 'node:fs';
import path from 'node:path';

import {editorConfig} from './config';
import {editorRepository} from './content';
import {configFile} from './page';
import {editorPath} from './where.mjs';

/** The static folder the configuration is written to (its file: admin/config.json). */
export function editorConfigDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules/.cache/editor-config');
}

/** The configuration's text: JSON, as the editor reads it. */
export function editorConfigText(siteDir: string): string {
  return `${JSON.stringify(editorConfig({repository: editorRepository(siteDir)}), null, 2)}\n`;
}

/** Writes the configuration into its static folder (whole, then renamed); returns its file. */
export function writeEditorConfig(siteDir: string): string {
  const file = path.join(editorConfigDir(siteDir), editorPath.slice(1), configFile);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, editorConfigText(siteDir));
  fs.renameSync(temporary, file);
  return file;
}
