/**
 * The response headers the hosting rules (src/plugins/hosting) give the browser editor: its page
 * (/admin) has a Content-Security-Policy of its own in place of the site's, and search engines are
 * asked to leave out the page and its files (/admin/…, which keep the site's other headers: a
 * policy applies to the document that loads them). Plain JavaScript, so that the hosting rules and
 * the browser test read the one policy.
 *
 * The site's policy allows no inline style and no request to another origin; the editor needs:
 * - `style-src 'unsafe-inline'`: its interface (Svelte) sets styles inline, as elements and as
 *   attributes, generated as it runs (no hash can name them);
 * - `script-src 'wasm-unsafe-eval'`: its image encoders (WebP, HEIC) are WebAssembly, compiled
 *   from its own files; no `eval` of JavaScript;
 * - `blob:` and `data:` for the pictures an owner uploads, previewed before they are saved, and for
 *   its workers;
 * - `connect-src` GitHub's API, where it reads and writes the repository and its pull requests,
 *   and GitHub's status page, which it checks to warn of an incident (its failure is silent);
 *   `img-src` the avatars GitHub serves for the signed-in account.
 * Everything else is the site's own: its script, chunks, fonts and configuration.
 */
const directives = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** @typedef {readonly [name: string, value: string]} Header */

/** @type {Header} */
const noindex = Object.freeze(['X-Robots-Tag', 'noindex, nofollow']);

/**
 * The headers of /admin, besides the site's other ones.
 * @type {readonly Header[]}
 */
export const editorHeaders = Object.freeze([
  Object.freeze(['Content-Security-Policy', directives.join('; ')]),
  noindex,
]);

/**
 * The headers of the files under /admin/, besides the site's.
 * @type {readonly Header[]}
 */
export const editorFileHeaders = Object.freeze([noindex]);
