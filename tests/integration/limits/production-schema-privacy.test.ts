import type { Client } from 'graphql-ws';
import { wsRequest } from '../../helpers/api-keys';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

// In production the schema is published as /schema.graphql, and the API itself gives away nothing more.
let server: TestServer;
let socket: Client;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  socket = server.ws();
});
afterAll(async () => {
  await socket.dispose();
  await server.stop();
});

// Introspection, a misspelt field and 16 generated aliases are refused on purpose: sent as text, not as typed
// documents.
const INTROSPECTION = [`{ __schema { queryType { name } } }`, `{ __type(name: "Query") { name } }`];

it.each(INTROSPECTION)('refuses introspection over HTTP and WebSocket: %s', async (query) => {
  const http = await server.gqlRaw(query);
  expect(http.status).toBe(400);
  expect(http.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  expect(http.errors?.[0]?.message).toMatch(/introspection/i);
  const ws = await wsRequest(socket, query);
  expect(ws.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  expect(ws.errors?.[0]?.message).toMatch(/introspection/i);
});

it('hides field suggestions over HTTP and WebSocket', async () => {
  const http = await server.gqlRaw(`{ mee { id } }`);
  expect(http.status).toBe(400);
  expect(http.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
  const ws = await wsRequest(socket, `{ mee { id } }`);
  expect(ws.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
});

it('still answers ordinary queries and keeps the other limits', async () => {
  expect(
    (
      await server.gql(
        graphql(`
          query ProductionSchemaPrivacyTypename {
            __typename
          }
        `),
      )
    ).data,
  ).toEqual({ __typename: 'Query' });
  const deep = await server.gql(
    graphql(`
      query ProductionSchemaPrivacyMe {
        me {
          profile {
            id
          }
        }
      }
    `),
  );
  expect(deep.status).toBe(200);
  const aliases = await server.gqlRaw(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
  expect(aliases.status).toBe(400);
});
