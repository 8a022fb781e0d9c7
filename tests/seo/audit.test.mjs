/**
 * The self-audit catches what it claims to: a small built site that passes every check, then, for
 * each check, the same site with one page broken in that way, which must fail that check (and the
 * report must name the page). Run: `node --test tests/seo/`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';

import {descriptionWidth, searchResult, titleFits} from '../../src/lib/seo/serp.mjs';

/** `word` repeated until the text is wider than `fits` allows. */
function tooWide(word, fits) {
  let text = word;
  while (fits(text)) text += ` ${word}`;
  return text;
}
import {auditBuild, checks, formatReport, passed, siteChecks} from './audit.mjs';

const origin = 'https://example.com';

/** A PNG header of the given size: the audit reads the signature and the IHDR chunk. */
function png(width = 1200, height = 630) {
  const buffer = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(buffer, 0);
  buffer.writeUInt32BE(13, 8);
  buffer.write('IHDR', 12, 'ascii');
  buffer.writeUInt32BE(width, 16);
  buffer.writeUInt32BE(height, 20);
  return buffer;
}

const jsonLd = (value) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

const siteGraph = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'ProfessionalService',
      '@id': `${origin}/#organization`,
      name: 'Example Consulting LLC',
      address: {'@type': 'PostalAddress', addressLocality: 'Washington'},
    },
    {
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Jane Doe',
      url: `${origin}/`,
      publisher: {'@id': `${origin}/#organization`},
    },
  ],
};

function page({path: route, title, description, h1 = title, noindex = false, body = '', ld = []}) {
  const url = `${origin}${route}`;
  const image = `${origin}/img/social${route === '/' ? '/index' : route}.png`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="${noindex ? 'noindex, follow' : 'index, follow'}">
<link rel="canonical" href="${url}">
<meta property="og:url" content="${url}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${image}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${title}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${image}">
<meta name="twitter:image:alt" content="${title}">
${jsonLd(siteGraph)}
${ld.map(jsonLd).join('\n')}
</head><body>
<nav><a href="/"><img src="/img/logo.svg" alt="" width="32" height="32">Jane Doe</a></nav>
<main><h1>${h1}</h1>${body}</main>
<footer>© 2026 Example Consulting LLC</footer>
</body></html>`;
}

/** A site of three pages, a not-found page and a redirect, that passes every check. */
function baseline() {
  const webPage = (route, name) => ({
    '@type': 'WebPage',
    '@id': `${origin}${route}#webpage`,
    url: `${origin}${route}`,
    name,
    isPartOf: {'@id': `${origin}/#website`},
  });
  return {
    'index.html': page({
      path: '/',
      title: 'Jane Doe, Consultant',
      description: 'Strategy-first consulting for businesses that want to be found online today.',
      body: '<p><a href="/pricing">Pricing</a> <a href="/notes">Notes</a></p>',
      ld: [{'@context': 'https://schema.org', '@graph': [webPage('/', 'Jane Doe, Consultant')]}],
    }),
    'pricing.html': page({
      path: '/pricing',
      title: 'Pricing | Jane Doe',
      description: 'Published consulting rates: $180 per hour, with no hidden fees or retainers.',
      body: `<nav aria-label="Breadcrumb"><a href="/">Home</a> Pricing</nav>
<h2>Hourly Consulting</h2><p>$180 per hour. Serving Washington, DC.</p>
<p>Published <time datetime="2025-09-04">September 4, 2025</time>.</p>
<blockquote>Great work. <cite>Maria L.</cite></blockquote>
<img src="/img/chart.png" alt="Rates compared with agencies" width="640" height="360">
<a href="/">Back home</a>`,
      ld: [
        {
          '@context': 'https://schema.org',
          '@graph': [
            {
              ...webPage('/pricing', 'Pricing'),
              breadcrumb: {'@id': `${origin}/pricing#breadcrumb`},
            },
            {
              '@type': 'BreadcrumbList',
              '@id': `${origin}/pricing#breadcrumb`,
              itemListElement: [
                {'@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/`},
                {'@type': 'ListItem', position: 2, name: 'Pricing', item: `${origin}/pricing`},
              ],
            },
            {
              '@type': 'Offer',
              '@id': `${origin}/#offer-hourly`,
              name: 'Hourly Consulting',
              price: 180,
              priceCurrency: 'USD',
              offeredBy: {'@id': `${origin}/#organization`},
            },
            {
              '@type': 'Service',
              name: 'Hourly Consulting',
              provider: {'@id': `${origin}/#organization`},
              areaServed: {'@type': 'Place', name: 'Washington, DC'},
            },
            {
              '@type': 'Review',
              author: {'@type': 'Person', name: 'Maria L.'},
              itemReviewed: {'@id': `${origin}/#organization`},
              reviewBody: 'Great work.',
            },
            {
              '@type': 'Article',
              headline: 'Rates',
              datePublished: '2025-09-04',
              author: {'@type': 'Person', name: 'Jane Doe'},
            },
          ],
        },
      ],
    }),
    'notes.html': page({
      path: '/notes',
      title: 'Notes | Jane Doe',
      description: 'Working notes on search strategy, audits and answer-engine optimization.',
      body: '<p><a href="/pricing#rates">Rates</a> <a href="/draft">Draft</a> <a href="/feed.xml">Feed</a></p>',
    }),
    'draft.html': page({
      path: '/draft',
      title: 'Draft | Jane Doe',
      description: 'A page that is still being written and is kept out of search indexes.',
      noindex: true,
    }),
    '404.html': page({
      path: '/404.html',
      title: 'Page Not Found | Jane Doe',
      description: 'The page you were looking for does not exist. Try the home page instead.',
      noindex: true,
    }),
    'old/index.html':
      '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/pricing"><link rel="canonical" href="/pricing"></head><body></body></html>',
    'feed.xml': '<rss></rss>',
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
      '/',
      '/pricing',
      '/notes',
    ]
      .map((route) => `<url><loc>${origin}${route}</loc><lastmod>2026-01-02</lastmod></url>`)
      .join('')}</urlset>`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    'llms.txt': `# Jane Doe\n\n> Consulting.\n\n## Pages\n\n- [Home](${origin}/index.md): The home page.\n- [Pricing](${origin}/pricing.md): Rates.\n- [Notes](${origin}/notes.md): Notes.\n`,
    'img/social/index.png': png(),
    'img/social/pricing.png': png(),
    'img/social/notes.png': png(),
    'img/social/draft.png': png(),
    'img/social/404.html.png': png(),
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'img/chart.png': png(640, 360),
  };
}

