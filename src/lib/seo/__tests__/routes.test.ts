import {areas, regionPath} from '../../../data/areas';
import {caseStudies, caseStudyPath} from '../../../data/caseStudies';
import {industries, industryPath} from '../../../data/industries';
import {pages} from '../../../data/pages';
import {hubPath, hubs, servicePath, services, type Service} from '../../../data/services';
import {authorPath} from '../../../data/site';
import {breadcrumbTrail, normalizePath, resolveRoute, sectionOf, type Crumb} from '../routes';

const names = (trail: readonly Crumb[] | undefined) => trail?.map((crumb) => crumb.name);
const paths = (trail: readonly Crumb[] | undefined) => trail?.map((crumb) => crumb.path);

/** Every page the content modules define. */
const knownPaths = [
  ...Object.values(pages).map((page) => page.path),
  ...hubs.map(hubPath),
  ...(services as readonly Service[]).map(servicePath),
  ...areas.flatMap((area) => [area.path, ...area.regions.map(regionPath)]),
  ...industries.map(industryPath),
  ...caseStudies.map(caseStudyPath),
  authorPath,
];

describe('breadcrumbTrail', () => {
  it('puts the programmatic SEO page under its hub: Home > SEO Consulting > Programmatic SEO Consulting', () => {
    const trail = breadcrumbTrail('/programmatic-seo-expert');
    expect(names(trail)).toEqual(['Home', 'SEO Consulting', 'Programmatic SEO Consulting']);
    expect(paths(trail)).toEqual(['/', '/services/seo-consultant', '/programmatic-seo-expert']);
  });

  it('puts a service under /services/ below Services and its hub', () => {
    expect(names(breadcrumbTrail('/services/on-page-seo-expert'))).toEqual([
      'Home',
      'Services',
      'SEO Consulting',
      'On-Page SEO Consulting',
    ]);
    expect(names(breadcrumbTrail('/services/ai-cold-calling-service'))).toEqual([
      'Home',
      'Services',
      'Small Business Consulting',
      'AI Cold Calling Strategy',
    ]);
    expect(names(breadcrumbTrail('/services/seo-consultant'))).toEqual([
      'Home',
      'Services',
      'SEO Consulting',
    ]);
  });

  it('nests regions under their area, named as the back links name it', () => {
    expect(breadcrumbTrail('/washington-dc-freelance-marketing-consultant')).toEqual([
      {name: 'Home', path: '/'},
      {name: 'Areas Served', path: '/areas-served'},
      {name: 'DMV Services', path: '/areas-served/dmv/online-marketing-consultant'},
      {name: 'Washington, DC', path: '/washington-dc-freelance-marketing-consultant'},
    ]);
    expect(names(breadcrumbTrail('/areas-served/hub-city/internet-marketing-consultant'))).toEqual([
      'Home',
      'Areas Served',
      'Hub City Services',
    ]);
  });

  it('names industries, case studies, certifications and the author from the content modules', () => {
    expect(names(breadcrumbTrail('/industries-served/seo-for-cbd'))).toEqual([
      'Home',
      'Industries Served',
      'SEO for CBD Brands',
    ]);
    expect(names(breadcrumbTrail(caseStudyPath(caseStudies[0])))).toEqual([
      'Home',
      'Case Studies',
      caseStudies[0].title,
    ]);
    expect(names(breadcrumbTrail('/about/certifications'))).toEqual([
      'Home',
      'About',
      'Certifications',
    ]);
    expect(names(breadcrumbTrail(authorPath))).toEqual(['Home', 'Blog', 'Daniel Brooks']);
  });

  it('names blog posts, guides and tags after the title the page passes', () => {
    expect(names(breadcrumbTrail('/blog/my-first-blog-post', 'Welcome to the Blog'))).toEqual([
      'Home',
      'Blog',
      'Welcome to the Blog',
    ]);
    expect(names(breadcrumbTrail('/resources/audit-checklist', 'Audit Checklist'))).toEqual([
      'Home',
      'Resources',
      'Audit Checklist',
    ]);
    expect(paths(breadcrumbTrail('/blog/tags/seo', 'SEO'))).toEqual([
      '/',
      '/blog',
      '/blog/tags',
      '/blog/tags/seo',
    ]);
    expect(breadcrumbTrail('/blog/my-first-blog-post')).toBeUndefined();
  });

  it('gives the home page a trail of one and unknown paths none', () => {
    expect(breadcrumbTrail('/')).toEqual([{name: 'Home', path: '/'}]);
    expect(breadcrumbTrail('/404.html', 'Page Not Found')).toBeUndefined();
    expect(
      breadcrumbTrail('/industries-served/quantum-widgets', 'Quantum Widgets'),
    ).toBeUndefined();
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about?x=1#team')).toBe('/about');
    expect(normalizePath('')).toBe('/');
    expect(breadcrumbTrail('/pricing/')).toEqual(breadcrumbTrail('/pricing'));
  });

  it.each(knownPaths)('%s: every crumb is a page of the site and the last is the page', (path) => {
    const trail = breadcrumbTrail(path, 'Title');
    expect(trail).toBeDefined();
    expect(trail?.[0]).toEqual({name: 'Home', path: '/'});
    expect(trail?.at(-1)?.path).toBe(path);
    for (const crumb of trail ?? []) {
      expect([crumb.path, knownPaths.includes(crumb.path)]).toEqual([crumb.path, true]);
      expect(crumb.name.trim()).not.toBe('');
    }
    expect(resolveRoute(path).kind).not.toBe('unknown');
  });
});

describe('sectionOf', () => {
  it('is the crumb above the page, or the page itself at the top level', () => {
    expect(sectionOf(breadcrumbTrail('/programmatic-seo-expert'))).toBe('SEO Consulting');
    expect(sectionOf(breadcrumbTrail('/pricing'))).toBe('Pricing');
    expect(sectionOf(breadcrumbTrail('/blog/my-first-blog-post', 'Welcome'))).toBe('Blog');
    expect(sectionOf(breadcrumbTrail('/'))).toBe('Digital Marketing & SEO Consultant');
  });
});
