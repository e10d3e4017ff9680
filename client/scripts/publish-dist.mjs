// The two Vite builds write a fresh folder, which then replaces dist/ in two renames. `npm start` rebuilds while
// other processes may be serving (or measuring) the previous build: they never see dist/ emptied and half written.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const client = join(dirname(fileURLToPath(import.meta.url)), '..');
const fresh = join(client, process.argv[2]);
const dist = join(client, 'dist');
const previous = join(client, `dist.old-${process.pid}`);

if (!existsSync(join(fresh, 'index.html'))) throw new Error(`${fresh} holds no build`);
if (existsSync(dist)) renameSync(dist, previous);
renameSync(fresh, dist);
rmSync(previous, { recursive: true, force: true });
