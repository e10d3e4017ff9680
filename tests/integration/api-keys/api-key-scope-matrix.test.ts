import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { API_SCOPES, type ApiScopeName } from '@kuza/common';
import { scopeRuleOf } from '../../../server/src/graphql/api-scope-table';
import { buildApiKey, type TestApiKey } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Jest 30 does not apply the project's testTimeout; this file sends a few hundred requests.
jest.setTimeout(120_000);

// Every root query and mutation of the committed schema × every scope: a key holding only scope S may call exactly
// the operations whose rule is S (any other answer than a scope refusal: its own rules still apply), and is refused
// 403 with the missing scope named for every other one; operations for sessions only refuse every key.
const schema = buildSchema(readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));
const ROOTS = ['Query', 'Mutation'] as const;

const FAKE_ID = '00000000-0000-4000-8000-000000000000';

/** A literal for a required value of `type`: the smallest that passes GraphQL validation. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return JSON.stringify(FAKE_ID);
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'false';
      case 'DateTimeISO':
        return '"2026-01-01T00:00:00.000Z"';
      case 'JSON':
        return '{}';
      default:
        return '"matrix"';
    }
  }
  throw new Error(`No literal for ${String(type)}`);
}

const required = (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined;
const selection = (type: GraphQLOutputType) => {
  const named = getNamedType(type);
  return isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
};

function document(root: (typeof ROOTS)[number], field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter(required).map((arg) => `${arg.name}: ${literal(arg.type)}`);
  const call = `${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection(field.type)}`;
  return `${root === 'Query' ? 'query' : 'mutation'} { ${call} }`;
}

const OPERATIONS = ROOTS.flatMap((root) =>
  Object.values((root === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields()).map((field) => ({
    root,
    name: field.name,
    query: document(root, field),
    rule: scopeRuleOf(root, field.name),
  })),
);

let server: TestServer;
let owner: TestUser;
const keys = new Map<ApiScopeName, TestApiKey>();

beforeAll(async () => {
  server = await startTestServer();
  // An admin owner: what the scopes refuse is refused even to an admin's key (a key never has more than both).
  owner = await buildUser(server, { roles: ['ADMIN'] });
  for (const scope of API_SCOPES) {
    keys.set(scope, await buildApiKey(server, owner.accessToken, { name: scope, tier: 'ENTERPRISE', scopes: [scope] }));
  }
});
afterAll(() => server.stop());

it('the table names a rule the way the issue says', () => {
  const rule = (root: 'Query' | 'Mutation', name: string) => scopeRuleOf(root, name);
  expect([
    rule('Query', 'feed'),
    rule('Query', 'post'),
    rule('Mutation', 'createPost'),
    rule('Mutation', 'follow'),
  ]).toEqual(['READ', 'READ', 'WRITE', 'WRITE']);
  expect([rule('Query', 'locationAnalytics'), rule('Query', 'wallet'), rule('Query', 'withdrawals')]).toEqual([
    'ANALYTICS',
    'EARNINGS',
    'EARNINGS',
  ]);
  expect([rule('Query', 'webhookEndpoints'), rule('Mutation', 'createWebhookEndpoint')]).toEqual([
    'WEBHOOKS',
    'WEBHOOKS',
  ]);
  for (const name of ['generateApiKey', 'createPersonalApiKey', 'deleteApiKey', 'changePassword', 'signOut']) {
    expect(rule('Mutation', name)).toBe('NEVER');
  }
  expect(OPERATIONS.length).toBeGreaterThan(100);
});

describe.each([...API_SCOPES])('a key with only %s', (scope) => {
  it.each(OPERATIONS.map((o) => [`${o.root}.${o.name}`, o] as const))('%s', async (_label, operation) => {
    const response = await server.gqlRaw(operation.query, {}, { token: keys.get(scope)!.secret });
    const first = response.errors?.[0];
    const refusal = first?.extensions?.code === 'FORBIDDEN' && /API key|partner key/.test(first.message) ? first : null;
    if (operation.rule === scope) {
      expect({ operation: operation.name, refusal: refusal?.message ?? null }).toEqual({
        operation: operation.name,
        refusal: null,
      });
    } else if (operation.rule === 'NEVER') {
      expect(response.status).toBe(403);
      expect(refusal?.message).toBe('This operation needs a signed-in session; API keys cannot use it.');
    } else {
      expect(response.status).toBe(403);
      expect(refusal?.message).toBe(`This API key lacks the ${operation.rule} scope.`);
    }
  });
});
