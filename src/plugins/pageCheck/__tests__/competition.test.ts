import {competingPages, searchWords} from '../competition';

const page = (path: string, title: string, description = `Page ${path.slice(1)}.`) => ({
  path,
  title,
  description,
});

describe('pages that compete for one search', () => {
  it('reads the words a search is made of: no small words, plurals as singulars', () => {
    expect([...searchWords('The SEO Audits for Small Businesses')]).toEqual([
      'seo',
      'audit',
      'small',
      'business',
    ]);
  });

  it('names two pages whose titles aim at the same search, each on the other’s list', () => {
    const result = competingPages([
      page('/a', 'Technical SEO Audit for Law Firms'),
      page('/b', 'Technical SEO Audits for Law Firms'),
      page('/c', 'Bookkeeping Tips'),
    ]);
    expect(result.get('/a')).toEqual([
      {
        path: '/b',
        title: 'Technical SEO Audits for Law Firms',
        because: expect.stringMatching(/both titles aim at “technical seo audit law firm”/),
      },
    ]);
    expect(result.get('/b')?.map((competitor) => competitor.path)).toEqual(['/a']);
    expect(result.get('/c')).toEqual([]);
  });

  it('leaves apart titles that share a word or two of many', () => {
    const result = competingPages([
      page('/a', 'On-Page SEO Consulting'),
      page('/b', 'Programmatic SEO Consulting'),
    ]);
    expect(result.get('/a')).toEqual([]);
  });

  it('names pages whose descriptions say the same thing under different titles', () => {
    const description =
      'Monthly link building, outreach and digital PR campaigns for dental practices.';
    const result = competingPages([
      page('/a', 'Link Building', description),
      page('/b', 'Digital PR', `${description} Results in weeks.`),
    ]);
    expect(result.get('/a')?.[0]).toEqual(
      expect.objectContaining({
        path: '/b',
        because: expect.stringMatching(/^the descriptions share/),
      }),
    );
  });
});
