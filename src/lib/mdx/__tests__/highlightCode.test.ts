import {showsLineNumbers, titleOf, type HastElement, type HastNode} from '../highlightCode';
import {inNode} from './inNode';
import type {Block, Highlighted} from './highlightDriver';

const driver = require.resolve('./highlightDriver.ts');
const highlight = (blocks: Block[], times = 1) =>
  inNode<Highlighted>(driver, 'highlight', {blocks, times});

const isElement = (node: HastNode): node is HastElement => node.type === 'element';
const classesOf = (node: HastElement) => (node.properties.className as string[]) ?? [];

function textOf(node: HastNode): string {
  if (node.type === 'text') return (node as {value: string}).value;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}

/** The `span.line` elements of a highlighted `<code>`. */
const linesOf = (code: HastElement) =>
  code.children.filter(isElement).filter((line) => classesOf(line).includes('line'));

/** Every element below `node`. */
function elementsOf(node: HastElement): HastElement[] {
  return node.children.filter(isElement).flatMap((child) => [child, ...elementsOf(child)]);
}

/** The token spans of a highlighted `<code>`: elements inside its lines. */
const tokensOf = (code: HastElement) => linesOf(code).flatMap(elementsOf);

/** The 1-based numbers of the lines that carry a class. */
const linesWith = (code: HastElement, className: string) =>
  linesOf(code).flatMap((line, index) => (classesOf(line).includes(className) ? [index + 1] : []));

describe('the meta string', () => {
  test('title, as Docusaurus reads it', () => {
    expect(titleOf('title="index.html" {1}')).toBe('index.html');
    expect(titleOf('{1} title=\'a "b"\'')).toBe('a "b"');
    expect(titleOf('subtitle="x"')).toBeUndefined();
    expect(titleOf(undefined)).toBeUndefined();
  });

  test('showLineNumbers, as a word of its own outside the title', () => {
    expect(showsLineNumbers('showLineNumbers')).toBe(true);
    expect(showsLineNumbers('title="a" showLineNumbers {2}')).toBe(true);
    expect(showsLineNumbers('title="showLineNumbers"')).toBe(false);
    expect(showsLineNumbers('showLineNumbersX')).toBe(false);
    expect(showsLineNumbers(undefined)).toBe(false);
  });
});

