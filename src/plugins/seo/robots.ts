/**
 * robots.txt: search engines may fetch everything; the AI crawlers of src/data/crawlers.ts share
 * one group under the owner's policy; sitemap.xml is where the pages are listed.
 */
import {aiCrawlerPolicy, aiCrawlers, type CrawlerPolicy} from '../../data/crawlers';
import {site} from '../../data/site';

export function robotsTxt({
  policy = aiCrawlerPolicy,
  crawlers = aiCrawlers,
  sitemapFile = 'sitemap.xml',
}: {
  policy?: CrawlerPolicy;
  crawlers?: readonly string[];
  sitemapFile?: string;
} = {}): string {
  return [
    '# Search engines and every other crawler: the whole site.',
    'User-agent: *',
    'Allow: /',
    '',
    `# AI crawlers and answer engines: ${policy === 'allow' ? 'welcome to read and cite the site' : 'asked not to read the site'}.`,
    ...crawlers.map((agent) => `User-agent: ${agent}`),
    policy === 'allow' ? 'Allow: /' : 'Disallow: /',
    '',
    `Sitemap: ${site.url}/${sitemapFile}`,
    '',
  ].join('\n');
}
