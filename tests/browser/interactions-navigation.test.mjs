/**
 * Browser tests of the header: the About dropdown (keyboard, pointer, the 100 ms hover delay and
 * the 300 ms grace window under a controlled clock, JavaScript off), the mobile menu (its slide
 * in, focus, Escape, scroll lock) and the Button component on every call to action.
 */
/* global document, window, KeyboardEvent, PointerEvent, getComputedStyle */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  browserSession,
  mobileViewport,
  pathnameOf,
  settle,
  visit,
  withSessionPage,
} from './harness.mjs';
import {
  contactPath,
  entries,
  entryAt,
  fixtures,
  header,
  resourcesPath,
  unknownPath,
} from './siteModel.mjs';
import {
  assertClean,
  buttonClass,
  buttonSizeClass,
  buttonVariantClass,
  centre,
  framesDrawn,
  pauseClock,
  scrollToY,
  stillTrue,
  until,
  withContext,
} from './interactions-helpers.mjs';

const session = browserSession();
const timeout = 60_000;

const withPage = (options, body) => withSessionPage(session, options, body);

/** The header's menu (the About menu of src/data/navigation.ts), read from the build. */
const menuLabel = header.menu.label;
const menuLinks = header.menu.links;
/** The menu's links, the nth of them counted round the list (what the arrow keys reach). */
const menuLink = (n) => menuLinks[((n % menuLinks.length) + menuLinks.length) % menuLinks.length];
const firstLink = menuLink(0);
const lastLink = menuLink(-1);
/** The header's first page link after the menu: where Tab goes from the menu. */
const nextHeaderLink = header.links[0];

/** The dropdown of the desktop header: its button and the list the button controls. */
async function aboutDropdown(page) {
  const trigger = page.locator('nav.navbar').getByRole('button', {name: menuLabel, exact: true});
  assert.equal(await trigger.count(), 1, `no ${menuLabel} button in the header`);
  const menuId = await trigger.getAttribute('aria-controls');
  assert.ok(menuId, 'the About button has no aria-controls');
  const menu = page.locator(`[id="${menuId}"]`);
  const link = (name) => menu.getByRole('link', {name, exact: true, includeHidden: true});
  const state = async () => ({
    expanded: await trigger.getAttribute('aria-expanded'),
    visible: await link(firstLink.name).isVisible(),
  });
  const isOpen = async () => {
    const now = await state();
    return now.expanded === 'true' && now.visible;
  };
  const isClosed = async () => {
    const now = await state();
    return now.expanded === 'false' && !now.visible;
  };
  return {
    trigger,
    menu,
    link,
    async expectOpen(what) {
      await until(`${what}: the menu to be open`, isOpen);
    },
    async expectClosed(what) {
      await until(`${what}: the menu to be closed`, isClosed);
    },
    async expectStillClosed(what) {
      await stillTrue(page, `${what}: the menu opened`, isClosed);
    },
    async expectStillOpen(what) {
      await stillTrue(page, `${what}: the menu closed`, isOpen);
    },
  };
}

/**
 * Opens a menu from its button (`how`: the ArrowDown key on it, or a click) and presses Escape
 * where focus is from a mutation observer of the button's aria-expanded, in the task that drew the
 * menu open, before any effect of that render has run.
 */
function escapeTheInstantItOpens(button, how) {
  return button.evaluate(
    (element, opening) =>
      new Promise((resolve) => {
        const key = (name) =>
          new KeyboardEvent('keydown', {key: name, bubbles: true, cancelable: true});
        new window.MutationObserver((records, observer) => {
          if (element.getAttribute('aria-expanded') !== 'true') return;
          observer.disconnect();
          document.activeElement.dispatchEvent(key('Escape'));
          resolve();
        }).observe(element, {attributes: true, attributeFilter: ['aria-expanded']});
        if (opening === 'click') element.click();
        else element.dispatchEvent(key(opening));
      }),
    how,
  );
}

const focusedText = (page) =>
  page.evaluate(() => (document.activeElement?.textContent ?? '').trim());

