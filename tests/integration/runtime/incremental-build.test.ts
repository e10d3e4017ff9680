import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `npm test` has just built everything, so the build that `npm start` runs finds nothing to do.
const root = path.resolve(__dirname, '../../..');
const build = () => execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, encoding: 'utf8' });

test('a build with nothing changed rebuilds neither the server nor the client', () => {
  const serverEntry = path.join(root, 'server/dist/main.js');
  const clientEntry = path.join(root, 'client/dist/index.html');
  const before = [statSync(serverEntry).mtimeMs, statSync(clientEntry).mtimeMs];
  expect(build()).toContain('client: unchanged since the last build');
  expect([statSync(serverEntry).mtimeMs, statSync(clientEntry).mtimeMs]).toEqual(before);
});

test('a compiled file whose source is gone is removed, so a renamed migration or resolver is not loaded twice', () => {
  const staleDir = path.join(root, 'server/dist/features/renamed-feature');
  mkdirSync(staleDir, { recursive: true });
  const stale = path.join(staleDir, 'old-name.resolver.js');
  writeFileSync(stale, 'exports.Old = class Old {};\n');
  build();
  expect(existsSync(stale)).toBe(false);
});
