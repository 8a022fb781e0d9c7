/**
 * Writes the Pagefind index of a build. Run by src/plugins/search in a Node process of its own:
 * Pagefind is an ES module only, which the config's loader (jiti) cannot import.
 *
 *   node indexer.mjs < job.json
 *
 * job.json: {"outDir": "...", "outputPath": "...", "pages": [{"file": "about.html", "url": "/about"}],
 *            "excludeSelectors": ["button", ...]} (what Pagefind leaves out of every page).
 * Prints {"indexed": N, "words": N} on success; exits 1 with Pagefind's errors on stderr otherwise.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';

import * as pagefind from 'pagefind';

function check(what, errors) {
  if (errors.length > 0) throw new Error(`${what}: ${errors.join('; ')}`);
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));

try {
  const {index, errors} = await pagefind.createIndex({
    forceLanguage: 'en',
    excludeSelectors: job.excludeSelectors,
  });
  check('Pagefind could not start', errors);
  for (const {file, url} of job.pages) {
    const content = await fs.readFile(path.join(job.outDir, file), 'utf8');
    check(`${file} could not be indexed`, (await index.addHTMLFile({url, content})).errors);
  }
  check(
    'The index could not be written',
    (await index.writeFiles({outputPath: job.outputPath})).errors,
  );
  process.stdout.write(JSON.stringify({indexed: job.pages.length}));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await pagefind.close();
}