describe('header About dropdown (1280×800)', () => {
  test(
    'is a button with aria-expanded and aria-controls over a list of real links',
    {timeout},
    async () => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        const menu = await aboutDropdown(page);
        assert.equal(await menu.trigger.evaluate((element) => element.tagName), 'BUTTON');
        assert.equal(await menu.trigger.getAttribute('aria-expanded'), 'false');
        for (const {name, href} of menuLinks) {
          assert.equal(await menu.link(name).getAttribute('href'), href, `${name} link`);
          assert.equal(await menu.link(name).isVisible(), false, `${name} shows before opening`);
        }
        // Closed, Tab goes from the button to the next header link, not into the hidden menu.
        await menu.trigger.focus();
        await page.keyboard.press('Tab');
        assert.equal(await focusedText(page), nextHeaderLink.name);
        assertClean(opened, 'dropdown markup');
      });
    },
  );

  test('opens and closes on click', {timeout}, async () => {
    await withPage({}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      const menu = await aboutDropdown(page);
      await menu.trigger.click();
      await menu.expectOpen('after a click');
      await menu.trigger.click();
      await menu.expectClosed('after a second click');
      assertClean(opened, 'click');
    });
  });

  test(
    'Enter, Space and ArrowDown open it; arrows, Home and End move between the links; Escape closes it and returns focus',
    {timeout},
    async () => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        const menu = await aboutDropdown(page);

        for (const key of ['Enter', 'Space']) {
          await menu.trigger.focus();
          await page.keyboard.press(key);
          await menu.expectOpen(key);
          await page.keyboard.press('Escape');
          await menu.expectClosed(`Escape after ${key}`);
          assert.equal(await focusedText(page), menuLabel, `focus after Escape (${key})`);
        }

        await page.keyboard.press('ArrowDown');
        await menu.expectOpen('ArrowDown');
        await until(
          `focus on ${firstLink.name}`,
          async () => (await focusedText(page)) === firstLink.name,
        );
        // Down twice goes round the list, Up comes back; Home and End reach its ends.
        const moves = [
          ['ArrowDown', menuLink(1).name],
          ['ArrowDown', menuLink(2).name],
          ['ArrowUp', menuLink(1).name],
          ['Home', firstLink.name],
          ['End', lastLink.name],
        ];
        for (const [key, expected] of moves) {
          await page.keyboard.press(key);
          assert.equal(await focusedText(page), expected, `after ${key}`);
        }
        assert.equal(
          await page.evaluate(() => window.scrollY),
          0,
          'the arrow keys scrolled the page',
        );

        await page.keyboard.press('Escape');
        await menu.expectClosed('Escape from a link');
        assert.equal(await focusedText(page), menuLabel, 'Escape returns focus to the button');

        // ArrowUp opens on the last link.
        await page.keyboard.press('ArrowUp');
        await menu.expectOpen('ArrowUp');
        await until(
          `focus on ${lastLink.name}`,
          async () => (await focusedText(page)) === lastLink.name,
        );

        // Enter on a link follows it, and the menu closes.
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === lastLink.href);
        await settle(page);
        await menu.expectClosed('after following a link');
        assertClean(opened, 'keyboard');
      });
    },
  );

  // A key pressed as soon as the menu shows meets the menu as shown: the Escape below is sent from
  // a mutation observer in the task that drew the menu open, before any effect of that render.
  test('Escape pressed the instant the menu shows closes it', {timeout}, async () => {
    await withPage({}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      const menu = await aboutDropdown(page);
      await menu.trigger.focus();
      await escapeTheInstantItOpens(menu.trigger, 'ArrowDown');
      await menu.expectClosed('Escape the instant it opened');
      assert.equal(await focusedText(page), menuLabel, 'focus after Escape');
      assertClean(opened, 'Escape at once');
    });
  });

  test('a click outside, or focus moving outside, closes it', {timeout}, async () => {
    await withPage({}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      const menu = await aboutDropdown(page);

      await menu.trigger.click();
      await menu.expectOpen('click');
      const h1 = await centre(page.locator('main h1'));
      await page.mouse.click(h1.x, h1.y);
      await menu.expectClosed('a click on the page');

      await menu.trigger.focus();
      await page.keyboard.press('ArrowDown');
      await menu.expectOpen('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('Tab');
      await menu.expectClosed('Tab out of the last link');
      assert.equal(await focusedText(page), nextHeaderLink.name);
      assertClean(opened, 'outside');
    });
  });

  test(
    'hover opens it after 100 ms; a quicker pass does not (controlled clock)',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await page.clock.install();
        await visit(page, '/');
        await pauseClock(page);
        const menu = await aboutDropdown(page);
        const trigger = await centre(menu.trigger);
        const away = {x: trigger.x - 300, y: trigger.y + 300};

        // Passing over the button in 60 ms does not open it.
        await page.mouse.move(trigger.x, trigger.y);
        await page.clock.runFor(60);
        await page.mouse.move(away.x, away.y);
        await page.clock.runFor(1_000);
        await menu.expectStillClosed('a 60 ms pass');

        await page.mouse.move(trigger.x, trigger.y);
        await page.clock.runFor(99);
        await menu.expectStillClosed('99 ms of hover');
        await page.clock.runFor(1);
        await menu.expectOpen('100 ms of hover');
        assertClean(opened, 'hover');
      });
    },
  );

  test(
    'after the pointer leaves, a 300 ms grace window keeps it open on the way to the menu (controlled clock)',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await page.clock.install();
        await visit(page, '/');
        await pauseClock(page);
        const menu = await aboutDropdown(page);
        const trigger = await centre(menu.trigger);
        await page.mouse.move(trigger.x, trigger.y);
        await page.clock.runFor(100);
        await menu.expectOpen('hover');

        // Leave the button sideways, as a pointer does when it cuts the corner toward the menu.
        const link = await centre(menu.link(lastLink.name));
        const outside = {x: trigger.box.x - 40, y: trigger.y};
        await page.mouse.move(outside.x, outside.y);
        await page.clock.runFor(299);
        await menu.expectStillOpen('299 ms after leaving');
        // Reaching the menu within the window keeps it open for as long as the pointer stays.
        await page.mouse.move(link.x, link.y, {steps: 4});
        await page.clock.runFor(2_000);
        await menu.expectStillOpen('pointer on the menu');

        // Leaving for good: it closes 300 ms later, not before.
        await page.mouse.move(outside.x, outside.y + 300);
        await page.clock.runFor(299);
        await menu.expectStillOpen('299 ms after leaving the menu');
        await page.clock.runFor(1);
        await menu.expectClosed('300 ms after leaving the menu');
        assertClean(opened, 'grace window');
      });
    },
  );

  test(
    'a click on a menu the pointer has opened keeps it open after the pointer leaves (controlled clock)',
    {timeout},
    async () => {
      await withContext(session, {}, async (opened) => {
        const {page} = opened;
        await page.clock.install();
        await visit(page, '/');
        await pauseClock(page);
        const menu = await aboutDropdown(page);
        const trigger = await centre(menu.trigger);
        await page.mouse.move(trigger.x, trigger.y);
        await page.clock.runFor(100);
        await menu.expectOpen('hover');
        await page.mouse.down();
        await page.mouse.up();
        await menu.expectStillOpen('a click on the hovered button');
        await page.mouse.move(trigger.x - 300, trigger.y + 300);
        await page.clock.runFor(1_000);
        await menu.expectStillOpen('after leaving a menu opened by click');
        assertClean(opened, 'click after hover');
      });
    },
  );

  test(
    'without JavaScript, the menu’s links are reachable by hover and by keyboard',
    {timeout},
    async () => {
      await withContext(session, {javaScriptEnabled: false}, async (opened) => {
        const {page} = opened;
        const response = await page.goto('/', {waitUntil: 'load'});
        assert.equal(response?.status(), 200);
        const menu = await aboutDropdown(page);
        assert.equal(
          await menu.link(firstLink.name).isVisible(),
          false,
          'the links show before hover',
        );

        const trigger = await centre(menu.trigger);
        await page.mouse.move(trigger.x, trigger.y);
        await until('the links to show on hover', () => menu.link(lastLink.name).isVisible());
        const link = await centre(menu.link(lastLink.name));
        await page.mouse.move(link.x, link.y, {steps: 5});
        await page.mouse.click(link.x, link.y);
        await page.waitForURL((url) => url.pathname === lastLink.href);
        // Chromium asks for the favicon after the load event; leaving before it has arrived
        // would abort it (a test artefact, not a failure of the site).
        await page.waitForLoadState('networkidle');

        await page.goto('/', {waitUntil: 'load'});
        await page.mouse.move(0, 700);
        const again = await aboutDropdown(page);
        await again.trigger.focus();
        await until('the links to show on focus', () => again.link(firstLink.name).isVisible());
        await page.keyboard.press('Tab');
        assert.equal(await focusedText(page), firstLink.name);
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === firstLink.href);
        assertClean(opened, 'no JavaScript');
      });
    },
  );

  test(
    'on a phone without JavaScript, the footer leads to each link of the menu, or to the page above it, which links to it',
    {timeout},
    async () => {
      await withContext(
        session,
        {javaScriptEnabled: false, viewport: mobileViewport},
        async (opened) => {
          const {page} = opened;
          await page.goto('/', {waitUntil: 'load'});
          const footer = await page
            .locator('footer a[href^="/"]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          for (const {href} of menuLinks) {
            if (footer.includes(href)) continue;
            const parent = entryAt(href)?.parent;
            assert.ok(
              parent && footer.includes(parent),
              `neither ${href} nor the page above it is in the footer`,
            );
            await page.goto(parent, {waitUntil: 'load'});
            const link = page.locator(`main a[href="${href}"]`).first();
            assert.ok(await link.isVisible(), `no visible link to ${href} on ${parent}`);
          }
          assertClean(opened, 'no JavaScript on a phone');
        },
      );
    },
  );
});

