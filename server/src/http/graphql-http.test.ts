import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { Pool } from 'pg';
import type { Context } from '../graphql/context';
import { createGraphqlHttpHandler } from './graphql-http';

// The caller's check is a database round trip on every signed-in request. It only shortens a request when its
// statement has left before Apollo prepares the operation: pg-pool sends a statement on its next tick, after every
// microtask queued before it, and Apollo's preparation is all microtasks.
describe('the JSON POST path', () => {
  let pool: Pool;
  let apollo: ApolloServer<Context>;
  let server: Server;
  const events: string[] = [];

  beforeAll(async () => {
    pool = new Pool({ connectionString: process.env.KUZA_TEST_DATABASE_URL, max: 1 });
    await pool.query('SELECT 1'); // an idle connection, as on a server that has answered before
    pool.on('acquire', () => events.push('check sent'));
    apollo = new ApolloServer<Context>({
      schema: buildSchema('type Query { ok: Boolean }'),
      rootValue: { ok: true },
      plugins: [{ requestDidStart: async () => void events.push('Apollo prepares') }],
    });
    await apollo.start();
    const handler = createGraphqlHttpHandler({
      apollo,
      headers: {},
      trustProxy: false,
      // As createHttpContext does: the check starts when the context is made.
      context: () => {
        pool.query('SELECT 1').catch(() => undefined);
        return {} as Context;
      },
    });
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
    await pool.end();
  });

  it("sends the caller's check to the database before Apollo prepares the operation", async () => {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(events).toEqual(['check sent', 'Apollo prepares']);
  });
});
