import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import responsiveImages, {markdownImages, responsiveImageLoader} from '../responsiveImages';
import {at, Failure, jsx, type TestNode} from './nodes';

let dir: string;
let mdxFile: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'responsive-'));
  fs.mkdirSync(path.join(dir, 'posts'));
  fs.mkdirSync(path.join(dir, 'static/img'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'posts/chart.png'), 'png');
  fs.writeFileSync(path.join(dir, 'static/img/badge.png'), 'png');
  mdxFile = path.join(dir, 'posts/post.mdx');
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const vfile = () => ({
  path: mdxFile,
  fail(reason: string, place?: unknown): never {
    throw new Failure(reason, place);
  },
});

function run(children: TestNode[]): TestNode {
  const tree: TestNode = {type: 'root', children};
  const transform = responsiveImages({staticDirs: [path.join(dir, 'static')]}) as unknown as (
    tree: TestNode,
    file: ReturnType<typeof vfile>,
  ) => void;
  transform(tree, vfile());
  return tree;
}

function failure(children: TestNode[]): Failure {
  try {
    run(children);
  } catch (error) {
    if (error instanceof Failure) return error;
    throw error;
  }
  throw new Error('the plugin accepted the file');
}

const importsOf = (tree: TestNode) =>
  (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);

describe('images of MDX files through the pipeline', () => {
  test('a file beside the MDX file is imported through the loader and handed over as `image`', () => {
    const figure = jsx('Figure', {
      src: './chart.png',
      alt: 'Leads per month, rising',
      caption: 'x',
    });
    const tree = run([figure]);
    expect(importsOf(tree)).toEqual([
      `import __responsiveImage0 from "!!${responsiveImageLoader}!./chart.png";`,
    ]);
    expect(figure.attributes!.map((attribute) => attribute.name)).toEqual([
      'alt',
      'caption',
      'image',
    ]);
    expect(figure.attributes![2]!.value).toMatchObject({
      type: 'mdxJsxAttributeValueExpression',
      value: '__responsiveImage0',
    });
  });

  test('a path from the site root is a file of static/', () => {
    const tree = run([jsx('Image', {src: '/img/badge.png', alt: 'The certification badge'})]);
    expect(importsOf(tree)).toEqual([
      `import __responsiveImage0 from "!!${responsiveImageLoader}!../static/img/badge.png";`,
    ]);
  });

  test('each image gets its own import', () => {
    const tree = run([
      jsx('Image', {src: './chart.png', alt: 'Leads per month'}),
      jsx('Image', {src: '/img/badge.png', alt: 'The badge'}),
    ]);
    expect(importsOf(tree)).toHaveLength(2);
  });

  test('a component of the same name that the file imports itself is left alone', () => {
    const own: TestNode = {
      type: 'mdxjsEsm',
      value: "import Image from './Image';",
      data: {
        estree: {
          body: [{type: 'ImportDeclaration', specifiers: [{local: {name: 'Image'}}]}],
        },
      },
    } as TestNode;
    const image = jsx('Image', {src: 'https://example.com/x.png'});
    const tree = run([own, image]);
    expect(importsOf(tree)).toEqual(["import Image from './Image';"]);
  });

  test('a missing alt fails at the line of the image', () => {
    const error = failure([jsx('Figure', {src: './chart.png'}, 7)]);
    expect(error.message).toMatch(/^The image <Figure src="\.\/chart\.png"> has no alt text/);
    expect(error.place).toEqual(at(7));
  });

  test('a decorative image takes an empty alt', () => {
    expect(() =>
      run([jsx('Image', {src: './chart.png', alt: '', decorative: null})]),
    ).not.toThrow();
    expect(failure([jsx('Image', {src: './chart.png', alt: ''})]).message).toMatch(
      /empty alt text/,
    );
  });

  test('a file that does not exist, a remote file and another format are refused', () => {
    expect(failure([jsx('Image', {src: './nope.png', alt: 'A chart'})]).message).toMatch(
      /: no file \S*posts\/nope\.png\. Put the image beside this MDX file/,
    );
    expect(
      failure([jsx('Image', {src: 'https://example.com/a.jpg', alt: 'A chart'})]).message,
    ).toMatch(/is not a file of the site: save it beside this MDX file and write src="\.\/a\.jpg"/);
    expect(failure([jsx('Image', {src: './chart.gif', alt: 'A chart'})]).message).toMatch(
      /is not a JPEG, PNG or WebP file/,
    );
    expect(failure([jsx('Image', {alt: 'A chart'})]).message).toMatch(/<Image> needs src="…"/);
  });

  test('a plain <img> needs alt text too', () => {
    expect(failure([jsx('img', {src: 'https://example.com/a.png'})]).message).toMatch(
      /The image <img src="https:\/\/example.com\/a.png"> has no alt text/,
    );
    expect(() => run([jsx('img', {src: 'x.svg', alt: '', 'aria-hidden': 'true'})])).not.toThrow();
  });
});

describe('Markdown images', () => {
  const image = (url: string, alt: string | null, line = 5): TestNode => ({
    type: 'image',
    url,
    alt,
    position: at(line),
  });
  const runMarkdown = (node: TestNode) => {
    const transform = markdownImages() as unknown as (
      tree: TestNode,
      file: ReturnType<typeof vfile>,
    ) => void;
    transform({type: 'root', children: [{type: 'paragraph', children: [node]}]}, vfile());
    return node;
  };

  test('an image of a file of the site becomes an <Image> with its alt text', () => {
    const node = runMarkdown(image('./chart.png', 'Leads per month, rising'));
    expect(node).toEqual({
      type: 'mdxJsxTextElement',
      name: 'Image',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'src', value: './chart.png'},
        {type: 'mdxJsxAttribute', name: 'alt', value: 'Leads per month, rising'},
      ],
      children: [],
      position: at(5),
    });
  });

  test('a remote image or an SVG stays a Markdown image', () => {
    expect(runMarkdown(image('https://example.com/a.png', 'A chart')).type).toBe('image');
    expect(runMarkdown(image('./diagram.svg', 'A diagram')).type).toBe('image');
  });

  test('an image without alt text fails at its line, whatever its file', () => {
    for (const url of ['./chart.png', 'https://example.com/a.png']) {
      let error: unknown;
      try {
        runMarkdown(image(url, '', 9));
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(Failure);
      expect((error as Failure).message).toMatch(/has an empty alt text/);
      expect((error as Failure).message).toMatch(/<Image src="…" alt="" decorative \/>/);
      expect((error as Failure).place).toEqual(at(9));
    }
  });
});
