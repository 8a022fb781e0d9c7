/**
 * No address of the live site is lost: every address of the live site's sitemap.xml is, in the
 * build of a change, still a page or the source of a redirect (a 301 to the page that replaced it,
 * from a page's or a post's `redirect_from`). A renamed slug or a deleted page without one is
 * refused, naming the address and what to do; so is a redirect that leads to another redirect (a
 * chain) or back to itself (a loop). The checks of a pull request run it against the live site
 * (.github/workflows/checks.yml), the page check lists what it finds.
 *
 *   node scripts/address-check.mjs --live https://www.example.com/sitemap.xml [--build build]
 *   node scripts/address-check.mjs --live saved-sitemap.xml
 */
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

/** The paths of a sitemap.xml's addresses, in its order. */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(({1: loc}) => {
    const {pathname} = new URL(loc.replaceAll('&amp;', '&'));
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  });
}

/**
 * The problems of a build's content model (`{entries, redirects}`) against the live site's
 * addresses, each a sentence the owner can act on.
 */
export function addressProblems({live, model}) {
  const pages = new Set(model.entries.map((entry) => entry.path));
  const sources = new Map(model.redirects.map((redirect) => [redirect.from, redirect.to]));
  const problems = [];
  for (const address of live) {
    if (pages.has(address) || sources.has(address)) continue;
    problems.push(
      `${address} is an address of the live site, and this change removes it: add it to "Redirect from" (redirect_from) of the page or post that replaces it, so that visitors and search engines are sent there with a 301`,
    );
  }
  for (const {from, to} of model.redirects) {
    if (from === to) {
      problems.push(`${from} redirects to itself: remove it from "Redirect from" of ${to}`);
    } else if (sources.has(to)) {
      problems.push(
        `${from} redirects to ${to}, which redirects again to ${sources.get(to)}: redirect ${from} to ${sources.get(to)} directly`,
      );
    } else if (!pages.has(to)) {
      problems.push(`${from} redirects to ${to}, which is no page of the site`);
    }
  }
  return problems;
}

/** The live sitemap's text, from its address or a file. */
async function readLive(where) {
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where, {redirect: 'follow'});
    if (!response.ok) throw new Error(`${where} answered ${response.status}`);
    return response.text();
  }
  return fs.readFileSync(where, 'utf8');
}

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const where = option('live');
  const buildDir = path.resolve(option('build') ?? 'build');
  if (!where) {
    process.stderr.write('Usage: node scripts/address-check.mjs --live SITEMAP [--build build]\n');
    process.exit(2);
  }
  let xml;
  try {
    xml = await readLive(where);
  } catch (error) {
    // The live site cannot be read (not published yet, or down): nothing is refused, and the
    // summary says the check could not run.
    process.stdout.write(
      `The addresses of the live site were not checked: ${where} could not be read (${error.message}).\n`,
    );
    process.exit(0);
  }
  const model = JSON.parse(
    fs.readFileSync(path.join(`${buildDir}-hosting`, 'content-model.json'), 'utf8'),
  );
  const live = sitemapPaths(xml);
  const problems = addressProblems({live, model});
  if (problems.length === 0) {
    process.stdout.write(
      `Every address of the live site (${live.length}) is still a page or a redirect of this build.\n`,
    );
  } else {
    process.stdout.write(
      `Addresses of the live site this change would lose:\n${problems.map((p) => `- ${p}`).join('\n')}\n`,
    );
    process.exitCode = 1;
  }
}
