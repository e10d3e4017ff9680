import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { Client as PgClient } from 'pg';
import { graphql } from '../gql';
import { postGraphQL, wsClient, type GraphQLResponse } from '../helpers/graphql-client';
import { freePort, spawnKuza, type SpawnedKuza } from '../helpers/spawn-kuza';
import { subscribeLive } from '../helpers/subscriptions';

// Kuza's embedded PostgreSQL SIGKILLed under a write load: Kuza notices, restarts it on the same data and port, and
// meanwhile answers 503 SERVICE_UNAVAILABLE (never a 500); no acknowledged write is lost, and a subscriber's socket
// lives through it. Runs the built server itself (as orphaned-postgres.test.ts). Needs `npm run build`.

const SIGN_UP = graphql(`
  mutation DatabaseOutageSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      accessToken
    }
  }
`);

const CREATE_POST = graphql(`
  mutation DatabaseOutageCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);

const POST_CREATED = graphql(`
  subscription DatabaseOutagePostCreated($tag: String) {
    postCreated(tag: $tag) {
      id
      content
    }
  }
`);

const WRITERS = 4;
const PROBE = 'Is anyone listening? #outage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kuza-outage-'));
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter DATA_DIR.
chmodSync(dataDir, 0o755);
const postgresDir = path.join(dataDir, 'postgres');

let kuza: SpawnedKuza | undefined;

beforeAll(async () => {
  kuza = await spawnKuza(
    process.execPath,
    ['server/dist/main.js'],
    { DATA_DIR: dataDir, SEED_DEMO: 'false' },
    await freePort(),
  );
}, 120_000);

afterAll(async () => {
  if (kuza) expect(await kuza.stop()).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** Polls `check` (every 50 ms) until it holds; fails after `timeoutMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readyz = async () => (await fetch(`${kuza!.url}/readyz`)).status;
const owner = () => JSON.parse(readFileSync(`${postgresDir}.owner.json`, 'utf8')) as { kuzaPid: number; port: number };

interface SocketOutcome {
  data?: { createPost: { id: string } } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** createPost over the socket: its result, or the errors it was refused with. */
function createPostOverSocket(socket: Client, content: string): Promise<SocketOutcome> {
  return new Promise((resolve, reject) => {
    let result: SocketOutcome = {};
    socket.subscribe(
      { query: print(CREATE_POST), variables: { input: { content } } },
      {
        next: (value) => (result = value as SocketOutcome),
        error: (error) =>
          Array.isArray(error) ? resolve({ errors: error as SocketOutcome['errors'] }) : reject(error),
        complete: () => resolve(result),
      },
    );
  });
}

interface Outcome {
  at: number;
  response: GraphQLResponse<{ createPost: { id: string } }>;
}

it('restarts its killed PostgreSQL, answers 503 meanwhile and loses no acknowledged write', async () => {
  const { url } = kuza!;
  const tokens = await Promise.all(
    Array.from({ length: WRITERS }, async (_, i) => {
      const signedUp = await postGraphQL(url, SIGN_UP, {
        input: { username: `writer_${i}`, email: `writer${i}@example.com`, password: 'secret123' },
      });
      return signedUp.data!.signUp.accessToken;
    }),
  );
  const createPost = (content: string, token = tokens[0]) =>
    postGraphQL(url, CREATE_POST, { input: { content } }, { token });

  // A subscriber to #outage posts, whose socket must stay open throughout.
  const socket = wsClient(url, tokens[0]);
  let socketClosed = false;
  socket.on('closed', () => (socketClosed = true));
  let probes = 0;
  const subscription = await subscribeLive(
    socket,
    POST_CREATED,
    { tag: 'outage' },
    (data) => data.postCreated,
    // Each probe says something new: spam detection refuses a repeated post.
    () => void createPost(`${PROBE} ${(probes += 1)}`),
    (post) => post.content.startsWith(PROBE),
  );

  // The write load: each writer creates posts one after another until told to stop.
  const outcomes: Outcome[] = [];
  let writing = true;
  const writers = tokens.map(async (token, writer) => {
    for (let n = 0; writing; n += 1) {
      const response = await createPost(`Load ${writer}.${n}`, token);
      outcomes.push({ at: Date.now(), response });
    }
  });
  // One more writer, over the subscriber's socket: refusals come back as error results on a socket that stays open.
  const socketOutcomes: SocketOutcome[] = [];
  const socketWriter = (async () => {
    for (let n = 0; writing; n += 1) socketOutcomes.push(await createPostOverSocket(socket, `Socket load ${n}`));
  })();
  writers.push(socketWriter);
  const acknowledged = () => outcomes.filter(({ response }) => response.status === 200 && response.data?.createPost);

  try {
    await until('writes are acknowledged', () => acknowledged().length >= 20, 30_000);
    const before = owner();
    const postmaster = Number(readFileSync(path.join(postgresDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');

    await until('/readyz answers 503', async () => (await readyz()) === 503, 10_000);
    await until('/readyz answers 200 again', async () => (await readyz()) === 200, 60_000);
    const readyAt = Date.now();
    await until('a write succeeds after /readyz is 200', () => acknowledged().some(({ at }) => at > readyAt), 5_000);
    writing = false;
    await Promise.all(writers);

    expect(kuza!.output()).toContain('The embedded PostgreSQL exited unexpectedly: restarting it');
    expect(kuza!.output()).toContain('The embedded PostgreSQL is back');
    // The restarted server has the same port (the pool's URL) and the same owner record.
    expect(owner()).toEqual(before);
    expect(owner().kuzaPid).toBe(kuza!.child.pid);

    // Every answer was an acknowledged write or a clear 503; never a 500 or another error.
    const refused = outcomes.filter(({ response }) => !(response.status === 200 && response.data?.createPost));
    expect(refused.length).toBeGreaterThan(0);
    for (const { response } of refused) {
      expect({ status: response.status, code: response.errors?.[0]?.extensions?.code }).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.errors?.[0]?.message).toBe('Kuza is briefly unavailable. Please try again in a few seconds.');
    }

    const socketRefusals = socketOutcomes.filter((outcome) => !outcome.data?.createPost);
    expect(socketRefusals.length).toBeGreaterThan(0);
    for (const { errors } of socketRefusals) {
      expect(errors?.map((error) => error.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
    }

    // No acknowledged write was lost.
    const ids = [
      ...acknowledged().map(({ response }) => response.data!.createPost.id),
      ...socketOutcomes.flatMap((outcome) => (outcome.data?.createPost ? [outcome.data.createPost.id] : [])),
    ];
    const db = new PgClient(`postgres://postgres:postgres@127.0.0.1:${owner().port}/kuza`);
    await db.connect();
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE id = ANY($1)', [ids]);
      expect(rows[0].n).toBe(ids.length);
    } finally {
      await db.end();
    }

    // The subscriber, on the socket it had all along, hears of a post created after the recovery.
    const after = await createPost('Back again #outage');
    expect(after.status).toBe(200);
    let received = await subscription.events.next(10_000);
    while (received.content !== 'Back again #outage') received = await subscription.events.next(10_000);
    expect(received.id).toBe(after.data!.createPost.id);
    expect(socketClosed).toBe(false);
  } finally {
    writing = false;
    await Promise.all(writers);
    subscription.dispose();
    await socket.dispose();
  }
}, 180_000);
