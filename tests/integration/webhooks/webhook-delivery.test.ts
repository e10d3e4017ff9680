import { once } from 'node:events';
import { Webhook } from 'standardwebhooks';
import { emitWebhookEvent, systemResolver, WebhookDeliveryService } from '../../../server/src/features/webhooks';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  nextWebhookAttemptAfterLast,
  nextWebhookAttemptIn,
  runDueWebhookRetries,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../helpers/webhook-receiver';
import { graphql } from '../../gql';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

const CREATE_ENDPOINT = graphql(`
  mutation WebhookCreateEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
        events
        description
        disabledAt
        disabledReason
      }
    }
  }
`);
const ENDPOINTS = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      disabledAt
      disabledReason
    }
  }
`);
const DELIVERIES = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, first: 10) {
      edges {
        node {
          id
          messageId
          eventType
          status
          attempts
          lastAttempt {
            statusCode
            latencyMs
            responseExcerpt
            error
          }
        }
      }
    }
  }
`);
const CREATE_POST = graphql(`
  mutation WebhookCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);

let server: TestServer;
let receiver: WebhookReceiver;
let creator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  creator = await buildUser(server);
});
afterEach(async () => {
  server.kuza.deps.config.webhooks.allowPrivateAddresses = true;
  await receiver.close();
});
afterAll(() => server.stop());

async function register(events: string[] = ['post.created'], url = receiver.url) {
  const response = await server.gql(
    CREATE_ENDPOINT,
    { input: { url, events, description: 'My receiver' } },
    { token: creator.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createWebhookEndpoint;
}

const post = async (content: string) =>
  (await server.gql(CREATE_POST, { input: { content } }, { token: creator.accessToken })).data!.createPost.id;

const deliveries = async (endpointId: string) =>
  (await server.gql(DELIVERIES, { endpointId }, { token: creator.accessToken })).data!.webhookDeliveries.edges.map(
    (edge) => edge.node,
  );

it('sends post.created signed per Standard Webhooks, and logs the delivery', async () => {
  const { secret, endpoint } = await register();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  const postId = await post('Hello, webhooks #kuza');
  expect(receiver.received).toHaveLength(0); // on the job queue, not in the request
  await server.kuza.jobs.runUntilIdle();

  expect(receiver.received).toHaveLength(1);
  const [{ headers, body }] = receiver.received;
  expect(headers['content-type']).toBe('application/json');
  expect(headers['webhook-id']).toMatch(/^msg_/);
  expect(headers['webhook-signature']).toMatch(/^v1,/);
  const verified = new Webhook(secret).verify(body, headers) as { type: string; data: Record<string, unknown> };
  expect(verified.type).toBe('post.created');
  expect(verified.data).toMatchObject({ id: postId, authorId: creator.id, content: 'Hello, webhooks #kuza' });
  // Another secret does not verify it.
  expect(() => new Webhook(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`).verify(body, headers)).toThrow();

  const [logged] = await deliveries(endpoint.id);
  expect(logged).toMatchObject({
    messageId: headers['webhook-id'],
    eventType: 'post.created',
    status: 'SUCCEEDED',
    attempts: 1,
    lastAttempt: { statusCode: 200, responseExcerpt: 'ok', error: null },
  });
  expect(logged.lastAttempt!.latencyMs).toBeGreaterThanOrEqual(0);
});

