/**
 * Where a post's excerpt ends (../excerpt.ts): at its marker when it has one, else before its
 * first section, else nowhere.
 */
import {excerptEnd, excerptOf} from '../excerpt';

const frontMatter = '---\ntitle: A Post\n# A comment of the front matter\n---\n\n';

describe('a post’s excerpt', () => {
  it('ends at the marker, wherever the sections are', () => {
    const text = `${frontMatter}Intro.\n\n## First\n\nMore.\n\n{/* truncate */}\n\n## Second\n`;
    expect(excerptOf(text)).toBe(`${frontMatter}Intro.\n\n## First\n\nMore.\n\n`);
    expect(excerptOf(`${frontMatter}Intro.\n\n<!-- truncate -->\n\n## First\n`)).toBe(
      `${frontMatter}Intro.\n\n`,
    );
  });

  it('without a marker, ends before the first section', () => {
    const text = `${frontMatter}Intro, and its second line.\n\nA second paragraph.\n\n## First\n\nText.\n\n## Second\n\nText.\n`;
    expect(excerptOf(text)).toBe(
      `${frontMatter}Intro, and its second line.\n\nA second paragraph.\n`,
    );
    // A heading of a deeper level is no section of the post.
    expect(excerptOf(`${frontMatter}Intro.\n\n### Aside\n\nText.\n`)).toBe(
      `${frontMatter}Intro.\n\n### Aside\n\nText.\n`,
    );
  });

  it('without a marker or a section, is the whole post, which Docusaurus counts as untruncated', () => {
    const text = `${frontMatter}Only a paragraph.\n`;
    expect(excerptOf(text)).toBe(text);
    expect(excerptEnd.test(text)).toBe(false);
    expect(excerptEnd.test(`${frontMatter}Intro.\n\n## First\n`)).toBe(true);
  });
});
