/** robots.txt: every crawler may fetch everything, and sitemap.xml is where the pages are listed. */
import {site} from '../../data/site';

export function robotsTxt(sitemapFile = 'sitemap.xml'): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.url}/${sitemapFile}`, ''].join('\n');
}
