import fs from 'node:fs';
import path from 'node:path';

import {areas, backToAreaLabel, regionPath, type Region} from '../areas';
import {caseStudies, caseStudyPath} from '../caseStudies';
import {certifications} from '../certifications';
import {industries, industryPath} from '../industries';
import {footerColumns, footerSocialLinks, headerDropdown, headerLinks} from '../navigation';
import {pages} from '../pages';
import {formatMinimum, formatPlanPrice, plans} from '../plans';
import {processes} from '../process';
import {redirects} from '../redirects';
import {
  backToHubLabel,
  hubPath,
  hubs,
  servicePath,
  servicePaths,
  services,
  servicesOfHub,
  type Service,
} from '../services';
import {authorPath, site} from '../site';
import {testimonials} from '../testimonials';

const siteDir = path.resolve(__dirname, '../../..');
const allServices = services as readonly Service[];

/** A route served by a file under src/pages (a .tsx page or an .mdx page). */
function hasPageFile(routePath: string): boolean {
  const base = path.join(siteDir, 'src/pages', routePath === '/' ? 'index' : routePath);
  return ['.tsx', '.mdx', '/index.tsx', '/index.mdx'].some((ext) => fs.existsSync(base + ext));
}

/** Every route the site serves, derived the way the build derives it. */
function knownRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const page of Object.values(pages)) {
    routes.add(page.path);
  }
  hubs.forEach((hub) => routes.add(hubPath(hub)));
  allServices.forEach((service) => routes.add(servicePath(service)));
  areas.forEach((area) => {
    routes.add(area.path);
    area.regions.forEach((region) => routes.add(regionPath(region)));
  });
  industries.forEach((industry) => routes.add(industryPath(industry)));
  caseStudies.forEach((caseStudy) => routes.add(caseStudyPath(caseStudy)));
  routes.add(authorPath);
  return routes;
}

const pathShape = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

describe('counts the spec gives', () => {
  it('has 23 pages under /services/ and the programmatic SEO page outside it', () => {
    expect(servicePaths()).toHaveLength(23);
    expect(allServices.filter((s) => !servicePath(s).startsWith('/services/'))).toEqual([
      expect.objectContaining({path: '/programmatic-seo-expert'}),
    ]);
  });

  it('has hubs of 8, 4 and 9 cards', () => {
    expect(hubs.map((hub) => servicesOfHub(hub.id).length)).toEqual([8, 4, 9]);
  });

  it('has 19 coming-soon services; on-page and programmatic SEO are live', () => {
    expect(allServices.filter((s) => s.status === 'coming-soon')).toHaveLength(19);
    expect(allServices.filter((s) => s.status === 'live').map((s) => s.slug)).toEqual([
      'on-page-seo-expert',
      'programmatic-seo-expert',
    ]);
  });

  it('has 7 industries, 11 certifications, 4 testimonials, 3 plans, 1 case study', () => {
    expect(industries).toHaveLength(7);
    expect(certifications).toHaveLength(11);
    expect(testimonials).toHaveLength(4);
    expect(plans).toHaveLength(3);
    expect(caseStudies).toHaveLength(1);
  });

  it('has two areas of three regions each', () => {
    expect(areas.map((area) => area.regions.length)).toEqual([3, 3]);
  });
});

