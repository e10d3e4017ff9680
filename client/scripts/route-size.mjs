// Reports the gzipped JavaScript a first visit to a route downloads: the entry, its static imports,
// and the route's lazy chunk with its static imports. Usage: node scripts/route-size.mjs [chunk-prefix]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
const route = process.argv[2] ?? 'landing-page';
const lazyKey = Object.keys(manifest).find((key) => manifest[key].file.includes(`/${route}-`));
const keys = closure(entryKey);
if (lazyKey) closure(lazyKey, keys);

let total = 0;
for (const key of keys) {
  const size = gzipSync(readFileSync(join(dist, manifest[key].file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${manifest[key].file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for ${route}${byFile.size ? '' : ''}`);
