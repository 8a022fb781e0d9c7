/**
 * The content model: how pages of every kind are placed, named and listed, and how each mistake an
 * author can make is reported (file, line, field, what to do). Everything runs on the fixture site
 * of ./fixtures.ts, never on the site's own content.
 */
import {ContentError} from '../errors';
import {sitemapXml} from '../../../plugins/seo/sitemapXml';
import {description, fixtureModel, page} from './fixtures';
import {documentTitle} from '../../seo/metadata';
import {descriptionWidth, searchResult, titleWidth} from '../../seo/serp.mjs';

function problemsOf(changes: Parameters<typeof fixtureModel>[0]): string[] {
  try {
    fixtureModel(changes);
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n').slice(1);
    throw error;
  }
  throw new Error('The model was built: expected a ContentError');
}

describe('places every page', () => {
  const model = fixtureModel();
  const paths = (list: readonly {path: string}[]) => list.map((entry) => entry.path);

  it('gives each kind its path, under its parent', () => {
    expect(model.get('/')?.name).toBe('Home');
    expect(model.at('/about/team').parent).toBe('/about');
    expect(model.at('/services/alpha').parent).toBe('/services');
    expect(model.at('/services/alpha-one').parent).toBe('/services/alpha');
    expect(model.at('/beta-one').parent).toBe('/services/beta');
    expect(model.at('/areas/north/consultant').parent).toBe('/areas');
    expect(model.at('/north-east').parent).toBe('/areas/north/consultant');
    expect(model.at('/industries/retail').parent).toBe('/industries');
    expect(model.at('/work/new-win').parent).toBe('/work');
    expect(model.at('/terms').parent).toBe('/');
    expect(model.at('/author/jane').parent).toBe('/blog');
  });

  it('lists a hub’s services, and only them, in the order of their position', () => {
    expect(paths(model.cards('/services/alpha'))).toEqual([
      '/services/alpha-two',
      '/services/alpha-one',
    ]);
    expect(paths(model.cards('/services/beta'))).toEqual(['/beta-one']);
    expect(model.cards('/services').map((hub) => [hub.path, hub.childCount])).toEqual([
      ['/services/alpha', 2],
      ['/services/beta', 1],
    ]);
  });

  it('keeps pages that are not written out of search indexes and sitemap.xml', () => {
    const notLive = model.entries.filter((entry) => entry.status !== 'live');
    expect(notLive.map((entry) => [entry.path, entry.status])).toEqual(
      expect.arrayContaining([
        ['/services/alpha-two', 'coming-soon'],
        ['/north-east', 'coming-soon'],
        ['/industries/mining', 'fallback'],
      ]),
    );
    const xml = sitemapXml(model, 'https://example.org');
    for (const entry of notLive) {
      expect(entry.indexable).toBe(false);
      expect(xml).not.toContain(`<loc>https://example.org${entry.path}</loc>`);
    }
    expect(xml).toContain('<loc>https://example.org/services/alpha-one</loc>');
  });

  it('names each page in its trail from Home', () => {
    const names = (path: string) => model.trail(model.at(path)).map((crumb) => crumb.name);
    expect(names('/services/alpha-one')).toEqual(['Home', 'Services', 'Alpha', 'Alpha One']);
    expect(names('/north-east')).toEqual(['Home', 'Areas', 'North Services', 'North East']);
    // A service outside its hub's folder sits directly under its hub, as its URL does.
    expect(names('/beta-one')).toEqual(['Home', 'Beta', 'Beta One']);
  });

  it('features the case study marked so, else the newest', () => {
    expect(model.featuredCaseStudy?.path).toBe('/work/new-win');
    const marked = fixtureModel({
      'case-studies/old-win.mdx': page({
        title: 'An Old Win',
        description: description('Old win'),
        category: 'SEO',
        date: '2020-01-01',
        results: [{value: '#1', label: 'ranking'}],
        featured: true,
      }),
    });
    expect(marked.featuredCaseStudy?.path).toBe('/work/old-win');
  });

  it('hands a page its cards and the featured case study only where it shows them', () => {
    const cited = fixtureModel({
      'pages/about.mdx': page(
        {title: 'About', description: description('About'), position: 1},
        '<PageCards />\n\n<Results title="Proof">The figures.</Results>',
      ),
    });
    const about = cited.pageData(cited.at('/about'));
    expect(about.children.map((card) => card.path)).toEqual(['/about/team']);
    expect(about.featuredCaseStudy?.path).toBe('/work/new-win');

    const plain = model.pageData(model.at('/about'));
    expect([plain.children, plain.featuredCaseStudy]).toEqual([[], null]);
    // A page that lists a kind and a hub have their cards whatever their body uses.
    expect(model.pageData(model.at('/services')).children.map((card) => card.path)).toEqual([
      '/services/alpha',
      '/services/beta',
    ]);
    expect(model.pageData(model.at('/services/alpha')).children).toHaveLength(2);
  });

  it('offers a page that is not written yet the live pages beside it, else the page above it', () => {
    const available = (path: string) =>
      model.pageData(model.at(path)).available?.map((c) => c.path);
    // A coming-soon service: the live services of its hub, never itself or another coming one.
    expect(available('/services/alpha-two')).toEqual(['/services/alpha-one']);
    // A coming-soon region whose area has no live region: the area itself.
    expect(available('/north-east')).toEqual(['/areas/north/consultant']);
    // An industry's fallback: the live industries.
    expect(available('/industries/mining')).toEqual(['/industries/retail']);
    // A live page is offered nothing instead.
    expect(model.pageData(model.at('/services/alpha-one')).available).toBeUndefined();
  });

  it('closes a case study with the invitation to book a call, unless it has its own', () => {
    expect(model.pageData(model.at('/work/new-win')).endsWithInvitation).toBe(true);
    const closed = fixtureModel({
      'case-studies/new-win.mdx': page(
        {
          title: 'A New Win',
          description: description('New win'),
          category: 'SEO',
          date: '2024-01-01',
          results: [{value: '2×', label: 'traffic'}],
        },
        'The story.\n\n<CallToAction title="Want Results Like These?">Let us talk.</CallToAction>',
      ),
    });
    expect(closed.pageData(closed.at('/work/new-win')).endsWithInvitation).toBeUndefined();
    // Other pages end as their body ends.
    expect(model.pageData(model.at('/about')).endsWithInvitation).toBeUndefined();
  });

  it('gives a card what the card shows, and a case study’s card its figures', () => {
    const [card] = model.cards('/services/alpha');
    expect(Object.keys(card!).sort()).toEqual(
      ['card', 'cardTitle', 'childCount', 'kind', 'name', 'path', 'status'].sort(),
    );
    const study = model.cards('/work').find((entry) => entry.kind === 'case-study');
    expect(study?.kind === 'case-study' && study.results).toEqual([
      {value: '2×', label: 'traffic'},
    ]);
  });

  it('redirects each old path to its page', () => {
    expect(model.redirects).toEqual([{from: '/old-alpha-one', to: '/services/alpha-one'}]);
  });

  it('builds the HTML sitemap from Home down, without listings or itself', () => {
    const tree = model.sitemapTree();
    expect(tree.map((node) => node.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/areas',
      '/industries',
      '/work',
      '/blog',
      '/privacy',
      '/terms',
    ]);
    const services = tree.find((node) => node.path === '/services');
    expect(services?.children?.map((hub) => [hub.path, hub.children?.length])).toEqual([
      ['/services/alpha', 2],
      ['/services/beta', 1],
    ]);
  });

  it('takes facts of the site’s identity in front matter', () => {
    const withFact = fixtureModel({
      'pages/about.mdx': page({
        title: 'About {site.name}',
        description: `${description('About')} From {site.location.label}.`,
      }),
    });
    expect(withFact.at('/about').title).not.toContain('{site.');
    expect(withFact.at('/about').description).not.toContain('{site.');
  });

  it('defaults an author’s h1 to the author’s name', () => {
    const author = model.at('/author/jane');
    expect(author.title).toBe('Jane Doe');
    expect(author.seoTitle).toBe('Jane Doe, Strategist');
  });
});

