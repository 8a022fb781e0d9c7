import {cspHash, scanHtml} from '../html';
import {accessLogPath, nginxServerBlock, pathOnlyLogFormat} from '../nginx';
import {contentSecurityPolicy, isHashedSearchFile, securityHeaders} from '../policy';
import {assertAssetsHashed, pagePathOf, siteRules} from '../site';
import {headersFile, redirectsFile} from '../staticHosts';

describe('scanHtml', () => {
  test('finds the inline scripts that run, not external ones or data blocks', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script>first()</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type=module>second()</script>',
      "<SCRIPT TYPE='text/javascript'>third()</SCRIPT >",
      '<script type="text/template"><p>not code</p></script>',
      '<!-- <script>commented()</script> -->',
      '</head><body></body></html>',
    ].join('');
    expect(scanHtml(html).scripts).toEqual(['first()', 'second()', 'third()']);
  });

  test('takes script text exactly, markup-like strings included', () => {
    const text = 'el.innerHTML = \'<div style="color: red">\' + a + "</div>";';
    const {scripts, styleAttributes} = scanHtml(`<script>${text}</script><p>x</p>`);
    expect(scripts).toEqual([text]);
    expect(styleAttributes).toEqual([]);
  });

  test('normalises newlines as the browser does before hashing', () => {
    expect(scanHtml('<script>a()\r\nb()\rc()</script>').scripts).toEqual(['a()\nb()\nc()']);
  });

  test('finds style elements and style attributes, with references decoded', () => {
    const html = [
      '<style>.a{color:red}</style>',
      '<svg style="display: none;"></svg>',
      "<div style='font-family: &quot;Inter&quot;, sans-serif'></div>",
      '<span style=color:blue>x</span>',
      '<p data-style="not-this" title="a > b">y</p>',
      '<i style="content: &#39;&amp;&#x27;"></i>',
    ].join('');
    const {styleElements, styleAttributes} = scanHtml(html);
    expect(styleElements).toEqual(['.a{color:red}']);
    expect(styleAttributes).toEqual([
      'display: none;',
      'font-family: "Inter", sans-serif',
      'color:blue',
      "content: '&'",
    ]);
  });

  test('decodes every character reference a browser decodes, named ones included', () => {
    expect(scanHtml('<p style="content: &hellip; &nbsp;&#8212;">x</p>').styleAttributes).toEqual([
      'content: \u2026 \u00a0\u2014',
    ]);
  });

  test('takes no script from inside <noscript>, which a browser with JavaScript reads as text', () => {
    expect(
      scanHtml('<noscript><script>never()</script></noscript><script>ok()</script>').scripts,
    ).toEqual(['ok()']);
  });

  test('leaves other attributes alone, bare ampersands in links included', () => {
    const html = '<a href="/x?a=1&b=2&copy=3">x</a><script>ok()</script>';
    expect(scanHtml(html).scripts).toEqual(['ok()']);
  });
});

describe('cspHash', () => {
  test('is the base64 SHA-256 of the UTF-8 text, quoted for a policy', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('display: none;')).toBe("'sha256-biLFinpqYMtWHmXfkA1BPeCY0/fNt46SAZ+BBk5YUog='");
  });
});

describe('contentSecurityPolicy', () => {
  test('allows inline code by hash only', () => {
    const policy = contentSecurityPolicy({
      scripts: ["'sha256-A'"],
      styleElements: [],
      styleAttributes: ["'sha256-B'"],
    });
    // WebAssembly for the search (Pagefind), and no eval of JavaScript.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-A';");
    expect(policy).toContain("style-src 'self' 'unsafe-hashes' 'sha256-B';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain("'unsafe-eval'");
  });

  test("connects to the site alone, plus exactly the analytics endpoint's origin when given", () => {
    const hashes = {scripts: [], styleElements: [], styleAttributes: []};
    expect(contentSecurityPolicy(hashes)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy(hashes, ['https://plausible.io'])).toContain(
      "connect-src 'self' https://plausible.io;",
    );
    // Scripts stay the site's own: the tracker is bundled.
    expect(contentSecurityPolicy(hashes, ['https://plausible.io'])).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    );
  });

  test("needs no 'unsafe-hashes' without style attributes", () => {
    const policy = contentSecurityPolicy({scripts: [], styleElements: [], styleAttributes: []});
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe-hashes');
  });
});

