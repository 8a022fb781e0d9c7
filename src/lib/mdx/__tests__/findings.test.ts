import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import checkContent from '../checkContent';
import type {Finding, FindingsChannel} from '../findings';
import {knownPathsChannel} from '../knownPaths';
import responsiveImages, {markdownImages} from '../responsiveImages';
import {at, type TestNode} from './nodes';

let siteDir: string;
let file: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'findings-'));
  fs.mkdirSync(path.join(siteDir, 'blog'));
  fs.mkdirSync(path.join(siteDir, 'static'));
  fs.writeFileSync(path.join(siteDir, 'blog/chart.png'), 'png');
  file = path.join(siteDir, 'blog/post.mdx');
});
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

const vfile = () => ({
  path: file,
  fail(reason: string): never {
    throw new Error(`failed: ${reason}`);
  },
});

/** A channel that keeps what it is told, as the development server's does. */
function recorder() {
  const found: {check: string; finding: Finding}[] = [];
  const channel: FindingsChannel = {
    begin: (_file, check) => ({
      report: (finding) => found.push({check, finding}),
      advise: () => {},
    }),
  };
  return {found, channel};
}

describe('on the development server, a rule about search is a finding and the file compiles', () => {
  it('a link to no page of the site', () => {
    const knownPaths = knownPathsChannel();
    knownPaths.set({pages: new Set(['/']), staticDirs: []});
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'link', url: '/no-such-page', children: [], position: at(4)}],
        },
      ],
    };
    expect(() => checkContent({knownPaths})(tree as never, vfile())).toThrow(/no-such-page/);
    const {found, channel} = recorder();
    checkContent({knownPaths, findings: channel})(tree as never, vfile());
    expect(found).toEqual([
      {
        check: 'links',
        finding: {
          rule: 'links',
          line: 4,
          message: expect.stringMatching(/The link to \/no-such-page leads to no page/),
        },
      },
    ]);
  });

  it('an <Image> without alt text', () => {
    const image = (): TestNode => ({
      type: 'mdxJsxFlowElement',
      name: 'Image',
      attributes: [{type: 'mdxJsxAttribute', name: 'src', value: './chart.png'}],
      children: [],
      position: at(6),
    });
    const transform = (findings?: FindingsChannel) =>
      responsiveImages({staticDirs: [path.join(siteDir, 'static')], findings}) as unknown as (
        tree: TestNode,
        file: ReturnType<typeof vfile>,
      ) => void;
    expect(() => transform()({type: 'root', children: [image()]}, vfile())).toThrow(/alt/);
    const {found, channel} = recorder();
    transform(channel)({type: 'root', children: [image()]}, vfile());
    expect(found).toEqual([
      {check: 'images', finding: {rule: 'alt', line: 6, message: expect.stringMatching(/<Image/)}},
    ]);
  });

  it('a Markdown image without alt text, reported once though it becomes an <Image>', () => {
    const {found, channel} = recorder();
    const paragraph: TestNode = {
      type: 'paragraph',
      children: [{type: 'image', url: './chart.png', alt: '', position: at(8)}],
    };
    const tree: TestNode = {type: 'root', children: [paragraph]};
    (markdownImages({findings: channel}) as unknown as (t: TestNode, f: unknown) => void)(
      tree,
      vfile(),
    );
    (
      responsiveImages({
        staticDirs: [path.join(siteDir, 'static')],
        findings: channel,
      }) as unknown as (t: TestNode, f: unknown) => void
    )(tree, vfile());
    expect(found.map(({finding}) => [finding.rule, finding.line])).toEqual([['alt', 8]]);
    expect(paragraph.children?.[0]?.name).toBe('Image');
  });
});
