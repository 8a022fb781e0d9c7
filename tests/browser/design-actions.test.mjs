/**
 * The calls to action, as a visitor sees them in the production build:
 * the closing invitation's button is the brand's primary button, at least 3:1 against the panel it
 * stands on, its label at least 4.5:1 against the button, and the invitation's own text at least
 * 4.5:1 against its panel, in light and dark mode (computed colors). (On a phone, buttons stacked
 * in a column share one width: the crawl, tests/crawl/, checks it on every page.)
 */
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {browserSession, visit} from './harness.mjs';
import {contactPath, fixtures} from './siteModel.mjs';
import {assertClean, withContext} from './interactions-helpers.mjs';

const session = browserSession();

/** WCAG 2.2 relative luminance and contrast of two `[r, g, b]` colors (0–255). */
function luminance([r, g, b]) {
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a, b) {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

test('the contrast of black on white is 21:1 and of a color on itself 1:1', () => {
  assert.equal(Math.round(contrast([0, 0, 0], [255, 255, 255]) * 100) / 100, 21);
  assert.equal(contrast([29, 78, 216], [29, 78, 216]), 1);
});

/**
 * In the page: the closing invitation (the last band with a button to the contact page), its
 * button, the button's label color and background, the background
 * it stands on (the nearest ancestor that paints one), and the invitation's text colors. Colors
 * are `[r, g, b]`; a background painted with an image or a translucent color cannot be measured,
 * and says so.
 */
function readInvitation(contact) {
  const parse = (value) => {
    const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(value);
    if (!match) return {error: `unreadable color ${value}`};
    const alpha = match[4] === undefined ? 1 : Number(match[4]);
    return {rgb: [1, 2, 3].map((index) => Number(match[index])), alpha};
  };
  // The page's last band with a button to the contact page.
  const isButton = (element) => /(^|\s)button_/.test(element.className);
  const invitation = [...document.querySelectorAll('main section')].findLast((section) =>
    [...section.querySelectorAll(`a[href="${contact}"]`)].some(isButton),
  );
  if (!invitation) return {found: false};
  const button = [...invitation.querySelectorAll(`a[href="${contact}"]`)].find(isButton);
  const style = getComputedStyle(button);
  let surface = button.parentElement;
  let surfaceColor = parse(getComputedStyle(surface).backgroundColor);
  while (surface && surfaceColor.alpha === 0) {
    surface = surface.parentElement;
    surfaceColor = parse(getComputedStyle(surface).backgroundColor);
  }
  const images = [button, surface].map((element) => getComputedStyle(element).backgroundImage);
  const texts = [...invitation.querySelectorAll('h2, p')].map((element) => ({
    text: element.textContent.trim().slice(0, 40),
    color: parse(getComputedStyle(element).color),
  }));
  return {
    found: true,
    className: button.className,
    label: button.textContent.trim(),
    labelColor: parse(style.color),
    buttonColor: parse(style.backgroundColor),
    surfaceColor,
    images,
    texts,
  };
}

describe('the closing invitation', () => {
  const pages = [fixtures.hub, fixtures.service, fixtures.area, fixtures.industry].map(
    (entry) => entry.path,
  );
  for (const colorScheme of ['light', 'dark']) {
    test(
      `its button is the primary button, 3:1 against its panel and its label 4.5:1 (${colorScheme} mode)`,
      {timeout: 60_000},
      async () => {
        await withContext(session, {colorScheme, reducedMotion: 'reduce'}, async (opened) => {
          const {page} = opened;
          for (const path of pages) {
            await visit(page, path);
            const found = await page.evaluate(readInvitation, contactPath);
            assert.ok(found.found, `${path}: no closing invitation`);
            const where = `${path} (${colorScheme}), "${found.label}"`;
            assert.deepEqual(found.images, ['none', 'none'], `${where}: a background image`);
            for (const color of [found.labelColor, found.buttonColor, found.surfaceColor]) {
              assert.ok(!color.error && color.alpha === 1, `${where}: ${JSON.stringify(color)}`);
            }
            const buttonOnPanel = contrast(found.buttonColor.rgb, found.surfaceColor.rgb);
            const label = contrast(found.labelColor.rgb, found.buttonColor.rgb);
            process.stdout.write(
              `${where}: button ${buttonOnPanel.toFixed(2)}:1 on its panel, label ${label.toFixed(2)}:1\n`,
            );
            assert.ok(buttonOnPanel >= 3, `${where}: the button is ${buttonOnPanel.toFixed(2)}:1`);
            assert.ok(label >= 4.5, `${where}: its label is ${label.toFixed(2)}:1`);
            assert.match(
              found.className,
              /(^|\s)variant-default_/,
              `${where}: not the primary button`,
            );
            for (const text of found.texts) {
              const ratio = contrast(text.color.rgb, found.surfaceColor.rgb);
              assert.ok(ratio >= 4.5, `${where}: "${text.text}" is ${ratio.toFixed(2)}:1`);
            }
          }
          assertClean(opened, `closing invitation, ${colorScheme}`);
        });
      },
    );
  }
});