/**
 * Turns the mouse wheel down over (x, 600) and resolves once the page has drawn two frames after
 * the wheel event reached it: a scroll the wheel causes shows from the first frame after its event.
 */
async function wheelAt(page, x) {
  await page.evaluate(() => {
    window.__wheeled = new Promise((resolve) => {
      window.addEventListener('wheel', () => resolve(), {once: true, passive: true});
    });
  });
  await page.mouse.move(x, 600);
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => window.__wheeled);
  await framesDrawn(page);
}

describe('mobile menu (390×844)', () => {
  const toggleOf = (page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const sidebarHasFocus = (page) =>
    page.evaluate(() =>
      Boolean(document.querySelector('.navbar-sidebar')?.contains(document.activeElement)),
    );

  test('Escape pressed the instant the menu shows closes it', {timeout}, async () => {
    await withPage({viewport: mobileViewport}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      const toggle = toggleOf(page);
      await escapeTheInstantItOpens(toggle, 'click');
      await until(
        'aria-expanded="false"',
        async () => (await toggle.getAttribute('aria-expanded')) === 'false',
      );
      assertClean(opened, 'mobile menu, Escape at once');
    });
  });

  test(
    'the toggle opens it and focus moves in; Escape closes it and focus returns to the toggle',
    {timeout},
    async () => {
      await withPage({viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        const toggle = toggleOf(page);
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        await toggle.click();
        await until(
          'aria-expanded="true"',
          async () => (await toggle.getAttribute('aria-expanded')) === 'true',
        );
        await until('focus inside the menu', () => sidebarHasFocus(page));
        assert.equal(await focusedText(page), firstLink.name, 'focus lands on the first link');

        await page.keyboard.press('Escape');
        await until(
          'aria-expanded="false"',
          async () => (await toggle.getAttribute('aria-expanded')) === 'false',
        );
        await until('focus back on the toggle', () =>
          toggle.evaluate((element) => element === document.activeElement),
        );

        // The menu's own close button does the same.
        await toggle.click();
        await until('focus inside the menu', () => sidebarHasFocus(page));
        await page.getByRole('button', {name: 'Close navigation bar'}).click();
        await until(
          'aria-expanded="false"',
          async () => (await toggle.getAttribute('aria-expanded')) === 'false',
        );
        await until('focus back on the toggle', () =>
          toggle.evaluate((element) => element === document.activeElement),
        );
        assertClean(opened, 'mobile menu focus');
      });
    },
  );

  test(
    'the menu enters the page when the visitor reaches for the toggle (pointer or focus), closed',
    {timeout},
    async () => {
      const menuCount = (page) => page.locator('.navbar-sidebar').count();
      for (const reach of ['hover', 'focus']) {
        await withPage({viewport: mobileViewport}, async (opened) => {
          const {page} = opened;
          await visit(page, '/');
          assert.equal(
            await menuCount(page),
            0,
            'the closed menu is rendered right after hydration',
          );
          await toggleOf(page)[reach]();
          await until(
            `the menu to be rendered on ${reach}`,
            async () => (await menuCount(page)) === 1,
          );
          assert.equal(await toggleOf(page).getAttribute('aria-expanded'), 'false');
          assert.equal(
            await page
              .locator('.navbar-sidebar')
              .getByRole('link', {name: firstLink.name})
              .isVisible(),
            false,
            `the menu shows on ${reach} alone`,
          );
          assertClean(opened, `reaching for the toggle (${reach})`);
        });
      }
    },
  );

  /**
   * Records, from now on, each CSS transition of the mobile menu's transform that the browser
   * starts: whether the menu was being shown, and the values it runs from and to. A transition is
   * recorded when it is created, so this does not depend on how many frames a loaded machine paints.
   */
  const recordMenuSlides = (page) =>
    page.evaluate(() => {
      window.__menuSlides = [];
      document.addEventListener(
        'transitionrun',
        (event) => {
          if (event.propertyName !== 'transform' || !event.target.matches('.navbar-sidebar')) {
            return;
          }
          const transition = event.target
            .getAnimations()
            .find((animation) => animation.transitionProperty === 'transform');
          const keyframes = transition?.effect.getKeyframes() ?? [];
          window.__menuSlides.push({
            opening: Boolean(event.target.closest('.navbar-sidebar--show')),
            from: keyframes[0]?.transform,
            to: keyframes.at(-1)?.transform,
          });
        },
        true,
      );
    });

  /** Asserts that the menu opened, slid in from off-screen, and took focus. */
  const assertSlidIn = async (page, how) => {
    await until(
      'aria-expanded="true"',
      async () => (await toggleOf(page).getAttribute('aria-expanded')) === 'true',
    );
    await until('focus inside the menu', () => sidebarHasFocus(page));
    await page
      .locator('.navbar-sidebar')
      .getByRole('link', {name: firstLink.name})
      .waitFor({state: 'visible'});
    const slides = await page.evaluate(() => window.__menuSlides);
    const opening = slides.filter((slide) => slide.opening);
    assert.equal(
      opening.length,
      1,
      `${how}: the menu appeared without sliding in (transitions: ${JSON.stringify(slides)})`,
    );
    const [{from, to}] = opening;
    assert.match(from, /-100%/, `${how}: the slide starts off-screen, from ${from}`);
    assert.notEqual(from, to, `${how}: the slide goes somewhere`);
    await until('the slide to end', () =>
      page.locator('.navbar-sidebar').evaluate((menu) => menu.getAnimations().length === 0),
    );
    const offset = await page
      .locator('.navbar-sidebar')
      .evaluate((menu) => menu.getBoundingClientRect().left);
    assert.equal(offset, 0, `${how}: the menu ends at the left edge`);
  };

  test('a tap on the toggle opens the menu, sliding in, focus inside', {timeout}, async () => {
    await withContext(
      session,
      {viewport: mobileViewport, hasTouch: true, isMobile: true},
      async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        await recordMenuSlides(page);
        await toggleOf(page).tap();
        await assertSlidIn(page, 'a tap');
        assertClean(opened, 'tapping the toggle');
      },
    );
  });

  test(
    'the menu slides in even when nothing comes before the click, or the click comes in the same task',
    {timeout},
    async () => {
      // A click alone is what some assistive technology sends; a pointerdown and click in one task
      // is a quick tap on a busy phone. Neither leaves the browser a frame to see the menu closed.
      const clicks = {
        'a click alone': (toggle) => toggle.click(),
        'a pointerdown and click in one task': (toggle) => {
          toggle.dispatchEvent(
            new PointerEvent('pointerdown', {bubbles: true, pointerType: 'touch', isPrimary: true}),
          );
          toggle.click();
        },
      };
      for (const [how, click] of Object.entries(clicks)) {
        await withPage({viewport: mobileViewport}, async (opened) => {
          const {page} = opened;
          await visit(page, '/');
          assert.equal(await page.locator('.navbar-sidebar').count(), 0, `${how}: menu absent`);
          await recordMenuSlides(page);
          await toggleOf(page).evaluate(click);
          await assertSlidIn(page, how);
          assertClean(opened, how);
        });
      }
    },
  );

  test(
    'on a knowledge-base page, which has no docs sidebar, focus moves into the menu too',
    {timeout},
    async () => {
      await withPage({viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        await visit(page, resourcesPath);
        await toggleOf(page).click();
        await until('focus inside the menu', () => sidebarHasFocus(page));
        assert.equal(
          await page.evaluate(() => Boolean(document.activeElement?.closest('[inert]'))),
          false,
          'focus is in the hidden panel',
        );
        await page.keyboard.press('Escape');
        await until('focus back on the toggle', () =>
          toggleOf(page).evaluate((element) => element === document.activeElement),
        );
        assertClean(opened, `mobile menu on ${resourcesPath}`);
      });
    },
  );

  test(
    'the header’s menu is a section of the mobile menu; choosing one of its links navigates and closes the menu',
    {timeout},
    async () => {
      await withPage({viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        await toggleOf(page).click();
        const sidebar = page.locator('.navbar-sidebar');
        const group = sidebar.getByRole('list', {name: menuLabel});
        for (const {name, href} of menuLinks) {
          const link = group.getByRole('link', {name, exact: true});
          await link.waitFor({state: 'visible'});
          assert.equal(await link.getAttribute('href'), href);
        }
        await group.getByRole('link', {name: lastLink.name, exact: true}).click();
        await page.waitForURL((url) => url.pathname === lastLink.href);
        await settle(page);
        await until(
          'the menu to close',
          async () => (await toggleOf(page).getAttribute('aria-expanded')) === 'false',
        );
        await until(
          'the menu’s links to be hidden',
          async () => !(await sidebar.getByRole('link', {name: firstLink.name}).isVisible()),
        );
        assertClean(opened, 'mobile menu section');
      });
    },
  );

  test('the page behind does not scroll while the menu is open', {timeout}, async () => {
    await withPage({viewport: mobileViewport}, async (opened) => {
      const {page} = opened;
      await visit(page, '/');
      await scrollToY(page, 400);
      const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
      await until('the page to scroll to 400', async () => (await scrollY()) === 400);

      await toggleOf(page).click();
      await until('focus inside the menu', () => sidebarHasFocus(page));
      // The wheel over the backdrop (right of the menu), then over the menu itself.
      for (const x of [370, 100]) {
        await wheelAt(page, x);
        assert.equal(
          await scrollY(),
          400,
          `the page scrolled under the open menu (wheel at x=${x})`,
        );
      }

      await page.keyboard.press('Escape');
      await until(
        'the menu to close',
        async () => (await toggleOf(page).getAttribute('aria-expanded')) === 'false',
      );
      // The same wheel, waited for the same way, scrolls the page once the menu is closed.
      await wheelAt(page, 200);
      assert.ok((await scrollY()) > 400, 'the page does not scroll once the menu is closed');
      assertClean(opened, 'scroll lock');
    });
  });

  test(
    'on a phone the header shows the menu button, the logo, the search control and the call to action; the menu’s links only in the menu',
    {timeout},
    async () => {
      await withPage({viewport: mobileViewport}, async (opened) => {
        const {page} = opened;
        await visit(page, '/');
        const visible = await page
          .locator('nav.navbar .navbar__inner')
          .locator('a, button')
          .evaluateAll((elements) =>
            elements
              .filter((element) => {
                const box = element.getBoundingClientRect();
                const style = getComputedStyle(element);
                return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
              })
              .map((element) => ({
                tag: element.tagName,
                href: element.getAttribute('href'),
                label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
                className: element.getAttribute('class') ?? '',
                search: element.hasAttribute('data-search-control'),
                top: element.getBoundingClientRect().top,
              })),
          );
        assert.deepEqual(
          visible.map((control) =>
            control.search
              ? 'search'
              : control.tag === 'BUTTON'
                ? 'menu button'
                : control.href === '/'
                  ? 'logo'
                  : control.href,
          ),
          ['menu button', 'logo', 'search', contactPath],
          `the header at a phone's width shows ${JSON.stringify(visible)}`,
        );
        const cta = visible.at(-1);
        assert.match(cta.className, buttonClass, 'the header’s call to action is not a Button');
        assert.ok(
          Math.abs(cta.top - visible[0].top) < 24,
          'the call to action is not on the row of the menu button',
        );

        // The menu repeats the call to action after its links, as the Button component.
        await toggleOf(page).click();
        const inMenu = page.locator(`.navbar-sidebar a[href="${contactPath}"]`);
        await inMenu.first().waitFor({state: 'visible'});
        assert.match((await inMenu.first().getAttribute('class')) ?? '', buttonClass);
        await inMenu.first().click();
        await page.waitForURL((url) => url.pathname === contactPath);
        assertClean(opened, 'header on a phone');
      });
    },
  );
});