const temporary = [];
after(async () => {
  await Promise.all(temporary.map((dir) => fs.rm(dir, {recursive: true, force: true})));
});

async function audit(files) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seo-audit-'));
  temporary.push(dir);
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await fs.writeFile(path.join(dir, file), content);
  }
  return auditBuild(dir);
}

function failures(report) {
  return [
    ...report.pages.flatMap((entry) =>
      checks.flatMap((check) =>
        entry.problems[check.id].map((p) => `${entry.route} [${check.id}] ${p}`),
      ),
    ),
    ...siteChecks.flatMap((check) => report.site[check.id].map((p) => `[${check.id}] ${p}`)),
  ];
}

/** Replaces `from` by `to` in one file of the baseline (the text must be there). */
function edit(files, file, from, to) {
  assert.ok(files[file].includes(from), `${file} does not contain ${from}`);
  return {...files, [file]: files[file].replace(from, to)};
}

test('the baseline site passes every check', async () => {
  const report = await audit(baseline());
  assert.deepEqual(failures(report), []);
  assert.ok(passed(report));
  assert.equal(report.summary.pages, 5);
  assert.equal(report.summary.redirects, 1);
  const table = formatReport(report);
  for (const check of checks) assert.ok(table.includes(check.label), `no column ${check.label}`);
  assert.match(table, /^\/pricing +✓/m);
});

