import fs from 'node:fs';
import path from 'node:path';
import {generate} from 'astring';

import {sectionComponents, themeComponents} from '../../../components/mdx/names';
import importSections from '../importSections';

interface TestNode {
  type: string;
  name?: string;
  value?: string;
  children?: TestNode[];
  data?: {estree?: unknown};
}

const element = (name: string, children: TestNode[] = []): TestNode => ({
  type: 'mdxJsxFlowElement',
  name,
  children,
});
const paragraph = (text: string): TestNode => ({
  type: 'paragraph',
  children: [{type: 'text', value: text}],
});
const esm = (value: string, estree: unknown): TestNode => ({
  type: 'mdxjsEsm',
  value,
  data: {estree},
});

function run(children: TestNode[]): TestNode {
  const tree: TestNode = {type: 'root', children};
  (importSections() as (tree: TestNode) => void)(tree);
  return tree;
}

/** The import statements the plugin added, as the compiler will print them from their syntax. */
const imports = (tree: TestNode) =>
  (tree.children ?? [])
    .filter((node) => node.type === 'mdxjsEsm')
    .map((node) => generate(node.data?.estree as never).trim());

describe('the section components of an MDX file', () => {
  it('imports each component the file uses, from its module, and no other', () => {
    const tree = run([
      element('Section', [element('Feature'), element('Features', [paragraph('Text')])]),
      element('Hero'),
      element('Hero'),
    ]);
    const [features, hero, section] = [
      sectionComponents.Features.from,
      sectionComponents.Hero.from,
      sectionComponents.Section.from,
    ];
    expect(imports(tree)).toEqual(
      [
        `import Features, {Feature} from "${features}";`,
        `import Hero from "${hero}";`,
        `import Section from "${section}";`,
      ].sort(),
    );
    // The statements as written agree with the syntax trees the compiler prints.
    for (const node of tree.children!.filter((child) => child.type === 'mdxjsEsm')) {
      expect(
        generate(node.data?.estree as never)
          .trim()
          .replace(/\s+/g, ''),
      ).toBe(node.value?.replace(/\s+/g, ''));
    }
  });

  it('adds nothing to a file that uses no section component', () => {
    const tree = run([paragraph('Only prose.'), element('div')]);
    expect(imports(tree)).toEqual([]);
    expect(tree.children).toHaveLength(2);
  });

  it('leaves a component the file imports or defines itself to the author', () => {
    const ownImport = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'Hero'}}],
          source: {type: 'Literal', value: './MyHero', raw: "'./MyHero'"},
        },
      ],
    };
    const tree = run([esm("import Hero from './MyHero';", ownImport), element('Hero')]);
    expect(imports(tree)).toEqual(["import Hero from './MyHero';"]);
  });

  it('renders the theme’s admonitions (`:::note`) with an import of their own', () => {
    const note = element('admonition', [paragraph('Careful.')]);
    const tree = run([note, element('Details')]);
    expect(note.name).toBe('Admonition');
    expect(imports(tree)).toEqual([
      `import Admonition from "@theme/Admonition";`,
      `import Details from "${themeComponents.Details.from}";`,
    ]);
  });

  it('knows where every section component is defined', () => {
    const siteDir = path.resolve(__dirname, '../../../..');
    const missing = Object.entries(sectionComponents).flatMap(([name, source]) => {
      const base = path.join(siteDir, source.from.replace(/^@site\//, ''));
      const file = [`${base}.tsx`, path.join(base, 'index.tsx')].find((candidate) =>
        fs.existsSync(candidate),
      );
      if (!file) return [`${name}: no module ${source.from}`];
      const text = fs.readFileSync(file, 'utf8');
      const exported =
        'export' in source
          ? new RegExp(`export (?:default )?(?:function|const) ${source.export}\\b`).test(text)
          : /export default\b/.test(text);
      return exported ? [] : [`${name}: ${source.from} does not export it`];
    });
    expect(missing).toEqual([]);
  });
});
