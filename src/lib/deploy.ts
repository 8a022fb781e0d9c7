/**
 * What a build for the live site must not carry: the reserved example address the project ships
 * with. Domains reserved for documentation and testing (example.com, .org and .net, and the
 * `.example`, `.test`, `.invalid` and `localhost` names) are never a real site's: with one, every
 * canonical URL, the sitemap, the feeds and the structured data would send search engines to a
 * domain that is not the site's, and the contact address would reach no one.
 */

/** The environment variable the workflows set on the builds they publish. */
const deployVariable = 'SITE_DEPLOY';

/**
 * What a build is for: the live site (`SITE_DEPLOY=production`, the deploy workflow), a pull
 * request's check and preview (`SITE_DEPLOY=preview`: scheduled posts are built too, unlisted and
 * not indexed, so that they are checked before their day), or neither (a build on a machine).
 */
export type DeployTarget = 'production' | 'preview' | 'local';

/** The target `env` names; another value of SITE_DEPLOY is refused, naming the ones there are. */
export function deployTarget(env: Record<string, string | undefined> = process.env): DeployTarget {
  const value = env[deployVariable];
  if (value === undefined || value === '') return 'local';
  if (value === 'production' || value === 'preview') return value;
  throw new Error(
    `${deployVariable} is "${value}": it is "production" (a build for the live site), "preview" (a pull request's) or unset`,
  );
}

const reservedDomain = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;

/** Whether `hostname` is reserved for documentation or testing. */
export function isReservedDomain(hostname: string): boolean {
  return reservedDomain.test(hostname.replace(/\.$/, ''));
}

interface Identity {
  readonly url: string;
  readonly email: string;
}

/**
 * What stops a build for the live site, as sentences naming the setting to change in `file`;
 * none when the identity is the site's own.
 */
export function deployProblems(identity: Identity, file: string): string[] {
  const problems: string[] = [];
  let host: string | undefined;
  try {
    host = new URL(identity.url).hostname;
  } catch {
    problems.push(`url in ${file} is not an address ("${identity.url}")`);
  }
  if (host !== undefined && isReservedDomain(host)) {
    problems.push(
      `url in ${file} is "${identity.url}", a domain reserved for examples: set it to the site's own address (such as https://www.your-domain.com)`,
    );
  }
  const emailDomain = identity.email.split('@')[1] ?? '';
  if (isReservedDomain(emailDomain)) {
    problems.push(
      `email in ${file} is "${identity.email}", at a domain reserved for examples: set it to the address clients write to`,
    );
  }
  return problems;
}

/**
 * Throws, naming each setting to change, when a build for the live site (`SITE_DEPLOY=production`
 * in `env`) would carry the example address.
 */
export function assertDeployable(
  identity: Identity,
  file: string,
  env: Record<string, string | undefined> = process.env,
): void {
  if (deployTarget(env) !== 'production') return;
  const problems = deployProblems(identity, file);
  if (problems.length === 0) return;
  throw new Error(
    [
      `This build is for the live site (${deployVariable}=production), and it would publish the example address:`,
      ...problems.map((problem) => `- ${problem}.`),
      'In the browser editor: Site facts → Identity. The deploying guide (src/plugins/hosting/README.md, "Your domain") says how to attach your domain.',
    ].join('\n'),
  );
}
