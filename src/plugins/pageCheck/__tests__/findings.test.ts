import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {findingsChannel, type FindingsReport} from '../findings';

let siteDir: string;
let file: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'findings-'));
  fs.mkdirSync(path.join(siteDir, 'blog'));
  file = path.join(siteDir, 'blog/post.mdx');
});
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

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
