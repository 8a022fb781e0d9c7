import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {writeFileAtomic} from '../writeFileAtomic.cjs';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-atomic-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Files of the folder, one per test, in a stable order. */
const filesIn = (folder: string) => fs.readdirSync(folder).sort();

/** Two writes of each of `count` files at once, as two callers in one process make them. */
async function race(write: (file: string, data: string) => Promise<void>, count = 10) {
  const files = Array.from({length: count}, (_, index) => path.join(dir, `report-${index}.json`));
  const results = await Promise.allSettled(
    files.flatMap((file) => [write(file, '{"from":"first"}'), write(file, '{"from":"second"}')]),
  );
  return {files, results};
}

describe('a file written then renamed', () => {
  it('the race is real: two writes at once under one temporary name per process lose a rename', async () => {
    // The way every such write was made before: one temporary name for the process.
    const sharedName = async (file: string, data: string) => {
      const temporary = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, file);
    };
    const {results} = await race(sharedName);
    const failures = results.filter((result) => result.status === 'rejected');
    expect(failures.length).toBeGreaterThan(0);
    expect(String((failures[0] as PromiseRejectedResult).reason)).toMatch(/ENOENT/);
  });

  it('two writes of one file at once both succeed, and the file holds one of them whole', async () => {
    const {files, results} = await race(writeFileAtomic);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    for (const file of files) {
      expect(['{"from":"first"}', '{"from":"second"}']).toContain(fs.readFileSync(file, 'utf8'));
    }
    expect(filesIn(dir)).toEqual(files.map((file) => path.basename(file)).sort());
  });

  it('makes the folder of the file', async () => {
    const file = path.join(dir, 'cards', 'blog', 'a.png');
    await writeFileAtomic(file, Buffer.from([1, 2, 3]));
    expect([...fs.readFileSync(file)]).toEqual([1, 2, 3]);
  });

  it('a write that fails rejects with the error where it is made, and leaves no temporary file', async () => {
    // A folder with a file in it cannot be replaced by a file: the rename fails.
    const target = path.join(dir, 'taken');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'inside'), 'x');
    await expect(writeFileAtomic(target, 'text')).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST|EPERM/);
    expect(filesIn(dir)).toEqual(['taken']);
  });
});
