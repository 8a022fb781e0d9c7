import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import checkContent, {closest} from '../checkContent';
import {knownPathsChannel, type KnownPathsChannel} from '../knownPaths';
import {at, Failure, jsx, type TestNode} from './nodes';

const vfile = {
  path: 'src/content/pages/page.mdx',
  fail(reason: string, place?: unknown): never {
    throw new Failure(reason, place);
  },
};
const link = (url: string, line = 5): TestNode => ({
  type: 'paragraph',
  children: [{type: 'link', url, children: [], position: at(line)}],
});

let staticDir: string;
let channel: KnownPathsChannel;
beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  fs.mkdirSync(path.join(staticDir, 'img'));
  fs.writeFileSync(path.join(staticDir, 'img/badge.png'), 'png');
  channel = knownPathsChannel();
  channel.set({pages: new Set(['/', '/contact', '/old-contact']), staticDirs: [staticDir]});
});
afterAll(() => fs.rmSync(staticDir, {recursive: true, force: true}));

function check(children: TestNode[], knownPaths: KnownPathsChannel = channel) {
  checkContent({knownPaths})({type: 'root', children}, vfile);
}

function failure(children: TestNode[]): Failure {
  try {
    check(children);
  } catch (error) {
    if (error instanceof Failure) return error;
    throw error;
  }
  throw new Error('the check passed');
}

describe('the MDX check', () => {
  it('refuses a component the site does not have, suggesting the closest', () => {
    const {message, place} = failure([jsx('Herro', {}, 7)]);
    expect(message).toMatch(/^<Herro> is not a component of the site: did you mean <Hero>\?/);
    expect(place).toEqual(at(7));
  });

  it('takes the components the site has, and those the file imports itself', () => {
    expect(() => check([jsx('Hero'), jsx('Section')])).not.toThrow();
    const imported: TestNode = {
      type: 'mdxjsEsm',
      children: [],
      ...({
        data: {
          estree: {
            body: [
              {
                type: 'ImportDeclaration',
                specifiers: [{local: {name: 'Chart'}}],
              },
            ],
          },
        },
      } as object),
    };
    expect(() => check([imported, jsx('Chart')])).not.toThrow();
  });

  it('refuses a link to a path that is neither a page, a redirect nor a static file', () => {
    const {message, place} = failure([link('/no-such-page', 9)]);
    expect(message).toMatch(/^The link to \/no-such-page leads to no page of the site/);
    expect(place).toEqual(at(9));
    expect(failure([jsx('Hero', {secondaryTo: '/nope'})]).message).toMatch(
      /^secondaryTo="\/nope" leads to no page of the site/,
    );
  });

  it('takes links to pages (with a query, a fragment or a trailing slash), redirects and static files', () => {
    expect(() =>
      check([
        link('/contact'),
        link('/contact/'),
        link('/contact?ref=x#form'),
        link('/old-contact'),
        link('/img/badge.png'),
        link('//example.com/elsewhere'),
        link('https://example.com/'),
        jsx('Hero', {secondaryTo: '/contact'}),
      ]),
    ).not.toThrow();
  });

  it('fails, saying why, when the paths of the site are not known yet', () => {
    expect(() => check([link('/contact')], knownPathsChannel())).toThrow(
      /cannot be checked: the content model has not been built/,
    );
    // Even a file without links: a check that cannot run never passes silently.
    expect(() => check([], knownPathsChannel())).toThrow(/cannot be checked/);
  });

  it('cannot be configured without the channel of known paths', () => {
    expect(() => (checkContent as (options?: unknown) => unknown)()).toThrow(
      /checkContent needs the known paths of the site/,
    );
  });
});

describe('closest', () => {
  it('finds a near name and ignores a far one', () => {
    expect(closest('Secton', ['Section', 'Hero'])).toBe('Section');
    expect(closest('Testimonial', ['Section', 'Hero'])).toBeUndefined();
  });
});