describe('how a page appears in search: a finding while writing, a mistake in a build', () => {
  const longTitle = 'A Title Written Long Enough That Search Results Would Cut It Short Here';
  const changes = {
    'pages/about.mdx': page({title: longTitle, description: 'Too short.', position: 1}),
  };

  it('fails the model, naming the file, the line and the field', () => {
    const problems = problemsOf(changes);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/pages\/about\.mdx:2: front matter "title": is \d+ px wide/),
        expect.stringMatching(/pages\/about\.mdx:3: front matter "description": is \d+ px wide/),
      ]),
    );
  });

  it('given a receiver (the development server), hands it the findings and builds the model', () => {
    const findings: string[] = [];
    const model = fixtureModel(changes, (finding) =>
      findings.push(`${finding.file}:${finding.line}:${finding.field}`),
    );
    expect(model.at('/about').title).toBe(longTitle);
    expect(findings).toEqual([
      'src/content/pages/about.mdx:2:title',
      'src/content/pages/about.mdx:3:description',
    ]);
  });

  it('a mistake of another kind still fails with a receiver', () => {
    expect(() =>
      fixtureModel(
        {'pages/about.mdx': page({title: longTitle, description: description('About'), colour: 1})},
        () => {},
      ),
    ).toThrow(/front matter "colour": unknown field/);
  });
});

