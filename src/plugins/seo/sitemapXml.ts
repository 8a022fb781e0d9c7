/**
 * sitemap.xml from the content model: every indexable page at its canonical URL, dated by its own
 * last change (the page's `last_update` front matter, else its file's last commit). Pages kept out
 * of search indexes (coming soon, fallback, listings) are not listed.
 */
import type {ContentModel} from '../../lib/content/model';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(model: ContentModel, siteUrl: string): string {
  const urls = model.entries
    .filter((entry) => entry.indexable)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
      return `<url><loc>${escapeXml(`${siteUrl}${entry.path === '/' ? '/' : entry.path}`)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