describe('isHashedSearchFile', () => {
  test('the search index files named by their content hash, and only those', () => {
    for (const file of [
      '/pagefind/fragment/en_d598876.pf_fragment',
      '/pagefind/index/en_9485ba8.pf_index',
      '/pagefind/filter/en_1a2b3c4.pf_filter',
      '/pagefind/pagefind.en_7d71669515.pf_meta',
    ]) {
      expect([file, isHashedSearchFile(file)]).toEqual([file, true]);
    }
    for (const file of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/fragment/',
      '/pagefind/fragment/a/b.pf_fragment',
      '/assets/pagefind.en_7d71669515.pf_meta',
    ]) {
      expect([file, isHashedSearchFile(file)]).toEqual([file, false]);
    }
  });
});

describe('siteRules', () => {
  const files = [
    '404.html',
    'about.html',
    'about/certifications.html',
    'assets/js/main.0123abcd.js',
    'index.html',
    'industries-served.html',
    'industries/index.html',
    'sitemap.xml',
  ];
  const redirects = [{from: '/industries', to: '/industries-served'}];

  test('maps files to pages and every other form of them to a 301', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('about/certifications.html')).toBe('/about/certifications');
    expect(pagePathOf('404.html')).toBeUndefined();
    const rules = siteRules({files}, redirects);
    expect(rules.pages).toEqual(['/', '/about', '/about/certifications', '/industries-served']);
    expect(Object.fromEntries(rules.moved.map(({from, to}) => [from, to]))).toEqual({
      '/index.html': '/',
      '/index': '/',
      '/about.html': '/about',
      '/about/': '/about',
      '/about/certifications.html': '/about/certifications',
      '/about/certifications/': '/about/certifications',
      '/industries-served.html': '/industries-served',
      '/industries-served/': '/industries-served',
      '/industries': '/industries-served',
      '/industries/': '/industries-served',
      '/industries/index.html': '/industries-served',
      '/industries/index': '/industries-served',
    });
  });

  test('rejects a redirect to a path that is no page', () => {
    expect(() => siteRules({files}, [{from: '/old', to: '/missing'}])).toThrow(/no page/);
  });

  test('rejects a redirect away from a page', () => {
    expect(() => siteRules({files}, [{from: '/about', to: '/'}])).toThrow(/is a page/);
  });

  test('rejects paths that cannot be written into the rules safely', () => {
    expect(() => siteRules({files}, [{from: '/a b', to: '/'}])).toThrow(/cannot be written/);
    expect(() => siteRules({files}, [{from: '/x/../about', to: '/'}])).toThrow(/cannot be written/);
    expect(() => siteRules({files: [...files, 'a"b.html']}, [])).toThrow(/cannot be written/);
  });

  test('rejects a booking confirmation that is no page of the build', () => {
    expect(() => siteRules({files}, [], ['/booked'])).toThrow(/\/booked is no page/);
  });

  test('needs a not-found page', () => {
    expect(() => siteRules({files: files.filter((file) => file !== '404.html')}, [])).toThrow(
      /404\.html/,
    );
  });
});

describe('assertAssetsHashed', () => {
  test('accepts hashed names under /assets/ only', () => {
    expect(() =>
      assertAssetsHashed({files: ['assets/js/runtime~main.9d63a1e5.js', 'img/logo.svg']}),
    ).not.toThrow();
    expect(() => assertAssetsHashed({files: ['assets/images/photo.png']})).toThrow(
      /assets\/images\/photo\.png/,
    );
  });
});

