/**
 * A remark plugin that gives every MDX file (a page of src/content/, a post, a guide) the site's
 * section components without an import: for each one the file uses, it adds the import the author
 * would otherwise write (`import Hero from '@site/src/components/Hero';`). MDX then takes the
 * component from the file's own scope, so a page's JavaScript carries the components it shows and
 * no others, where a provider of every component would load all of them on every page.
 *
 * The theme's admonitions (`:::note`) arrive here as `<admonition>` elements, which MDX would look
 * up in the component provider; they are renamed to the theme's Admonition and imported the same
 * way, so only pages that have one load it. A name the file imports or declares itself is left
 * alone: the author's own component wins.
 */
import {
  sectionComponents,
  themeComponents,
  type SectionComponentSource,
} from '../../components/mdx/names';
import {visit} from 'unist-util-visit';

interface EsNode {
  readonly type: string;
  readonly specifiers?: readonly {readonly local: {readonly name: string}}[];
  readonly declaration?: {
    readonly id?: {readonly name: string};
    readonly declarations?: readonly {readonly id: {readonly name?: string}}[];
  };
}

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  children?: Node[];
  data?: {estree?: {body?: readonly EsNode[]}};
}

const elementTypes = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** What the admonitions plugin of Docusaurus's MDX loader turns `:::note` into. */
const admonitionElement = 'admonition';
const admonitionComponent = 'Admonition';

const importable: Readonly<Record<string, SectionComponentSource>> = {
  ...sectionComponents,
  ...themeComponents,
  [admonitionComponent]: {from: '@theme/Admonition'},
};

/** A node of an MDX syntax tree, as far as its ESM goes. */
export interface EsmTree {
  readonly type: string;
  readonly children?: readonly EsmTree[];
  readonly data?: {readonly estree?: {readonly body?: readonly EsNode[]}};
}

/** Names the file's own imports and exports define. */
export function declaredNames(tree: EsmTree): Set<string> {
  const names = new Set<string>();
  const visit = (node: EsmTree): void => {
    node.children?.forEach(visit);
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      statement.specifiers?.forEach((specifier) => names.add(specifier.local.name));
      if (statement.declaration?.id) names.add(statement.declaration.id.name);
      statement.declaration?.declarations?.forEach((declaration) => {
        if (declaration.id.name) names.add(declaration.id.name);
      });
    }
  };
  visit(tree);
  return names;
}

const identifier = (name: string) => ({type: 'Identifier', name});

/** One import statement as an MDX ESM node, with the syntax tree MDX compiles it from. */
export function importNode(
  module: string,
  names: readonly {local: string; exported?: string}[],
): Node {
  // A default import comes before the named ones, as the syntax requires.
  const ordered = [...names].sort(
    (a, b) => Number(Boolean(a.exported)) - Number(Boolean(b.exported)),
  );
  const specifiers = ordered.map(({local, exported}) =>
    exported
      ? {type: 'ImportSpecifier', imported: identifier(exported), local: identifier(local)}
      : {type: 'ImportDefaultSpecifier', local: identifier(local)},
  );
  const defaults = names.filter((name) => !name.exported).map((name) => name.local);
  const named = names
    .filter((name) => name.exported)
    .map((name) =>
      name.exported === name.local ? name.local : `${name.exported} as ${name.local}`,
    );
  const clause = [...defaults, ...(named.length > 0 ? [`{${named.join(', ')}}`] : [])].join(', ');
  return {
    type: 'mdxjsEsm',
    value: `import ${clause} from ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers,
            source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
          },
        ],
      } as never,
    },
  };
}

export default function importSections() {
  return (tree: Node) => {
    const declared = declaredNames(tree);
    const used = new Set<string>();
    visit(tree, (node: Node) => {
      if (!elementTypes.has(node.type)) return;
      if (node.name === admonitionElement && !declared.has(admonitionComponent)) {
        node.name = admonitionComponent;
      }
      const name = node.name ?? '';
      if (Object.hasOwn(importable, name) && !declared.has(name)) used.add(name);
    });
    if (used.size === 0) return;
    const byModule = new Map<string, {local: string; exported?: string}[]>();
    for (const name of [...used].sort()) {
      const source = importable[name]!;
      byModule.set(source.from, [
        ...(byModule.get(source.from) ?? []),
        {local: name, ...(source.export ? {exported: source.export} : {})},
      ]);
    }
    const imports = [...byModule].map(([module, names]) => importNode(module, names));
    tree.children = [...imports, ...(tree.children ?? [])];
  };
}
