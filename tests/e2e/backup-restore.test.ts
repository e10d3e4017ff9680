import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { graphql } from '../gql';
import { postGraphQL } from '../helpers/graphql-client';
import { freePort, ROOT, spawnKuza } from '../helpers/spawn-kuza';

// README "Backups": `npm run backup [FILE]` and `npm run restore FILE` on the embedded database, round-tripping the demo.
const work = mkdtempSync(path.join(os.tmpdir(), 'kuza-backup-'));
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
chmodSync(work, 0o755);
const original = path.join(work, 'original');
const restored = path.join(work, 'restored');

afterAll(() => rmSync(work, { recursive: true, force: true }));

const DemoContent = graphql(`
  query BackupDemoContent {
    profile(username: "amara") {
      id
      username
      bio
      isVerified
      followersCount
      followingCount
    }
    posts(authorUsername: "amara", first: 100) {
      edges {
        node {
          id
          content
          createdAt
          likesCount
          commentsCount
        }
      }
    }
  }
`);

function npmRun(script: string, args: string[], dataDir: string) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const result = spawnSync('npm', ['run', '--silent', script, ...args], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

async function demoContentOf(dataDir: string) {
  const kuza = await spawnKuza('node', ['server/dist/main.js'], { DATA_DIR: dataDir }, await freePort());
  try {
    const result = await postGraphQL(kuza.url, DemoContent);
    return { data: result.data, output: kuza.output() };
  } finally {
    await kuza.stop();
  }
}

it('backs up the embedded database, running or stopped, and restores it into an empty DATA_DIR', async () => {
  const liveFile = path.join(work, 'live.dump');
  const kuza = await spawnKuza('node', ['server/dist/main.js'], { DATA_DIR: original }, await freePort());
  const before = (await postGraphQL(kuza.url, DemoContent)).data;
  expect(before?.profile?.username).toBe('amara');
  expect(before?.posts.edges.length).toBeGreaterThan(0);
  // While Kuza runs, the backup reads from its database.
  const live = npmRun('backup', [liveFile], original);
  expect(live).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Backup written to .*live\.dump \(\d/) });
  await kuza.stop();

  // Stopped: the backup starts the embedded server for itself, and writes under DATA_DIR/backups by default.
  const stopped = npmRun('backup', [], original);
  expect(stopped.status).toBe(0);
  const [dump] = readdirSync(path.join(original, 'backups'));
  expect(dump).toMatch(/^kuza-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
  expect(stopped.stdout).toContain(path.join(original, 'backups', dump!));
  expect(existsSync(path.join(original, 'postgres', 'postmaster.pid'))).toBe(false);

  expect(npmRun('restore', [path.join(original, 'backups', dump!)], restored)).toMatchObject({ status: 0 });
  const after = await demoContentOf(restored);
  expect(after.data).toEqual(before);
  // The restored seed bookkeeping keeps the demo from being seeded a second time.
  expect(after.output).not.toContain('Seeded demo content');
}, 240_000);

it('refuses to restore into a DATA_DIR that already holds a database, in one line', () => {
  const refused = npmRun('restore', [path.join(work, 'live.dump')], restored);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toBe(
    `Restore failed: ${path.join(restored, 'postgres')} already holds a database: restore into an empty DATA_DIR`,
  );
  expect(npmRun('restore', [], restored).stderr).toBe(
    'Kuza cannot restore: name the backup file: npm run restore FILE',
  );
});
