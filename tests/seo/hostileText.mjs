/**
 * Hostile text survives the real build. A copy of the project (the recipes stage's,
 * tests/recipes/recipes.test.mjs) is given a page (an MDX file of src/content/pages) whose title
 * and description, a testimonial and a blog post (its code blocks and their title too) that
 * contain "</script>", quotes, "&", "<", braces, backticks and non-ASCII characters, and a company
 * name with quotes, "&" and non-ASCII letters, and built with `docusaurus build` (server rendering,
 * the HTML minifier and all). Each value must then read back exactly as written from the HTML
 * attributes, the text and every JSON-LD script, as an HTML parser (cheerio, parse5) sees them,
 * and no script may have been injected.
 *
 * `injectHostileText(siteDir)` writes the content into a copy; `describeHostileText(buildDir)`
 * registers the checks of its build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {blogKeys} from '../fixtures/blogKeys.mjs';

const injection = '</script><script>window.__pwned=1</script>';
// A title fits in the 60 characters the content model allows, so its injection is shorter.
const pageTitle = `</script><script>__pwned=1</script> "Q" & <T> Ü`;
const pageDescription = `A description with ${injection}, "double" and 'single' quotes, & and <b>tags</b>, naïve café, 東京.`;
// The theme writes the footer's copyright line as HTML, so the company name (which it contains)
// is tested with quotes, "&" and non-ASCII letters but no markup.
const company = `Brooks & “Strategy” 'Group' Ltée`;
const testimonial = {
  name: 'Zoë Ø.',
  jobTitle: `Founder, "Quotes" & <Co> ${injection}`,
  quote: `It ${injection} works & "quotes" 'single' <b>bold</b>, naïve café 東京,\u2028with a line separator.`,
};
const postTitle = `Post </script><script>__pwned=1</script> "Q" & <T> Ü`;
// Code blocks of the post, highlighted at build time (src/lib/mdx/highlightCode.ts): each must read
// back exactly as written, in a known language, an unknown one and none, and so must the title.
// The fences are tildes: after a backtick fence, the meta string may not hold a backtick.
const codeTitle = `Code ${injection} & 'single' {braces} \`ticks\``;
const hostileCode = [
  `<p title="a &amp; b">${injection} & 'single' "double"</p><!-- comment -->`,
  'const a = {b: `${c} \\`}; // {/* not a comment */} <Component /> &lt; \\n',
  '',
  '  indented, with trailing spaces  ',
].join('\n');
const codeBlocks = [
  {language: 'html', meta: `title=${JSON.stringify(codeTitle)}`, highlighted: true},
  {language: 'jsx', meta: '', highlighted: true},
  {language: 'nosuchlanguage', meta: '', highlighted: false},
  {language: '', meta: '', highlighted: false},
];
const postDescription = `Post description with ${injection}, "quotes", & ampersands, <b>tags</b> and naïve café text.`;

/** Writes the hostile content into the copy of the site at `dir`. */
export function injectHostileText(dir) {
  // A page of the site's own kind; JSON strings are valid YAML double-quoted scalars.
  fs.writeFileSync(
    path.join(dir, 'src/content/pages/bad-input.mdx'),
    `---
title: ${JSON.stringify(pageTitle)}
description: ${JSON.stringify(pageDescription)}
---

<Hero action="Let’s Talk">An ordinary lead.</Hero>
`,
  );
  // The data files, as the browser editor writes them.
  const editJson = (file, change) => {
    const at = path.join(dir, file);
    const data = JSON.parse(fs.readFileSync(at, 'utf8'));
    change(data);
    fs.writeFileSync(at, `${JSON.stringify(data, null, 2)}\n`);
  };
  editJson('src/data/facts/testimonials.json', (data) => data.testimonials.push(testimonial));
  editJson('src/data/facts/site.json', (data) => {
    data.company = company;
  });

  // JSON strings are valid YAML double-quoted scalars.
  fs.writeFileSync(
    path.join(dir, 'blog/2025-10-01-bad-input.mdx'),
    `---
slug: bad-input
title: ${JSON.stringify(postTitle)}
description: ${JSON.stringify(postDescription)}
date: 2025-10-01
authors: [${blogKeys(dir).author}]
tags: [${blogKeys(dir).tag}]
---

An ordinary introduction.

{/* truncate */}

An ordinary body.

${codeBlocks
  .map(({language, meta}) => `~~~${language} ${meta}\n${hostileCode}\n~~~\n`)
  .join('\n')}`,
  );
}

