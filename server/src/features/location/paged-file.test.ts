import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PagedFile } from './paged-file';

let dir: string;
let path: string;
// 10,000 bytes: two full 4,096-byte pages and a short last one.
const content = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 31 + (i >> 8)) % 256));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'paged-file-'));
  path = join(dir, 'data.bin');
  writeFileSync(path, content);
});
afterAll(() => rmSync(dir, { recursive: true }));

it('reads the same bytes as the file holds, within a page, across pages and at its end', () => {
  const file = new PagedFile(path, { pageSize: 4096, maxPages: 2 });
  expect(file.size).toBe(content.length);
  for (const [offset, length] of [
    [0, 1],
    [4090, 12],
    [100, 9000],
    [0, 10_000],
    [9990, 10],
    [9995, 100],
    [8192, 1808],
  ]) {
    expect(file.read(offset, length)).toEqual(content.subarray(offset, offset + length));
  }
  expect(file.read(10_000, 4)).toHaveLength(0);
  file.close();
});

it('holds at most its page limit, evicting the least recently used page and reading it again when asked', () => {
  const file = new PagedFile(path, { pageSize: 1000, maxPages: 3 });
  for (let offset = 0; offset < content.length; offset += 250) {
    expect(file.read(offset, 4)).toEqual(content.subarray(offset, offset + 4));
    expect(file.cachedBytes).toBeLessThanOrEqual(3000);
  }
  expect(file.read(0, 10_000)).toEqual(content); // every page again, through a 3-page cache
  expect(file.cachedBytes).toBe(3000);
  file.close();
});
