/**
 * A remark plugin that puts the images an author writes in MDX through the site's image pipeline,
 * and stops the build, with the file, the line and what to do, on an image a reader could not use:
 *
 *   <Figure src="./rankings.png" alt="Rankings rising from #8 to #1 in a week" caption="…" />
 *   <Image src="/img/badge.png" alt="…" />            (a file of static/)
 *
 * For each `<Image>` and `<Figure>` it checks the alt text (src/lib/images/alt.ts) and that the
 * file exists and is a JPEG, PNG or WebP, then replaces `src` with `image={…}`, the import of the
 * file through the pipeline's loader (src/plugins/images/loader.cjs): the component receives the
 * image's size and its AVIF, WebP and original-format renditions. Plain `<img>` elements get the
 * same alt check.
 *
 * Markdown images (`![alt](./file.png)`) are handled by `markdownImages`, which runs before
 * Docusaurus's own plugins (they turn Markdown images into `<img>` elements and drop their line):
 * it checks their alt text and turns those of a JPEG, PNG or WebP file of the site into `<Image>`,
 * so they go through the pipeline too.
 */
import fs from 'node:fs';
import path from 'node:path';

import {altTextProblem} from '../images/alt';
import {beginFile, breaksRule, type FindingsChannel} from './findings';
import {declaredNames, importNode, type EsmTree} from './importSections';
import type {Position} from 'unist';
import {visit} from 'unist-util-visit';

/** The loader's name for the bundler (src/plugins/images/index.ts registers it). */
export const responsiveImageLoader = 'responsive-image-loader';

/** The components that take an image file. */
const imageComponents = ['Image', 'Figure'] as const;

const imageExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp']);

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node extends EsmTree {
  type: string;
  name?: string | null;
  url?: string;
  alt?: string | null;
  title?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  position?: Position;
  data?: Record<string, unknown>;
}

interface VFileLike {
  readonly path?: string;
  fail(reason: string, place?: unknown): never;
}

export interface ResponsiveImagesOptions {
  /** The folders whose files are served at the site's root (`/img/x.png` is static/img/x.png). */
  readonly staticDirs: readonly string[];
  /** On the development server: where missing or poor alt text is reported instead of failing. */
  readonly findings?: FindingsChannel;
}

const attributeOf = (node: Node, name: string) =>
  node.attributes?.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );

/**
 * The alt text as written: a string, undefined when there is none, or null when it is an
 * expression (`alt={…}`), which only the page's render can evaluate.
 */
function altOf(node: Node): string | undefined | null {
  const attribute = attributeOf(node, 'alt');
  if (!attribute) return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  return attribute.value === null || attribute.value === undefined ? '' : null;
}

/** An attribute that holds the value of an identifier: `image={name}`. */
function identifierAttribute(attribute: string, name: string): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name: attribute,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: name,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name}}],
        },
      },
    },
  };
}

/** Where the file `src` of an MDX file at `mdxFile` is: beside it, or in a static folder. */
function resolveImage(src: string, mdxFile: string, staticDirs: readonly string[]): string[] {
  if (src.startsWith('/')) {
    return staticDirs.map((dir) => path.join(dir, decodeURIComponent(src)));
  }
  return [path.resolve(path.dirname(mdxFile), decodeURIComponent(src))];
}

