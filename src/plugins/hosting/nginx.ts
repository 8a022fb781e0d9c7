/**
 * The nginx server block of the site, for Debian's nginx (1.22 or newer) with the brotli modules
 * (packages libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static): a file for
 * /etc/nginx/sites-available that needs nothing outside its `server` block. Each 301 is an exact-match location.
 */
import {editorFileHeaders, editorHeaders} from '../editor/policy.mjs';
import {editorPath} from '../editor/where.mjs';
import type {SiteRules} from './site';
import {
  bookingPageHeaders,
  compressibleTypes,
  hashedAssetCacheControl,
  hashedAssetsPrefix,
  markdownHeaders,
  markdownTextFiles,
  markdownType,
  revalidateCacheControl,
  searchBinaryType,
  searchHashedFolders,
  searchIndexPrefix,
  searchMetaSuffix,
  withHeaders,
  type Header,
} from './policy';

export interface NginxOptions {
  /** Host name of the production site (server_name). */
  readonly host: string;
  /** Folder the build is copied to on the server (root). */
  readonly root: string;
}

/** Debian's access log, which the booking confirmation pages write to with a format of their own. */
export const accessLogPath = '/var/log/nginx/access.log';
/**
 * The access log's format on the booking confirmation pages: nginx's `combined`, with the request's
 * method, path and protocol in place of the request line, whose query names the invitee.
 */
export const pathOnlyLogFormat = 'site_path_only';

