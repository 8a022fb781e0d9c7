/**
 * No address of the live site is lost (scripts/address-check.mjs): a change whose build keeps each
 * address of the live sitemap as a page or a redirect passes; one that renames a slug or deletes a
 * page without a redirect is refused, naming the address and the field that keeps it; a redirect
 * to a redirect, to itself or to no page is refused. On sitemaps and models of the test's own.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, describe, test} from 'node:test';

import {addressProblems, sitemapPaths} from '../../scripts/address-check.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sitemap = (paths) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((each) => `<url><loc>https://www.example.org${each}</loc></url>`)
    .join('')}</urlset>\n`;

const live = ['/', '/services', '/blog/first-post', '/blog/second-post'];
const model = (paths, redirects = []) => ({
  entries: paths.map((each) => ({path: each})),
  redirects,
});

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

describe('the addresses of the live site', () => {
  test('are read from its sitemap as paths', () => {
    assert.deepEqual(sitemapPaths(sitemap(live)), live);
  });

  test('kept as pages, or as redirects to the pages that replaced them, pass', () => {
    assert.deepEqual(addressProblems({live, model: model(live)}), []);
    const renamed = model(
      ['/', '/services', '/blog/first-post', '/blog/a-better-slug'],
      [{from: '/blog/second-post', to: '/blog/a-better-slug'}],
    );
    assert.deepEqual(addressProblems({live, model: renamed}), []);
  });

  test('a slug renamed or a page deleted without a redirect is refused, naming the address', () => {
    const renamed = model(['/', '/services', '/blog/first-post', '/blog/a-better-slug']);
    assert.deepEqual(addressProblems({live, model: renamed}), [
      '/blog/second-post is an address of the live site, and this change removes it: add it to "Redirect from" (redirect_from) of the page or post that replaces it, so that visitors and search engines are sent there with a 301',
    ]);
  });

  test('a redirect to a redirect, to itself or to no page is refused', () => {
    const problems = addressProblems({
      live: [],
      model: model(
        ['/', '/blog/new'],
        [
          {from: '/blog/oldest', to: '/blog/old'},
          {from: '/blog/old', to: '/blog/new'},
          {from: '/blog/loop', to: '/blog/loop'},
          {from: '/blog/gone', to: '/blog/nowhere'},
        ],
      ),
    });
    assert.deepEqual(problems, [
      '/blog/oldest redirects to /blog/old, which redirects again to /blog/new: redirect /blog/oldest to /blog/new directly',
      '/blog/loop redirects to itself: remove it from "Redirect from" of /blog/loop',
      '/blog/gone redirects to /blog/nowhere, which is no page of the site',
    ]);
  });

  test('the command refuses a build that loses an address, and says when the live site cannot be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'address-check-'));
    folders.push(dir);
    fs.mkdirSync(path.join(dir, 'build-hosting'));
    fs.writeFileSync(
      path.join(dir, 'build-hosting/content-model.json'),
      JSON.stringify(model(['/', '/services', '/blog/first-post'])),
    );
    fs.writeFileSync(path.join(dir, 'live.xml'), sitemap(live));
    const run = (where) =>
      spawnSync(
        process.execPath,
        [
          path.join(projectDir, 'scripts/address-check.mjs'),
          '--live',
          where,
          '--build',
          path.join(dir, 'build'),
        ],
        {encoding: 'utf8'},
      );
    const refused = run(path.join(dir, 'live.xml'));
    assert.equal(refused.status, 1);
    assert.match(refused.stdout, /- \/blog\/second-post is an address of the live site/);
    const unread = run(path.join(dir, 'no-such-sitemap.xml'));
    assert.equal(unread.status, 0);
    assert.match(unread.stdout, /^The addresses of the live site were not checked: /);
  });
});
