import {site} from '../../../data/site';
import {
  absoluteUrl,
  buildPageMetadata,
  openGraphType,
  defaultSocialImage,
  documentTitle,
  fitDescription,
  socialImagePath,
  twitterHandle,
  type MetaTag,
} from '../metadata';

function tag(meta: readonly MetaTag[], key: string): string | undefined {
  return meta.find((entry) => ('property' in entry ? entry.property : entry.name) === key)?.content;
}

describe('buildPageMetadata', () => {
  const metadata = buildPageMetadata({
    pathname: '/about/certifications/',
    title: 'SEO & Marketing Certifications',
    description: 'The certifications held by the consultant, with links to verify each one.',
    section: 'About',
  });

  it('uses one absolute URL without a trailing slash for canonical and og:url', () => {
    expect(metadata.canonical).toBe(`${site.url}/about/certifications`);
    expect(tag(metadata.meta, 'og:url')).toBe(metadata.canonical);
    expect(absoluteUrl('/')).toBe(`${site.url}/`);
  });

  it('brands the title, and describes the page in the Open Graph and Twitter tags', () => {
    expect(metadata.title).toBe(`SEO & Marketing Certifications | ${site.name}`);
    expect(tag(metadata.meta, 'og:title')).toBe(metadata.title);
    expect(tag(metadata.meta, 'twitter:title')).toBe(metadata.title);
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(tag(metadata.meta, key)).toBe(metadata.description);
    }
    expect(tag(metadata.meta, 'og:type')).toBe('website');
    expect(tag(metadata.meta, 'og:site_name')).toBe(site.name);
    expect(tag(metadata.meta, 'twitter:card')).toBe('summary_large_image');
    expect(tag(metadata.meta, 'twitter:site')).toBe(twitterHandle());
    expect(tag(metadata.meta, 'robots')).toMatch(/^index, follow/);
  });

  it('points og:image and twitter:image at the page’s own 1200×630 card, with its alt text', () => {
    const url = `${site.url}/img/social/about/certifications.png`;
    expect(metadata.image).toMatchObject({url, width: 1200, height: 630, type: 'image/png'});
    expect(tag(metadata.meta, 'og:image')).toBe(url);
    expect(tag(metadata.meta, 'twitter:image')).toBe(url);
    expect(tag(metadata.meta, 'og:image:width')).toBe('1200');
    expect(tag(metadata.meta, 'og:image:height')).toBe('630');
    expect(metadata.image.alt).toBe(
      `About: SEO & Marketing Certifications. ${site.name}, ${site.jobTitle}`,
    );
    expect(tag(metadata.meta, 'og:image:alt')).toBe(metadata.image.alt);
    expect(tag(metadata.meta, 'twitter:image:alt')).toBe(metadata.image.alt);
  });

  it('keeps a noindex page out of the index and shows the default card', () => {
    const noindex = buildPageMetadata({
      pathname: '/services/technical-seo-expert',
      title: 'Technical SEO Consulting',
      description: 'Crawlability, indexation, site speed and Core Web Vitals audits.',
      noindex: true,
      section: 'SEO Consulting',
    });
    expect(noindex.robots).toBe('noindex, follow');
    expect(tag(noindex.meta, 'robots')).toBe('noindex, follow');
    expect(noindex.image.url).toBe(`${site.url}${defaultSocialImage.path}`);
    expect(noindex.canonical).toBe(`${site.url}/services/technical-seo-expert`);
  });

  it('gives every tag a single entry', () => {
    const keys = metadata.meta.map((entry) => ('property' in entry ? entry.property : entry.name));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('documentTitle', () => {
  it('adds the site name when the result fits in 60 characters, and leaves it off otherwise', () => {
    expect(documentTitle('Pricing')).toBe(`Pricing | ${site.name}`);
    const long = 'x'.repeat(61 - ` | ${site.name}`.length);
    expect(documentTitle(long)).toBe(long);
    expect(documentTitle(site.name)).toBe(site.name);
    const edge = 'x'.repeat(60 - ` | ${site.name}`.length);
    expect(documentTitle(edge)).toHaveLength(60);
  });
});

describe('socialImagePath', () => {
  it('mirrors the page path under /img/social', () => {
    expect(socialImagePath('/')).toBe('/img/social/index.png');
    expect(socialImagePath('/blog/some-post/')).toBe('/img/social/blog/some-post.png');
  });
});

describe('fitDescription', () => {
  it('leaves a short description alone and cuts a long one at a word, within 160 characters', () => {
    expect(fitDescription('  A short   description.  ')).toBe('A short description.');
    const long = `${'word '.repeat(50)}end.`;
    const cut = fitDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('twitterHandle', () => {
  it('comes from the Twitter/X profile of the identity module', () => {
    const profile = site.socials.find((social) => social.network === 'Twitter');
    expect(twitterHandle()).toBe(
      profile ? `@${profile.url.split('/').filter(Boolean).pop()}` : undefined,
    );
  });
});

describe('og:type', () => {
  it('is profile for an author, article for a post or a case study, website otherwise', () => {
    expect(openGraphType('author')).toBe('profile');
    expect(openGraphType('case-study')).toBe('article');
    expect(openGraphType('post')).toBe('article');
    expect(openGraphType('page')).toBe('website');
    expect(openGraphType('service')).toBe('website');
    const tagged = buildPageMetadata({
      pathname: '/x',
      title: 'T',
      description: 'D',
      type: openGraphType('post'),
      section: 'Blog',
    });
    expect(tag(tagged.meta, 'og:type')).toBe('article');
  });
});
