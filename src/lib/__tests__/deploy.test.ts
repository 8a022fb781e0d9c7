import {assertDeployable, deployProblems, deployTarget, isReservedDomain} from '../deploy';

describe('isReservedDomain', () => {
  // The domains reserved for examples and tests, and their subdomains.
  test.each([
    'example.com',
    'www.example.com',
    'EXAMPLE.ORG',
    'shop.example.net',
    'site.example',
    'staging.test',
    'x.invalid',
    'localhost',
    'example.com.',
  ])('%s is reserved', (host) => {
    expect(isReservedDomain(host)).toBe(true);
  });

  // Real domains, those that merely contain the words included.
  test.each([
    'danielbrooks.com',
    'myexample.com',
    'example.co.uk',
    'examples.com',
    'test.io',
    'contest.com',
  ])('%s is not', (host) => {
    expect(isReservedDomain(host)).toBe(false);
  });
});

describe('deployProblems', () => {
  const file = 'src/data/facts/site.json';

  test('names the address and the email, each with its setting', () => {
    const problems = deployProblems({url: 'https://example.com', email: 'hi@example.com'}, file);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^url in src\/data\/facts\/site\.json is "https:\/\/example\.com"/);
    expect(problems[1]).toMatch(/^email in src\/data\/facts\/site\.json is "hi@example\.com"/);
  });

  test('none for the site’s own address', () => {
    expect(deployProblems({url: 'https://www.brooks.co', email: 'd@brooks.co'}, file)).toEqual([]);
  });

  test('an address that is no URL', () => {
    expect(deployProblems({url: 'brooks.co', email: 'd@brooks.co'}, file)).toEqual([
      'url in src/data/facts/site.json is not an address ("brooks.co")',
    ]);
  });
});

describe('assertDeployable', () => {
  const example = {url: 'https://example.com', email: 'hello@example.com'};

  test('refuses the example address in a build for the live site', () => {
    expect(() => assertDeployable(example, 'site.ts', {SITE_DEPLOY: 'production'})).toThrow(
      /SITE_DEPLOY=production[^]*url in site\.ts[^]*email in site\.ts[^]*Your domain/,
    );
  });

  test('lets every other build through: development, tests, previews', () => {
    for (const env of [{}, {SITE_DEPLOY: 'preview'}, {SITE_DEPLOY: ''}]) {
      expect(() => assertDeployable(example, 'site.ts', env)).not.toThrow();
    }
  });
});

describe('deployTarget', () => {
  test('is the live site, a pull request’s preview, or a build on a machine', () => {
    expect(deployTarget({SITE_DEPLOY: 'production'})).toBe('production');
    expect(deployTarget({SITE_DEPLOY: 'preview'})).toBe('preview');
    expect(deployTarget({})).toBe('local');
    expect(deployTarget({SITE_DEPLOY: ''})).toBe('local');
  });

  test('refuses another value, naming the ones there are', () => {
    expect(() => deployTarget({SITE_DEPLOY: 'live'})).toThrow(
      'SITE_DEPLOY is "live": it is "production" (a build for the live site), "preview" (a pull request\'s) or unset',
    );
  });
});
