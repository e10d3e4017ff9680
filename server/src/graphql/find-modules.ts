import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
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

type ResolverClass = new (...args: never[]) => object;
const loadModule = createRequire(__filename);

/** Every exported class of every `*.resolver` file under features/: a feature adds resolvers without a shared list. */
export function loadResolvers(): [ResolverClass, ...ResolverClass[]] {
  const classes: ResolverClass[] = [];
  for (const file of findFiles(path.resolve(__dirname, '../features'), '.resolver')) {
    const exports = loadModule(file) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (typeof value === 'function') classes.push(value as ResolverClass);
  }
  const [first, ...rest] = classes;
  if (first === undefined) throw new Error('No resolvers found');
  return [first, ...rest];
}