describe('buttons', () => {
  /**
   * Pages with every kind of control: the pages of their own (home, about, pricing, contact, the
   * index pages), the fixture service page (every section component), the fixture post and the
   * not-found page.
   */
  const pages = [
    ...entries.filter((entry) => entry.kind === 'page').map((entry) => entry.path),
    fixtures.service.path,
    fixtures.post.path,
    unknownPath,
  ];
  /** A control styled as a button: by the Button component's class or by the theme's. */
  const buttonStyled = /(^|\s)(button_\w+|button)(\s|$)/.source;

  test(
    'every control styled as a button is drawn by the Button component, with a variant and a size; every plan has its call to action',
    {timeout: 180_000},
    async () => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        const failures = [];
        for (const path of pages) {
          await visit(page, path);
          const controls = await page
            .locator('main a, main button, nav.navbar a, nav.navbar button')
            .evaluateAll(
              (elements, source) =>
                elements
                  .map((element) => ({
                    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
                    className: element.getAttribute('class') ?? '',
                    search: element.hasAttribute('data-search-control'),
                    visible: element.getClientRects().length > 0,
                  }))
                  .filter(
                    (control) => control.visible && new RegExp(source).test(control.className),
                  ),
              buttonStyled,
            );
          // The header's call to action is on every page.
          if (controls.length === 0) failures.push(`${path}: no button at all`);
          for (const control of controls) {
            const ok = [buttonClass, buttonVariantClass, buttonSizeClass].every((pattern) =>
              pattern.test(control.className),
            );
            if (!ok) failures.push(`${path}: "${control.text}" has class "${control.className}"`);
          }
          // A page listing the plans (its ItemList of Offers): each plan's card, found by its
          // heading, ends with a button to the contact page.
          const plans = await page.evaluate((contact) => {
            const nodes = [
              ...document.querySelectorAll('script[type="application/ld+json"]'),
            ].flatMap((script) => {
              const json = JSON.parse(script.textContent);
              return json['@graph'] ?? [json];
            });
            const byId = new Map(nodes.map((node) => [node['@id'], node]));
            const listed = nodes
              .filter((node) => node['@type'] === 'ItemList')
              .flatMap((list) => list.itemListElement ?? [])
              .map((item) => byId.get(item.item?.['@id']))
              .filter((node) => node?.['@type'] === 'Offer');
            return listed.map((offer) => {
              const heading = [...document.querySelectorAll('main h3')].find(
                (element) => element.textContent.trim() === offer.name,
              );
              const action = heading?.closest('li')?.querySelector(`a[href="${contact}"]`);
              return {name: offer.name, className: action?.getAttribute('class') ?? null};
            });
          }, contactPath);
          for (const plan of plans) {
            if (!plan.className || !buttonClass.test(plan.className)) {
              failures.push(`${path}: the plan "${plan.name}" has no button to ${contactPath}`);
            }
          }
        }
        assert.deepEqual(failures, []);
        assertClean(opened, 'buttons');
      });
    },
  );

  test(
    'the header’s call to action is a small default Button leading to the contact page',
    {timeout},
    async () => {
      await withPage({}, async (opened) => {
        const {page} = opened;
        await visit(page, fixtures.service.path);
        const cta = page.locator(`nav.navbar a[href="${contactPath}"]`);
        assert.equal(await cta.count(), 1);
        const className = (await cta.getAttribute('class')) ?? '';
        assert.match(className, /variant-default_/);
        assert.match(className, /size-sm_/);
        await cta.click();
        await page.waitForURL((url) => url.pathname === contactPath);
        assert.equal(pathnameOf(page), contactPath);
        assertClean(opened, 'header call to action');
      });
    },
  );
});
