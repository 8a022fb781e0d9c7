import {minimumSections, sectionCount, showsTableOfContents} from '../sections';

const headings = (...levels: number[]) => levels.map((level) => ({level}));

describe('when a text gets a table of contents', () => {
  test('three sections or more: yes; fewer: no', () => {
    expect(minimumSections).toBe(3);
    expect(showsTableOfContents(headings(2, 2, 2))).toBe(true);
    expect(showsTableOfContents(headings(2, 2))).toBe(false);
    expect(showsTableOfContents([])).toBe(false);
  });

  test('subsections are not sections: two h2s with h3s under them are two sections', () => {
    expect(sectionCount(headings(2, 3, 3, 3, 2, 3))).toBe(2);
    expect(showsTableOfContents(headings(2, 3, 3, 3, 2, 3))).toBe(false);
  });

  test('a text whose headings start at h3 counts its h3s', () => {
    expect(sectionCount(headings(3, 4, 3, 3))).toBe(3);
  });

  test('headings above the lowest level asked for are not counted', () => {
    expect(sectionCount(headings(2, 3, 3, 3), 3)).toBe(3);
    expect(sectionCount(headings(2, 2, 2), 3)).toBe(0);
  });
});
