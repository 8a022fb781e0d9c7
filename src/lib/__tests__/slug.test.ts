import {titleFromSlug} from '../slug';

describe('titleFromSlug', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(titleFromSlug('seo-for-florists')).toBe('Seo For Florists');
    expect(titleFromSlug('quantum-widgets')).toBe('Quantum Widgets');
  });

  it('drops empty words from double, leading and trailing hyphens', () => {
    expect(titleFromSlug('--seo--for---cbd-')).toBe('Seo For Cbd');
  });

  it('keeps digits and the rest of each word as written', () => {
    expect(titleFromSlug('web3-and-b2b')).toBe('Web3 And B2b');
    expect(titleFromSlug('2025-trends')).toBe('2025 Trends');
    expect(titleFromSlug('iPhone-apps')).toBe('IPhone Apps');
  });

  it('upper-cases Unicode first letters, including letters outside the BMP', () => {
    expect(titleFromSlug('éclair-über-ñandú')).toBe('Éclair Über Ñandú');
    expect(titleFromSlug('𐐨-test')).toBe('𐐀 Test');
  });

  it('decodes percent-escapes and leaves malformed ones as typed', () => {
    expect(titleFromSlug('caf%C3%A9-owners')).toBe('Café Owners');
    expect(titleFromSlug('bad-%E0%A4%A-escape')).toBe('Bad %E0%A4%A Escape');
  });

  it('returns an empty string for an empty or hyphen-only slug', () => {
    expect(titleFromSlug('')).toBe('');
    expect(titleFromSlug('---')).toBe('');
  });

  it('leaves markup as plain text for React to escape', () => {
    expect(titleFromSlug('%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('<script>alert(1)</script>');
  });
});
