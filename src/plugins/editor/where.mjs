/**
 * Where the browser editor is served (src/plugins/editor): a plain module, so that the tests in
 * JavaScript and the plugin in TypeScript read the one path. No page links to it and no list of
 * pages names it.
 */
export const editorPath = '/admin';
