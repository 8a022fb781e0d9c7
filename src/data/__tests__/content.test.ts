/**
 * Rules the site's own content keeps, whatever it holds: these tests read the real pages and data
 * modules but never name a page, a price, a count or a date of them, so an author's ordinary edit
 * (a new service, a deleted post, a new price) keeps them green. The content model's own behaviour
 * is tested on fixture pages in src/lib/content/__tests__.
 */
import fs from 'node:fs';
import path from 'node:path';

import {readSiteModel} from './siteModel';
import {readContentFiles} from '../../lib/content/files';
import {footerColumns, headerNavigation} from '../../lib/content/navigation';
import {sitemapXml} from '../../plugins/seo/sitemapXml';
import {certifications} from '../certifications';
import {headerLinks} from '../navigation';
import {formatMinimum, formatPlanPrice, plans} from '../plans';
import {authorPath, site} from '../site';
import {testimonials} from '../testimonials';

const siteDir = path.resolve(__dirname, '../../..');
const model = readSiteModel(siteDir);
const pathShape = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

describe('the pages of src/content', () => {
  it('form a content model without mistakes, with a home page', () => {
    expect(model.home.path).toBe('/');
  });

  it('have lower-case, hyphenated paths without a trailing slash, each its own', () => {
    const paths = model.entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of model.entries)
      expect([entry.path, pathShape.test(entry.path)]).toEqual([entry.path, true]);
  });

  it('each sit under a page that exists', () => {
    for (const entry of model.entries) {
      if (entry.parent !== null)
        expect([entry.path, model.get(entry.parent)?.path]).toEqual([entry.path, entry.parent]);
    }
  });

  it('every hub lists exactly the services that name it', () => {
    const problems: never[] = [];
    const files = readContentFiles(siteDir, problems);
    for (const hub of model.ofKind('hub')) {
      const slug = hub.source
        ?.split('/')
        .pop()
        ?.replace(/\.mdx?$/, '');
      const naming = files
        .filter(
          (file) => file.kind === 'service' && (file.frontMatter as {hub?: string}).hub === slug,
        )
        .map((file) => file.file)
        .sort();
      const listed = model
        .cards(hub.path)
        .map((card) => model.at(card.path).source)
        .sort();
      expect([hub.path, listed]).toEqual([hub.path, naming]);
    }
  });

  it('keeps coming-soon and fallback pages out of search indexes and sitemap.xml', () => {
    const xml = sitemapXml(model, site.url);
    for (const entry of model.entries.filter((candidate) => candidate.status !== 'live')) {
      expect([entry.path, entry.indexable]).toEqual([entry.path, false]);
      expect(xml).not.toContain(`<loc>${site.url}${entry.path}</loc>`);
    }
  });

  it('has cards with a heading and a text of useful length', () => {
    for (const entry of model.entries.filter((candidate) => candidate.parent !== null)) {
      expect([entry.path, entry.cardTitle.trim().length > 1]).toEqual([entry.path, true]);
      expect([entry.path, entry.card.length >= 40 && entry.card.length <= 300]).toEqual([
        entry.path,
        true,
      ]);
    }
  });
});

describe('navigation', () => {
  it('every header and footer link leads to a page of the site', () => {
    const header = headerNavigation(model, headerLinks);
    const links = [
      ...header.dropdown.items,
      ...header.links,
      ...footerColumns(model).flatMap((column) => column.links),
    ];
    for (const link of links)
      expect([link.to, model.get(link.to)?.path]).toEqual([link.to, link.to]);
  });

  it('the footer lists every hub and every legal page, in their order', () => {
    const [, services, legal] = footerColumns(model);
    const hubs = model.listingPage('hubs');
    expect(services?.links.map((link) => link.to)).toEqual(
      (hubs ? model.children(hubs.path) : []).map((hub) => hub.path),
    );
    expect(legal?.links.map((link) => link.to)).toEqual(
      model
        .children('/')
        .filter((entry) => entry.kind === 'legal')
        .map((entry) => entry.path),
    );
  });

  it('a redirect never comes from the path of a page', () => {
    for (const redirect of model.redirects) {
      expect([redirect.from, model.get(redirect.from)]).toEqual([redirect.from, undefined]);
      expect(model.get(redirect.to)?.path).toBe(redirect.to);
    }
  });
});

describe('data modules', () => {
  it('testimonials give a first name plus initial, a role and a quote', () => {
    for (const t of testimonials) {
      expect(t.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(t.jobTitle.length).toBeGreaterThan(3);
      expect(t.quote.length).toBeGreaterThan(40);
    }
  });

  it('plans have a positive price in whole dollars, at most one recommended', () => {
    for (const plan of plans) {
      expect(Number.isInteger(plan.price) && plan.price > 0).toBe(true);
      expect(formatPlanPrice(plan)).toMatch(/^(from )?\$\d{1,3}(,\d{3})* per (hour|month)$/);
      const minimum = formatMinimum(plan);
      if (minimum !== undefined) expect(minimum).toMatch(/^\d+-hour minimum$/);
      expect(plan.features.length).toBeGreaterThan(0);
    }
    expect(plans.filter((plan) => plan.recommended).length).toBeLessThanOrEqual(1);
  });

  it('certifications link over https with a known label and unique titles', () => {
    const titles = certifications.map((c) => c.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const c of certifications) {
      expect(new URL(c.link).protocol).toBe('https:');
      expect(['Verify', 'View Certificate']).toContain(c.linkLabel);
    }
  });

  it('the identity module has well-formed contact and social links', () => {
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(new URL(site.url).origin).toBe(site.url);
    expect(new URL(site.schedulingUrl).protocol).toBe('https:');
    const networks = site.socials.map((s) => s.network);
    expect(new Set(networks).size).toBe(networks.length);
    site.socials.forEach((s) => expect(new URL(s.url).protocol).toBe('https:'));
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
  it('number their sections 1, 2, 3… in order', () => {
    for (const entry of model.ofKind('legal')) {
      const numbers = fs
        .readFileSync(path.join(siteDir, entry.source ?? ''), 'utf8')
        .split('\n')
        .flatMap((line) => /^## (\d+)\. \S/.exec(line)?.[1] ?? [])
        .map(Number);
      expect([entry.path, numbers]).toEqual([entry.path, numbers.map((_, index) => index + 1)]);
    }
  });
});
