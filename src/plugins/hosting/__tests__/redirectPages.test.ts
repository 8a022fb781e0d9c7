import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {HtmlValidate} from 'html-validate';

import {headingOf, redirectPage, writeRedirectPages} from '../redirectPages';

const hostile = 'Tom & Jerry’s "SEO" </script><script>alert(1)</script> <b>';

describe('redirect pages for hosts without rules', () => {
  test('the page is a valid, complete document (html-validate, standard rules)', async () => {
    const validator = new HtmlValidate({extends: ['html-validate:standard']});
    const report = await validator.validateString(
      redirectPage({
        to: '/industries-served',
        title: 'Industries Served',
        siteUrl: 'https://example.com',
      }),
    );
    expect(report.results.flatMap((result) => result.messages.map((m) => m.message))).toEqual([]);
  });

  test('it refreshes to the target, names it canonical and noindex, and links to it', () => {
    const html = redirectPage({to: '/pricing', title: 'Pricing', siteUrl: 'https://example.com'});
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/pricing">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/pricing">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/pricing">Pricing</a>');
    expect(html).toContain('<html lang="en">');
  });

  test('hostile text is escaped in the title, the link and the script', () => {
    const to = '/a"b</script>&c';
    const html = redirectPage({to, title: hostile, siteUrl: 'https://example.com'});
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Tom &amp; Jerry’s &quot;SEO&quot; &lt;/script&gt;');
    expect(html).toContain('href="/a&quot;b&lt;/script&gt;&amp;c"');
    // Exactly one script element, whose string literal parses back to the target.
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const literal = /replace\(("(?:[^"\\]|\\.)*")/.exec(scripts[0][1])?.[1];
    expect(literal && JSON.parse(literal)).toBe(to);
  });

  test('headingOf reads the h1 as text', () => {
    expect(headingOf('<h1 class="x">Tom &amp; <span>Jerry</span>\n now</h1>')).toBe(
      'Tom & Jerry now',
    );
    // Every entity the server render may write, named or numeric.
    expect(headingOf('<h1>Jerry&#x27;s &lt;b&gt; &rsquo;&#8217; &quot;SEO&quot;</h1>')).toBe(
      'Jerry\'s <b> ’’ "SEO"',
    );
    expect(headingOf('<p>no heading</p>')).toBeUndefined();
  });

  test('writing the pages fails, naming the redirect, when a target is not a page', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'redirect-pages-'));
    try {
      await fs.writeFile(path.join(outDir, 'pricing.html'), '<h1>Pricing</h1>');
      await writeRedirectPages(outDir, [{from: '/prices', to: '/pricing'}], 'https://example.com');
      const written = await fs.readFile(path.join(outDir, 'prices', 'index.html'), 'utf8');
      expect(written).toContain('<a href="/pricing">Pricing</a>');
      await expect(
        writeRedirectPages(outDir, [{from: '/old', to: '/missing'}], 'https://example.com'),
      ).rejects.toThrow('/old → /missing: /missing is not a page of the build');
    } finally {
      await fs.rm(outDir, {recursive: true, force: true});
    }
  });
});
