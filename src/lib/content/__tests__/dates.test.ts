/** Each page is dated by its own file: its last commit, or the file's own date outside Git. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {lastChangeDates} from '../dates';

function commit(dir: string, file: string, text: string, date: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), text);
  const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: dir,
      env,
    });
  git('add', file);
  git('commit', '-q', '-m', file);
}

describe('lastChangeDates', () => {
  it('takes each file’s last commit, and the file’s date when Git does not know it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dates-'));
    try {
      execFileSync('git', ['init', '-q'], {cwd: dir});
      commit(dir, 'src/content/pages/a.mdx', 'one', '2021-01-02T12:00:00Z');
      commit(dir, 'src/content/pages/b.mdx', 'one', '2022-05-06T12:00:00Z');
      commit(dir, 'src/content/pages/a.mdx', 'two', '2023-07-08T12:00:00Z');
      fs.writeFileSync(path.join(dir, 'src/content/pages/new.mdx'), 'new');
      const when = new Date('2024-09-10T12:00:00Z');
      fs.utimesSync(path.join(dir, 'src/content/pages/new.mdx'), when, when);
      const dates = await lastChangeDates(dir, [
        'src/content/pages/a.mdx',
        'src/content/pages/b.mdx',
        'src/content/pages/new.mdx',
      ]);
      expect(Object.fromEntries(dates)).toEqual({
        'src/content/pages/a.mdx': '2023-07-08',
        'src/content/pages/b.mdx': '2022-05-06',
        'src/content/pages/new.mdx': '2024-09-10',
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
