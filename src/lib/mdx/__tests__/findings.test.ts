import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import checkContent from '../checkContent';
import {
  findingsChannel,
  type Finding,
  type FindingsChannel,
  type FindingsReport,
} from '../findings';
import {knownPathsChannel} from '../knownPaths';
import responsiveImages, {markdownImages} from '../responsiveImages';

interface TestNode {
  type: string;
  name?: string;
  url?: string;
  alt?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: TestNode[];
  position?: {start: {line: number; column: number}};
  data?: Record<string, unknown>;
}

const at = (line: number) => ({start: {line, column: 1}});

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

async function readReport(outFile: string): Promise<FindingsReport> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (fs.existsSync(outFile))
      return JSON.parse(fs.readFileSync(outFile, 'utf8')) as FindingsReport;
  }
  throw new Error('the report was never written');
}

describe('the findings channel of the development server', () => {
  it('prints each finding with its file and line, and writes the report by file', async () => {
    const outFile = path.join(siteDir, 'out/findings.json');
    const lines: string[] = [];
    const channel = findingsChannel({siteDir, outFile, log: (line) => lines.push(line)});
    channel
      .begin(file, 'links')
      .report({rule: 'links', line: 7, message: 'The link leads nowhere.'});
    channel
      .begin(file, 'advice')
      .advise({rule: 'sentence', line: 9, message: 'Long.', text: 'A b c.'});
    expect(lines).toEqual(['[WARNING] Page check: blog/post.mdx:7: The link leads nowhere.']);
    const report = await readReport(outFile);
    expect(report.files['blog/post.mdx']).toEqual({
      findings: [{rule: 'links', line: 7, message: 'The link leads nowhere.'}],
      advice: [{rule: 'sentence', line: 9, message: 'Long.', text: 'A b c.'}],
    });
  });

  it("drops what a post's excerpt finds, so that it does not erase the findings of the whole post", async () => {
    const outFile = path.join(siteDir, 'out/findings.json');
    const channel = findingsChannel({siteDir, outFile, log: () => {}});
    const whole = 'The opening.\n\n{/* truncate */}\n\nA [link](/nowhere).\n';
    const excerpt = 'The opening.\n\n';
    const finding = {rule: 'links', line: 5, message: 'Nowhere.'};
    // Whichever compile comes first, the whole post's findings stay.
    channel.begin(file, 'links', whole).report(finding);
    channel.begin(file, 'links', excerpt);
    expect((await readReport(outFile)).files['blog/post.mdx']?.findings).toEqual([finding]);
    const other = path.join(siteDir, 'blog/other.mdx');
    channel.begin(other, 'links', excerpt);
    channel.begin(other, 'links', whole).report(finding);
    fs.rmSync(outFile);
    expect((await readReport(outFile)).files['blog/other.mdx']?.findings).toEqual([finding]);
    // A file cut short by its author is checked again: its new text is no excerpt of the old.
    channel.begin(file, 'links', 'The opening.\n\n{/* truncate */}\n');
    fs.rmSync(outFile);
    expect((await readReport(outFile)).files['blog/post.mdx']?.findings).toEqual([]);
  });

  it('is one channel per report file in the process, however often the config is loaded', () => {
    const outFile = path.join(siteDir, 'out/findings.json');
    expect(findingsChannel({siteDir, outFile})).toBe(findingsChannel({siteDir, outFile}));
  });

  it('forgets what a check found in a file when it checks the file again', async () => {
    const outFile = path.join(siteDir, 'out/findings.json');
    const channel = findingsChannel({siteDir, outFile, log: () => {}});
    channel.begin(file, 'links').report({rule: 'links', line: 7, message: 'Nowhere.'});
    channel.begin(file, 'images').report({rule: 'alt', line: 3, message: 'No alt.'});
    await readReport(outFile);
    fs.rmSync(outFile);
    channel.begin(file, 'links');
    const report = await readReport(outFile);
    expect(report.files['blog/post.mdx']?.findings).toEqual([
      {rule: 'alt', line: 3, message: 'No alt.'},
    ]);
  });

  it('keeps the report of an earlier start for a file the compiler takes from its cache', async () => {
    const outFile = path.join(siteDir, 'out/findings.json');
    const first = findingsChannel({siteDir, outFile, log: () => {}});
    first.begin(file, 'links').report({rule: 'links', line: 7, message: 'Nowhere.'});
    await readReport(outFile);
    const other = path.join(siteDir, 'blog/other.mdx');
    // As in a new start of the server: the process's channels are gone.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('site:page-check-findings')];
    const second = findingsChannel({siteDir, outFile, log: () => {}});
    expect(second).not.toBe(first);
    fs.rmSync(outFile);
    second.begin(other, 'links');
    const report = await readReport(outFile);
    expect(report.files['blog/post.mdx']?.findings).toHaveLength(1);
    // Once the file is compiled again, its earlier report is replaced.
    fs.rmSync(outFile);
    second.begin(file, 'links');
    expect((await readReport(outFile)).files['blog/post.mdx']?.findings).toEqual([]);
  });
});

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
