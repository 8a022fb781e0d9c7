/**
 * Every button and button-styled link is drawn by src/components/Button: no other component
 * renders a <button> of its own or borrows Infima's button classes, and the navbar config styles
 * no item by class name (the header's call to action is a Button, through a custom item type).
 * The browser suite checks the rendered pages; this guards the source.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.(tsx|ts|mdx|css)$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Elements that are buttons but not button-styled, each with its reason. */
const plainButtons: Record<string, string> = {
  'src/components/Button/index.tsx': 'the Button component itself',
  'src/components/NavbarDropdown/index.tsx':
    'the About menu trigger: a disclosure button drawn as a navbar link',
  'src/components/Search/index.tsx':
    'the header’s search control: an icon button that is a link to the sitemap until the page hydrates',
  'src/plugins/pageCheck/client/Panel.tsx':
    'the development server’s page check: a tool for the author in a React root of its own, styled apart so that nothing of the site’s components or styles depends on it',
};

describe('buttons are drawn by the Button component', () => {
  const files = sourceFiles(path.join(root, 'src')).map((file) => ({
    name: relative(file),
    text: fs.readFileSync(file, 'utf8'),
  }));

  it('no other component renders a <button> element', () => {
    const offenders = files
      .filter((file) => /<button[\s>]/.test(file.text) && !(file.name in plainButtons))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('nothing else uses Infima’s button classes or styles a class named "button"', () => {
    const markup = [
      /button--[a-z]/, // Infima modifiers: button--primary, button--lg…
      /className=["'`][^"'`]*\bbutton\b/, // className="button …"
    ];
    const styles = [/button--[a-z]/, /\.button\b/]; // a rule for a class named "button"
    const offenders = files
      .filter((file) => !file.name.startsWith('src/components/Button/'))
      .filter((file) =>
        (file.name.endsWith('.css') ? styles : markup).some((pattern) => pattern.test(file.text)),
      )
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('no navbar item in the config is styled by a class name', () => {
    const config = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    const navbar = config.slice(config.indexOf('navbar:'), config.indexOf('footer:'));
    expect(navbar).not.toMatch(/className\s*:/);
    expect(navbar).toMatch(/type: 'custom-callToAction'/);
  });
});
