import {site} from '../../../data/site';
import {cardElement, renderSocialCard} from '../card';

describe('the social card', () => {
  it('shows the page title, its section and who the site belongs to', () => {
    const drawn = JSON.stringify(
      cardElement({title: 'Programmatic SEO', section: 'SEO Consulting'}),
    );
    for (const text of ['Programmatic SEO', 'SEO Consulting', site.name, site.location.label]) {
      expect(drawn).toContain(JSON.stringify(text).slice(1, -1));
    }
    expect(drawn).toContain(new URL(site.url).host);
  });

  it('is a 1200×630 PNG', async () => {
    const png = await renderSocialCard({title: 'Pricing', section: 'Pricing'});
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30_000);
});
