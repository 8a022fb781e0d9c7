/**
 * When each file last changed: the date of its last commit, read from Git in one pass, or the
 * file's own modification date when Git does not know it (a new file, a build outside a checkout).
 * sitemap.xml's lastmod and the model's `lastModified` come from here.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** The date of the last commit of every file Git tracks under `folders` (relative paths). */
async function gitDates(siteDir: string, folders: readonly string[]): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  try {
    const {stdout: top} = await run('git', ['rev-parse', '--show-toplevel'], {cwd: siteDir});
    const root = top.trim();
    const {stdout} = await run(
      'git',
      ['log', '--format=%x00%cs', '--name-only', '--no-renames', '--', ...folders],
      {cwd: siteDir, maxBuffer: 64 * 1024 * 1024},
    );
    let date = '';
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) {
        date = line.slice(1);
      } else if (line.trim() !== '') {
        // Newest commits come first: the first date seen for a file is its last change.
        const file = path.relative(siteDir, path.join(root, line)).split(path.sep).join('/');
        if (!dates.has(file)) dates.set(file, date);
      }
    }
  } catch {
    // Not a Git checkout, or Git is missing: the files' own dates stand in.
  }
  return dates;
}

/** The last-change date (YYYY-MM-DD) of each of `files`, relative to `siteDir`. */
export async function lastChangeDates(
  siteDir: string,
  files: readonly string[],
): Promise<Map<string, string>> {
  const folders = [...new Set(files.map((file) => file.split('/').slice(0, 2).join('/')))];
  const fromGit = await gitDates(siteDir, folders);
  const dates = new Map<string, string>();
  await Promise.all(
    files.map(async (file) => {
      const known = fromGit.get(file);
      if (known) {
        dates.set(file, known);
        return;
      }
      try {
        const {mtime} = await fs.stat(path.join(siteDir, file));
        dates.set(file, mtime.toISOString().slice(0, 10));
      } catch {
        // A file that is gone has no date.
      }
    }),
  );
  return dates;
}
