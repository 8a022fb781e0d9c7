import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {socialCards} from '../cache';

describe('the cache of social cards', () => {
  it('gives two callers that want one card at once the same drawing, and leaves one file', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cache-'));
    try {
      const draw = await socialCards(siteDir);
      const content = {title: 'A Card Two Callers Want at Once', section: 'Blog'};
      const [first, second] = await Promise.all([draw(content), draw(content)]);
      expect(first.equals(second)).toBe(true);
      const root = path.join(siteDir, 'node_modules', '.cache', 'social-images');
      const files = fs
        .readdirSync(root)
        .flatMap((design) => fs.readdirSync(path.join(root, design)));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[0-9a-f]{64}\.png$/);
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
