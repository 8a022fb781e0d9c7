import {description, fixtureModel, page} from '../../../lib/content/__tests__/fixtures';
import type {ContentProblem} from '../../../lib/content/errors';
import {documentTitle, socialImagePath} from '../../../lib/seo/metadata';
import {siteReport} from '../report';

describe('the page check’s report of the site', () => {
  it('has every page of the model, with what its result and card show and where its file is', () => {
    const model = fixtureModel();
    const report = siteReport(model, [], new Set());
    expect(Object.keys(report.pages).sort()).toEqual(
      model.entries.map((entry) => entry.path).sort(),
    );
    // The cards are drawn after the report is written; the panel waits for them.
    expect(report.cards).toEqual({});
    const about = model.get('/about')!;
    expect(report.pages['/about']).toEqual(
      expect.objectContaining({
        source: about.source,
        title: documentTitle(about.seoTitle),
        description: about.description,
        image: socialImagePath('/about'),
        date: null,
      }),
    );
  });

  it('gives each page the search findings of its own file, with the field and the line', () => {
    const model = fixtureModel();
    const finding: ContentProblem = {
      file: model.get('/about')!.source,
      line: 2,
      field: 'title',
      message: 'is 700 px wide.',
      search: true,
    };
    const report = siteReport(model, [finding], new Set());
    expect(report.pages['/about']?.findings).toEqual([
      {rule: 'title', file: finding.file, line: 2, field: 'title', message: 'is 700 px wide.'},
    ]);
    expect(report.pages['/about/team']?.findings).toEqual([]);
  });

  it('names the pages that compete with a page, both ways', () => {
    const model = fixtureModel({
      'pages/about.mdx': page({
        title: 'Fixture Local SEO Audit',
        description: description('About'),
        position: 1,
      }),
      'pages/about/team.mdx': page({
        title: 'Fixture Local SEO Audits',
        description: description('Team'),
      }),
    });
    const report = siteReport(model, [], new Set());
    expect(report.pages['/about']?.competitors.map((competitor) => competitor.path)).toContain(
      '/about/team',
    );
    expect(report.pages['/about/team']?.competitors.map((competitor) => competitor.path)).toContain(
      '/about',
    );
  });

  it('finds a page no other page links to, where the site has no HTML sitemap to list it', () => {
    const withSitemap = siteReport(fixtureModel(), [], new Set());
    expect(withSitemap.pages['/about/team']?.findings).toEqual([]);
    const withoutSitemap = siteReport(fixtureModel({'pages/sitemap.mdx': null}), [], new Set());
    expect(withoutSitemap.pages['/about/team']?.findings).toEqual([
      expect.objectContaining({
        rule: 'orphan',
        message: expect.stringMatching(/^No other page links here/),
      }),
    ]);
    // A link from the navigation is a link.
    const linked = siteReport(
      fixtureModel({'pages/sitemap.mdx': null}),
      [],
      new Set(['/about/team']),
    );
    expect(linked.pages['/about/team']?.findings).toEqual([]);
  });
});
