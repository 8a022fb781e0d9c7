/**
 * What an author's code block offers, on the fixture post that uses every feature
 * (tests/fixtures/site/blog/2020-01-16-test-fixture-code-blocks.mdx), in the browser against the
 * production build: the lines that `{…}` ranges, magic comments and Shiki's notes mark are marked,
 * and not by colour alone; an added or removed line shows its sign once (a `diff` line's own
 * first character, or the gutter's for a line Shiki's notes mark); line numbers show and are not
 * part of the code; every block's copy button copies exactly its code; the colours switch with
 * the colour mode; an unknown language is plain text.
 */
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';

import {load} from 'cheerio';

import {expectedBlock, fencedBlocks} from './codeBlocks.mjs';
import {fixtures} from './siteModel.mjs';
import {browserSession, recordClipboard, visit} from './harness.mjs';
import {assertClean, until, withContext} from './interactions-helpers.mjs';

const route = fixtures.codePost.path;
const source = path.join('tests/fixtures/site', fixtures.codePost.source);
// Each block as written (`written`) and as it shows (`code`, `marks`, …).
const blocks = fencedBlocks(source).map((block) => ({
  ...block,
  written: block.code,
  ...expectedBlock(block),
}));

const session = browserSession();
const timeout = 60_000;

/** The 1-based numbers of the lines of a served block that carry a class. */
function linesWith($, pre, className) {
  return pre
    .find('code > .line')
    .toArray()
    .flatMap((line, index) => ($(line).hasClass(className) ? [index + 1] : []));
}

/** The `::before` of each line of the page's block `index`: content, width, colour. */
function gutters(page, index) {
  return page
    .locator('pre.code-block')
    .nth(index)
    .locator('code > .line')
    .evaluateAll((lines) =>
      lines.map((line) => {
        const style = getComputedStyle(line, '::before');
        return {content: style.content, width: Number.parseFloat(style.width) || 0};
      }),
    );
}

/**
 * What a computed `content` draws: its strings before the `/` of the alternative text, joined
 * (`counter(line) " +" / "added: "` draws " +" after the number; a counter draws digits only).
 */
