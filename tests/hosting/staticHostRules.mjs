/**
 * The rules of a build's `_redirects` and `_headers` files, read as the site means them, and a
 * check of each against what a host actually answers: every redirect with its status and target
 * (query kept), every header block on files of the build its pattern matches. A rule the host
 * ignores, or reads differently (joins two values, keeps a header the rule removes), is reported
 * with the rule (its file, line and text) and the response.
 *
 * What the site means: a header set by a block holds for the paths its pattern matches (`*`: any
 * characters, slashes included), unless a later matching block sets or removes (`! Name`) it.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

/** The redirect rules: `{line, text, from, to, status}` (status as written: "301", "301!"). */
function parseRedirects(text) {
  const rules = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [from, to, status = '302'] = line.split(/\s+/);
    rules.push({line: index + 1, text: line, from, to, status});
  });
  return rules;
}

/**
 * The header blocks: `{line, pattern, entries}`, each entry `{line, text, name, value}` or
 * `{line, text, name, remove: true}`.
 */
function parseHeaders(text) {
  const blocks = [];
  let current;
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    const line = index + 1;
    if (!/^\s/.test(raw)) {
      current = {line, pattern: raw.trim(), entries: []};
      blocks.push(current);
      return;
    }
    const text = raw.trim();
    if (text.startsWith('!')) {
      current?.entries.push({line, text, name: text.slice(1).trim(), remove: true});
    } else {
      const colon = text.indexOf(':');
      current?.entries.push({
        line,
        text,
        name: text.slice(0, colon).trim(),
        value: text.slice(colon + 1).trim(),
      });
    }
  });
  return blocks;
}

function patternRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Whether a `_headers` pattern (a path, `*` for any characters) matches `pathname`. */
const matches = (pattern, pathname) => patternRegExp(pattern).test(pathname);

/**
 * The headers the site means a path to be answered with, by the blocks that match it: name (lower
 * case) → `{value, rule}`, or `{absent: true, rule}` for a header a block removes and none sets again.
 */
function meantHeaders(blocks, pathname) {
  const meant = new Map();
  for (const block of blocks) {
    if (!matches(block.pattern, pathname)) continue;
    for (const entry of block.entries) {
      const rule = `${block.pattern} (line ${block.line}): ${entry.text}`;
      meant.set(
        entry.name.toLowerCase(),
        entry.remove ? {absent: true, rule} : {value: entry.value, rule},
      );
    }
  }
  return meant;
}

/** Files of the build a pattern matches, as paths: a few of each, spread over the list. */
function samplePaths(pattern, files, count = 4) {
  if (!pattern.includes('*')) return [pattern];
  const matching = files.map((file) => `/${file}`).filter((pathname) => matches(pattern, pathname));
  if (matching.length <= count) return matching;
  return Array.from(
    {length: count},
    (_, index) => matching[Math.floor((index * (matching.length - 1)) / (count - 1))],
  );
}

/** The rules files themselves, which the host reads and does not serve. */
const rulesFiles = new Set(['_headers', '_redirects']);

/**
 * Checks every rule of the build's `_redirects` and `_headers` against the host at `origin`;
 * returns the problems, each naming the rule and the response (none when the host honours every
 * rule as the site means it), and the header blocks no file of the build matches, which cannot be
 * checked. `request(pathname)` answers `{status, headers}` without following redirects.
 */
export async function checkStaticHostRules({root, files, request}) {
  const problems = [];
  const unchecked = [];
  const served = files.filter((file) => !rulesFiles.has(file));
  const read = (name) => fsp.readFile(path.join(root, name), 'utf8');

  for (const rule of parseRedirects(await read('_redirects'))) {
    const where = `_redirects line ${rule.line} "${rule.text}"`;
    const probe = 'utm_source=rules-check&x=1';
    const response = await request(`${rule.from}?${probe}`);
    const status = String(response.status);
    const location = response.headers.location;
    if (status !== rule.status || location !== `${rule.to}?${probe}`) {
      problems.push(
        `${where}: ${rule.from}?${probe} answered ${status}${location ? ` to ${location}` : ''}, not ${rule.status} to ${rule.to}?${probe}`,
      );
    }
  }

  const blocks = parseHeaders(await read('_headers'));
  const checked = new Set();
  for (const block of blocks) {
    const paths = samplePaths(block.pattern, served);
    if (paths.length === 0) unchecked.push(`_headers line ${block.line} "${block.pattern}"`);
    for (const pathname of paths) {
      if (checked.has(pathname)) continue;
      checked.add(pathname);
      const response = await request(pathname);
      for (const [name, meant] of meantHeaders(blocks, pathname)) {
        const actual = response.headers[name];
        if (meant.absent ? actual !== undefined : actual !== meant.value) {
          problems.push(
            `_headers ${meant.rule}: ${pathname} answered ${response.status} with ` +
              `${name}: ${actual === undefined ? '(none)' : `"${actual}"`}`,
          );
        }
      }
    }
  }
  return {problems, unchecked};
}
