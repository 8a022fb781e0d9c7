import {codeStylesheet, tokenClassName} from '../codeStyles';
import {inNode} from './inNode';
import type {Highlighted} from './highlightDriver';

const palettes = {light: ['#111111', '#aa0000', '#00aa00'], dark: ['#eeeeee', '#ff8888']};
const backgrounds = {light: '#ffffff', dark: '#000000'};

describe('code styles', () => {
  test('class names: palette index or font style, per mode', () => {
    expect(tokenClassName('light', 'color', '3')).toBe('sl3');
    expect(tokenClassName('dark', 'font-style', 'italic')).toBe('sdi');
    expect(tokenClassName('light', 'text-decoration', 'line-through')).toBe('slx');
    expect(() => tokenClassName('light', 'font-weight', '900')).toThrow(/lack/);
  });

  test('each colour applies under its own mode only, and the shared class under both', () => {
    const css = codeStylesheet(palettes, backgrounds);
    expect(css).toContain(
      ":root:not([data-theme='dark']) .sl1, :root:not([data-theme='dark']) .s1 { color: #aa0000; }",
    );
    expect(css).toContain("[data-theme='dark'] .sd1, [data-theme='dark'] .s1 { color: #ff8888; }");
    expect(css).toContain(":root:not([data-theme='dark']) .sl2");
    expect(css).not.toContain('.sd2');
    // The default text colour is the block's, not a class.
    expect(css).not.toMatch(/\.s[ld]?0\b/);
    expect(css).toMatch(
      /:root \{[^}]*--code-block-color: #111111;[^}]*--code-block-background: #ffffff;/,
    );
    expect(css).toMatch(/\[data-theme='dark'\] \{[^}]*--code-block-background: #000000;/);
  });

  test('anything but a hex colour is refused', () => {
    expect(() =>
      codeStylesheet({...palettes, dark: ['#eeeeee', 'red;} body{x:y']}, backgrounds),
    ).toThrow(/Not a #rrggbb colour/);
  });

  test('every class of highlighted code is defined by the stylesheet', () => {
    const driver = require.resolve('./highlightDriver.ts');
    const {stylesheet} = inNode<{stylesheet: string}>(driver, 'themeColours');
    const {codes} = inNode<Highlighted>(driver, 'highlight', {
      blocks: [
        {language: 'tsx', code: 'export const A = () => <b className="x">{1 + 2}</b>; // c'},
        {language: 'markdown', code: '# Title\n\n*em* **strong** [link](https://example.com)'},
        {language: 'nginx', code: 'location / { return 301 https://$host$request_uri; }'},
      ],
    });
    const names = new Set(
      JSON.stringify(codes)
        .match(/"s[ld]?(?:\d+|[ibux])"/g)
        ?.map((name) => name.slice(1, -1)),
    );
    expect(names.size).toBeGreaterThan(5);
    const undefinedNames = [...names].filter(
      (name) => !new RegExp(`\\.${name}[ ,]`).test(stylesheet),
    );
    expect(undefinedNames).toEqual([]);
  }, 60_000);
});