/** [check, page whose cell must fail, what breaks it, how] */
const breakages = [
  [
    'title',
    '/notes',
    'a title shared with another page',
    (f) => edit(f, 'notes.html', '<title>Notes | Jane Doe', '<title>Pricing | Jane Doe'),
  ],
  [
    'title',
    '/notes',
    `a title wider than ${searchResult.title.width} px`,
    (f) => edit(f, 'notes.html', '<title>Notes', `<title>${tooWide('Long', titleFits)}`),
  ],
  [
    'title',
    '/notes',
    'no title',
    (f) => edit(f, 'notes.html', '<title>Notes | Jane Doe</title>', ''),
  ],
  [
    'description',
    '/notes',
    `a description narrower than ${searchResult.description.minWidth} px`,
    (f) =>
      edit(
        f,
        'notes.html',
        'content="Working notes on search strategy, audits and answer-engine optimization."',
        'content="Notes."',
      ),
  ],
  [
    'description',
    '/notes',
    `a description wider than ${searchResult.description.width.desktop} px`,
    (f) =>
      edit(
        f,
        'notes.html',
        'content="Working notes on search strategy, audits and answer-engine optimization."',
        `content="${tooWide('Very long.', (text) => descriptionWidth(text) <= searchResult.description.width.desktop)}"`,
      ),
  ],
  [
    'description',
    '/notes',
    'a description that fits alone, but not after the date a post shows before it',
    (f) => {
      const room = searchResult.description.width.desktop;
      const fitsDated = (text) => descriptionWidth(text, '2026-11-20') <= room;
      const text = tooWide('Very long.', fitsDated);
      assert.ok(descriptionWidth(text) <= room, 'the fixture description fits without a date');
      return edit(
        f,
        'notes.html',
        'content="Working notes on search strategy, audits and answer-engine optimization."',
        `content="${text}"><meta property="article:published_time" content="2026-11-20"`,
      );
    },
  ],
  [
    'description',
    '/notes',
    'no description',
    (f) => edit(f, 'notes.html', '<meta name="description"', '<meta name="x-description"'),
  ],
  [
    'description',
    '/notes',
    'a description shared with another page',
    (f) =>
      edit(
        f,
        'notes.html',
        'Working notes on search strategy, audits and answer-engine optimization.',
        'Published consulting rates: $180 per hour, with no hidden fees or retainers.',
      ),
  ],
  [
    'h1',
    '/notes',
    'two h1 elements',
    (f) => edit(f, 'notes.html', '</main>', '<h1>Another</h1></main>'),
  ],
  [
    'h1',
    '/notes',
    'no h1',
    (f) => edit(f, 'notes.html', '<h1>Notes | Jane Doe</h1>', '<h2>Notes</h2>'),
  ],
  [
    'canonical',
    '/notes',
    'og:url differs from the canonical',
    (f) =>
      edit(
        f,
        'notes.html',
        `<meta property="og:url" content="${origin}/notes">`,
        `<meta property="og:url" content="${origin}/notes/">`,
      ),
  ],
  [
    'canonical',
    '/notes',
    'a canonical with a trailing slash',
    (f) =>
      edit(
        edit(f, 'notes.html', `href="${origin}/notes"`, `href="${origin}/notes/"`),
        'notes.html',
        `content="${origin}/notes"`,
        `content="${origin}/notes/"`,
      ),
  ],
  [
    'canonical',
    '/notes',
    'a canonical pointing at another page',
    (f) =>
      edit(
        f,
        'notes.html',
        `<link rel="canonical" href="${origin}/notes">`,
        `<link rel="canonical" href="${origin}/pricing">`,
      ),
  ],
  [
    'sitemap',
    '/draft',
    'a noindex page in sitemap.xml',
    (f) =>
      edit(
        f,
        'sitemap.xml',
        '</urlset>',
        `<url><loc>${origin}/draft</loc><lastmod>2026-01-02</lastmod></url></urlset>`,
      ),
  ],
  [
    'sitemap',
    '/notes',
    'an indexable page missing from sitemap.xml',
    (f) =>
      edit(
        f,
        'sitemap.xml',
        `<url><loc>${origin}/notes</loc><lastmod>2026-01-02</lastmod></url>`,
        '',
      ),
  ],
  [
    'social',
    '/notes',
    'no og:image',
    (f) => edit(f, 'notes.html', '<meta property="og:image" ', '<meta property="x-og:image" '),
  ],
  [
    'social',
    '/notes',
    'a social image of the wrong size',
    (f) => ({...f, 'img/social/notes.png': png(1200, 600)}),
  ],
  [
    'social',
    '/notes',
    'a social image that does not exist',
    (f) => ({...f, 'img/social/notes.png': undefined}),
  ],
  [
    'social',
    '/notes',
    'no alt text for the social image',
    (f) => edit(f, 'notes.html', '<meta property="og:image:alt" content="Notes | Jane Doe">', ''),
  ],
  [
    'social',
    '/notes',
    'a social image shared with another indexable page',
    (f) =>
      edit(
        edit(f, 'notes.html', `${origin}/img/social/notes.png`, `${origin}/img/social/pricing.png`),
        'notes.html',
        `${origin}/img/social/notes.png`,
        `${origin}/img/social/pricing.png`,
      ),
  ],
  [
    'links',
    '/notes',
    'a link to a redirect',
    (f) => edit(f, 'notes.html', 'href="/draft"', 'href="/old"'),
  ],
  [
    'links',
    '/notes',
    'a link to a page that does not exist',
    (f) => edit(f, 'notes.html', 'href="/draft"', 'href="/drafts"'),
  ],
  [
    'inbound',
    '/notes',
    'no other page linking to an indexable page',
    (f) => edit(f, 'index.html', '<a href="/notes">Notes</a>', ''),
  ],
  [
    'images',
    '/pricing',
    'an img without alt',
    (f) => edit(f, 'pricing.html', ' alt="Rates compared with agencies"', ''),
  ],
  [
    'images',
    '/pricing',
    'an img with an empty alt outside a link',
    (f) => edit(f, 'pricing.html', 'alt="Rates compared with agencies"', 'alt=""'),
  ],
  [
    'images',
    '/pricing',
    'an img without width and height',
    (f) => edit(f, 'pricing.html', ' width="640" height="360"', ''),
  ],
  [
    'jsonld-parse',
    '/notes',
    'JSON-LD that does not parse',
    (f) =>
      edit(
        f,
        'notes.html',
        '</head>',
        '<script type="application/ld+json">{"@context": "https://schema.org",}</script></head>',
      ),
  ],
  [
    'jsonld-vocabulary',
    '/pricing',
    'a type schema.org does not define',
    (f) => edit(f, 'pricing.html', '"@type":"Offer"', '"@type":"Offering"'),
  ],
  [
    'jsonld-vocabulary',
    '/pricing',
    'a property schema.org does not define',
    (f) =>
      edit(f, 'pricing.html', '"priceCurrency":"USD"', '"priceCurrency":"USD","pricePerHour":180'),
  ],
  [
    'jsonld-vocabulary',
    '/pricing',
    'a property the type does not have',
    (f) => edit(f, 'pricing.html', '"name":"Maria L."', '"name":"Maria L.","price":180'),
  ],
  [
    'jsonld-required',
    '/pricing',
    'an Offer without priceCurrency',
    (f) => edit(f, 'pricing.html', ',"priceCurrency":"USD"', ''),
  ],
  [
    'jsonld-required',
    '/pricing',
    'a breadcrumb without the URL of a crumb',
    (f) => edit(f, 'pricing.html', `,"item":"${origin}/"`, ''),
  ],
  [
    'jsonld-required',
    '/pricing',
    'a Review without author',
    (f) => edit(f, 'pricing.html', '"author":{"@type":"Person","name":"Maria L."},', ''),
  ],
  [
    'jsonld-required',
    '/pricing',
    'a Service without areaServed',
    (f) => edit(f, 'pricing.html', ',"areaServed":{"@type":"Place","name":"Washington, DC"}', ''),
  ],
  [
    'jsonld-ids',
    '/pricing',
    'a reference to an @id no node defines',
    (f) =>
      edit(
        f,
        'pricing.html',
        `"offeredBy":{"@id":"${origin}/#organization"}`,
        `"offeredBy":{"@id":"${origin}/#company"}`,
      ),
  ],
  [
    'jsonld-facts',
    '/pricing',
    'a price the page does not show',
    (f) => edit(f, 'pricing.html', '"price":180', '"price":199'),
  ],
  [
    'jsonld-facts',
    '/pricing',
    'a name the page does not show',
    (f) =>
      edit(
        f,
        'pricing.html',
        '"name":"Hourly Consulting","price"',
        '"name":"Premium Consulting","price"',
      ),
  ],
  [
    'jsonld-facts',
    '/pricing',
    'a date the page does not show',
    (f) => edit(f, 'pricing.html', '"datePublished":"2025-09-04"', '"datePublished":"2025-09-05"'),
  ],
];

