/**
 * The configuration the site serves to the editor, /admin/config.json, as the content model's
 * schemas make it (./config.ts): the plugin writes it on every build and every start of the
 * development server into a static folder of its own, which docusaurus.config.ts serves beside the
 * editor's bundle. Nothing of it is committed: a schema's change, or a tag or an author added,
 * is in the editor of the next build.
 */
import fs from 'node:fs';
import path from 'node:path';

import {editorConfig, type EditorDrafts} from './config';
import {editorRepository} from './content';
import {configFile} from './page';
import {editorPath} from './where.mjs';

/** The static folder the configuration is written to (its file: admin/config.json). */
export function editorConfigDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules/.cache/editor-config');
}

/**
 * The body of each kind's draft, which `npm run new` starts a page from (scripts/drafts/KIND.mdx):
 * a new entry of the editor opens with it.
 */
export function editorDrafts(siteDir: string): EditorDrafts {
  const folder = path.join(siteDir, 'scripts/drafts');
  if (!fs.existsSync(folder)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const text = fs.readFileSync(path.join(folder, file), 'utf8');
        const end = text.indexOf('\n---\n', 3);
        return [file.replace(/\.mdx$/, ''), text.slice(end + 5).replace(/^\n+/, '')];
      }),
  );
}

/** The configuration's text: JSON, as the editor reads it. */
export function editorConfigText(siteDir: string): string {
  const config = editorConfig({
    repository: editorRepository(siteDir),
    drafts: editorDrafts(siteDir),
  });
  return `${JSON.stringify(config, null, 2)}\n`;
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
