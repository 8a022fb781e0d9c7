/**
 * Generated blog posts for the scale test: real-looking articles made from templates and word
 * lists with a seeded random generator, so the same count always gives the same posts. Each post
 * has the front matter the site requires (title, description, date, authors; see
 * src/lib/blogValidation.ts), the site's owner as author, a tag of its tags
 * (src/data/facts/tags.json), a distinct date (one day apart, counting back from 2025-09-03), a title for search
 * results within 60 characters, a truncate marker, and four to six sections.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const newestDate = Date.UTC(2025, 8, 3);
/** The longest title search results show in full; a longer title gets a shorter `title_meta`. */
const maxTitleLength = 60;
const day = 24 * 60 * 60 * 1000;

const openings = [
  'How to Improve',
  'A Practical Guide to',
  'What Nobody Tells You About',
  'Seven Mistakes That Hurt',
  'Measuring',
  'Planning',
  'Auditing',
  'Rethinking',
  'The Quiet Power of',
  'Getting Started With',
];
const topics = [
  'Local SEO',
  'Technical SEO',
  'Content Strategy',
  'Internal Linking',
  'Page Speed',
  'Keyword Research',
  'Schema Markup',
  'Link Building',
  'Email Marketing',
  'Conversion Rates',
  'Answer Engine Optimization',
  'Google Business Profiles',
  'Site Migrations',
  'Topical Authority',
  'Product Pages',
  'Analytics Dashboards',
  'Paid Social',
  'Brand Search',
  'Landing Pages',
  'Content Refreshes',
];
const audiences = [
  'Small Businesses',
  'Law Firms',
  'Dental Practices',
  'SaaS Startups',
  'Independent Consultants',
  'Nonprofits',
  'Home Services',
  'Accountants',
  'Restaurants',
  'Real Estate Agents',
];

const ideas = [
  'Most of the gains come from fixing what already exists rather than publishing more pages',
  'A short monthly review catches problems long before they show up in revenue',
  'Search engines reward pages that answer one question completely',
  'The teams that measure less but act on every number tend to win',
  'Clear navigation helps visitors and crawlers in exactly the same way',
  'Small, steady improvements compound faster than occasional big projects',
  'The best plan is the one your team can actually keep up with',
  'Every page should have one job and one obvious next step',
];
const subjects = [
  'title tags',
  'internal links',
  'service pages',
  'customer reviews',
  'the home page',
  'a content calendar',
  'structured data',
  'the contact form',
  'old blog posts',
  'image sizes',
  'the sitemap',
  'meta descriptions',
];
const verbs = ['review', 'rewrite', 'simplify', 'measure', 'prioritize', 'consolidate', 'test'];
const outcomes = [
  'more qualified enquiries',
  'better rankings for the terms that matter',
  'fewer wasted hours',
  'a clearer picture of what works',
  'pages that load in under two seconds',
  'content that earns links on its own',
];
const headings = [
  'Why it matters',
  'Where to start',
  'A simple checklist',
  'Common pitfalls',
  'How to measure progress',
  'What good looks like',
  'Tools that help',
  'When to ask for help',
  'A real example',
  'Next steps',
];

/** Mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const titleCount = openings.length * topics.length * audiences.length;

/** The `index`th title: every index below 2,000 gives a different one. */
function postTitle(index) {
  if (index >= titleCount) throw new Error(`At most ${titleCount} distinct titles`);
  const opening = openings[index % openings.length];
  const topic = topics[Math.floor(index / openings.length) % topics.length];
  const audience = audiences[Math.floor(index / (openings.length * topics.length))];
  return `${opening} ${topic} for ${audience}`;
}

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Lower-cases words in running text, keeping acronyms and brand casing (SEO, SaaS). */
function inText(phrase) {
  return phrase.replace(/\b([A-Z])([a-z]+)\b/g, (word, first, rest) => first.toLowerCase() + rest);
}

function paragraph(next, topic, audience) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentences = [
    `${pick(ideas)}, and ${inText(topic)} is no exception.`,
    `For ${inText(audience)}, the first step is usually to ${pick(verbs)} ${pick(subjects)} and note what changes over the following weeks.`,
    `Once that is done, ${pick(verbs)} ${pick(subjects)} as well: it is rarely glamorous work, but it leads to ${pick(outcomes)}.`,
    `I often see teams skip this because it feels too simple, yet the results speak for themselves.`,
    `Keep a short log of every change, so that you can connect each improvement to ${pick(outcomes)}.`,
  ];
  const count = 3 + Math.floor(next() * 3);
  return sentences.slice(0, count).join(' ');
}

/** The site's owner's author key and the keys of the blog's tags, from the site's facts. */
async function blogKeys(siteDir) {
  const facts = async (file) =>
    JSON.parse(await fs.readFile(path.join(siteDir, 'src/data/facts', file), 'utf8'));
  return {
    author: (await facts('site.json')).authorKey,
    tags: (await facts('tags.json')).tags.map((tag) => tag.key),
  };
}

/**
 * The MDX source and file name of generated post number `index`, by `author` (the site's
 * owner's key) with one of `tags` (keys of the blog's tags).
 */
function generatePost(index, {author, tags}) {
  const next = random(index + 1);
  const title = postTitle(index);
  const topic = topics[Math.floor(index / openings.length) % topics.length];
  const audience = audiences[Math.floor(index / (openings.length * topics.length))];
  const date = new Date(newestDate - index * day).toISOString().slice(0, 10);
  const slug = slugify(title);
  const description = `${topic} for ${inText(audience)}: what to check first, what to skip, and how to tell whether the work is paying off.`;
  const tag = tags[index % tags.length];
  const sectionCount = 4 + Math.floor(next() * 3);
  const start = Math.floor(next() * headings.length);
  const sections = Array.from({length: sectionCount}, (_, section) => {
    const heading = headings[(start + section) % headings.length];
    return `## ${heading}\n\n${paragraph(next, topic, audience)}\n\n${paragraph(next, topic, audience)}`;
  });
  const source = `---
slug: ${slug}
title: ${JSON.stringify(title)}${title.length > maxTitleLength ? `\ntitle_meta: ${JSON.stringify(`${title.slice(0, title.indexOf(' for '))}`)}` : ''}
description: ${JSON.stringify(description)}
date: ${date}
authors: [${author}]
tags: [${tag}]
---

${paragraph(next, topic, audience)}

{/* truncate */}

${sections.join('\n\n')}
`;
  return {file: `${date}-${slug}.mdx`, source};
}

/**
 * Writes generated posts number `from` to `to - 1` into `blogDir` (a site's blog/), by the site's
 * owner.
 */
export async function writePosts(blogDir, from, to) {
  const {author, tags} = await blogKeys(path.dirname(blogDir));
  if (!author || tags.length === 0) {
    throw new Error(
      `${blogDir}: generated posts need the owner's author key (site.json) and a tag (tags.json)`,
    );
  }
  for (let index = from; index < to; index += 1) {
    const {file, source} = generatePost(index, {author, tags});
    await fs.writeFile(path.join(blogDir, file), source);
  }
}