describe('each check fails on a page made to break it', () => {
  for (const [checkId, route, what, breakIt] of breakages) {
    test(`${checkId}: ${what}`, async () => {
      const files = Object.fromEntries(
        Object.entries(breakIt(baseline())).filter(([, content]) => content !== undefined),
      );
      const report = await audit(files);
      const entry = report.pages.find((candidate) => candidate.route === route);
      assert.ok(entry, `no page ${route} in the report`);
      assert.ok(
        entry.problems[checkId].length > 0,
        `${route} passed "${checkId}"; all failures: ${JSON.stringify(failures(report))}`,
      );
      assert.ok(!passed(report));
      assert.match(
        formatReport(report),
        new RegExp(`${route.replace('/', '\\/')} \\[${checkId}\\]`),
      );
    });
  }

  test('every check is broken by at least one case', () => {
    const covered = new Set(breakages.map(([checkId]) => checkId));
    assert.deepEqual(
      checks.map((check) => check.id).filter((id) => !covered.has(id)),
      [],
    );
  });
});

/** [site check, what breaks it, how] */
const siteBreakages = [
  [
    'sitemap.xml',
    'a URL without lastmod',
    (f) =>
      edit(f, 'sitemap.xml', '<lastmod>2026-01-02</lastmod></url></urlset>', '</url></urlset>'),
  ],
  [
    'sitemap.xml',
    'a URL that answers 404',
    (f) =>
      edit(
        f,
        'sitemap.xml',
        '</urlset>',
        `<url><loc>${origin}/gone</loc><lastmod>2026-01-02</lastmod></url></urlset>`,
      ),
  ],
  [
    'sitemap.xml',
    'a redirect',
    (f) =>
      edit(
        f,
        'sitemap.xml',
        '</urlset>',
        `<url><loc>${origin}/old</loc><lastmod>2026-01-02</lastmod></url></urlset>`,
      ),
  ],
  [
    'sitemap.xml',
    'a route with a parameter',
    (f) =>
      edit(
        f,
        'sitemap.xml',
        '</urlset>',
        `<url><loc>${origin}/notes/:slug</loc><lastmod>2026-01-02</lastmod></url></urlset>`,
      ),
  ],
  [
    'sitemap.xml',
    'a URL listed twice',
    (f) =>
      edit(
        f,
        'sitemap.xml',
        '</urlset>',
        `<url><loc>${origin}/notes</loc><lastmod>2026-01-02</lastmod></url></urlset>`,
      ),
  ],
  [
    'robots.txt',
    'robots.txt without the sitemap',
    (f) => edit(f, 'robots.txt', `Sitemap: ${origin}/sitemap.xml`, ''),
  ],
  [
    'llms.txt',
    'llms.txt missing an indexable page',
    (f) => edit(f, 'llms.txt', `- [Notes](${origin}/notes.md): Notes.\n`, ''),
  ],
  [
    'llms.txt',
    'llms.txt listing a page without a description',
    (f) => edit(f, 'llms.txt', `(${origin}/notes.md): Notes.`, `(${origin}/notes.md)`),
  ],
  [
    'llms.txt',
    'llms.txt linking a page rather than its Markdown twin',
    (f) => edit(f, 'llms.txt', `(${origin}/notes.md): Notes.`, `(${origin}/notes): Notes.`),
  ],
];

describe('each site-wide check fails on a file made to break it', () => {
  for (const [checkId, what, breakIt] of siteBreakages) {
    test(`${checkId}: ${what}`, async () => {
      const report = await audit(breakIt(baseline()));
      assert.ok(
        report.site[checkId].length > 0,
        `passed; failures: ${JSON.stringify(failures(report))}`,
      );
      assert.ok(!passed(report));
    });
  }
});