it('retries a failing receiver on the schedule with the same webhook-id until it answers 2xx', async () => {
  const { endpoint } = await register();
  receiver.answers.push({ status: 500, body: 'down' }, { status: 503, body: 'still down' });
  await post('Retry me');
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received).toHaveLength(1);
  // The next attempt waits 5 s after the first, then 5 min: made due by moving the job's time, not by sleeping.
  expect(await nextWebhookAttemptAfterLast(server)).toBeCloseTo(5, 2);
  await runDueWebhookRetries(server);
  expect(receiver.received).toHaveLength(2);
  expect(await nextWebhookAttemptAfterLast(server)).toBeCloseTo(300, 2);
  await runDueWebhookRetries(server);

  expect(receiver.received).toHaveLength(3);
  const ids = receiver.received.map((r) => r.headers['webhook-id']);
  expect(new Set(ids).size).toBe(1);
  expect(await nextWebhookAttemptIn(server)).toBeNull();
  const [logged] = await deliveries(endpoint.id);
  expect(logged).toMatchObject({ status: 'SUCCEEDED', attempts: 3, lastAttempt: { statusCode: 200 } });

  // Redeliver sends it once more, with the same id.
  const redelivered = await server.gql(
    graphql(`
      mutation WebhookRedeliver($id: ID!) {
        redeliverWebhook(deliveryId: $id) {
          status
        }
      }
    `),
    { id: logged.id },
    { token: creator.accessToken },
  );
  expect(redelivered.data!.redeliverWebhook.status).toBe('PENDING');
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received).toHaveLength(4);
  expect(receiver.received[3].headers['webhook-id']).toBe(ids[0]);
});

it('sends nothing for a change that rolls back', async () => {
  await register(['follower.created']);
  await expect(
    server.kuza.deps.db.transaction(async (manager) => {
      await emitWebhookEvent(manager, { userId: creator.id, type: 'follower.created', data: { followerId: 'x' } });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received).toHaveLength(0);
  const [{ count }] = (await server.kuza.deps.db.query(
    `SELECT count(*)::int AS count FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
     WHERE e.user_id = $1`,
    [creator.id],
  )) as Array<{ count: number }>;
  expect(count).toBe(0);
});

it('sends only the events an endpoint listens for, to its owner only', async () => {
  await register(['post.deleted']);
  const other = await buildUser(server);
  await server.gql(CREATE_POST, { input: { content: 'Not mine' } }, { token: other.accessToken });
  const postId = await post('Soon gone');
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received).toHaveLength(0);
  await server.gql(
    graphql(`
      mutation WebhookDeletePost($id: ID!) {
        deletePost(id: $id)
      }
    `),
    { id: postId },
    { token: creator.accessToken },
  );
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: unknown })).toEqual([
    expect.objectContaining({ type: 'post.deleted', data: { id: postId } }),
  ]);
});

it('tells a creator of comments, likes and new followers on their account', async () => {
  await register(['comment.created', 'post.liked', 'follower.created']);
  const postId = await post('Talk to me');
  const fan = await buildUser(server);
  const comment = await server.gql(
    graphql(`
      mutation WebhookAddComment($postId: ID!) {
        addComment(postId: $postId, content: "Lovely") {
          id
        }
      }
    `),
    { postId },
    { token: fan.accessToken },
  );
  await server.gql(
    graphql(`
      mutation WebhookLike($postId: ID!) {
        likePost(postId: $postId) {
          id
        }
      }
    `),
    { postId },
    { token: fan.accessToken },
  );
  await server.gql(
    graphql(`
      mutation WebhookFollow($username: String!) {
        follow(username: $username) {
          id
        }
      }
    `),
    { username: creator.username },
    { token: fan.accessToken },
  );
  await server.kuza.jobs.runUntilIdle();
  const events = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
  expect(events.map((e) => e.type).sort()).toEqual(['comment.created', 'follower.created', 'post.liked']);
  expect(events.find((e) => e.type === 'comment.created')!.data).toMatchObject({
    id: comment.data!.addComment.id,
    postId,
    authorId: fan.id,
    content: 'Lovely',
  });
  expect(events.find((e) => e.type === 'post.liked')!.data).toMatchObject({ postId, userId: fan.id });
  expect(events.find((e) => e.type === 'follower.created')!.data).toEqual({
    followerId: fan.id,
    followeeId: creator.id,
  });
});

