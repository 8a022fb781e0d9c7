/**
 * What a build publishes on its day, for the summary of the daily deploy: the posts whose day came
 * since the previous deploy (dated after `--since`, up to the moment of the build), and the posts
 * still scheduled, each with the day it goes live. Markdown on standard output.
 *
 *   node scripts/publishing-report.mjs [--build build] [--since 2026-12-01T05:10:00Z]
 *
 * The posts published are read from the build's content model (build-hosting/content-model.json),
 * the scheduled ones from the blog's files, which a production build leaves out until their day.
 * The moment of the build is now, or SITE_BUILD_TIME, as for the build itself (src/lib/schedule.ts).
 * Without `--since`, the day before the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import matter from '@11ty/gray-matter';

const require = createRequire(import.meta.url);
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** When posts go live: the site's own rules, loaded as Docusaurus loads its config (jiti). */
const schedule = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true})(
  path.join(projectDir, 'src/lib/schedule.ts'),
);

const dayOf = (date) => new Date(date).toISOString().slice(0, 10);

/** The blog's posts that a build at `now` leaves out: `{title, day, file}`, soonest first. */
function scheduledPosts(blogDir, now) {
  const posts = [];
  for (const file of fs.readdirSync(blogDir).filter((name) => /\.mdx?$/.test(name))) {
    const {data} = matter(fs.readFileSync(path.join(blogDir, file), 'utf8'));
    const date = data.date ?? /^(\d{4}-\d{2}-\d{2})-/.exec(file)?.[1];
    if (date === undefined || data.draft === true) continue;
    if (schedule.isScheduled(date, now))
      posts.push({title: data.title ?? file, day: dayOf(date), file});
  }
  return posts.sort((a, b) => a.day.localeCompare(b.day));
}

/** The report, as Markdown, of the build in `buildDir` of the blog in `blogDir`. */
export function publishingReport({blogDir, buildDir, since, now}) {
  const modelFile = `${path.resolve(buildDir)}-hosting/content-model.json`;
  const {entries} = JSON.parse(fs.readFileSync(modelFile, 'utf8'));
  const published = entries
    .filter((entry) => entry.kind === 'post' && entry.date)
    .filter((entry) => {
      const live = schedule.publicationTime(entry.date).getTime();
      return live > since.getTime() && live <= now.getTime();
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  const scheduled = scheduledPosts(blogDir, now);
  const lines = [`### Posts (build of ${now.toISOString()})`, ''];
  if (published.length === 0) {
    lines.push(`No scheduled post came due since ${since.toISOString()}.`);
  } else {
    lines.push(`Published since ${since.toISOString()}:`, '');
    for (const post of published) lines.push(`- ${post.title}: \`${post.path}\` (${post.date})`);
  }
  lines.push('');
  if (scheduled.length === 0) {
    lines.push('No post is scheduled for a later day.');
  } else {
    lines.push('Scheduled, each published by the daily deploy on its day (New York time):', '');
    for (const post of scheduled)
      lines.push(`- ${post.day}: ${post.title} (\`blog/${post.file}\`)`);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const now = schedule.buildTime();
  const sinceText = option('--since');
  const since = sinceText ? new Date(sinceText) : new Date(now.getTime() - 24 * 3600 * 1000);
  if (Number.isNaN(since.getTime())) {
    process.stderr.write(`--since must be a date and time, such as 2026-12-01T05:10:00Z\n`);
    process.exit(2);
  }
  process.stdout.write(
    publishingReport({
      blogDir: path.join(projectDir, 'blog'),
      buildDir: option('--build') ?? 'build',
      since,
      now,
    }),
  );
}
