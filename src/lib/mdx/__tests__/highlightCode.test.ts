import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import highlightCode, {
  titleOf,
  type HastElement,
  type HastNode,
  type HastRoot,
} from '../highlightCode';

/** A fenced code block as remark-rehype and Docusaurus's MDX loader hand it to rehype plugins. */
function fence(code: string, language?: string, meta?: string): HastElement {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {
          ...(language ? {className: [`language-${language}`]} : {}),
          ...(meta === undefined ? {} : {metastring: meta}),
          live: false,
        },
        // remark-rehype ends the text with a newline.
        children: [{type: 'text', value: `${code}\n`}],
        ...(meta === undefined ? {} : {data: {meta}}),
      },
    ],
  };
}

/** Runs the plugin over a root holding `node` and returns the `<code>` element. */
function highlight(block: HastElement): HastElement {
  const tree: HastRoot = {type: 'root', children: [block]};
  highlightCode()(tree);
  return block.children[0] as HastElement;
}

const isElement = (node: HastNode): node is HastElement => node.type === 'element';
const classesOf = (node: HastElement) => (node.properties.className as string[]) ?? [];

function textOf(node: HastNode): string {
  if (node.type === 'text') return (node as {value: string}).value;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}

/** Every token span of a highlighted `<code>`, with its classes and text. */
function tokensOf(code: HastElement): {classes: string[]; text: string}[] {
  return code.children
    .filter(isElement)
    .flatMap((line) => line.children.filter(isElement))
    .map((token) => ({classes: classesOf(token), text: textOf(token)}));
}

/** The React elements MDX makes of a hast node (elements with className, text). */
function toReact(node: HastNode): ReactNode {
  if (node.type === 'text') return (node as {value: string}).value;
  if (!isElement(node)) return null;
  const {className, ...rest} = node.properties;
  const props = {
    ...rest,
    ...(Array.isArray(className) ? {className: className.join(' ')} : {}),
  };
  return createElement(node.tagName, props, ...node.children.map(toReact));
}

/** The text of server-rendered markup, as a browser reads it (React escapes these five only). */
function textOfMarkup(markup: string): string {
  const entities: Record<string, string> = {
    '&lt;': '<',
    '&gt;': '>',
    '&amp;': '&',
    '&quot;': '"',
    '&#x27;': "'",
  };
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:lt|gt|amp|quot|#x27);/g, (entity) => entities[entity]);
}

const hostile = [
  '<script>alert("x")</script> & </script><!-- -->',
  `const a = {b: \`\${c}\`}; // 'single' "double" {braces} \`backticks\``,
  '{/* not a comment */} {props.x} <Component /> &amp; &lt; \\n \\',
  '',
  'trailing spaces   ',
].join('\n');

