/**
 * Serves builds to Lighthouse the way they would be hosted: Debian's nginx with brotli and gzip on
 * a loopback port (tests/hosting/nginx.mjs).
 *   - The site: the server block its build generated (<build>-hosting/nginx.conf).
 *   - The baseline template generates none: it gets a server block with the site's compression
 *     lines (the same gzip and brotli levels and types, copied from the site's generated block),
 *     long caching of the hashed /assets/ files, the same page lookup (/x → x, x.html or
 *     x/index.html) and its 404 page. The site's security headers are left out (the template has
 *     no such policy; they do not change what a page costs to load).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';

import {startNginx, stopNginx} from '../tests/hosting/nginx.mjs';

/** The compression directives of a generated server block. */
function compressionLines(serverBlock) {
  const lines = serverBlock.match(/^ {4}(?:gzip|brotli)\w* [^\n]+;$/gm) ?? [];
  if (!lines.some((line) => line.startsWith('    brotli on;'))) {
    throw new Error('The site server block has no "brotli on;" line to copy');
  }
  return lines;
}

/** A server block for a plain Docusaurus build (no generated rules), compressed like the site. */
function plainServerBlock(compression) {
  return `server {
    listen 80;
    root /var/www/site;
    charset utf-8;

${compression.join('\n')}

    error_page 404 /404.html;

    location / {
        try_files $uri $uri.html $uri/index.html =404;
    }

    location ^~ /assets/ {
        add_header Cache-Control "public, max-age=31536000, immutable";
        try_files $uri =404;
    }
}
`;
}

/** Writes the baseline's server block next to its build, compressed like the site's. */
export async function writePlainServerBlock(buildDir, siteServerBlockFile) {
  const compression = compressionLines(await fs.readFile(siteServerBlockFile, 'utf8'));
  const hosting = `${path.resolve(buildDir)}-hosting`;
  await fs.mkdir(hosting, {recursive: true});
  await fs.writeFile(path.join(hosting, 'nginx.conf'), plainServerBlock(compression));
}

/**
 * Starts nginx over `buildDir` with `<buildDir>-hosting/nginx.conf`. Stop it with `stopNginx`
 * (re-exported), also when this throws: `server` holds what was started.
 */
export async function serveWithNginx(buildDir, server = {}) {
  const previous = process.env.SITE_BUILD_DIR;
  process.env.SITE_BUILD_DIR = path.resolve(buildDir);
  try {
    return await startNginx(server);
  } finally {
    if (previous === undefined) delete process.env.SITE_BUILD_DIR;
    else process.env.SITE_BUILD_DIR = previous;
  }
}

export {stopNginx};
