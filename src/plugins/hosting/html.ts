/**
 * Finds what a Content-Security-Policy has to allow by hash in a built HTML page: the text of its
 * inline scripts (JavaScript only: JSON-LD and other data blocks do not run) and of its `<style>`
 * elements, and the values of its `style` attributes.
 *
 * The page is parsed as a browser parses it (cheerio over parse5, with scripting on, so the content
 * of `<noscript>` is text), and each text is taken as the browser hashes it: newlines normalised,
 * attribute values with their character references decoded, script and style text as written.
 */
import {createHash} from 'node:crypto';
import {load} from 'cheerio';

export interface InlineContent {
  /** Text of every inline script that runs (no `src`, a JavaScript type or none). */
  readonly scripts: string[];
  /** Text of every `<style>` element. */
  readonly styleElements: string[];
  /** Value of every `style` attribute. */
  readonly styleAttributes: string[];
}

/** The `type` values that make a script run (HTML: a JavaScript MIME type essence, or module). */
const javaScriptTypes = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The inline scripts, style elements and style attributes of one HTML document. */
export function scanHtml(source: string): InlineContent {
  const $ = load(source, {scriptingEnabled: true});
  const runs = (type: string | undefined) => javaScriptTypes.has((type ?? '').trim().toLowerCase());
  return {
    scripts: $('script:not([src])')
      .filter((_, element) => runs($(element).attr('type')))
      .map((_, element) => $(element).text())
      .get(),
    styleElements: $('style')
      .map((_, element) => $(element).text())
      .get(),
    styleAttributes: $('[style]')
      .map((_, element) => $(element).attr('style') ?? '')
      .get(),
  };
}

/** A CSP hash source for a text: `'sha256-…'` over its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