describe('an unlisted page (the booking confirmation)', () => {
  const model = fixtureModel({
    'pages/thanks.mdx': page(
      {title: 'Thanks', description: description('Thanks'), unlisted: true},
      '<BookingConfirmation />\n\nSee you soon.',
    ),
  });
  const thanks = model.at('/thanks');

  it('is a page of the site, under home, that search engines do not index', () => {
    expect(thanks.parent).toBe('/');
    expect(thanks.status).toBe('live');
    expect(thanks.indexable).toBe(false);
    expect(sitemapXml(model, 'https://example.org')).not.toContain('/thanks');
  });

  it('is in no list of pages: not the HTML sitemap, not a listing’s cards', () => {
    const tree = JSON.stringify(model.sitemapTree());
    expect(tree).toContain('"/about"');
    expect(tree).not.toContain('/thanks');
    expect(model.cards('/').map((card) => card.path)).not.toContain('/thanks');
  });

  it('a page with the booking confirmation must be unlisted, naming the file', () => {
    const [problem] = problemsOf({
      'pages/thanks.mdx': page(
        {title: 'Thanks', description: description('Thanks')},
        '<BookingConfirmation />\n\nSee you soon.',
      ),
    });
    expect(problem).toMatch(
      /src\/content\/pages\/thanks\.mdx: .*BookingConfirmation.*unlisted: true/,
    );
  });

  it('"unlisted" takes only true', () => {
    const [problem] = problemsOf({
      'pages/thanks.mdx': page({
        title: 'Thanks',
        description: description('Thanks'),
        unlisted: 'yes',
      }),
    });
    expect(problem).toMatch(/thanks\.mdx:4: front matter "unlisted"/);
  });
});

