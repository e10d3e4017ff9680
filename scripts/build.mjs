// `npm run build` (and so `npm start`): builds only what changed since the last build.
// - common and server: `tsc -b` (incremental; up to date in well under a second when nothing changed);
// - server/dist: compiled files whose source is gone are removed (a renamed migration or resolver would
//   otherwise still be loaded from its stale copy);
// - client: the two Vite builds run only when their inputs' hash differs from the one kept in client/dist.
// A fresh clone has no build info and no hash, so everything is built.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientInputsHash, CLIENT_HASH_FILE } from './client-inputs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
// `npm run schema` needs only the server.
const serverOnly = process.argv.includes('--server-only');

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// tsc -b trusts its build info: when an output was deleted by hand, build everything again.
const outputsMissing =
  !existsSync(join(root, 'server', 'dist', 'main.js')) || !existsSync(join(root, 'common', 'dist', 'index.js'));
run(process.execPath, [
  tsc,
  '-b',
  'common',
  'server/tsconfig.build.json',
  ...(force || outputsMissing ? ['--force'] : []),
]);
pruneStale(join(root, 'server', 'dist'), join(root, 'server', 'src'));
pruneStale(join(root, 'common', 'dist'), join(root, 'common', 'src'));

if (serverOnly) process.exit(0);

const hashFile = join(root, 'client', 'dist', CLIENT_HASH_FILE);
const hash = clientInputsHash(root);
if (!force && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) {
  console.log('client: unchanged since the last build');
} else {
  run('npm', ['run', 'build', '-w', 'client']);
  writeFileSync(hashFile, hash);
}

/** Deletes compiled files under `dist` whose TypeScript source under `src` no longer exists. */
function pruneStale(dist, src) {
  if (!existsSync(dist)) return;
  for (const entry of readdirSync(dist, { recursive: true })) {
    const file = join(dist, entry);
    const source = compiledFrom(relative(dist, file));
    if (source === undefined || statSync(file).isDirectory()) continue;
    if (!existsSync(join(src, source)) && !existsSync(join(src, source.replace(/\.ts$/, '.tsx')))) rmSync(file);
  }
  // Folders left empty (a feature renamed or moved), deepest first.
  const folders = readdirSync(dist, { recursive: true })
    .map((entry) => join(dist, entry))
    .filter((path) => statSync(path).isDirectory())
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
}

function compiledFrom(path) {
  const match = /^(.*)\.(js|js\.map|d\.ts|d\.ts\.map)$/.exec(path);
  return match ? `${match[1]}.ts` : undefined;
}
