import {load} from 'cheerio';

import {site} from '../../../data/site';
import {htmlFileOf, ownTitle, readPageHead} from '../builtPages';
import {llmsSectionOf, llmsTxt} from '../llms';
import {robotsTxt} from '../robots';

describe('robots.txt', () => {
  it('lets every crawler in and names the sitemap on the site URL', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  });
});

describe('llms.txt', () => {
  const text = llmsTxt([
    {path: '/terms-of-service', title: 'Terms of Service', description: 'The terms.'},
    {path: '/programmatic-seo-expert', title: 'Programmatic SEO', description: 'Pages at scale.'},
    {path: '/', title: 'SEO Consultant', description: 'The home\npage.'},
    {path: '/services', title: 'Services', description: 'All services.'},
    {path: '/blog/my-first-blog-post', title: 'Welcome', description: 'The first post.'},
  ]);

  it('opens with the name, a summary and the details of the business', () => {
    const [heading, blank, summary] = text.split('\n');
    expect([heading, blank, summary]).toEqual([`# ${site.name}`, '', `> ${site.description}`]);
    expect(text).toContain(site.company);
  });

  it('lists pages by section, parents first, with one-line descriptions', () => {
    expect(text).toContain(
      [
        '## Services',
        '',
        `- [Services](${site.url}/services): All services.`,
        `- [Programmatic SEO](${site.url}/programmatic-seo-expert): Pages at scale.`,
      ].join('\n'),
    );
    expect(text).toContain(`- [SEO Consultant](${site.url}/): The home page.`);
    expect(text.indexOf('## About')).toBeLessThan(text.indexOf('## Services'));
    expect(text.indexOf('## Blog')).toBeLessThan(text.indexOf('## Optional'));
  });

  it('puts legal and utility pages under Optional', () => {
    expect(llmsSectionOf('/terms-of-service')).toBe('Optional');
    expect(llmsSectionOf('/sitemap')).toBe('Optional');
    expect(llmsSectionOf('/areas-served/dmv/online-marketing-consultant')).toBe('Areas Served');
    expect(llmsSectionOf('/resources/some-guide')).toBe('Resources');
  });
});

describe('reading a built page', () => {
  it('finds the file of a route as the build writes it', () => {
    expect(htmlFileOf('/out', '/')).toBe('/out/index.html');
    expect(htmlFileOf('/out', '/about/certifications')).toBe('/out/about/certifications.html');
    expect(htmlFileOf('/out', '/404.html')).toBe('/out/404.html');
  });

  it('reads the title without the site name, the description, robots and og:image', () => {
    const page = readPageHead(
      '/pricing',
      `<html><head><title>Pricing | ${site.name}</title>
      <meta name=description content="Rates &amp; plans">
      <meta name=robots content="noindex, follow">
      <link rel=canonical href=https://example.com/pricing>
      <meta property=og:image content=https://example.com/img/social/pricing.png>
      </head><body></body></html>`,
      load,
    );
    expect(page).toEqual({
      path: '/pricing',
      title: 'Pricing',
      description: 'Rates & plans',
      noindex: true,
      canonical: 'https://example.com/pricing',
      ogImage: 'https://example.com/img/social/pricing.png',
    });
    expect(ownTitle('A Title Too Long For The Suffix')).toBe('A Title Too Long For The Suffix');
  });
});