function quote(value: string): string {
  if (/["\\$\n]/.test(value)) {
    throw new Error(`[hosting] Cannot write ${JSON.stringify(value)} into the nginx config`);
  }
  return `"${value}"`;
}

/** A path as literal text in an nginx regular expression. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `add_header` lines; `always` adds the header to error and redirect responses too. */
function headerLines(headers: readonly Header[], indent: string, always = true): string[] {
  return headers.map(
    ([name, value]) => `${indent}add_header ${name} ${quote(value)}${always ? ' always' : ''};`,
  );
}

export function nginxServerBlock(
  rules: SiteRules,
  security: readonly Header[],
  {host, root}: NginxOptions,
): string {
  const width = Math.max(...rules.moved.map(({from}) => from.length));
  const bookingPages = new Set(rules.bookingPages);
  const pathOnlyLog = `access_log ${accessLogPath} ${pathOnlyLogFormat};`;
  const redirectLines = rules.moved.map(
    ({from, to}) =>
      `    location = ${from.padEnd(width)} { ${bookingPages.has(to) ? `set $booking_path ${from}; ${pathOnlyLog} ` : ''}return 301 ${to}$is_args$args; }`,
  );
  const types = compressibleTypes.join(' ');
  // nginx drops every add_header of the server level in a location that has add_header of its own,
  // so such locations repeat the security headers.
  const everyResponse = (indent: string) => headerLines(security, indent);
  const revalidate: Header = ['Cache-Control', revalidateCacheControl];

  return [
    '# nginx server block of the site, generated at build time by src/plugins/hosting from',
    '# the redirect_from front matter of the pages and the built files. Do not edit: change the sources and rebuild.',
    '#',
    '# Debian: copy it to /etc/nginx/sites-available/, link it from /etc/nginx/sites-enabled/, set',
    '# `root` to the folder the contents of build/ were copied to, install the brotli modules',
    '# (apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static),',
    '# then `nginx -t` and reload. For HTTPS, `certbot --nginx` adds the certificate to this server',
    '# block. See src/plugins/hosting/README.md.',
    '',
    ...(bookingPages.size === 0
      ? []
      : [
          '# The access log of the booking confirmation pages, which keeps their path without the query',
          "# (the invitee's name, email and answers). Outside the server block: a file of sites-enabled/",
          '# is read in the http block, where formats are defined.',
          `log_format ${pathOnlyLogFormat} '$remote_addr - $remote_user [$time_local] "$request_method $booking_path $server_protocol" $status $body_bytes_sent "$http_referer" "$http_user_agent"';`,
          '',
        ]),
    'server {',
    '    listen 80;',
    '    listen [::]:80;',
    `    server_name ${host};`,
    '',
    `    root ${root};`,
    '',
    '    server_tokens off;',
    '    autoindex off;',
    '    # Location headers carry the path only, so they stay right behind a proxy or on a staging host.',
    '    absolute_redirect off;',
    '    # Long paths get the not-found page rather than 414.',
    '    large_client_header_buffers 4 16k;',
    '    charset utf-8;',
    `    charset_types ${types};`,
    '',
    '    # The build wrote each text file compressed at the highest levels beside it (file.br,',
    '    # file.gz): those are sent as they are; other responses are compressed on the fly.',
    "    # No disable_symlinks here: Debian's brotli_static (ngx_brotli 1.0.0~rc) gives nginx the",
    '    # path of file.br with a length a few bytes too long, and nginx reads that length when it',
    '    # checks the path for links: bytes left by an earlier request on the connection can then',
    '    # make it miss the copy. The build refuses symbolic links instead (site.ts, listBuild).',
    '    gzip_static on;',
    '    brotli_static on;',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_proxied any;',
    '    gzip_comp_level 6;',
    '    gzip_min_length 256;',
    `    gzip_types ${types};`,
    '    brotli on;',
    '    brotli_comp_level 5;',
    '    brotli_min_length 256;',
    `    brotli_types ${types};`,
    '',
    '    # On every response, redirects and errors included.',
    ...everyResponse('    '),
    `    add_header Cache-Control ${quote(revalidateCacheControl)} always;`,
    '',
    '    error_page 404 /404.html;',
    '    error_page 405 @method_not_allowed;',
    '',
    '    # A static site answers GET and HEAD only.',
    '    if ($request_method !~ ^(?:GET|HEAD)$) {',
    '        return 405;',
    '    }',
    '',
    `    # Every 301 of the site: the ${rules.redirects.length} redirects of the pages' redirect_from front matter, with their`,
    `    # trailing-slash and file forms, and the trailing-slash and .html forms of the ${rules.pages.length} pages.`,
    ...redirectLines,
    '',
    '    # Pages are files without their .html: /about is about.html, / is index.html.',
    '    location / {',
    '        try_files $uri $uri.html $uri/index.html =404;',
    '    }',
    '',
    ...rules.bookingPages.flatMap((page) => [
      '    # A booking confirmation: the scheduling service sends the visitor here with the booking in',
      '    # the query. No request from the page names its address, and the log keeps its path alone.',
      `    location = ${page} {`,
      `        set $booking_path ${page};`,
      `        ${pathOnlyLog}`,
      ...headerLines(withHeaders(security, bookingPageHeaders), '        '),
      ...headerLines([revalidate], '        '),
      '        try_files $uri $uri.html $uri/index.html =404;',
      '    }',
      '',
    ]),
    // The browser editor (src/plugins/editor/policy.mjs): its page has its own policy; it and its
    // files are never indexed.
    ...(
      [
        [`= ${editorPath}`, withHeaders(security, editorHeaders), '$uri.html'],
        [`^~ ${editorPath}/`, [...security, ...editorFileHeaders], '$uri'],
      ] as const
    ).flatMap(([match, headers, file]) => [
      '    # The browser editor (src/plugins/editor): its page has its own policy; none is indexed.',
      `    location ${match} {`,
      ...headerLines(headers, '        '),
      ...headerLines([revalidate], '        '),
      `        try_files ${file} =404;`,
      '    }',
    ]),
    '',
    '    # Names with a content hash: a new build gives new names, so they never change.',
    `    location ^~ ${hashedAssetsPrefix} {`,
    ...everyResponse('        '),
    `        add_header Cache-Control ${quote(hashedAssetCacheControl)};`,
    '        try_files $uri =404;',
    '    }',
    '',
    '    # The search index: fragments, word indexes, filters and metadata named by their content hash.',
    `    location ~ ^${escapeRegex(searchIndexPrefix)}(?:(?:${searchHashedFolders.join('|')})/[^/]+|[^/]+${escapeRegex(searchMetaSuffix)})$ {`,
    `        types { } default_type ${searchBinaryType};`,
    ...everyResponse('        '),
    `        add_header Cache-Control ${quote(hashedAssetCacheControl)};`,
    '        try_files $uri =404;',
    '    }',
    '',
    '    # Markdown for answer engines: the twin of each page (/pricing.md), llms.txt and llms-full.txt.',
    '    # Search engines are asked to index the HTML page instead.',
    `    location ~ ^/(?:.+\\.md|${markdownTextFiles.map((file) => escapeRegex(file.slice(1))).join('|')})$ {`,
    `        types { } default_type ${markdownType};`,
    ...everyResponse('        '),
    ...headerLines([revalidate, ...markdownHeaders], '        '),
    '        try_files $uri =404;',
    '    }',
    '',
    '    # The not-found page is only ever an answer, with its 404 status.',
    '    location = /404.html {',
    '        internal;',
    '    }',
    '    location = /404 {',
    '        return 404;',
    '    }',
    '',
    '    # The rules files of Cloudflare Pages, and dot files, are not part of the site.',
    '    location ~ ^/_(?:headers|redirects)$ {',
    '        return 404;',
    '    }',
    '    location ~ /\\.(?!well-known/) {',
    '        return 404;',
    '    }',
    '',
    '    location @method_not_allowed {',
    ...everyResponse('        '),
    ...headerLines([revalidate], '        '),
    '        add_header Allow "GET, HEAD" always;',
    '        return 405;',
    '    }',
    '}',
    '',
  ].join('\n');
}
