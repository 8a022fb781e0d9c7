/**
 * `npm start` as a newcomer meets it: the development server of a copy of the project comes up,
 * its pages load with a clean console, and its search either works or says how to make it work.
 * Without a production build, the search dialog says to run `npm run build`; once a build's index
 * is there (build/pagefind, here the test build's), the same dialog finds pages, with no page
 * reload and no error in the console.
 *
 *   node --test tests/dev/     (after npm run build:test: the index comes from build-test/)
 */
/* global document */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, test} from 'node:test';

import {copySite} from '../../scripts/site-copy.mjs';
import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {openBrowser, openPage, problemReport} from '../browser/harness.mjs';
import {blogPath, entries} from '../browser/siteModel.mjs';
import {scheduledPost} from '../fixtures/scheduledPost.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startTimeout = 5 * 60_000;

/** A free port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, output) {
  const deadline = Date.now() + startTimeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the development server stopped (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the development server did not answer within ${startTimeout} ms:\n${output()}`);
}

/** A post the test writes into the copy of the site, with a title far too long for Google. */
const longTitlePost = {
  source: 'blog/2020-01-17-test-fixture-long-title.mdx',
  slug: 'test-fixture-long-title',
  title:
    'A Draft Post Whose Title Runs On Far Longer Than Any Search Result Would Ever Show In Full',
};
longTitlePost.text = [
  '---',
  `slug: ${longTitlePost.slug}`,
  `title: ${longTitlePost.title}`,
  'description: A draft of the development server tests, whose title is too long for search results.',
  'date: 2020-01-17',
  'authors: [AUTHOR]',
  '---',
  '',
  'The draft’s opening, which the author wants to see while writing.',
  '',
  '{/* truncate */}',
  '',
  'The rest of the draft.',
  '',
].join('\n');

const session = {};
let siteDir;
let child;
let log = '';

before(
  async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
    await copySite(projectDir, siteDir, {git: false});
    // A post dated in the future, which a build leaves out and the development server shows.
    fs.copyFileSync(scheduledPost.file, path.join(siteDir, scheduledPost.source));
    // A draft whose title search results would cut, which a build refuses.
    // Its author is the first of the site's authors (blog/authors.yml).
    const author = /^([\w-]+):/m.exec(
      fs.readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8'),
    );
    fs.writeFileSync(
      path.join(siteDir, longTitlePost.source),
      longTitlePost.text.replace('AUTHOR', author[1]),
    );
    const port = await freePort();
    child = spawn(
      process.execPath,
      [
        path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'start',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--no-open',
      ],
      {cwd: siteDir, env: {...process.env, FORCE_COLOR: '0', BROWSER: 'none'}, detached: true},
    );
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    session.origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${session.origin}/`, child, () => log.slice(-4000));
    session.browser = await openBrowser();
    session.context = await session.browser.newContext({baseURL: session.origin});
    session.context.setDefaultTimeout(30_000);
    session.context.setDefaultNavigationTimeout(60_000);
  },
  {timeout: startTimeout + 60_000},
);

after(async () => {
  await session.context?.close().catch(() => {});
  await session.browser?.close().catch(() => {});
  if (child && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  if (siteDir) fs.rmSync(siteDir, {recursive: true, force: true});
});

/** Opens a page of the development server and waits until React has taken it over. */
async function openHydrated(page, pathname) {
  await page.goto(pathname);
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
}

/** A word of an indexable page's title, which the index of a build finds. */
function aWordOfTheSite() {
  const title = entries.find((entry) => entry.indexable && entry.kind === 'post')?.title ?? '';
  const word = title.split(/\W+/).find((candidate) => candidate.length >= 5);
  assert.ok(word, 'no post title with a word to search for');
  return word.toLowerCase();
}

async function searchFor(page, query, status) {
  const dialog = page.locator('dialog[open]');
  if ((await dialog.count()) === 0) {
    await page.keyboard.press('Control+k');
    await dialog.getByRole('combobox').waitFor({state: 'visible'});
  }
  await dialog.getByRole('combobox').fill(query);
  await page.waitForFunction(
    ({expected, wanted}) => {
      const element = document.querySelector('dialog[open]');
      return element?.dataset.query === expected && element.dataset.status === wanted;
    },
    {expected: query, wanted: status},
    {timeout: 30_000},
  );
  return dialog;
}

test(
  'the development server serves the site with a clean console',
  {timeout: 120_000},
  async () => {
    const opened = await openPage(session);
    await openHydrated(opened.page, '/');
    assert.equal(await opened.page.locator('h1').count(), 1);
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    await opened.page.close();
  },
);

test(
  'a post dated in the future is shown, with a note that it is scheduled for its day',
  {timeout: 120_000},
  async () => {
    const opened = await openPage(session);
    const {page} = opened;
    await openHydrated(page, `${blogPath}/${scheduledPost.slug}`);
    const note = page.getByRole('note').filter({hasText: 'Scheduled for'});
    await note.waitFor({state: 'visible'});
    assert.match(
      await note.textContent(),
      new RegExp(
        `^Scheduled for \\w+ \\d{1,2}, ${scheduledPost.day.slice(0, 4)}: a build publishes it from that day on \\([\\w/]+ time\\)`,
      ),
    );
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), []);
    await opened.page.close();
  },
);

test(
  'a title too long for search results is a finding in the terminal, and the draft is served',
  {timeout: 120_000},
  async () => {
    const opened = await openPage(session);
    const {page} = opened;
    await openHydrated(page, `${blogPath}/${longTitlePost.slug}`);
    assert.equal((await page.locator('h1').textContent()).trim(), longTitlePost.title);
    assert.match(
      log,
      new RegExp(`Page check: ${longTitlePost.source}: title is \\d+ characters; search results`),
    );
    await opened.page.close();
  },
);

test(
  'search without a build says how to make its index; with a build’s index it finds pages',
  {timeout: 180_000},
  async () => {
    const opened = await openPage(session);
    const {page} = opened;
    await openHydrated(page, '/');
    const query = aWordOfTheSite();
    const dialog = await searchFor(page, query, 'notBuilt');
    assert.match(await dialog.getByRole('status').textContent(), /npm run build/);
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), [], 'before the build');

    // A production build writes the index where the development server looks for it.
    fs.cpSync(path.join(defaultBuildDir(), 'pagefind'), path.join(siteDir, 'build', 'pagefind'), {
      recursive: true,
    });
    // Another query (a beginning of the same word), so that the dialog searches again.
    await searchFor(page, query.slice(0, -1), 'done');
    assert.ok((await dialog.getByRole('option').count()) > 0, `no result for "${query}"`);
    assert.deepEqual(problemReport(opened.problems, opened.dialogs), [], 'after the build');
    await page.close();
  },
);
