import {
  cutToWidth,
  descriptionProblem,
  descriptionWidth,
  resultDate,
  searchResult,
  textWidth,
  titleProblem,
} from '../serp.mjs';

const titleSize = searchResult.title.size;
const measureTitle = (text: string) => textWidth(text, titleSize);

describe('textWidth', () => {
  it("adds Arial's advance widths: capitals are wider than small letters, an i narrower than an m", () => {
    // Arial's own metrics, in thousandths of the size: i 222, m 833, W 944, space 278.
    expect(textWidth('i', 1000)).toBe(222);
    expect(textWidth('m W', 1000)).toBe(833 + 278 + 944);
    expect(textWidth('WWWW', 20)).toBeGreaterThan(textWidth('iiiiiiiiii', 20));
  });

  it('counts a character outside its table as wide, never as nothing', () => {
    expect(textWidth('検', 10)).toBe(10);
    expect(textWidth('🙂', 10)).toBeGreaterThan(0);
  });
});

describe('cutToWidth', () => {
  it('leaves a text that fits whole, spaces collapsed', () => {
    expect(cutToWidth('  SEO   audits  ', 600, measureTitle)).toEqual({
      text: 'SEO audits',
      cut: false,
    });
  });

  it('cuts after the last whole word that fits with the ellipsis, as long as it can be', () => {
    const text = 'Technical SEO Audits for Small Businesses in Washington and Beyond';
    const room = 300;
    const {text: shown, cut} = cutToWidth(text, room, measureTitle);
    expect(cut).toBe(true);
    expect(shown.endsWith(searchResult.ellipsis)).toBe(true);
    expect(measureTitle(shown)).toBeLessThanOrEqual(room);
    const kept = shown.slice(0, -searchResult.ellipsis.length);
    expect(text.startsWith(kept)).toBe(true);
    const nextWord = text.slice(kept.length).trim().split(' ')[0];
    expect(measureTitle(`${kept} ${nextWord}${searchResult.ellipsis}`)).toBeGreaterThan(room);
  });

  it('cuts inside a single word wider than the room', () => {
    const {text, cut} = cutToWidth('W'.repeat(100), 100, measureTitle);
    expect(cut).toBe(true);
    expect(measureTitle(text)).toBeLessThanOrEqual(100);
    expect(text.startsWith('W')).toBe(true);
  });
});

describe('the rules', () => {
  it('dates a post as a result does', () => {
    expect(resultDate('2026-03-05')).toBe('Mar 5, 2026');
  });

  it("takes a post's date from the description's room", () => {
    const room = searchResult.description.width.desktop;
    let text = 'Audits';
    while (descriptionWidth(`${text} and audits`, '2026-03-05') <= room) text += ' and audits';
    text += ' and audits';
    expect(descriptionWidth(text)).toBeLessThanOrEqual(room);
    expect(descriptionProblem(text)).toBeUndefined();
    expect(descriptionProblem(text, '2026-03-05')).toMatch(/its date included/);
  });

  it('names the width and shows where a too-wide title is cut', () => {
    const title = 'MW '.repeat(20).trim();
    expect(titleProblem(title)).toMatch(
      new RegExp(
        `is ${Math.round(measureTitle(title))} px wide .* shows ${searchResult.title.width} px of it \\("MW MW .* \\.\\.\\."\\)`,
      ),
    );
    expect(titleProblem('Technical SEO Audits')).toBeUndefined();
  });

  it('asks for more than a few words of description', () => {
    expect(descriptionProblem('Audits.')).toMatch(/under \d+ px/);
  });
});
