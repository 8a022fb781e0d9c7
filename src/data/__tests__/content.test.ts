/**
 * The site's own pages and facts, through the rules the build applies (the content model's checks,
 * the schemas): the site as it is builds. The rules themselves are tested on fixtures of their own
 * (src/lib/content/__tests__, ./validate.test.ts); this test names no page, price, count or date,
 * so an author's ordinary edit keeps it green.
 */
import fs from 'node:fs';
import path from 'node:path';

import {readSiteModel} from './siteModel';
import {authorPath, site} from '../site';

const siteDir = path.resolve(__dirname, '../../..');

describe('the site’s content', () => {
  it('forms a content model without mistakes, with a home page', () => {
    expect(readSiteModel(siteDir).home.path).toBe('/');
  });

  it('blog/authors.yml agrees with the identity module', () => {
    const yml = fs.readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8');
    expect(yml).toMatch(new RegExp(`^${site.authorKey}:$`, 'm'));
    expect(yml).toContain(`  name: ${site.name}\n`);
    expect(yml).toContain(`  title: ${site.jobTitle}\n`);
    expect(yml).toContain(`  url: ${authorPath}\n`);
  });
});
