/**
 * A remark plugin that checks what an author wrote in an MDX file while the site is built, and
 * stops the build at the first mistake with the file, the line and what to do:
 *   - a component that does not exist (`<Herro>`): the site's section components need no import
 *     (./importSections.ts), so a misspelled one would otherwise fail only when the page renders,
 *     naming no file;
 *   - a link to a path of the site that is neither a page, a redirect nor a file of static/
 *     (`[contact](/contcat)`, `<Hero secondaryTo="/nope">`): the build's own check names only the
 *     page it was found on.
 * The pages it checks links against come from the content model, through the channel it is given
 * (./knownPaths.ts), which the content plugin fills before any MDX file is compiled; a file compiled
 * without them fails rather than going unchecked.
 */
import fs from 'node:fs';
import path from 'node:path';

import {sectionComponentNames, themeComponents} from '../../components/mdx/names';
import {declaredNames, type EsmTree} from './importSections';
import {beginFile, breaksRule, type FindingsChannel} from './findings';
import type {KnownPaths, KnownPathsChannel} from './knownPaths';
import type {Position} from 'unist';
import {visit} from 'unist-util-visit';

export interface CheckContentOptions {
  /** Where the paths of the site's pages come from (./knownPaths.ts). */
  readonly knownPaths: KnownPathsChannel;
  /** On the development server: where a link that leads nowhere is reported instead of failing. */
  readonly findings?: FindingsChannel;
}

/** The closest of `names` to `name`, by edit distance, if it is close enough to be a typo. */
export function closest(name: string, names: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({length: b.length + 1}, (_, index) => index);
    for (let i = 1; i <= a.length; i += 1) {
      let previous = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j += 1) {
        const current = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length]!;
  };
  const scored = names
    .map((candidate) => ({candidate, score: distance(name.toLowerCase(), candidate.toLowerCase())}))
    .sort((a, b) => a.score - b.score)[0];
  return scored && scored.score <= Math.max(2, Math.floor(name.length / 3))
    ? scored.candidate
    : undefined;
}

interface Node extends EsmTree {
  readonly type: string;
  readonly name?: string | null;
  readonly url?: string;
  readonly value?: string;
  readonly attributes?: readonly {
    readonly type: string;
    readonly name?: string;
    readonly value?: unknown;
  }[];
  readonly children?: readonly Node[];
  readonly position?: Position;
}

interface VFileLike {
  readonly path?: string;
  readonly cwd?: string;
  fail(reason: string, place?: unknown): never;
}

/** Link attributes of the site's components that take a path. */
const pathAttributes = new Set(['to', 'secondaryTo', 'href']);

function isKnownPath(url: string, known: KnownPaths): boolean {
  const pathname = url.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') || '/';
  if (known.pages.has(pathname)) return true;
  return known.staticDirs.some((dir) =>
    fs.existsSync(path.join(dir, decodeURIComponent(pathname))),
  );
}

export default function checkContent(options?: CheckContentOptions) {
  if (!options?.knownPaths) {
    throw new Error(
      'checkContent needs the known paths of the site: configure it as [checkContent, {knownPaths}] (src/lib/mdx/knownPaths.ts).',
    );
  }
  const {knownPaths, findings} = options;
  const allowed = new Set<string>([...sectionComponentNames, ...Object.keys(themeComponents)]);
  return (tree: Node, file: VFileLike) => {
    const declared = declaredNames(tree);
    const known = knownPaths.get();
    const found = beginFile(findings, file, 'links');
    visit(tree, (node: Node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? '';
        const isComponent = /^[A-Z]/.test(name) && !name.includes('.');
        if (isComponent && !allowed.has(name) && !declared.has(name)) {
          const suggestion = closest(name, [...allowed]);
          file.fail(
            `<${name}> is not a component of the site${suggestion ? `: did you mean <${suggestion}>?` : '.'} The components an MDX page can use without an import are: ${[...allowed].sort().join(', ')}.`,
            node.position,
          );
        }
        for (const attribute of node.attributes ?? []) {
          const value = attribute.value;
          if (
            attribute.type === 'mdxJsxAttribute' &&
            pathAttributes.has(attribute.name ?? '') &&
            typeof value === 'string' &&
            value.startsWith('/') &&
            !value.startsWith('//') &&
            !isKnownPath(value, known)
          ) {
            breaksRule(
              found,
              file,
              'links',
              `${attribute.name}="${value}" leads to no page of the site: use the path of a page (the HTML sitemap lists them all), or add the old path to that page's redirect_from.`,
              node.position,
            );
          }
        }
      }
      if (node.type === 'link' && node.url?.startsWith('/') && !node.url.startsWith('//')) {
        if (!isKnownPath(node.url, known)) {
          breaksRule(
            found,
            file,
            'links',
            `The link to ${node.url} leads to no page of the site: use the path of a page (the HTML sitemap lists them all), or add the old path to that page's redirect_from.`,
            node.position,
          );
        }
      }
    });
  };
}
