/**
 * A deploy during a visit: a tab of one build is open, hydrated, when the next build replaces it on
 * the host (the files of the old one are gone, as on Cloudflare Pages, whose deployments are whole).
 * Whatever the visitor does next lands on the new build's page, with no crash page: a click, a
 * hover then a click, a click from a page reached inside the old build, and Back. The old tab's
 * runtime asks for its chunks by their old names, which answer 404: Docusaurus reloads the page
 * when a route's chunk fails to load, through the route shards, the startup loader and the
 * prefetching on hover.
 *
 * The builds: the test build (the old one, $SITE_BUILD_DIR) and the next day's build
 * ($SITE_NEXT_BUILD_DIR: the Umami build of `npm test`, built as on the day of the fixtures' post
 * dated later, so it publishes that post, which changes the blog's listing and the pages beside it).
 */
/* global document */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {defaultBuildDir, startServer} from '../../scripts/serve-build.mjs';
import {scheduledPost} from '../fixtures/scheduledPost.mjs';
import {
  desktopViewport,
  openBrowser,
  openPage,
  settle,
  waitAsLongAsNeeded,
} from '../browser/harness.mjs';
import {contactPath, fixtures} from '../browser/siteModel.mjs';

const timeout = 90_000;
const oldBuild = defaultBuildDir();
const nextBuild = path.resolve(process.env.SITE_NEXT_BUILD_DIR ?? 'build-test-umami');
/** The blog's listing: the page above the fixture post. */
const blogPath = fixtures.post.parent;
const newPostPath = `${blogPath}/${scheduledPost.slug}`;

/** The main script of a build, by which the page's runtime is told apart from the other build's. */
function mainScriptOf(root) {
  const name = fs
    .readdirSync(path.join(root, 'assets/js'))
    .find((file) => /^main\.\w+\.js$/.test(file));
  assert.ok(name, `${root} has no main script`);
  return `/assets/js/${name}`;
}

let server;
let browser;

before(async () => {
  for (const [root, has] of [
    [oldBuild, false],
    [nextBuild, true],
  ]) {
    assert.equal(
      fs.existsSync(path.join(root, `${newPostPath.slice(1)}.html`)),
      has,
      `${root} ${has ? 'lacks' : 'has'} the post dated later`,
    );
  }
  assert.notEqual(mainScriptOf(oldBuild), mainScriptOf(nextBuild), 'the two builds share main.js');
  server = await startServer({root: oldBuild});
  browser = await openBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Opens `start` in a fresh tab of the old build, hydrated, runs `beforeDeploy` (moves inside the
 * old build), replaces the build, then runs `afterDeploy`.
 */
async function visitAcrossDeploy({start, beforeDeploy, afterDeploy}) {
  server.replaceBuild(oldBuild);
  const context = await browser.newContext({baseURL: server.url, viewport: desktopViewport});
  waitAsLongAsNeeded(context);
  try {
    const opened = await openPage({context});
    const {page} = opened;
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(start);
    await settle(page);
    await beforeDeploy?.(page);
    assert.ok(await runsBuild(page, oldBuild), 'the tab did not start in the old build');
    server.replaceBuild(nextBuild);
    await afterDeploy(page);
    assert.deepEqual(errors, [], 'uncaught errors in the page');
  } finally {
    await context.close();
  }
}

/** Whether the page's document runs the main script of the build in `root`. */
async function runsBuild(page, root) {
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return scripts.includes(mainScriptOf(root));
}

/** The page shows the new build's blog listing: the post dated later is on it, and no crash page. */
async function assertNewListing(page) {
  await page.waitForURL((url) => url.pathname === blogPath);
  await page.locator(`main a[href="${newPostPath}"]`).first().waitFor({state: 'visible'});
  await settle(page);
  assert.ok(await runsBuild(page, nextBuild), 'the page runs the old build');
  assert.doesNotMatch(await page.locator('main').innerText(), /This page crashed/i);
}

/** The link to the blog's listing in the navbar. */
const blogLink = (page) => page.locator(`nav.navbar a[href="${blogPath}"]`).first();

describe('a deploy during a visit', () => {
  test('a click lands on the new build’s page', {timeout}, async () => {
    await visitAcrossDeploy({
      start: fixtures.post.path,
      afterDeploy: async (page) => {
        await blogLink(page).click();
        await assertNewListing(page);
      },
    });
  });

  test('a hover, then a click, lands on the new build’s page', {timeout}, async () => {
    await visitAcrossDeploy({
      start: fixtures.post.path,
      afterDeploy: async (page) => {
        // The hover asks for the route's chunks ahead of the click: they are gone.
        const refused = page.waitForResponse(
          (response) => response.status() === 404 && /\/assets\/js\//.test(response.url()),
        );
        await blogLink(page).hover();
        await refused;
        await blogLink(page).click();
        await assertNewListing(page);
      },
    });
  });

  test(
    'a click from a page reached inside the old build lands on the new build’s page',
    {timeout},
    async () => {
      await visitAcrossDeploy({
        start: fixtures.post.path,
        beforeDeploy: async (page) => {
          await page.locator(`nav.navbar a[href="${contactPath}"]`).first().click();
          await page.waitForURL((url) => url.pathname === contactPath);
          await settle(page);
          assert.equal(
            await page.evaluate(() => performance.getEntriesByType('navigation').length),
            1,
            'the page was reached inside the app',
          );
        },
        afterDeploy: async (page) => {
          await blogLink(page).click();
          await assertNewListing(page);
        },
      });
    },
  );

  test('Back after the deploy lands on the new build’s page', {timeout}, async () => {
    await visitAcrossDeploy({
      start: fixtures.post.path,
      afterDeploy: async (page) => {
        await blogLink(page).click();
        await assertNewListing(page);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === fixtures.post.path);
        await page.locator('main h1').first().waitFor({state: 'visible'});
        await settle(page);
        assert.ok(await runsBuild(page, nextBuild), 'Back shows the old build');
        assert.doesNotMatch(await page.locator('main').innerText(), /This page crashed/i);
        assert.equal(
          await page.evaluate(() => document.querySelector('main h1')?.textContent?.trim()),
          fixtures.post.title,
        );
      },
    });
  });
});