describe('paths', () => {
  const generated = [
    ...hubs.map(hubPath),
    ...allServices.map(servicePath),
    ...areas.flatMap((area) => [area.path, ...area.regions.map(regionPath)]),
    ...industries.map(industryPath),
    ...caseStudies.map(caseStudyPath),
  ];
  const all = [...Object.values(pages).map((p) => p.path), ...generated, authorPath];

  it('are unique', () => {
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(all)('%s is lower-case, hyphenated and has no trailing slash', (p) => {
    expect(p).toMatch(pathShape);
  });

  it('live services and hubs each have a page file; coming-soon ones are generated', () => {
    for (const hub of hubs) {
      expect(hasPageFile(hubPath(hub))).toBe(true);
    }
    for (const service of allServices) {
      expect([servicePath(service), hasPageFile(servicePath(service))]).toEqual([
        servicePath(service),
        service.status === 'live',
      ]);
    }
  });

  it('fixed pages served from src/pages have their file', () => {
    // The blog and docs plugins serve these; the site-routes plugin serves the HTML sitemap.
    const servedByPlugins: string[] = [pages.blog.path, pages.resources.path, pages.sitemap.path];
    for (const page of Object.values(pages)) {
      if (!servedByPlugins.includes(page.path)) {
        expect([page.path, hasPageFile(page.path)]).toEqual([page.path, true]);
      }
    }
  });
});

describe('links point at routes that exist', () => {
  const routes = knownRoutes();

  it('navigation links resolve', () => {
    const links = [
      ...headerDropdown.items,
      ...headerLinks,
      ...footerColumns.flatMap((column) => column.links),
    ];
    for (const link of links) {
      expect([link.to, routes.has(link.to)]).toEqual([link.to, true]);
    }
  });

  it('back links of coming-soon pages lead to their hub or area, with the spec labels', () => {
    expect(hubs.map((hub) => backToHubLabel(hub.id))).toEqual([
      'Back to SEO Consulting',
      'Back to Content Strategy',
      'Back to Small Business Consulting',
    ]);
    expect(areas.map(backToAreaLabel)).toEqual([
      'Back to DMV Services',
      'Back to Hub City Services',
    ]);
    hubs.forEach((hub) => expect(routes.has(hubPath(hub))).toBe(true));
    areas.forEach((area) => expect(routes.has(area.path)).toBe(true));
  });

  it('redirect sources are not pages and targets are', () => {
    for (const redirect of redirects) {
      expect([redirect.from, routes.has(redirect.from)]).toEqual([redirect.from, false]);
      expect([redirect.to, routes.has(redirect.to)]).toEqual([redirect.to, true]);
      expect(redirect.from).toMatch(pathShape);
    }
    expect(redirects.map((r) => r.from)).toEqual([
      '/industries',
      '/on-page-seo-expert',
      '/case-studies/authority-hacking-seo-strategy',
    ]);
  });
});

describe('content entries', () => {
  it('marketing automation is titled as the spec says', () => {
    expect(allServices.find((s) => s.slug === 'marketing-automation-consultant')?.title).toBe(
      'Automated Marketing Strategy Consulting',
    );
  });

  it('cards have a title and a description of useful length', () => {
    const cards: {title: string; description: string}[] = [
      ...hubs.map((hub) => ({title: hub.name, description: hub.description})),
      ...allServices,
      ...industries,
      ...areas.flatMap((area): readonly Region[] => area.regions),
    ];
    for (const {title, description} of cards) {
      expect(title.trim().length).toBeGreaterThan(3);
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('testimonials give a first name plus initial, a role and a quote', () => {
    for (const t of testimonials) {
      expect(t.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(t.jobTitle.length).toBeGreaterThan(3);
      expect(t.quote.length).toBeGreaterThan(40);
    }
  });

  it('plans state the spec prices', () => {
    expect(plans.map((plan) => formatPlanPrice(plan))).toEqual([
      '$149 per hour',
      '$75 per hour',
      'from $1,995 per month',
    ]);
    expect(plans.map((plan) => formatMinimum(plan))).toEqual([
      undefined,
      '10-hour minimum',
      undefined,
    ]);
    expect(plans.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(['project']);
    expect(plans.find((plan) => plan.id === 'oversight')?.features).toHaveLength(4);
  });

  it('certifications link over https with a spec label and unique titles', () => {
    const titles = certifications.map((c) => c.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const c of certifications) {
      expect(new URL(c.link).protocol).toBe('https:');
      expect(['Verify', 'View Certificate']).toContain(c.linkLabel);
    }
  });

  it('process steps have the names the spec lists, numbered by position', () => {
    const names = (id: keyof typeof processes) => processes[id].map((step) => step.name);
    expect(names('home')).toEqual(['Audit & Strategy', 'Action Plan', 'Oversight & Optimization']);
    expect(names('programmatic')).toEqual([
      'Discovery Call',
      'Audit & Research',
      'Programmatic Roadmap',
      'Ongoing Oversight',
    ]);
    expect(names('dmv')).toEqual([
      'Discovery Call',
      'Audit & Research',
      'Strategy Roadmap',
      'Ongoing Oversight',
    ]);
    expect(names('hubCity')).toEqual([
      'Discovery Call',
      'Audit & Research',
      'Strategy Roadmap',
      'Oversight & Guidance',
    ]);
    expect(processes.seoHub).toHaveLength(4);
    expect(processes.onPage).toHaveLength(4);
  });

  it('the identity module has well-formed contact and social links', () => {
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(new URL(site.url).origin).toBe(site.url);
    expect(new URL(site.schedulingUrl).protocol).toBe('https:');
    expect(site.socials.map((s) => s.network)).toEqual([
      'Twitter',
      'LinkedIn',
      'YouTube',
      'Medium',
      'Substack',
    ]);
    site.socials.forEach((s) => expect(new URL(s.url).protocol).toBe('https:'));
    expect(footerSocialLinks).toHaveLength(5);
  });

  it('blog/authors.yml agrees with the identity module', () => {
    const yml = fs.readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8');
    expect(yml).toMatch(new RegExp(`^${site.authorKey}:$`, 'm'));
    expect(yml).toContain(`  name: ${site.name}\n`);
    expect(yml).toContain(`  title: ${site.jobTitle}\n`);
    expect(yml).toContain(`  url: ${authorPath}\n`);
  });
});

describe('legal pages', () => {
  const numberedSections = (file: string) =>
    fs
      .readFileSync(path.join(siteDir, 'src/pages', file), 'utf8')
      .split('\n')
      .flatMap((line) => /^## (\d+)\. \S/.exec(line)?.[1] ?? [])
      .map(Number);
  const oneTo = (n: number) => Array.from({length: n}, (_, i) => i + 1);

  it.each([
    ['privacy-policy.mdx', 11],
    ['terms-of-service.mdx', 13],
    ['affiliate-disclosure.mdx', 5],
  ])('%s has %i sections numbered in order', (file, count) => {
    expect(numberedSections(file)).toEqual(oneTo(count));
  });

  it('the terms of service link to the pricing page', () => {
    const terms = fs.readFileSync(path.join(siteDir, 'src/pages/terms-of-service.mdx'), 'utf8');
    expect(terms).toMatch(/pages\.pricing\.path|\]\(\/pricing\)/);
  });
});