export default function responsiveImages(options: ResponsiveImagesOptions) {
  const {staticDirs, findings} = options;
  return (tree: Node, file: VFileLike) => {
    const found = beginFile(findings, file, 'images');
    const altProblem = (node: Node, problem: string) =>
      breaksRule(found, file, 'alt', `${where(node)} ${problem}`, node.position);
    const declared = declaredNames(tree);
    const mdxFile = file.path ?? '';
    const imports: Node[] = [];
    const where = (node: Node) => `The image <${node.name}${srcText(node)}>`;
    visit(tree, (node: Node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name ?? '';
      if (name === 'img') {
        const alt = altOf(node);
        const decorative =
          attributeOf(node, 'aria-hidden')?.value === 'true' ||
          attributeOf(node, 'role')?.value === 'presentation';
        const problem = alt === null ? undefined : altTextProblem({alt, decorative});
        if (problem) altProblem(node, problem);
        return;
      }
      if (!(imageComponents as readonly string[]).includes(name) || declared.has(name)) return;

      const alt = altOf(node);
      const decorative = attributeOf(node, 'decorative') !== undefined;
      const srcAttribute = attributeOf(node, 'src');
      const src = srcAttribute?.value;
      if (typeof src !== 'string' || src.trim() === '') {
        file.fail(
          `<${name}> needs src="…": the path of a JPEG, PNG or WebP file, relative to this file (src="./chart.png") or under static/ (src="/img/chart.png").`,
          node.position,
        );
      }
      // An alt text the Markdown image's check reported already is not reported twice.
      if (alt !== null && !node.data?.altReported) {
        const problem = altTextProblem({alt, decorative, src});
        if (problem) altProblem(node, problem);
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) {
        file.fail(
          `${where(node)} is not a file of the site: save it beside this MDX file and write src="./${path.posix.basename(src.split(/[?#]/)[0] ?? 'image.jpg')}", so that the build can make its smaller copies.`,
          node.position,
        );
      }
      const extension = path.extname(src).toLowerCase();
      if (!imageExtensions.has(extension)) {
        file.fail(
          `${where(node)} is not a JPEG, PNG or WebP file: save a photograph as .jpg and a screenshot or chart as .png.`,
          node.position,
        );
      }
      const candidates = resolveImage(src, mdxFile, staticDirs);
      const found = candidates.find((candidate) => fs.existsSync(candidate));
      if (!found) {
        file.fail(
          `${where(node)}: no file ${candidates.map((candidate) => path.relative(process.cwd(), candidate)).join(' or ')}. Put the image beside this MDX file (src="./name.png") or under static/ (src="/img/name.png"), or correct the name.`,
          node.position,
        );
      }
      const relative = path.relative(path.dirname(mdxFile), found).split(path.sep).join('/');
      const request = `!!${responsiveImageLoader}!${relative.startsWith('.') ? relative : `./${relative}`}`;
      const local = `__responsiveImage${imports.length}`;
      imports.push(importNode(request, [{local}]) as Node);
      node.attributes = [
        ...(node.attributes ?? []).filter((attribute) => attribute !== srcAttribute),
        identifierAttribute('image', local),
      ];
    });
    if (imports.length > 0) tree.children = [...imports, ...(tree.children ?? [])];
  };
}

function srcText(node: Node): string {
  const src = attributeOf(node, 'src')?.value;
  return typeof src === 'string' ? ` src="${src}"` : '';
}

/** A file of the site, by a path the plugin resolves (`@site/…` is left to Docusaurus). */
const isLocalFile = (url: string) =>
  !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//') && !url.startsWith('@site/');

/**
 * Checks the alt text of every Markdown image, with its line, and turns each one of a JPEG, PNG or
 * WebP file of the site into an `<Image>` element for `responsiveImages`. Runs before Docusaurus's
 * default remark plugins (`beforeDefaultRemarkPlugins`).
 */
export function markdownImages(options: {readonly findings?: FindingsChannel} = {}) {
  const {findings} = options;
  return (tree: Node, file: VFileLike) => {
    const found = beginFile(findings, file, 'markdown-images');
    visit(tree, (node: Node) => {
      if (node.type !== 'image') return;
      const url = node.url ?? '';
      const problem = altTextProblem({alt: node.alt ?? undefined, src: url});
      if (problem) {
        breaksRule(
          found,
          file,
          'alt',
          `The image ![${node.alt ?? ''}](${url}) ${problem.replace('an image that only decorates takes alt="" and `decorative`', 'an image that only decorates is written <Image src="…" alt="" decorative />')}`,
          node.position,
        );
        node.data = {...node.data, altReported: true};
      }
      if (
        !isLocalFile(url) ||
        !imageExtensions.has(path.extname(url.split(/[?#]/)[0] ?? '').toLowerCase())
      ) {
        return;
      }
      const alt = node.alt ?? '';
      const element = node as Node & Record<string, unknown>;
      for (const key of ['url', 'alt', 'title']) delete element[key];
      Object.assign(element, {
        type: 'mdxJsxTextElement',
        name: imageComponents[0],
        attributes: [
          {type: 'mdxJsxAttribute', name: 'src', value: url},
          {type: 'mdxJsxAttribute', name: 'alt', value: alt},
        ],
        children: [],
      });
    });
  };
}
