import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnKuza, type SpawnedKuza } from '../helpers/spawn-kuza';

// README: `npm install && npm start`, with no DATABASE_URL: the embedded PostgreSQL under DATA_DIR.
let kuza: SpawnedKuza;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kuza-readme-'));
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
chmodSync(dataDir, 0o755);

beforeAll(async () => {
  kuza = await spawnKuza('npm', ['start'], { DATA_DIR: dataDir }, await freePort());
}, 240_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('serves the web app and answers GraphQL from the embedded database with the demo content', async () => {
  const page = await fetch(`${kuza.url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');

  const deepLink = await fetch(`${kuza.url}/dashboard/trending`, { headers: { accept: 'text/html' } });
  expect(deepLink.status).toBe(200);

  const graphiql = await fetch(`${kuza.url}/graphiql`);
  expect(graphiql.status).toBe(200);

  const res = await fetch(`${kuza.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ profile(username: "amara") { username isVerified } }' }),
  });
  expect(await res.json()).toEqual({ data: { profile: { username: 'amara', isVerified: true } } });
  expect(kuza.output()).toContain('"embeddedDatabase":true');
  // `npm test` built everything just before: this start rebuilt nothing (incremental TypeScript, client skipped).
  expect(kuza.output()).toContain('client: unchanged since the last build');
});

it('shuts down gracefully on SIGTERM: drains, closes the pool and stops the embedded database', async () => {
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
  await kuza.stop();
  expect(kuza.output()).toContain('Shutting down');
  expect(kuza.output()).toContain('Kuza stopped');
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
});
