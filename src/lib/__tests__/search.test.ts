import {
  canonicalPath,
  isSearchable,
  resultKind,
  searchBodyAttributes,
  searchDateAttributes,
  searchKind,
  searchKindLabel,
  searchKinds,
} from '../search';
import {kindLabels} from '../content/kinds';
import type {Kind} from '../content/types';
import {excerptParts} from '../search/excerpt';
import {isSearchShortcut, isTypingTarget} from '../search/shortcut';

describe('searchKind', () => {
  it('names a page by the label of its kind, grouping what a visitor would call one thing', () => {
    expect(searchKind('hub')).toBe('service');
    expect(searchKind('region')).toBe('area');
    expect(searchKind('case-study')).toBe('page');
    expect(searchKind('legal')).toBe('page');
  });

  it('gives every kind of page one of the search’s kinds, labelled as the site labels it', () => {
    for (const kind of Object.keys(kindLabels) as Kind[]) {
      const found = searchKind(kind);
      expect(searchKinds).toContain(found);
      if (found !== 'page') expect(searchKindLabel(found)).toBe(kindLabels[kind]);
    }
  });
});

describe('searchBodyAttributes', () => {
  it('marks an indexable page for the index, with its kind', () => {
    expect(searchBodyAttributes({kind: 'post', indexable: true})).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-meta': 'kind:post',
    });
    expect(searchBodyAttributes({kind: 'region', indexable: true})).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-meta': 'kind:area',
    });
    expect(searchBodyAttributes({kind: 'case-study', indexable: true})['data-pagefind-meta']).toBe(
      'kind:page',
    );
  });

  it('leaves pages that are not indexable, and listings, unmarked', () => {
    expect(searchBodyAttributes({kind: 'service', indexable: false})).toEqual({});
    expect(searchBodyAttributes({kind: 'listing', indexable: true})).toEqual({});
    expect(isSearchable({kind: 'listing', indexable: true})).toBe(false);
    expect(isSearchable({kind: 'guide', indexable: true})).toBe(true);
  });

  it('gives a post its calendar date, and writes no date that is not one', () => {
    expect(searchDateAttributes('2024-03-05T00:00:00.000Z')).toEqual({
      'data-pagefind-meta': 'date:2024-03-05',
    });
    expect(searchDateAttributes('x, kind:page')).toEqual({});
    expect(searchDateAttributes(undefined)).toEqual({});
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/blog/index.html', '/blog'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/services/seo', '/services/seo'],
    ['/guide.html#part', '/guide#part'],
  ])('%s → %s', (url, expected) => {
    expect(canonicalPath(url)).toBe(expected);
  });
});

describe('resultKind', () => {
  it('reads the kinds the site writes and calls anything else a page', () => {
    expect(resultKind('industry')).toBe('industry');
    expect(resultKind('<b>')).toBe('page');
    expect(resultKind(undefined)).toBe('page');
  });
});

describe('excerptParts', () => {
  it('splits the highlighted words from the text', () => {
    expect(excerptParts('Pay by the <mark>hour</mark>, or <mark>fix</mark> it')).toEqual([
      {text: 'Pay by the ', highlighted: false},
      {text: 'hour', highlighted: true},
      {text: ', or ', highlighted: false},
      {text: 'fix', highlighted: true},
      {text: ' it', highlighted: false},
    ]);
  });

  it('decodes the escaped text into the characters a page shows', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; &amp; &#39;q&#x27; &bogus;')).toEqual([
      {text: "<img src=x onerror=alert(1)> & 'q' &bogus;", highlighted: false},
    ]);
  });

  it('drops any other tag: nothing from the index becomes markup', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>a<script>b</script><mark>c</mark>');
    expect(parts).toEqual([
      {text: 'ab', highlighted: false},
      {text: 'c', highlighted: true},
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('search shortcuts', () => {
  const key = (init: Partial<Parameters<typeof isSearchShortcut>[0]>) =>
    isSearchShortcut({
      key: '',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      target: null,
      defaultPrevented: false,
      ...init,
    });
  const field = {tagName: 'INPUT'} as unknown as EventTarget;

  it('opens on Ctrl+K, ⌘K and /', () => {
    expect(key({key: 'k', ctrlKey: true})).toBe(true);
    expect(key({key: 'K', metaKey: true})).toBe(true);
    expect(key({key: '/'})).toBe(true);
  });

  it('leaves / to a field being typed in, and other keys alone', () => {
    expect(key({key: '/', target: field})).toBe(false);
    expect(isTypingTarget({isContentEditable: true} as unknown as EventTarget)).toBe(true);
    expect(key({key: 'k', ctrlKey: true, target: field})).toBe(true);
    expect(key({key: 'k'})).toBe(false);
    expect(key({key: 'k', ctrlKey: true, altKey: true})).toBe(false);
    expect(key({key: '/', ctrlKey: true})).toBe(false);
    expect(key({key: '/', defaultPrevented: true})).toBe(false);
  });
});