describe('reports each mistake with its file, line and field', () => {
  it('an unknown field, naming the known ones', () => {
    const [problem] = problemsOf({
      'services/alpha-one.mdx': page({
        title: 'Alpha One',
        description: description('Alpha One'),
        hub: 'alpha',
        colour: 'blue',
      }),
    });
    expect(problem).toMatch(
      /src\/content\/services\/alpha-one\.mdx:5: front matter "colour": unknown field/,
    );
    expect(problem).toContain('hub');
  });

  it('a missing required field and a wrong type', () => {
    const problems = problemsOf({
      'services/alpha-one.mdx': page({
        description: description('Alpha One'),
        hub: 'alpha',
        position: 'first',
      }),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/alpha-one\.mdx: front matter "title": required, but missing/),
        expect.stringMatching(/alpha-one\.mdx:4: front matter "position": expected number/),
      ]),
    );
  });

  it('front matter that is not YAML', () => {
    const [problem] = problemsOf({'pages/about.mdx': '---\ntitle: [unclosed\n---\n\nBody.\n'});
    expect(problem).toMatch(/pages\/about\.mdx(:\d+)?: the front matter is not valid YAML/);
  });

  it('a hub or an area that does not exist', () => {
    expect(
      problemsOf({
        'services/alpha-one.mdx': page({
          title: 'Alpha One',
          description: description('A'),
          hub: 'gamma',
        }),
        'regions/north-east.mdx': page(
          {
            title: 'North East',
            description: description('NE'),
            area: 'south',
            status: 'coming-soon',
          },
          '',
        ),
      }),
    ).toEqual([
      expect.stringMatching(
        /services\/alpha-one\.mdx:4: front matter "hub": there is no hub "gamma": use the file name of one of src\/content\/hubs\//,
      ),
      expect.stringMatching(
        /regions\/north-east\.mdx:4: front matter "area": there is no area "south"/,
      ),
    ]);
  });

  it('two pages with one path', () => {
    const [problem] = problemsOf({
      'services/alpha-three.mdx': page({
        title: 'Alpha Three',
        description: description('Alpha Three'),
        hub: 'alpha',
        slug: 'alpha-one',
      }),
    });
    expect(problem).toMatch(
      /alpha-(one|three)\.mdx: its path \/services\/alpha-one is also the path of src\/content\/services\/alpha-(one|three)\.mdx; give one of them another slug/,
    );
  });

  it('a title that fits alone, but not with the site name the page adds to it', () => {
    const title = 'MW '.repeat(14).trim();
    expect(titleWidth(title)).toBeLessThanOrEqual(searchResult.title.width);
    const shown = documentTitle(title);
    expect(shown).not.toBe(title);
    expect(
      problemsOf({'pages/about.mdx': page({title, description: description('About')})}),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `pages/about\\.mdx:2: front matter "title": with the site name the page adds, "${shown}" is ${Math.round(titleWidth(shown))} px wide`,
        ),
      ),
    ]);
  });

  it('a title or description wider than a search result shows, measured in pixels of its font', () => {
    const {title, description: summary} = searchResult;
    // Capitals are wide: fewer characters than a narrow title, yet too wide.
    // Too long for the site name to join it: the title stands alone, and is still too wide.
    const wide = 'MW '.repeat(16).trim();
    expect(documentTitle(wide)).toBe(wide);
    const narrow = 'Lilt '.repeat(14).trim();
    expect(wide.length).toBeLessThan(narrow.length);
    expect(titleWidth(narrow)).toBeLessThanOrEqual(title.width);
    // A title of many narrow letters fits: the model is built.
    expect(
      fixtureModel({
        'pages/about.mdx': page({title: narrow, description: description('About')}),
      }).get('/about')?.title,
    ).toBe(narrow);
    const tooLong = 'A description that goes on, '.repeat(8).trim();
    const problems = problemsOf({
      'pages/about.mdx': page({title: wide, description: 'Too short.'}),
      'pages/about/team.mdx': page({title: 'Team', description: tooLong}),
    });
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `pages/about\\.mdx:2: front matter "title": is ${Math.round(titleWidth(wide))} px wide in a search result, which shows ${title.width} px`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `pages/about\\.mdx:3: front matter "description": .* under ${summary.minWidth} px`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `pages/about/team\\.mdx:3: front matter "description": is ${Math.round(descriptionWidth(tooLong))} px wide .* ${summary.width.desktop} px on a computer`,
          ),
        ),
      ]),
    );
  });

  it('a redirect from the path of a page, or from a path already redirected', () => {
    const problems = problemsOf({
      'services/beta-one.mdx': page({
        title: 'Beta One',
        description: description('Beta One'),
        hub: 'beta',
        path: '/beta-one',
        redirect_from: ['/about', '/old-alpha-one'],
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /beta-one\.mdx:6: front matter "redirect_from": \/about is a page of the site/,
      ),
      expect.stringMatching(
        /"redirect_from": \/old-alpha-one already redirects to \/services\/alpha-one/,
      ),
    ]);
  });

  it('a live page without a body, and a second listing of one kind', () => {
    const problems = problemsOf({
      'industries/retail.mdx': page({title: 'Retail', description: description('Retail')}, ''),
      'pages/more-services.mdx': page({
        title: 'More Services',
        description: description('More'),
        lists: 'hubs',
      }),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /services\.mdx:4: front matter "lists": .*services\.mdx already lists hubs; only one page may/,
        ),
        expect.stringMatching(
          /industries\/retail\.mdx: front matter "status": the page is live but has no body: .*"status: fallback"/,
        ),
      ]),
    );
  });

  it('hubs that no page lists', () => {
    const problems = problemsOf({'pages/services.mdx': null});
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/hubs\/alpha\.mdx: no page lists hubs: add "lists: hubs"/),
      ]),
    );
  });

  it('a fact the site’s identity does not have', () => {
    const [problem] = problemsOf({
      'pages/about.mdx': page({title: 'About {site.nickname}', description: description('About')}),
    });
    expect(problem).toMatch(
      /pages\/about\.mdx:2: front matter "title": \{site\.nickname\} is not a fact/,
    );
  });

  it('an address that is not lower-case words joined by hyphens, from a file name or a field', () => {
    const problems = problemsOf({
      'pages/Our_Team.mdx': page({title: 'Our Team', description: description('Our team')}),
      'services/beta-one.mdx': page({
        title: 'Beta One',
        description: description('Beta One'),
        hub: 'beta',
        slug: 'beta-one',
      }),
      'industries/retail.mdx': page({
        title: 'Retail',
        description: description('Retail'),
        slug: 'retail',
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /pages\/Our_Team\.mdx: its address would be \/Our_Team: an address is lower-case words joined by hyphens .*rename the file/,
      ),
    ]);
  });

  it('a card text too short or too long for a card', () => {
    const problems = problemsOf({
      'hubs/alpha.mdx': page({
        title: 'Alpha Services',
        name: 'Alpha',
        description: description('Alpha'),
        card: 'Alpha.',
      }),
      'hubs/beta.mdx': page({
        title: 'Beta Services',
        name: 'Beta',
        description: description('Beta'),
        card: 'A long card. '.repeat(24).trim(),
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /hubs\/alpha\.mdx:5: front matter "card": the page's card shows this text, 6 characters long: write 40 to 300/,
      ),
      expect.stringMatching(/hubs\/beta\.mdx:5: front matter "card": .* 311 characters long/),
    ]);
  });

  it('a legal page whose sections are not numbered 1, 2, 3… in order', () => {
    const problems = problemsOf({
      'legal/terms.mdx': page(
        {title: 'Terms', description: description('Terms'), position: 12},
        '## 1. Scope\n\nText.\n\n## 3. Payment\n\nText.\n\n## 4. Law\n\nText.',
      ),
      'legal/privacy.mdx': page(
        {title: 'Privacy', description: description('Privacy'), position: 11},
        '## 1. Data\n\nText.\n\n## 2. Rights\n\nText.',
      ),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /legal\/terms\.mdx:11: the section "3\. Payment" is numbered 3 where 2 comes next: number the sections 1, 2, 3… in order/,
      ),
    ]);
  });

  it('an author’s page without its profile, which gives it its heading', () => {
    expect(problemsOf({'authors/jane.mdx': page({description: description('Jane')})})).toEqual([
      expect.stringMatching(
        /authors\/jane\.mdx: an author's page opens with <AuthorProfile> .*as the authors' guide shows/,
      ),
    ]);
  });

  it('an author profile for an author the blog does not have', () => {
    const [problem] = problemsOf({
      'authors/john.mdx': page(
        {description: description('John')},
        '<AuthorProfile>\n\nJohn.\n\n</AuthorProfile>',
      ),
    });
    expect(problem).toMatch(
      /authors\/john\.mdx: there is no author "john" among the blog's authors: add them under Site facts → Blog authors/,
    );
  });
});