it('a 410 disables the endpoint and e-mails its owner; nothing more is sent to it', async () => {
  const { endpoint } = await register();
  receiver.answers.push({ status: 410, body: 'gone' });
  const sent = once(server.kuza.deps.mailer, 'sent');
  await post('First');
  await server.kuza.jobs.runUntilIdle();
  const [email] = (await sent) as Array<{ to: string; subject: string; text: string }>;
  expect(email.to).toBe(creator.email);
  expect(email.subject).toBe('Your Kuza webhook endpoint was disabled');
  expect(email.text).toContain(receiver.url);
  const listed = (await server.gql(ENDPOINTS, {}, { token: creator.accessToken })).data!.webhookEndpoints;
  expect(listed).toEqual([{ id: endpoint.id, disabledAt: expect.any(String), disabledReason: 'GONE' }]);
  expect(await nextWebhookAttemptIn(server)).toBeNull();
  await post('Second');
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received).toHaveLength(1);
});

it('three days of failures disable the endpoint', async () => {
  const { endpoint } = await register();
  receiver.answers.push({ status: 500 });
  await server.kuza.deps.db.query(
    `UPDATE webhook_endpoints SET failing_since = now() - interval '3 days 1 minute' WHERE id = $1`,
    [endpoint.id],
  );
  await post('Into the void');
  await server.kuza.jobs.runUntilIdle();
  const listed = (await server.gql(ENDPOINTS, {}, { token: creator.accessToken })).data!.webhookEndpoints;
  expect(listed[0].disabledReason).toBe('FAILING');
  expect(await nextWebhookAttemptIn(server)).toBeNull();
});

describe('private addresses refused (production mode)', () => {
  beforeEach(() => {
    server.kuza.deps.config.webhooks.allowPrivateAddresses = false;
  });
  afterEach(() => {
    server.kuza.deps.services.get(WebhookDeliveryService).resolver = systemResolver;
  });

  it.each([
    ['loopback', 'http://127.0.0.1:8080/hooks'],
    ['IPv6 loopback', 'http://[::1]/hooks'],
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data'],
    ['private', 'http://192.168.1.10/hooks'],
    ['localhost by name', 'http://localhost/hooks'],
  ])('refuses a %s endpoint', async (_label, url) => {
    const response = await server.gql(
      CREATE_ENDPOINT,
      { input: { url, events: ['post.created'] } },
      { token: creator.accessToken },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0].extensions).toMatchObject({ field: 'url', messageId: 'webhook.privateAddress' });
  });

  it('refuses a name that resolves to 10.x, when registered and when it resolves so only at send time', async () => {
    const delivery = server.kuza.deps.services.get(WebhookDeliveryService);
    delivery.resolver = async () => ['10.1.2.3'];
    const refused = await server.gql(
      CREATE_ENDPOINT,
      { input: { url: 'http://hooks.internal.example/in', events: ['post.created'] } },
      { token: creator.accessToken },
    );
    expect(refused.errors![0].extensions?.messageId).toBe('webhook.privateAddress');

    // Public when registered, private when sent (DNS rebinding): the send refuses it before connecting.
    delivery.resolver = async () => ['93.184.216.34'];
    const { endpoint } = await register(['post.created'], 'http://rebinding.example/in');
    delivery.resolver = async () => ['10.0.0.7'];
    await post('Rebound');
    await server.kuza.jobs.runUntilIdle();
    const [logged] = await deliveries(endpoint.id);
    expect(logged.lastAttempt).toMatchObject({ statusCode: null });
    expect(logged.lastAttempt!.error).toContain('10.0.0.7');
  });

  it('refuses at send time an endpoint registered while loopback was allowed', async () => {
    server.kuza.deps.config.webhooks.allowPrivateAddresses = true;
    const { endpoint } = await register();
    server.kuza.deps.config.webhooks.allowPrivateAddresses = false;
    await post('Blocked');
    await server.kuza.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(0);
    const [logged] = await deliveries(endpoint.id);
    expect(logged.lastAttempt!.error).toContain('127.0.0.1');
  });
});

it('never follows a redirect (to a private address or any other)', async () => {
  const { endpoint } = await register();
  receiver.answers.push({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } });
  await post('Redirected');
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received).toHaveLength(1);
  const [logged] = await deliveries(endpoint.id);
  expect(logged.status).toBe('PENDING'); // a failure: retried later, never at the redirect's address
  expect(logged.lastAttempt).toMatchObject({ statusCode: 302 });
  expect(logged.lastAttempt!.error).toContain('Redirect not followed');
});
