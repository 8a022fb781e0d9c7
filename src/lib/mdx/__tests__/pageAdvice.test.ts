import type {Advised} from './adviceDriver';
import {inNode} from './inNode';
import {longParagraph, longSentence} from '../pageAdvice';

const driver = require.resolve('./adviceDriver.ts');
const advise = (mdx: string) =>
  inNode<Advised>(driver, 'advise', {mdx, file: '/site/blog/2026-01-01-draft.mdx'});

const words = (count: number, word = 'word') => Array.from({length: count}, () => word).join(' ');

describe('the page check’s advice on an MDX file', () => {
  const mdx = [
    'A short opening sentence. The report was written by the team.', // 1
    '', // 2
    '# A Second Title', // 3
    '', // 4
    '## A Section', // 5
    '', // 6
    '#### Too Deep', // 7
    '', // 8
    `${words(longSentence + 5, 'long')}.`, // 9
    '', // 10
    `${Array.from({length: 20}, () => 'Eight words make a sentence of fair length.').join(' ')}`, // 11
    '', // 12
    '<Section title="A Component Section">', // 13
    '', // 14
    '### Under The Component', // 15
    '', // 16
    '</Section>', // 17
  ].join('\n');
  let result: Advised;
  beforeAll(() => {
    result = advise(mdx);
  });

  it('starts the file afresh, so that a fixed sentence disappears', () => {
    expect(result.begun).toEqual(['/site/blog/2026-01-01-draft.mdx#advice']);
  });

  it('finds a second h1 and a heading that skips a level, with their lines', () => {
    expect(result.findings).toEqual([
      expect.objectContaining({
        rule: 'heading',
        line: 3,
        message: expect.stringMatching(/second h1/),
      }),
      expect.objectContaining({
        rule: 'heading',
        line: 7,
        message: expect.stringMatching(
          /"#### Too Deep" skips a level after an h2: write "### Too Deep"/,
        ),
      }),
    ]);
  });

  it('takes a section component with a title as the h2 its headings continue', () => {
    expect(result.findings.some((finding) => finding.line === 15)).toBe(false);
  });

  it('advises on a long sentence, a long paragraph and the passive voice, each with its text and line', () => {
    const byRule = (rule: string) => result.advice.filter((advice) => advice.rule === rule);
    expect(byRule('sentence')).toEqual([
      expect.objectContaining({
        line: 9,
        message: `A sentence of ${longSentence + 5} words: consider two.`,
        text: `${words(longSentence + 5, 'long')}.`,
      }),
    ]);
    expect(byRule('paragraph')).toEqual([
      expect.objectContaining({
        line: 11,
        message: expect.stringMatching(/^A paragraph of 160 words/),
      }),
    ]);
    expect(160).toBeGreaterThan(longParagraph);
    expect(byRule('passive')).toEqual([
      expect.objectContaining({
        line: 1,
        message: expect.stringMatching(/"written" is in the passive voice/),
        text: 'The report was written by the team.',
      }),
    ]);
  });
});
