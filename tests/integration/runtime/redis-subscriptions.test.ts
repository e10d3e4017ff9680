import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { subscribeLive } from '../../helpers/subscriptions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { TRENDING_HASHTAGS_UPDATED } from '../../../server/src/features/hashtags/hashtag.events';
import { POST_CREATED } from '../../../server/src/features/posts/post.events';
import { createAppPubSub } from '../../../server/src/graphql/pubsub';
import type { PubSub } from '@graphql-yoga/subscription';
import { graphql } from '../../gql';

// Scale-out: two Kuza processes sharing one database and one Redis; an event published by either reaches the
// subscribers of both. Needs a real Redis (KUZA_TEST_REDIS_URL, default the local one).
const REDIS_URL = process.env.KUZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
jest.setTimeout(60_000);

let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let author: TestUser;

async function requireRedis(): Promise<void> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 3000,
  });
  let cause: Error | undefined;
  client.on('error', (error: Error) => (cause ??= error)); // reported below
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    const reason = (cause ?? (error as Error)).message;
    throw new Error(`This test needs a Redis server at ${REDIS_URL} (set KUZA_TEST_REDIS_URL): ${reason}`, {
      cause: error,
    });
  } finally {
    client.disconnect();
  }
}

/** One Kuza instance on the shared database and Redis. */
const startInstance = () => startTestServer({ REDIS_URL }, { database });

beforeAll(async () => {
  await requireRedis();
  database = await createTestDatabase();
  a = await startInstance(); // one at a time: the first runs the migrations
  b = await startInstance();
  author = await buildUser(a, { username: `scale_${randomBytes(3).toString('hex')}` });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

const PROBE = 'probe';
// Unique per run, so runs sharing the Redis never see each other's posts.
const tag = `scale${randomBytes(4).toString('hex')}`;

it('delivers a post created on one instance to postCreated subscribers of another', async () => {
  const client = b.ws();
  // Probes are published on A and must come back through Redis on B before the test acts.
  const sub = await subscribeLive(
    client,
    graphql(`
      subscription RedisSubscriptionsPostCreated($tag: String) {
        postCreated(tag: $tag) {
          id
          content
          createdAt
          author {
            username
          }
          hashtags {
            tag
          }
        }
      }
    `),
    { tag },
    (data) => data.postCreated,
    () =>
      a.kuza.deps.pubSub.publish(POST_CREATED, {
        post: {
          id: '00000000-0000-4000-8000-000000000000',
          userId: null,
          content: PROBE,
          mediaUrl: null,
          mediaType: null,
          createdAt: new Date().toISOString(),
        },
        tags: [tag],
      }),
    (post) => post.content === PROBE,
  );
  try {
    const post = await buildPost(a, author, `Live from instance A #${tag}`);
    expect(await sub.events.next(10_000)).toEqual({
      id: post.id,
      content: `Live from instance A #${tag}`,
      createdAt: post.createdAt, // a date through JSON and back, serialized as A answered it
      author: { username: author.username },
      hashtags: [{ tag }],
    });
  } finally {
    sub.dispose();
    await client.dispose();
  }
});

it('pushes the trending list from one instance to every trending subscriber of another', async () => {
  const subscribeTrending = (client: ReturnType<TestServer['ws']>) =>
    subscribeLive(
      client,
      graphql(`
        subscription RedisSubscriptionsTrendingHashtagsUpdated {
          trendingHashtagsUpdated {
            tag
            usageCount
          }
        }
      `),
      {},
      (data) => data.trendingHashtagsUpdated,
      () => a.kuza.deps.pubSub.publish(TRENDING_HASHTAGS_UPDATED, [{ id: PROBE, tag: PROBE, usageCount: 0 }]),
      (list) => list[0]?.tag === PROBE,
    );
  // Two subscribers on B share one execution of each event (shared-subscription-results): both get it.
  const first = b.ws();
  const second = b.ws();
  const subs = [await subscribeTrending(first), await subscribeTrending(second)];
  try {
    await buildPost(a, author, `Second take #${tag}`);
    for (const sub of subs) {
      // Earlier probes may still be queued behind the subscriber's own.
      let list = await sub.events.next(10_000);
      while (!list.some((h) => h.tag === tag)) list = await sub.events.next(10_000);
      expect(list).toContainEqual({ tag, usageCount: 2 });
    }
  } finally {
    subs.forEach((sub) => sub.dispose());
    await Promise.all([first.dispose(), second.dispose()]);
  }
});

it('logs an unreachable Redis instead of failing, and still closes', async () => {
  const lines: Array<{ msg: string; role?: string }> = [];
  let logged!: () => void;
  const failureLogged = new Promise<void>((resolve) => (logged = resolve));
  const logger = pino({ level: 'info' }, { write: (line: string) => (lines.push(JSON.parse(line)), logged()) });
  // Port 1 on the loopback refuses connections at once.
  const { pubSub, close } = createAppPubSub({ redisUrl: 'redis://127.0.0.1:1' }, logger);
  // The app's pub/sub type also allows topics keyed by an id; this one has none.
  const events = (pubSub as PubSub<Record<typeof POST_CREATED, [unknown]>>).subscribe(POST_CREATED);
  const pending = events.next(); // subscribes; nothing arrives while Redis is away
  expect(() => pubSub.publish(POST_CREATED, { post: null, tags: [] })).not.toThrow();
  await failureLogged;
  expect(lines[0].msg).toMatch(/Redis connection failed/);
  await events.return(undefined);
  await pending;
  await close();
});
