/**
 * Browser tests of the FAQ sections (`<Faq>` of `<Question>`s), on the fixture service page: each
 * question is a native disclosure that opens and closes with a click, Enter or Space, and without
 * JavaScript; the page's FAQPage structured data holds the same questions and answers, word for
 * word, as the page shows.
 */
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, visit} from './harness.mjs';
import {assertClean, until, withContext} from './interactions-helpers.mjs';
import {fixtures} from './siteModel.mjs';

const session = browserSession();
const timeout = 60_000;
const faqPage = fixtures.service.path;

const clean = (text) => text.replace(/\s+/g, ' ').trim();

/** The questions and answers as the page shows them: each disclosure's summary and the rest. */
function shownPairs(page) {
  return page.locator('main details').evaluateAll((elements) =>
    elements.map((details) => ({
      question: details.querySelector(':scope > summary')?.textContent ?? '',
      answer: [...details.children]
        .filter((child) => child.tagName !== 'SUMMARY')
        .map((child) => child.textContent)
        .join(' '),
    })),
  );
}

describe('FAQ sections', () => {
  test(
    'each question opens and closes by click, Enter and Space, with a visible focus ring',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, faqPage);
        const details = page.locator('main details');
        assert.ok((await details.count()) >= 2, 'the fixture page has no FAQ of two questions');
        const first = details.first();
        const summary = first.locator(':scope > summary');
        const isOpen = () => first.evaluate((element) => element.open);
        assert.equal(await isOpen(), false, 'a question starts closed');
        const answer = first.locator(':scope > :not(summary)').first();
        assert.equal(await answer.isVisible(), false, 'the answer shows while closed');

        await summary.click();
        await until('the click to open it', isOpen);
        assert.ok(await answer.isVisible(), 'the answer is hidden once open');
        await summary.click();
        await until('a second click to close it', async () => !(await isOpen()));

        await summary.focus();
        for (const key of ['Enter', 'Space']) {
          await page.keyboard.press(key);
          await until(`${key} to open it`, isOpen);
          await page.keyboard.press(key);
          await until(`${key} to close it`, async () => !(await isOpen()));
        }
        const ring = await summary.evaluate((element) => {
          const style = getComputedStyle(element);
          return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
        });
        assert.ok(ring, 'the focused question shows no focus ring');
        assertClean(opened, 'FAQ');
      });
    },
  );

  test('without JavaScript a question still opens', {timeout}, async () => {
    await withContext(session, {javaScriptEnabled: false}, async (opened) => {
      const {page} = opened;
      await page.goto(faqPage, {waitUntil: 'load'});
      const first = page.locator('main details').first();
      await first.locator(':scope > summary').click();
      await until('the click to open it', () => first.evaluate((element) => element.open));
      assertClean(opened, 'FAQ without JavaScript');
    });
  });

  test(
    'the FAQPage structured data holds the questions and answers the page shows',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await visit(page, faqPage);
        const shown = (await shownPairs(page)).map(({question, answer}) => ({
          question: clean(question),
          answer: clean(answer),
        }));
        const described = await page.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')]
            .flatMap((script) => {
              const json = JSON.parse(script.textContent);
              return json['@graph'] ?? [json];
            })
            .filter((node) => node['@type'] === 'FAQPage')
            .flatMap((node) => node.mainEntity)
            .map((question) => ({question: question.name, answer: question.acceptedAnswer.text})),
        );
        assert.deepEqual(
          described.map(({question, answer}) => ({
            question: clean(question),
            answer: clean(answer),
          })),
          shown,
        );
        assertClean(opened, 'FAQ structured data');
      });
    },
  );
});
