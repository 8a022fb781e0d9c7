/**
 * The daily deploy's summary of posts (scripts/publishing-report.mjs), on a build and a blog of the
 * test's own: the posts whose day came since the previous deploy, and those still scheduled.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import {publishingReport} from '../../scripts/publishing-report.mjs';

let dir;
const post = (slug, date) => ({kind: 'post', path: `/blog/${slug}`, title: `Post ${slug}`, date});

before(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'publishing-report-'));
  await fs.mkdir(path.join(dir, 'build-hosting'), {recursive: true});
  await fs.mkdir(path.join(dir, 'blog'));
  // The build of 2026-12-02 just after midnight in New York: it publishes the posts up to that day.
  const entries = [
    post('older', '2026-11-20'),
    post('yesterday', '2026-12-01'),
    post('today', '2026-12-02'),
    {kind: 'service', path: '/services/x', title: 'A service', date: '2026-12-02'},
  ];
  await fs.writeFile(path.join(dir, 'build-hosting/content-model.json'), JSON.stringify({entries}));
  const file = (name, frontMatter) =>
    fs.writeFile(path.join(dir, 'blog', name), `---\n${frontMatter}\n---\n\nText.\n`);
  await file('2026-12-09-next-week.mdx', 'title: Next Week’s Post\ndate: 2026-12-09');
  await file('2026-12-03-tomorrow.md', 'title: Tomorrow’s Post');
  await file('2026-12-02-today.mdx', 'title: Post today\ndate: 2026-12-02');
  await file('2026-12-20-draft.mdx', 'title: A Draft\ndate: 2026-12-20\ndraft: true');
});

after(() => fs.rm(dir, {recursive: true, force: true}));

const report = (since) =>
  publishingReport({
    blogDir: path.join(dir, 'blog'),
    buildDir: path.join(dir, 'build'),
    since: new Date(since),
    now: new Date('2026-12-02T05:10:00Z'),
  });

test('lists the posts whose day came since the previous deploy, and only posts', () => {
  const text = report('2026-12-01T05:10:00Z');
  assert.match(
    text,
    /Published since 2026-12-01T05:10:00\.000Z:\n\n- Post today: `\/blog\/today` \(2026-12-02\)\n\n/,
  );
  for (const other of ['Post older', 'Post yesterday', 'A service']) {
    assert.ok(!text.includes(other), `${other} is in the report:\n${text}`);
  }
});

test('a deploy that missed a day lists the posts of both days', () => {
  const text = report('2026-11-30T05:10:00Z');
  assert.match(text, /- Post yesterday: [^\n]+\n- Post today: /);
});

test('says so when no post came due', () => {
  assert.match(
    report('2026-12-02T05:09:00Z'),
    /No scheduled post came due since 2026-12-02T05:09:00\.000Z\./,
  );
});

test('lists the posts still scheduled, soonest first, with their day; not drafts', () => {
  const text = report('2026-12-01T05:10:00Z');
  assert.match(
    text,
    /Scheduled[^\n]*:\n\n- 2026-12-03: Tomorrow’s Post \(`blog\/2026-12-03-tomorrow\.md`\)\n- 2026-12-09: Next Week’s Post \(`blog\/2026-12-09-next-week\.mdx`\)\n$/,
  );
  assert.ok(!text.includes('A Draft'));
});