function drawn(content) {
  const shown = content.split(/ \/ (?=")/)[0];
  return [...shown.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]).join('');
}

/**
 * Opens the code post in a context of its own, the page's copies recorded (`recordClipboard`), and
 * hands the test its blocks' copy buttons.
 */
async function withCopyButtons(body) {
  await withContext(session, {}, async (opened, context) => {
    const copied = await recordClipboard(opened.page, session.origin);
    await visit(opened.page, route);
    const buttons = opened.page
      .locator('article .theme-code-block')
      .getByRole('button', {name: 'Copy code'});
    await body({opened, context, copied, buttons});
  });
}

describe('code blocks of a post: every feature an author can use', () => {
  const blockOf = (predicate, what) => {
    const index = blocks.findIndex(predicate);
    assert.ok(index >= 0, `the fixture has no ${what}`);
    return index;
  };
  const withLineNumbers = () => blockOf((block) => block.lineNumbers, 'block with line numbers');
  const diffBlock = () => blockOf((block) => block.language === 'diff', 'diff block');

  test('the fixture uses each feature', () => {
    const languages = new Set(blocks.map((block) => block.language));
    for (const language of ['nginx', 'bash', 'apacheconf', 'json', 'html', 'diff']) {
      assert.ok(languages.has(language), `no ${language} block`);
    }
    assert.ok(blocks.some((block) => block.title));
    assert.ok(blocks.some((block) => /\{[\d,-]+\}/.test(block.meta)));
    assert.ok(blocks.some((block) => block.lineNumbers));
    for (const comment of ['highlight-next-line', 'highlight-start', 'highlight-end']) {
      assert.ok(
        blocks.some((block) => block.written.includes(comment)),
        `no ${comment}`,
      );
    }
    assert.ok(blocks.some((block) => block.written.includes('[!code ++]')));
    assert.ok(blocks.some((block) => block.written.includes('[!code --]')));
    assert.ok(languages.has('nosuchlanguage'));
  });

  test('the served HTML holds each block’s code, its title and its marked lines', async () => {
    const $ = load(await (await fetch(new URL(route, session.origin))).text());
    const pres = $('article pre.code-block');
    assert.equal(pres.length, blocks.length);
    blocks.forEach((block, index) => {
      const pre = pres.eq(index);
      const what = `block ${index + 1} (${block.language})`;
      assert.ok(pre.hasClass(`language-${block.language}`), what);
      assert.equal(pre.find('code').text(), block.code, `${what}: its code`);
      assert.equal(pre.attr('tabindex'), '0', `${what}: reachable by keyboard`);
      if (block.title) {
        assert.equal($(`#${pre.attr('aria-labelledby')}`).text(), block.title, what);
      }
      assert.deepEqual(linesWith($, pre, 'highlighted'), block.marks.highlighted, what);
      assert.deepEqual(linesWith($, pre, 'add'), block.marks.added, `${what}: added`);
      assert.deepEqual(linesWith($, pre, 'remove'), block.marks.removed, `${what}: removed`);
      const tokens = pre.find('.line span[class]').length;
      if (block.language === 'nosuchlanguage') assert.equal(tokens, 0, `${what} is plain`);
      else assert.ok(tokens > 0, `${what} is not highlighted`);
    });
  });

  test('marked lines are marked by more than colour, in both modes', {timeout}, async () => {
    await withContext(session, {}, async (opened) => {
      const {page} = opened;
      await visit(page, route);
      const styles = (selector) =>
        page.locator(selector).evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            const before = getComputedStyle(element, '::before');
            return {
              background: style.backgroundColor,
              boxShadow: style.boxShadow,
              before: before.content,
              beforeColour: before.color,
              text: element.textContent,
              diffBlock: element.closest('pre').classList.contains('language-diff'),
            };
          }),
        );
      const plainBackground = () =>
        page
          .locator('pre.code-block')
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor);
      const seen = {};
      for (const mode of ['light', 'dark']) {
        await page.evaluate((theme) => {
          document.documentElement.dataset.theme = theme;
        }, mode);
        const plain = await plainBackground();
        const highlighted = await styles('pre.code-block .line.highlighted');
        const added = await styles('pre.code-block .line.diff.add');
        const removed = await styles('pre.code-block .line.diff.remove');
        assert.ok(highlighted.length > 0 && added.length > 0 && removed.length > 0);
        for (const line of highlighted) {
          assert.notEqual(line.background, plain, `${mode}: highlighted line not tinted`);
          assert.match(line.boxShadow, /inset/, `${mode}: highlighted line without its bar`);
          assert.match(line.before, /highlighted/, `${mode}: no spoken mark on a highlighted line`);
        }
        for (const [lines, sign, word] of [
          [added, '+', 'added'],
          [removed, '-', 'removed'],
        ]) {
          for (const line of lines) {
            assert.notEqual(line.background, plain, `${mode}: ${word} line not tinted`);
            // A `diff` line's sign is its own first character; another block's is the gutter's.
            if (line.diffBlock) assert.ok(line.text.startsWith(sign), line.text);
            else assert.ok(drawn(line.before).endsWith(sign), line.before);
            assert.match(line.before, new RegExp(`/ "${word}`), `${mode}: ${word} not spoken`);
          }
        }
        const notedAdded = added.find((line) => !line.diffBlock);
        assert.ok(notedAdded, 'no line added by a note outside a diff block');
        seen[mode] = {
          plain,
          highlighted: highlighted[0].background,
          added: notedAdded.beforeColour,
        };
      }
      assert.notEqual(seen.light.plain, seen.dark.plain, 'the block has one background');
      assert.notEqual(seen.light.highlighted, seen.dark.highlighted);
      assert.notEqual(seen.light.added, seen.dark.added);
      assertClean(opened, 'marked lines');
    });
  });

  test(
    'line numbers are shown beside every line; a diff block’s gutter holds the number alone',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, route);
        const numbered = await gutters(page, withLineNumbers());
        assert.ok(numbered.length > 1);
        for (const gutter of numbered) {
          assert.match(gutter.content, /^counter\(line\)/, 'a line without its number');
          assert.ok(gutter.width > 0, 'an empty gutter');
        }
        // Line numbers are not read out as part of the code.
        assert.ok(numbered.every((gutter) => gutter.content.endsWith('/ ""')));
        const diff = blocks[diffBlock()];
        assert.ok(diff.lineNumbers, 'the fixture’s diff block has no line numbers');
        const diffGutters = await gutters(page, diffBlock());
        for (const number of [...diff.marks.added, ...diff.marks.removed]) {
          const {content} = diffGutters[number - 1];
          assert.match(content, /^counter\(line\) \//, `line ${number}: ${content}`);
        }
        // A block without line numbers has no gutter at all.
        const plainIndex = blocks.findIndex(
          (block) =>
            !block.lineNumbers &&
            block.marks.added.length === 0 &&
            block.marks.removed.length === 0,
        );
        for (const gutter of await gutters(page, plainIndex)) {
          assert.doesNotMatch(gutter.content, /counter/);
        }
        assertClean(opened, 'line numbers');
      });
    },
  );

  test(
    'an added or removed line shows its sign once: in its text in a diff block, else in the gutter',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, route);
        const lines = await page
          .locator('article pre.code-block code > .line.diff')
          .evaluateAll((elements) =>
            elements.map((line) => ({
              sign: line.classList.contains('add') ? '+' : '-',
              text: line.textContent,
              before: getComputedStyle(line, '::before').content,
              block: [...document.querySelectorAll('article pre.code-block')].indexOf(
                line.closest('pre'),
              ),
            })),
          );
        const signed = new Set(lines.map((line) => blocks[line.block].language));
        assert.ok(signed.has('diff'), 'no marked line of a diff block');
        assert.ok(signed.size > 1, 'no line marked by a note outside a diff block');
        for (const line of lines) {
          const shown =
            Number(line.text.startsWith(line.sign)) +
            Number(drawn(line.before).includes(line.sign));
          assert.equal(
            shown,
            1,
            `block ${line.block + 1} (${blocks[line.block].language}), “${line.text}”: its sign is shown ${shown} times (gutter ${line.before})`,
          );
        }
        assertClean(opened, 'the signs of diff lines');
      });
    },
  );

  test(
    'a copy is read from the page that made it: another tab copying meanwhile, in the same browser, does not change it',
    {timeout},
    async () => {
      await withCopyButtons(async ({opened, context, copied, buttons}) => {
        const {page} = opened;
        await buttons.first().click();
        await until('the block to be copied', async () => (await copied.texts()).length === 1);
        const other = await context.newPage();
        await other.goto('/robots.txt');
        await other.evaluate(() => navigator.clipboard.writeText('copied in another tab'));
        // The browser's clipboard now holds the other tab's text, which reading it back would
        // have taken for this page's copy.
        assert.equal(
          await page.evaluate(() => navigator.clipboard.readText()),
          'copied in another tab',
        );
        assert.equal(await copied.last(), blocks[0].code);
        await other.close();
        assertClean(opened, 'copying while another tab copies');
      });
    },
  );

  test(
    'each block’s copy button copies exactly its code: no numbers, signs or notes',
    {timeout},
    async () => {
      await withCopyButtons(async ({opened, copied, buttons}) => {
        assert.equal(await buttons.count(), blocks.length);
        for (const [index, block] of blocks.entries()) {
          await buttons.nth(index).click();
          await until(
            `block ${index + 1} to be copied`,
            async () => (await copied.texts()).length === index + 1,
          );
          assert.equal(await copied.last(), block.code, `block ${index + 1} (${block.language})`);
        }
        assertClean(opened, 'copying every block');
      });
    },
  );

  test('a guide and a page of src/content highlight their code the same way', async () => {
    for (const page of [fixtures.guide, fixtures.caseStudy]) {
      const [block] = fencedBlocks(path.join('tests/fixtures/site', page.source)).map(
        expectedBlock,
      );
      assert.ok(block, `${page.source} has no code block`);
      const $ = load(await (await fetch(new URL(page.path, session.origin))).text());
      const pre = $('main pre.code-block').first();
      assert.equal(pre.find('code').text(), block.code, page.path);
      assert.ok(pre.find('.line span[class]').length > 0, `${page.path}: not highlighted`);
      assert.deepEqual(linesWith($, pre, 'highlighted'), block.marks.highlighted, page.path);
      // The class of src/theme/CodeBlock's CSS module that numbers the lines.
      assert.equal(/\blineNumbers_/.test(pre.attr('class')), block.lineNumbers, page.path);
      assert.equal($(`#${pre.attr('aria-labelledby')}`).text(), block.title, page.path);
    }
  });

  test(
    'the colours of the code switch with the colour mode, without a render',
    {timeout},
    async () => {
      await withContext(session, {colorScheme: 'light'}, async (opened) => {
        const {page} = opened;
        await visit(page, route);
        const tokens = () =>
          page
            .locator('article pre.code-block .line span[class]')
            .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color));
        const light = await tokens();
        await page.evaluate(() => {
          document.documentElement.dataset.theme = 'dark';
        });
        const dark = await tokens();
        assert.equal(light.length, dark.length);
        const changed = light.filter((colour, index) => colour !== dark[index]).length;
        assert.ok(
          changed > light.length * 0.9,
          `only ${changed} of ${light.length} tokens changed`,
        );
        assertClean(opened, 'switching the colour mode');
      });
    },
  );
});
