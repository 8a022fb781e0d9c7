/**
 * Writes the rules that real hosts need and static files cannot carry (301s, the 404 status,
 * security headers, caching, compression), generated after each build (steps of the content
 * plugin's after-build, src/plugins/content/afterBuild.ts) from the redirects of the content model
 * (each page's `redirect_from` front matter) and the built pages:
 *   build/<source>/index.html          a page at each redirect source, for hosts without rules
 *                                      (./redirectPages.ts);
 *   build/_redirects, build/_headers   for Cloudflare Pages (it reads and hides them);
 *   build-hosting/nginx.conf           an nginx server block, beside the build folder rather than
 *                                      in it, so that no host publishes it;
 *   build/<file>.br, build/<file>.gz   each text file compressed once at the highest levels, which
 *                                      nginx serves as they are (./precompress.ts; the build's last
 *                                      step).
 * The Content-Security-Policy allows inline code by hash only, and the hashes are computed here
 * from the pages as built, so an inline script added anywhere is covered by the next build; its
 * `connect-src` adds the origins it is handed: the analytics endpoint's, when src/data/analytics.ts
 * turns a provider on.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type {Redirect} from '../../lib/content/model';
import {nginxServerBlock} from './nginx';
import {securityHeaders} from './policy';
import {assertAssetsHashed, inlineHashes, listBuild, siteRules} from './site';
import {headersFile, redirectsFile} from './staticHosts';

export {precompressCacheName, writePrecompressed} from './precompress';
export {writeRedirectPages} from './redirectPages';

/** The folder beside the build that receives the server config: build → build-hosting. */
export function hostingDirOf(outDir: string): string {
  return `${path.resolve(outDir)}-hosting`;
}

/**
 * Writes the rules of the build in `outDir`. Last of the after-build steps: the policy hashes the
 * inline code of the pages as they are finally written.
 */
export async function writeHostingRules({
  outDir,
  redirects,
  bookingPages,
  siteUrl,
  connectOrigins,
}: {
  outDir: string;
  redirects: readonly Redirect[];
  /** The pages whose address may carry a booking's personal data. */
  bookingPages: readonly string[];
  siteUrl: string;
  /** The origins other than the site's own that pages may send requests to. */
  connectOrigins: readonly string[];
}): Promise<void> {
  const host = new URL(siteUrl).hostname;
  const build = await listBuild(outDir);
  assertAssetsHashed(build);
  const rules = siteRules(build, redirects, bookingPages);
  const security = securityHeaders(await inlineHashes(outDir, build, rules), connectOrigins);
  const hostingDir = hostingDirOf(outDir);
  await fs.mkdir(hostingDir, {recursive: true});
  await Promise.all([
    fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(rules)),
    fs.writeFile(path.join(outDir, '_headers'), headersFile(security, rules)),
    fs.writeFile(
      path.join(hostingDir, 'nginx.conf'),
      nginxServerBlock(rules, security, {host, root: `/var/www/${host}`}),
    ),
  ]);
}
