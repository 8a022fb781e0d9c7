/**
 * Finds what a Content-Security-Policy has to allow by hash in a built HTML page: the text of its
 * inline scripts (JavaScript only: JSON-LD and other data blocks do not run) and of its `<style>`
 * elements, and the values of its `style` attributes.
 *
 * A small tokenizer, not a full HTML parser: it reads tags, quoted and unquoted attribute values,
 * comments and the raw text of script and style elements the way a browser does, which is all the
 * minified output of the build contains. Text is taken exactly as the browser hashes it: newlines
 * normalised, attribute values with their character references decoded, script text as written.
 */
import {createHash} from 'node:crypto';

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

/** Elements whose content is raw text up to their end tag. */
const rawTextElements = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
]);

const namedReferences: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes the character references of an attribute value. A reference needs its `;` here (the
 * minifier writes them so); `&name` without one is left as written, as a browser does in most cases.
 */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/g, (match, body) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1));
      return String.fromCodePoint(code);
    }
    const decoded = namedReferences[body];
    if (decoded === undefined) {
      throw new Error(
        `Cannot hash an attribute value with the character reference ${match}: ` +
          'write the character itself or a numeric reference',
      );
    }
    return decoded;
  });
}

interface StartTag {
  readonly name: string;
  readonly attributes: Map<string, string>;
  /** Index just past the closing `>`. */
  readonly end: number;
}

const whitespace = /[\t\n\f\r ]/;

/** Reads the start tag whose `<` is at `start`. */
function readStartTag(html: string, start: number): StartTag {
  let index = start + 1;
  let name = '';
  while (index < html.length && !whitespace.test(html[index]) && !'/>'.includes(html[index])) {
    name += html[index];
    index += 1;
  }
  const attributes = new Map<string, string>();
  while (index < html.length) {
    while (index < html.length && (whitespace.test(html[index]) || html[index] === '/')) index += 1;
    if (index >= html.length || html[index] === '>') break;
    let attribute = '';
    while (index < html.length && !whitespace.test(html[index]) && !'/>='.includes(html[index])) {
      attribute += html[index];
      index += 1;
    }
    if (attribute === '' && html[index] === '=') {
      // A stray "=" starts the name (HTML spec); keep it so the loop moves on.
      attribute = '=';
      index += 1;
    }
    while (index < html.length && whitespace.test(html[index])) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (index < html.length && whitespace.test(html[index])) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close < 0) throw new Error(`Unterminated attribute value at offset ${index}`);
        value = html.slice(index + 1, close);
        index = close + 1;
      } else {
        const begin = index;
        while (index < html.length && !whitespace.test(html[index]) && html[index] !== '>') {
          index += 1;
        }
        value = html.slice(begin, index);
      }
    }
    const key = attribute.toLowerCase();
    // The first occurrence of an attribute wins, as in a browser.
    if (!attributes.has(key)) attributes.set(key, value);
  }
  return {name: name.toLowerCase(), attributes, end: Math.min(index + 1, html.length)};
}

/** The inline scripts, style elements and style attributes of one HTML document. */
export function scanHtml(source: string): InlineContent {
  const html = source.replace(/\r\n?/g, '\n');
  const scripts: string[] = [];
  const styleElements: string[] = [];
  const styleAttributes: string[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close < 0 ? html.length : close + 3;
      continue;
    }
    const next = html[open + 1] ?? '';
    if (next === '!' || next === '?' || next === '/') {
      const close = html.indexOf('>', open);
      index = close < 0 ? html.length : close + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(next)) {
      index = open + 1;
      continue;
    }
    const tag = readStartTag(html, open);
    const style = tag.attributes.get('style');
    if (style !== undefined) styleAttributes.push(decodeAttribute(style));
    index = tag.end;
    if (rawTextElements.has(tag.name)) {
      const endTag = new RegExp(`</${tag.name}[\\t\\n\\f\\r />]`, 'i');
      const match = endTag.exec(html.slice(index));
      const text = match ? html.slice(index, index + match.index) : html.slice(index);
      if (tag.name === 'script') {
        const type = decodeAttribute(tag.attributes.get('type') ?? '')
          .trim()
          .toLowerCase();
        if (!tag.attributes.has('src') && javaScriptTypes.has(type)) scripts.push(text);
      } else if (tag.name === 'style') {
        styleElements.push(text);
      }
      index = match ? index + match.index : html.length;
    }
  }
  return {scripts, styleElements, styleAttributes};
}

/** A CSP hash source for a text: `'sha256-…'` over its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
