import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Files under `dir` whose names end in `suffix` (.ts under Jest, .js when built). */
export function findFiles(dir: string, suffix: string): string[] {
  const ext = path.extname(__filename);
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findFiles(full, suffix));
    else if (entry.name.endsWith(`${suffix}${ext}`)) found.push(full);
  }
  return found.sort();
}

/** Every exported class of every `*.resolver` file under features/: a feature adds resolvers without a shared list. */
export function loadResolvers(): [Function, ...Function[]] {
  const classes: Function[] = [];
  for (const file of findFiles(path.resolve(__dirname, '../features'), '.resolver')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(file) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (typeof value === 'function') classes.push(value);
  }
  if (classes.length === 0) throw new Error('No resolvers found');
  return classes as [Function, ...Function[]];
}
