/** robots.txt, llms.txt and sitemap.xml, from the fixture site of the content model's tests. */
import robotsParser from 'robots-parser';

import {aiCrawlerPolicy, aiCrawlers} from '../../../data/crawlers';
import {site} from '../../../data/site';
import {fixtureModel} from '../../../lib/content/__tests__/fixtures';
import {llmsSectionOf, llmsTxt} from '../llms';
import {robotsTxt} from '../robots';
import {sitemapXml} from '../sitemapXml';

const model = fixtureModel({
  'pages/about.mdx': `---\ntitle: About\ndescription: "An about page whose description\\nruns over two lines, for the fixture."\nlast_update: {date: 2021-03-04}\n---\n\nBody.\n`,
});

describe('robots.txt', () => {
  const paths = ['/', '/services', '/blog/a-post', '/img/social/index.png', '/llms.txt'];

  it.each(['allow', 'disallow'] as const)(
    'applies the %s policy to every AI crawler and lets search engines in',
    (policy) => {
      const robots = robotsParser(`${site.url}/robots.txt`, robotsTxt({policy}));
      for (const agent of aiCrawlers) {
        for (const path of paths) {
          expect([agent, path, robots.isAllowed(`${site.url}${path}`, agent)]).toEqual([
            agent,
            path,
            policy === 'allow',
          ]);
        }
      }
      for (const agent of ['Googlebot', 'Bingbot', 'DuckDuckBot']) {
        for (const path of paths) expect(robots.isAllowed(`${site.url}${path}`, agent)).toBe(true);
      }
      expect(robots.getSitemaps()).toEqual([`${site.url}/sitemap.xml`]);
    },
  );

  it('follows the policy of the site data', () => {
    const robots = robotsParser(`${site.url}/robots.txt`, robotsTxt());
    expect(robots.isAllowed(`${site.url}/`, aiCrawlers[0])).toBe(aiCrawlerPolicy === 'allow');
  });
});

describe('llms.txt', () => {
  const text = llmsTxt(model);

  it('opens with the name, a summary and the details of the business', () => {
    const [heading, blank, summary] = text.split('\n');
    expect([heading, blank, summary]).toEqual([`# ${site.name}`, '', `> ${site.description}`]);
    expect(text).toContain(site.company);
  });

  it('lists the Markdown twins of indexable pages by section, parents first, with one-line descriptions', () => {
    expect(text).toContain(
      [
        '## Services',
        '',
        `- [Services](${site.url}/services.md): ${model.at('/services').description}`,
        `- [Alpha Services](${site.url}/services/alpha.md): ${model.at('/services/alpha').description}`,
        `- [Alpha One](${site.url}/services/alpha-one.md): ${model.at('/services/alpha-one').description}`,
      ].join('\n'),
    );
    expect(text).toContain(
      `- [About](${site.url}/about.md): An about page whose description runs over two lines, for the fixture.`,
    );
    expect(text).not.toContain('/services/alpha-two');
    expect(text).not.toContain('/industries/mining');
    expect(text.indexOf('## About')).toBeLessThan(text.indexOf('## Services'));
    expect(text.indexOf('## Case Studies')).toBeLessThan(text.indexOf('## Optional'));
  });

  it('puts legal and utility pages under Optional, every page in the section of its kind', () => {
    expect(llmsSectionOf(model.at('/terms'))).toBe('Optional');
    expect(llmsSectionOf(model.at('/sitemap'))).toBe('Optional');
    expect(llmsSectionOf(model.at('/areas/north/consultant'))).toBe('Areas Served');
    expect(llmsSectionOf(model.at('/north-east'))).toBe('Areas Served');
    expect(llmsSectionOf(model.at('/work/old-win'))).toBe('Case Studies');
    expect(llmsSectionOf(model.at('/author/jane'))).toBe('Blog');
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml(model, site.url);

  it('lists every indexable page once at its canonical URL, and no other', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = model.entries
      .filter((entry) => entry.indexable)
      .map((entry) => `${site.url}${entry.path === '/' ? '/' : entry.path}`);
    expect([...locs].sort()).toEqual([...expected].sort());
  });

  it('dates a page by its own last change: front matter first, then its file', () => {
    expect(xml).toContain(`<loc>${site.url}/about</loc><lastmod>2021-03-04</lastmod>`);
    const dated = fixtureModel({}).at('/services/alpha-one');
    expect(dated.lastModified).toBeNull();
  });
});
