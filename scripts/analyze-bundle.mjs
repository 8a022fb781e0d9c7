/**
 * Where the JavaScript bytes go: builds the site with the bundle-stats plugin turned on
 * (SITE_BUNDLE_STATS=1), then prints, for main.js and for any chunk named on the command line,
 * its weight by npm package (or by folder of our own source), largest first.
 *
 *   node scripts/analyze-bundle.mjs            build, then analyse main.js
 *   node scripts/analyze-bundle.mjs --no-build analyse the stats of the last such build
 *
 * Sizes are of the minified module sources as the bundler reports them, before gzip; the gzip
 * column is the whole chunk file's, for scale.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import zlib from 'node:zlib';

const root = process.cwd();
const buildDir = path.resolve(process.env.SITE_BUILD_DIR || 'build');
const statsFile = path.join(`${buildDir}-stats`, 'chunks.json');

if (!process.argv.includes('--no-build')) {
  const result = spawnSync('npx', ['docusaurus', 'build'], {
    stdio: 'inherit',
    env: {...process.env, SITE_BUNDLE_STATS: '1'},
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!fs.existsSync(statsFile)) {
  console.error(`No ${statsFile}: run without --no-build first.`);
  process.exit(1);
}

/** "node_modules/@scope/name/…" → "@scope/name"; "./src/components/X/…" → "src/components". */
function groupOf(name) {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(
    clean.split('node_modules/').length > 2
      ? `node_modules/${clean.split('node_modules/').pop()}`
      : clean,
  );
  if (match) return match[1];
  const own = /^\.\/((?:[^/]+\/){0,2})/.exec(clean);
  return own ? own[1].replace(/\/$/, '') || clean : clean;
}

const chunks = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const selected = chunks.filter(
  (chunk) =>
    chunk.names.includes('main') ||
    wanted.some((name) => chunk.names.includes(name) || chunk.files.some((f) => f.includes(name))),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const chunk of selected) {
  const file = chunk.files.find((f) => fs.existsSync(path.join(buildDir, f)));
  const bytes = file ? fs.readFileSync(path.join(buildDir, file)) : Buffer.alloc(0);
  const total = chunk.modules.reduce((sum, m) => sum + m.size, 0);
  console.log(
    `\n${chunk.names.join(', ') || chunk.id}  ${file ?? ''}  modules ${kb(total)}, file ${kb(bytes.length)}, gzip ${kb(zlib.gzipSync(bytes, {level: 9}).length)}`,
  );
  const groups = new Map();
  for (const module of chunk.modules) {
    const group = groupOf(module.name);
    const entry = groups.get(group) ?? {size: 0, count: 0, top: []};
    entry.size += module.size;
    entry.count += 1;
    if (entry.top.length < 3) entry.top.push(module.name.split('/').slice(-2).join('/'));
    groups.set(group, entry);
  }
  const rows = [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, 30);
  for (const [group, {size, count, top}] of rows) {
    console.log(
      `  ${kb(size).padStart(9)}  ${((100 * size) / total).toFixed(1).padStart(5)}%  ${String(count).padStart(4)}  ${group.padEnd(42)} ${top.join(', ')}`,
    );
  }
}
console.log(`\n(stats: ${path.relative(root, statsFile)})`);