function jsonLdNodes($) {
  const nodes = [];
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      nodes.push(value);
      Object.values(value).forEach(visit);
    }
  };
  $('script[type="application/ld+json"]').each((_, element) =>
    visit(JSON.parse($(element).text())),
  );
  return nodes;
}

const meta = ($, attribute, name) => $(`meta[${attribute}="${name}"]`).attr('content');

/** The checks of the build of a copy given the hostile text; `buildDir()` names its folder. */
export function describeHostileText(buildDir) {
  const html = (file) => load(fs.readFileSync(path.join(buildDir(), file), 'utf8'));
  describe('hostile text in a built site', () => {
    test('no page gains a script, and every JSON-LD script parses', () => {
      const files = fs
        .readdirSync(buildDir(), {recursive: true})
        .filter((file) => String(file).endsWith('.html'));
      assert.ok(files.includes('bad-input.html'), 'the hostile page was not built');
      for (const file of files) {
        const $ = html(String(file));
        $('script').each((_, element) => {
          const text = $(element).text();
          if ($(element).attr('type') === 'application/ld+json') {
            assert.doesNotThrow(() => JSON.parse(text), `${file}: a JSON-LD script does not parse`);
          } else {
            assert.ok(!text.includes('__pwned'), `${file}: injected script ${text.slice(0, 80)}`);
          }
        });
      }
    });

    test('a page title and description read back from the title, meta tags, h1 and JSON-LD', () => {
      const $ = html('bad-input.html');
      const title = $('head title').text();
      assert.ok(
        title === pageTitle || title.startsWith(`${pageTitle} | `),
        `<title> reads ${JSON.stringify(title)}`,
      );
      assert.equal($('h1').text(), pageTitle);
      assert.equal(meta($, 'name', 'description'), pageDescription);
      assert.equal(meta($, 'property', 'og:title'), title);
      assert.equal(meta($, 'property', 'og:description'), pageDescription);
      assert.equal(meta($, 'name', 'twitter:description'), pageDescription);
      assert.ok(meta($, 'property', 'og:image:alt')?.includes(pageTitle));
      const webPage = jsonLdNodes($).find((node) => node['@type'] === 'WebPage');
      assert.equal(webPage?.name, pageTitle);
      assert.equal(webPage?.description, pageDescription);
    });

    test('a testimonial reads back from the page and its Review', () => {
      const $ = html('index.html');
      const review = jsonLdNodes($).find(
        (node) => node['@type'] === 'Review' && node.author?.name === testimonial.name,
      );
      assert.ok(review, 'no Review for the testimonial');
      assert.equal(review.reviewBody, testimonial.quote);
      assert.equal(review.author.jobTitle, testimonial.jobTitle);
      assert.ok($('blockquote').text().includes(testimonial.quote));
    });

    test('a company name reads back from the site-wide JSON-LD and the footer', () => {
      const $ = html('index.html');
      const organization = jsonLdNodes($).find((node) => node['@type'] === 'ProfessionalService');
      assert.equal(organization?.name, company);
      assert.ok($('footer').text().includes(company));
    });

    test('a blog post reads back from its meta tags and the blog plugin’s BlogPosting', () => {
      const $ = html('blog/bad-input.html');
      assert.ok($('head title').text().startsWith(postTitle));
      assert.equal(meta($, 'name', 'description'), postDescription);
      assert.equal(meta($, 'property', 'og:description'), postDescription);
      const posting = jsonLdNodes($).find((node) => node['@type'] === 'BlogPosting');
      assert.equal(posting?.headline, postTitle);
      assert.equal(posting?.description, postDescription);
      const crumb = jsonLdNodes($).find((node) => node['@type'] === 'BreadcrumbList');
      assert.equal(crumb?.itemListElement.at(-1)?.name, postTitle);
      assert.ok($('nav[aria-label="Breadcrumb"]').text().includes(postTitle));
    });

    test('code blocks of a post read back exactly as written, and their title too', () => {
      const $ = html('blog/bad-input.html');
      const blocks = $('article pre');
      assert.equal(blocks.length, codeBlocks.length);
      blocks.each((index, element) => {
        const {language, highlighted} = codeBlocks[index];
        const pre = $(element);
        assert.equal(
          pre.find('code').text(),
          hostileCode,
          `block ${index} (${language || 'none'})`,
        );
        assert.ok(pre.hasClass('code-block'));
        assert.equal(
          pre.find('.line span[class]').length > 0,
          highlighted,
          `block ${index} tokens`,
        );
        assert.equal(pre.find('script').length, 0);
      });
      const titled = blocks.first();
      assert.equal($(`#${titled.attr('aria-labelledby')}`).text(), codeTitle);
    });
  });
}
