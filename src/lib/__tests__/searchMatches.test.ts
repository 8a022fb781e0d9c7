import {matchedWords, matchesEveryWord, normalizeWord, requiredBeginning} from '../search/matches';

describe('the words a search matched', () => {
  it('are the words of the page at the positions Pagefind gives, compared without case or punctuation', () => {
    const content = 'Local SEO,  for\nsmall businesses: audits and “rankings”.';
    expect(matchedWords(content, [1, 5, 7, 99])).toEqual(['seo', 'audits', 'rankings']);
    expect(normalizeWord('E-commerce')).toBe('ecommerce');
  });

  it('need half of a long word’s beginning and three letters of a short one', () => {
    expect(requiredBeginning('seo')).toBe(3);
    expect(requiredBeginning('programmatic')).toBe(6);
    expect(requiredBeginning('مرحبا')).toBe(3);
  });
});

describe('a query matches when every word of it found a word that begins like it', () => {
  it('accepts whole words, their stems and a word still being typed', () => {
    expect(matchesEveryWord('hourly rate', ['hourly', 'rates'])).toBe(true);
    expect(matchesEveryWord('running', ['runs'])).toBe(true);
    expect(matchesEveryWord('optimization', ['optimize'])).toBe(true);
    expect(matchesEveryWord('progr', ['programmatic'])).toBe(true);
    expect(matchesEveryWord('CBD.', ['cbd'])).toBe(true);
  });

  it('refuses a word matched only by a short beginning of it', () => {
    expect(matchesEveryWord('asdfghjkl', ['as', 'as'])).toBe(false);
    expect(matchesEveryWord('xyz', ['x'])).toBe(false);
    expect(matchesEveryWord('local asdfghjkl', ['local', 'as'])).toBe(false);
  });

  it('does not judge words too short to tell, or a query of nothing but symbols', () => {
    expect(matchesEveryWord('an seo', ['seo'])).toBe(true);
    expect(matchesEveryWord('🙂 ?*', [])).toBe(true);
  });
});
