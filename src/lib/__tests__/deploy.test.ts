import {assertDeployable, deployProblems, isReservedDomain} from '../deploy';

describe('isReservedDomain', () => {
  test('the domains reserved for examples and tests, and their subdomains', () => {
    for (const host of [
      'example.com',
      'www.example.com',
      'EXAMPLE.ORG',
      'shop.example.net',
      'site.example',
      'staging.test',
      'x.invalid',
      'localhost',
      'example.com.',
    ]) {
      expect([host, isReservedDomain(host)]).toEqual([host, true]);
    }
  });

  test('real domains, those that merely contain the words included', () => {
    for (const host of [
      'danielbrooks.com',
      'myexample.com',
      'example.co.uk',
      'examples.com',
      'test.io',
      'contest.com',
    ]) {
      expect([host, isReservedDomain(host)]).toEqual([host, false]);
    }
  });
});

describe('deployProblems', () => {
  const file = 'src/data/site.ts';

  test('names the address and the email, each with its setting', () => {
    const problems = deployProblems({url: 'https://example.com', email: 'hi@example.com'}, file);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^url in src\/data\/site\.ts is "https:\/\/example\.com"/);
    expect(problems[1]).toMatch(/^email in src\/data\/site\.ts is "hi@example\.com"/);
  });

  test('none for the site’s own address', () => {
    expect(deployProblems({url: 'https://www.brooks.co', email: 'd@brooks.co'}, file)).toEqual([]);
  });

  test('an address that is no URL', () => {
    expect(deployProblems({url: 'brooks.co', email: 'd@brooks.co'}, file)).toEqual([
      'url in src/data/site.ts is not an address ("brooks.co")',
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
