// What the client build reads: when none of it changed, the built client in client/dist is still current.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CLIENT_HASH_FILE = '.inputs-hash';

const INPUTS = [
  'client/src',
  'client/public',
  'client/vite-plugins',
  'client/index.html',
  'client/graphiql.html',
  'client/vite.config.ts',
  'client/package.json',
  'client/tsconfig.json',
  'common/src',
  'package-lock.json',
];

/** A hash of every client build input's path and bytes, in a stable order. */
export function clientInputsHash(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(file.slice(root.length));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true })
    .map((entry) => join(path, entry))
    .filter((file) => statSync(file).isFile())
    .sort();
}