describe('highlightCode (Shiki, at build time)', () => {
  const hostile = [
    '<p title="a &amp; b">{x} & \'single\' "double"</p><!-- comment -->',
    'const a = {b: `${c} \\`}; // {/* not a comment */} </script>',
    '',
    '  indented, with trailing spaces  ',
  ].join('\n');
  const blocks: Block[] = [
    {code: hostile, language: 'html', meta: 'title="index.html" showLineNumbers'},
    {code: 'a\nb\nc\nd\ne\nf', language: 'js', meta: '{1,3-5}'},
    {code: 'RewriteRule ^old$ /new [R=301,L]', language: 'apacheconf'},
    {code: 'this stays plain', language: 'nosuchlanguage'},
    {code: 'User-agent: *\nAllow: /'},
    {code: 'plain too', language: 'text'},
    {code: 'SELECT url FROM pages WHERE status = 404;', language: 'SQL'},
  ];
  let result: Highlighted;
  beforeAll(() => {
    // Twice, as Docusaurus compiles each file for the server and for the browser.
    result = highlight(blocks, 2);
  }, 60_000);

  test('the code of every block reads back exactly as written, one `span.line` per line', () => {
    result.codes.forEach((code, index) => {
      expect(textOf(code)).toBe(blocks[index].code);
      expect(linesOf(code)).toHaveLength(blocks[index].code.split('\n').length);
    });
  });

  test('tokens are coloured by class names for both modes, never by inline styles', () => {
    const [html] = result.codes;
    const tokens = tokensOf(html);
    expect(tokens.length).toBeGreaterThan(5);
    for (const element of [html, ...elementsOf(html)]) {
      expect(element.properties).not.toHaveProperty('style');
    }
    expect(tokens.every((token) => classesOf(token).length > 0)).toBe(true);
    const names = tokens.flatMap(classesOf);
    expect(names.some((name) => /^s[ld]?\d+$/.test(name))).toBe(true);
    expect(names.every((name) => /^s[ld]?(\d+|[ibux])$/.test(name))).toBe(true);
  });

  test('the block’s options become props of `code`: language, title, line numbers', () => {
    const [html, js, apache] = result.codes;
    expect(html.properties).toEqual({
      className: ['language-html'],
      title: 'index.html',
      showLineNumbers: true,
    });
    expect(js.properties).toEqual({className: ['language-js']});
    expect(apache.properties).toEqual({className: ['language-apacheconf']});
  });

  test('line ranges of the meta string are highlighted', () => {
    expect(linesWith(result.codes[1], 'highlighted')).toEqual([1, 3, 4, 5]);
  });

  test('every language Shiki bundles, in any case, and apacheconf for Apache', () => {
    expect(tokensOf(result.codes[2]).length).toBeGreaterThan(2);
    expect(tokensOf(result.codes[6]).length).toBeGreaterThan(2);
  });

  test('an unknown language is plain text, with a warning naming the file and line, once', () => {
    expect(tokensOf(result.codes[3])).toEqual([]);
    expect(result.codes[3].properties).toEqual({className: ['language-nosuchlanguage']});
    const warnings = result.warnings.filter((warning) => warning.includes('nosuchlanguage'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[WARNING\] blog\/post\.mdx:40: .*"nosuchlanguage".*plain text/);
    // The compiled file carries the message too, each time it is compiled.
    expect(result.messages.filter((message) => message.includes('nosuchlanguage'))).toHaveLength(2);
  });

  test('no language and `text` are plain text, without a warning', () => {
    expect(tokensOf(result.codes[4])).toEqual([]);
    expect(tokensOf(result.codes[5])).toEqual([]);
    // Without a language, the block names none.
    expect(result.codes[4].properties).toEqual({});
    expect(result.warnings).toHaveLength(1);
  });
});

describe('magic comments and diffs', () => {
  const blocks: Block[] = [
    {
      language: 'bash',
      code: 'one\n# highlight-next-line\ntwo\nthree\n# highlight-start\nfour\nfive\n# highlight-end\nsix',
    },
    {language: 'html', code: '<a>1</a>\n<!-- highlight-next-line -->\n<b>2</b>'},
    {language: 'css', code: '/* highlight-start */\na {}\nb {}\n/* highlight-end */\nc {}'},
    {
      language: 'ts',
      code: [
        'const a = 1; // [!code --]',
        'const a = 2; // [!code ++]',
        'call(); // [!code highlight]',
        '// highlight-next-line',
        'done(); // highlight-next-line',
      ].join('\n'),
    },
    {
      language: 'diff',
      code: '--- a/robots.txt\n+++ b/robots.txt\n User-agent: *\n-Disallow: /\n+Allow: /',
    },
    {language: 'bash', code: '# highlight-start\nnever closed'},
    {language: 'yaml', code: 'a: 1\n# highlight-start\nb: 2\n# highlight-end'},
  ];
  let result: Highlighted;
  beforeAll(() => {
    result = highlight(blocks);
  }, 60_000);

  test('highlight-next-line and highlight-start/end mark lines; their own lines are removed', () => {
    const [bash, html, css] = result.codes;
    expect(textOf(bash)).toBe('one\ntwo\nthree\nfour\nfive\nsix');
    expect(linesWith(bash, 'highlighted')).toEqual([2, 4, 5]);
    expect(textOf(html)).toBe('<a>1</a>\n<b>2</b>');
    expect(linesWith(html, 'highlighted')).toEqual([2]);
    expect(textOf(css)).toBe('a {}\nb {}\nc {}');
    expect(linesWith(css, 'highlighted')).toEqual([1, 2]);
    // The last line removed, the code ends with the line before it (no newline).
    expect(textOf(result.codes[6])).toBe('a: 1\nb: 2');
    expect(linesWith(result.codes[6], 'highlighted')).toEqual([2]);
  });

  test('Shiki’s notation marks added, removed and highlighted lines and is removed', () => {
    const ts = result.codes[3];
    expect(textOf(ts)).toBe('const a = 1;\nconst a = 2;\ncall();\ndone(); // highlight-next-line');
    expect(linesWith(ts, 'remove')).toEqual([1]);
    expect(linesWith(ts, 'add')).toEqual([2]);
    expect(linesWith(ts, 'diff')).toEqual([1, 2]);
    // A magic comment after code is code: only a comment on a line of its own is one.
    expect(linesWith(ts, 'highlighted')).toEqual([3, 4]);
  });

  test('a diff block marks its added and removed lines and keeps their signs', () => {
    const diff = result.codes[4];
    expect(textOf(diff)).toBe(blocks[4].code);
    expect(linesWith(diff, 'add')).toEqual([5]);
    expect(linesWith(diff, 'remove')).toEqual([4]);
  });

  test('highlight-start without highlight-end warns, naming the file', () => {
    expect(linesWith(result.codes[5], 'highlighted')).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^\[WARNING\] blog\/post\.mdx:60: `highlight-start` without/),
    ]);
  });
});
