/**
 * Writes the rules that real hosts need and static files cannot carry (301s, the 404 status,
 * security headers, caching, compression), generated after each build from the redirects of the content
 * model (each page's `redirect_from` front matter) and the built pages:
 *   build/<source>/index.html          a page at each redirect source, for hosts without rules
 *                                      (./redirectPages.ts);
 *   build/_redirects, build/_headers   for Netlify and Cloudflare Pages (they read and hide them);
 *   build-hosting/nginx.conf           an nginx server block, beside the build folder rather than
 *                                      in it, so that no host publishes it.
 * The Content-Security-Policy allows inline code by hash only, and the hashes are computed here
 * from the pages as built, so an inline script added anywhere is covered by the next build; its
 * `connect-src` adds the analytics endpoint's origin when src/data/analytics.ts turns one on.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {analytics} from '../../data/analytics';
import {resolveAnalytics} from '../../lib/measurement/analytics';
import {readModel} from '../content/modelFile';
import {nginxServerBlock} from './nginx';
import {writeRedirectPages} from './redirectPages';
import {securityHeaders} from './policy';
import {assertAssetsHashed, inlineHashes, listBuild, siteRules} from './site';
import {headersFile, redirectsFile} from './staticHosts';

export const pluginName = 'hosting';

/** The folder beside the build that receives the server config: build → build-hosting. */
export function hostingDirOf(outDir: string): string {
  return `${path.resolve(outDir)}-hosting`;
}

export default function hostingPlugin(context: LoadContext): Plugin<void> {
  const host = new URL(context.siteConfig.url).hostname;
  // The analytics endpoint, when a provider is on: the one other origin pages may connect to.
  const measured = resolveAnalytics(analytics, context.siteConfig.url);
  const connectOrigins = measured.provider === 'none' ? [] : [measured.origin];
  return {
    name: pluginName,

    async postBuild({outDir}) {
      const {redirects} = await readModel(context.generatedFilesDir);
      await writeRedirectPages(outDir, redirects, context.siteConfig.url);
      const build = await listBuild(outDir);
      assertAssetsHashed(build);
      const rules = siteRules(build, redirects);
      const security = securityHeaders(await inlineHashes(outDir, build, rules), connectOrigins);
      const hostingDir = hostingDirOf(outDir);
      await fs.mkdir(hostingDir, {recursive: true});
      await Promise.all([
        fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(rules)),
        fs.writeFile(path.join(outDir, '_headers'), headersFile(security)),
        fs.writeFile(
          path.join(hostingDir, 'nginx.conf'),
          nginxServerBlock(rules, security, {host, root: `/var/www/${host}`}),
        ),
      ]);
    },
  };
}