describe('rules files', () => {
  const rules = siteRules(
    {files: ['404.html', 'index.html', 'old/index.html', 'new.html', 'booked.html']},
    [{from: '/old', to: '/new'}],
    ['/booked'],
  );
  const security = securityHeaders({
    scripts: ["'sha256-A'"],
    styleElements: [],
    styleAttributes: [],
  });
  const nginxConf = nginxServerBlock(rules, security, {
    host: 'example.com',
    root: '/var/www/site',
  });
  /** The body of the exact location of `path` in the server block. */
  const locationOf = (conf: string, path: string) =>
    new RegExp(
      `^ {4}location = ${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\{\\n([^]*?)^ {4}\\}$`,
      'm',
    ).exec(conf)?.[1] ?? '';

  test('nginx: one exact location per 301, and the headers on every response', () => {
    expect(nginxConf).toMatch(/^ {4}location = \/old +\{ return 301 \/new\$is_args\$args; \}$/m);
    expect(nginxConf).toMatch(
      /^ {4}location = \/new\.html +\{ return 301 \/new\$is_args\$args; \}$/m,
    );
    expect(nginxConf).toContain('    server_name example.com;');
    expect(nginxConf).toContain('    root /var/www/site;');
    for (const [name, value] of security) {
      expect(nginxConf).toContain(`    add_header ${name} "${value}" always;`);
    }
    expect(nginxConf).toContain('error_page 404 /404.html;');
  });

  test('nginx: a booking confirmation asks for no referrer and logs its path without the query', () => {
    const booked = locationOf(nginxConf, '/booked');
    expect(booked).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(booked).not.toContain('strict-origin-when-cross-origin');
    // Every other security header, which a location with headers of its own must repeat.
    for (const [name, value] of security.filter(([name]) => name !== 'Referrer-Policy')) {
      expect(booked).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(booked).toContain('set $booking_path /booked;');
    expect(booked).toContain(`access_log ${accessLogPath} ${pathOnlyLogFormat};`);
    // The format logs the path variable, not the request line with its query.
    const format = new RegExp(`^log_format ${pathOnlyLogFormat} (.*);$`, 'm').exec(nginxConf)?.[1];
    expect(format).toContain('$booking_path');
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string/);
    // Its other forms redirect with the same log.
    expect(nginxConf).toMatch(
      /^ {4}location = \/booked\.html +\{ set \$booking_path \/booked\.html; access_log \S+ site_path_only; return 301 \/booked\$is_args\$args; \}$/m,
    );
    // Other pages keep the site's policy and the server's log.
    expect(locationOf(nginxConf, '/new')).toBe('');
  });

  test('nginx: no log format of its own without a booking confirmation', () => {
    const plain = siteRules({files: ['404.html', 'index.html']}, []);
    const conf = nginxServerBlock(plain, security, {host: 'example.com', root: '/var/www/site'});
    expect(conf).not.toContain('log_format');
    expect(conf).not.toContain('$booking_path');
  });

  test('nginx: refuses a header value that would break out of its quotes', () => {
    expect(() =>
      nginxServerBlock(rules, [['X-Test', 'a" always; return 200 "b']], {
        host: 'example.com',
        root: '/var/www/site',
      }),
    ).toThrow(/Cannot write/);
  });

  test('_redirects: one 301 for each redirect and each form of its source, nothing else', () => {
    const lines = redirectsFile(rules)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines.sort()).toEqual(
      ['/old /new 301', '/old/ /new 301', '/old/index /new 301', '/old/index.html /new 301'].sort(),
    );
  });

  test('_redirects: refuses more redirects than Cloudflare Pages applies', () => {
    const many = Array.from({length: 600}, (_, index) => ({from: `/old-${index}`, to: '/new'}));
    const big = siteRules(
      {files: ['404.html', 'new.html', ...many.map(({from}) => `${from.slice(1)}/index.html`)]},
      many,
    );
    expect(() => redirectsFile(big)).toThrow(/at most 2000/);
  });

  test("_headers: security headers everywhere, a year of cache for hashed names, the host's extras removed", () => {
    const blocks = headerBlocks(headersFile(security, rules));
    const everywhere = blocks.get('/*') ?? [];
    for (const [name, value] of security) expect(everywhere).toContainEqual([name, value]);
    expect(everywhere).toContainEqual(['Cache-Control', 'no-cache']);
    expect(everywhere).toContainEqual(['!', 'Access-Control-Allow-Origin']);
    // A block that sets a header the /* block sets removes the broader value first: Cloudflare
    // Pages joins the values of two blocks.
    for (const pattern of ['/assets/*', '/pagefind/fragment/*', '/pagefind/*.pf_meta']) {
      expect([pattern, blocks.get(pattern)]).toEqual([
        pattern,
        [
          ['!', 'Cache-Control'],
          ['Cache-Control', 'public, max-age=31536000, immutable'],
        ],
      ]);
    }
    expect(blocks.get('/booked')).toEqual([
      ['!', 'Referrer-Policy'],
      ['Referrer-Policy', 'no-referrer'],
    ]);
  });
});

/** The blocks of a `_headers` text: pattern → [name, value] pairs (`['!', name]` removes). */
function headerBlocks(text: string): Map<string, [string, string][]> {
  const blocks = new Map<string, [string, string][]>();
  let current: [string, string][] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = [];
      blocks.set(line, current);
    } else if (line.trim().startsWith('!')) {
      current.push(['!', line.trim().slice(1).trim()]);
    } else {
      const colon = line.indexOf(':');
      current.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}
