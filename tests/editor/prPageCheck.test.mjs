/**
 * The page check of a pull request (scripts/pr-page-check.mjs): the Markdown of its summary and
 * comment, from fixtures of its own (a failed build's log, a model's entries, built pages).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildMistakes, gateFailures} from '../../scripts/gate-failures.mjs';
import {commentMarker, pageCheckMarkdown, searchResultOf} from '../../scripts/pr-page-check.mjs';
import {searchResult, textWidth} from '../../src/lib/seo/serp.mjs';

const failedLog = `[INFO] [en] Creating an optimized production build...
[ERROR] Error: Unable to build website for locale en.
  [cause]: ContentError: The content has 2 mistakes:
    - src/content/services/x.mdx:3: front matter "description": is 1058 px wide in a search result which shows 920 px on a computer: the end is cut.
    - src/data/facts/plans.json:7: field "plans.0.price": expected number, received string
      at assertNoProblems (/work/src/lib/content/errors.ts:47:34)
`;

const entries = [
  {path: '/services/x', kind: 'service', source: 'src/content/services/x.mdx', indexable: true},
  {
    path: '/blog/a-post',
    kind: 'post',
    source: 'blog/a-post.mdx',
    date: '2026-11-20',
    indexable: true,
  },
  {path: '/about', kind: 'page', source: 'src/content/pages/about.mdx', indexable: true},
];
const wideTitle = 'A Title So Long That No Search Result Could Ever Show All of Its Many Words';
const pages = new Map([
  [
    '/blog/a-post',
    {
      title: wideTitle,
      description: 'A description of the post, long enough to read as one, short enough to fit.',
      image: '/img/social/blog/a-post.png',
      noindex: false,
      problems: ['links: a link to /nowhere leads to no page'],
    },
  ],
  [
    '/about',
    {title: 'About', description: 'About the consultant.', image: undefined, problems: []},
  ],
]);

describe('the page check of a pull request', () => {
  test('names the mistakes a failed build found, each with its file, line and field', () => {
    assert.deepEqual(buildMistakes(failedLog), [
      'src/content/services/x.mdx:3: front matter "description": is 1058 px wide in a search result which shows 920 px on a computer: the end is cut.',
      'src/data/facts/plans.json:7: field "plans.0.price": expected number, received string',
    ]);
    assert.deepEqual(buildMistakes('[SUCCESS] Generated static files in "build".'), []);
  });

  test('cuts a search result where Google cuts it, the date of a post first', () => {
    const result = searchResultOf({title: wideTitle, description: 'Short.', date: '2026-11-20'});
    assert.equal(result.title.cut, true);
    assert.ok(textWidth(result.title.text, searchResult.title.size) <= searchResult.title.width);
    assert.match(result.computer.text, /^Nov 20, 2026 — Short\.$/);
  });

  test('shows each changed page: its result, its findings, its social card; and only those', () => {
    const markdown = pageCheckMarkdown({
      changed: ['blog/a-post.mdx', 'src/data/facts/plans.json', 'README.md'],
      entries,
      pages,
      siteUrl: 'https://www.example.com',
      previewUrl: 'https://preview.example.com/',
    });
    assert.ok(markdown.startsWith(`${commentMarker}\n`), 'the comment is found by its marker');
    assert.match(markdown, /### \/blog\/a-post \(`blog\/a-post\.mdx`\)/);
    assert.match(markdown, /_\(cut at 600 px\)_/);
    assert.match(markdown, /Nov 20, 2026 — A description/);
    assert.match(markdown, /- links: a link to \/nowhere leads to no page/);
    // The card as an image, linked to the page on the preview.
    assert.match(
      markdown,
      /\[!\[[^\]]*\]\(https:\/\/preview\.example\.com\/img\/social\/blog\/a-post\.png\)\]\(https:\/\/preview\.example\.com\/blog\/a-post\)/,
    );
    assert.match(
      markdown,
      /\*\*Preview\*\* of this pull request: https:\/\/preview\.example\.com\//,
    );
    assert.match(markdown, /\*\*Facts changed\*\*: `src\/data\/facts\/plans\.json`/);
    assert.doesNotMatch(markdown, /\/about/, 'a page the pull request does not change');
  });

  test('puts the build’s mistakes first, and says what it could not check', () => {
    const markdown = pageCheckMarkdown({
      changed: ['src/content/services/x.mdx'],
      entries: [],
      pages: new Map(),
      failures: gateFailures({
        results: [{id: 'site-build', name: 'The build', outcome: 'failed (1)'}],
        readLog: (name) => (name === 'site-build.log' ? failedLog : undefined),
      }),
      siteUrl: '',
    });
    const refused = markdown.indexOf('The build refused this change');
    assert.ok(refused > 0 && refused < markdown.indexOf('Not built'), markdown);
    assert.match(markdown, /field "plans\.0\.price"/);
    assert.match(
      markdown,
      /Not built, so not checked page by page: `src\/content\/services\/x\.mdx`/,
    );
  });

  test('says when a post still to come goes live, and shows the result it will have', () => {
    const scheduled = {
      path: '/blog/later',
      kind: 'post',
      source: 'blog/later.mdx',
      date: '2099-01-01',
      indexable: false,
      scheduled: true,
    };
    const markdown = pageCheckMarkdown({
      changed: ['blog/later.mdx'],
      entries: [...entries, scheduled],
      pages: new Map([
        [
          '/blog/later',
          {title: 'Later', description: 'A post for later.', noindex: true, problems: []},
        ],
      ]),
      siteUrl: 'https://www.example.com',
    });
    assert.match(
      markdown,
      /\*\*Scheduled for January 1, 2099\*\*: the live site publishes it from that day on\./,
    );
    assert.doesNotMatch(markdown, /_Not indexed/, 'a post to come is not called unindexed');
    assert.match(markdown, /Jan 1, 2099 — A post for later\./);
  });

  test('lists the words of a changed page the dictionary lacks, as a finding, not a refusal', () => {
    const markdown = pageCheckMarkdown({
      changed: ['blog/a-post.mdx'],
      entries,
      pages,
      siteUrl: 'https://www.example.com',
      spelling: new Map([['blog/a-post.mdx', [{word: 'Zyntra', line: 12, column: 3}]]]),
    });
    assert.match(
      markdown,
      /\*\*Spelling\*\*: words the dictionary does not know, “Zyntra” \(line 12\)\. .*Site facts → Dictionary; the page is published either way\./,
    );
    assert.doesNotMatch(markdown, /refused/);
  });

  test('puts first the addresses of the live site the change would lose', () => {
    const markdown = pageCheckMarkdown({
      changed: ['blog/a-post.mdx'],
      entries,
      pages,
      siteUrl: 'https://www.example.com',
      addresses: ['/blog/old-slug is an address of the live site, and this change removes it'],
    });
    const lost = markdown.indexOf('**Addresses of the live site this change would lose**');
    assert.ok(lost > 0 && lost < markdown.indexOf('### /blog/a-post'), markdown);
    assert.match(markdown, /- \/blog\/old-slug is an address of the live site/);
  });

  test('says every failure of the gate, in the order of its stages, as the owner can act on it', () => {
    const results = [
      {id: 'site-build', name: 'The build', outcome: 'passed'},
      {id: 'typecheck', name: 'Type check', outcome: 'failed (2)'},
      {id: 'seo-audit', name: 'SEO self-audit', outcome: 'failed (1)'},
      {id: 'shipped', name: 'The shipped build', outcome: 'failed (1)'},
      {id: 'lint', name: 'Lint', outcome: 'not run'},
    ];
    const logs = {
      'typecheck.log': 'src/x.ts(3,1): error TS2322: Type "string" is not assignable.\n',
      'seo-audit.log': 'a table\n',
      'shipped.log': 'spec output\n',
      'shipped.xml': `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testsuite name="the shipped build">
    <testcase name="/about: hydrates with its h1" time="1.2"/>
    <testcase name="/blog/a-post: hydrates with its h1" time="2.5">
      <failure type="testCodeFailure" message="/blog/a-post at 390 px: This page crashed &amp; more1 !== 2">
Error [ERR_TEST_FAILURE]: /blog/a-post at 390 px: This page crashed &amp; more

1 !== 2

    at async Promise.all (index 0)
      </failure>
    </testcase>
  </testsuite>
</testsuites>
`,
    };
    const failures = gateFailures({
      results,
      readLog: (name) => logs[name],
      auditPages: [
        {route: '/about', problems: {title: [], links: []}},
        {route: '/services/x', problems: {links: ['a link to /gone leads to no page']}},
      ],
    });
    assert.deepEqual(
      failures.map((failure) => [failure.stage, failure.items]),
      [
        ['typecheck', ['src/x.ts(3,1): error TS2322: Type "string" is not assignable.']],
        ['seo-audit', ['/services/x: links: a link to /gone leads to no page']],
        [
          'shipped',
          ['/blog/a-post: hydrates with its h1: /blog/a-post at 390 px: This page crashed & more'],
        ],
      ],
    );
    assert.match(failures[0].heading, /A change of text, a fact or a picture does not cause it/);
    const markdown = pageCheckMarkdown({
      changed: ['blog/a-post.mdx'],
      entries,
      pages,
      failures,
      siteUrl: 'https://www.example.com',
    });
    const order = [
      'the type check',
      'The self-audit refused',
      'fail in a browser',
      '### /blog/a-post',
    ];
    const at = order.map((text) => markdown.indexOf(text));
    assert.ok(
      at.every((index, i) => index > 0 && (i === 0 || index > at[i - 1])),
      markdown,
    );
    assert.match(markdown, /- \/services\/x: links: a link to \/gone leads to no page/);
  });

  test('says so when a pull request changes no page', () => {
    const markdown = pageCheckMarkdown({
      changed: ['README.md'],
      entries,
      pages,
      siteUrl: 'https://www.example.com',
    });
    assert.match(markdown, /changes no page and no fact/);
  });
});