describe('highlightCode (rehype)', () => {
  test('gives each line a token-line span and each token its types and colour classes', () => {
    const code = highlight(fence('<title>Hi & bye</title>\n<meta name="x" />', 'html'));
    const lines = code.children.filter(isElement);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(classesOf(line)).toEqual(['token-line']);
    // Lines are separated by newline text, so the block's text is the code.
    expect(code.children.map((child) => child.type)).toEqual(['element', 'text', 'element']);
    const tokens = tokensOf(code);
    expect(tokens.length).toBeGreaterThan(5);
    const opening = tokens[0];
    expect(opening.text).toBe('<');
    expect(opening.classes.slice(0, 3)).toEqual(['token', 'tag', 'punctuation']);
    // One colour class per mode: light (l…) and dark (d…).
    expect(opening.classes.filter((name) => /^lc\d+$/.test(name))).toHaveLength(1);
    expect(opening.classes.filter((name) => /^dc\d+$/.test(name))).toHaveLength(1);
    const attribute = tokens.find((token) => token.text === 'name');
    expect(attribute?.classes).toEqual(expect.arrayContaining(['token', 'tag', 'attr-name']));
    // Text outside any token (the title's words) stays bare text in its line.
    expect(textOf(lines[0])).toBe('<title>Hi & bye</title>');
    expect(tokens.map((token) => token.text)).not.toContain('Hi & bye');
  });

  test('highlights JavaScript, TypeScript and CSS too', () => {
    for (const [language, sample] of [
      ['js', 'const x = 1; // one'],
      ['tsx', 'export const A = (): JSX.Element => <div className="a">{x}</div>;'],
      ['css', '.a { color: red; }'],
    ]) {
      const tokens = tokensOf(highlight(fence(sample, language)));
      expect(tokens.length).toBeGreaterThan(2);
      expect(tokens.every((token) => token.classes[0] === 'token')).toBe(true);
    }
  });

  test.each(['html', 'jsx', 'js', 'nosuchlanguage', undefined])(
    'keeps characters that need escaping verbatim (%s)',
    (language) => {
      const code = highlight(fence(hostile, language));
      expect(textOf(code)).toBe(hostile);
      const markup = renderToStaticMarkup(createElement('pre', null, toReact(code)));
      expect(markup).not.toMatch(/<script|<\/script|<!--|<Component/i);
      expect(textOfMarkup(markup)).toBe(hostile);
    },
  );

  test.each([
    ['an unknown language', 'nosuchlanguage'],
    ['no language', undefined],
    ['a name of one of Prism’s helper functions', 'extend'],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
  ])('gives plain text for %s', (_what, language) => {
    const source = 'first <line> & {x}\n\nthird';
    const code = highlight(fence(source, language));
    expect(tokensOf(code)).toEqual([]);
    expect(code.children.filter(isElement)).toHaveLength(3);
    expect(textOf(code)).toBe(source);
  });

  test('reads the title of the meta string and drops the meta string', () => {
    const code = highlight(fence('<p>x</p>', 'html', 'title="index.html" showLineNumbers'));
    expect(code.properties).toEqual({className: ['language-html'], title: 'index.html'});
    expect(highlight(fence('x', 'js', 'title=\'It’s "quoted"\'')).properties.title).toBe(
      'It’s "quoted"',
    );
    expect(highlight(fence('x', 'js', 'showLineNumbers')).properties).toEqual({
      className: ['language-js'],
    });
    expect(highlight(fence('x', 'js')).properties).toEqual({className: ['language-js']});
  });

  test.each([
    ['title="index.html"', 'index.html'],
    ["title='a b'", 'a b'],
    ['{1,3} title="x" live', 'x'],
    ['subtitle="no"', undefined],
    ['title=unquoted', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('titleOf(%p) is %p', (meta, title) => {
    expect(titleOf(meta)).toBe(title);
  });

  test('an empty block and the trailing newline', () => {
    expect(textOf(highlight(fence('', 'html')))).toBe('');
    expect(textOf(highlight(fence('a\n', 'js')))).toBe('a\n');
  });

  test('leaves other <pre> elements alone, and highlights only once', () => {
    const plain: HastElement = {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{type: 'text', value: 'not code'}],
    };
    const twoChildren = fence('x', 'js');
    twoChildren.children.push({type: 'element', tagName: 'span', properties: {}, children: []});
    const before = JSON.stringify([plain, twoChildren]);
    highlightCode()({type: 'root', children: [plain, twoChildren]});
    expect(JSON.stringify([plain, twoChildren])).toBe(before);

    const block = fence('<a href="x">y</a>', 'html');
    const tree: HastRoot = {type: 'root', children: [block]};
    highlightCode()(tree);
    const once = JSON.stringify(tree);
    highlightCode()(tree);
    expect(JSON.stringify(tree)).toBe(once);
  });

  test('finds code blocks anywhere in the tree', () => {
    const block = fence('let x = 1;', 'js');
    const tree: HastRoot = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          children: [{type: 'element', tagName: 'div', properties: {}, children: [block]}],
        },
      ],
    };
    highlightCode()(tree);
    expect(tokensOf(block.children[0] as HastElement).length).toBeGreaterThan(2);
  });
});
