/**
 * The site's own pages and facts, through the rules the build applies (the content model's checks,
 * the schemas): the site as it is builds. The rules themselves are tested on fixtures of their own
 * (src/lib/content/__tests__, ./validate.test.ts); this test names no page, price, count or date,
 * so an author's ordinary edit keeps it green.
 */
import path from 'node:path';

import {readSiteModel} from './siteModel';

const siteDir = path.resolve(__dirname, '../../..');

describe('the site’s content', () => {
  it('forms a content model without mistakes, with a home page', () => {
    expect(readSiteModel(siteDir).home.path).toBe('/');
  });
});
