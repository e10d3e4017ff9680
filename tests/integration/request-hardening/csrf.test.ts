import { print } from 'graphql';
import { messageText } from '@kuza/common';
import { buildApiKey } from '../../helpers/api-keys';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// An HTML form on any site can POST multipart/form-data, text/plain or url-encoded bodies to Kuza from a visitor's
// browser without asking first: such requests (and GETs) must carry `apollo-require-preflight`, which no form can set.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const SIGN_UP = print(
  graphql(`
    mutation CsrfSignUp($input: SignUpInput!) {
      signUp(input: $input) {
        user {
          id
        }
      }
    }
  `),
);
const TRENDING = print(
  graphql(`
    query CsrfTrendingHashtags {
      trendingHashtags {
        tag
      }
    }
  `),
);

const signUpVariables = (username: string) => ({
  input: { username, email: `${username}@example.com`, password: 'password123' },
});
const accounts = async (username: string) =>
  Number(
    (
      await server.kuza.deps.db.query(`SELECT count(*) AS n FROM users WHERE email = $1`, [`${username}@example.com`])
    )[0].n,
  );

/** A sign-up as a multipart form (the GraphQL multipart request spec, no file), as a cross-site <form> posts it. */
function multipartSignUp(username: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: SIGN_UP, variables: signUpVariables(username) }));
  form.append('map', '{}');
  return fetch(`${server.url}/graphql`, { method: 'POST', headers, body: form });
}

const CSRF_REFUSAL = {
  errors: [
    {
      message: messageText('errors.csrfPreflightRequired'),
      extensions: { code: 'BAD_REQUEST', messageId: 'errors.csrfPreflightRequired' },
    },
  ],
};

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual(CSRF_REFUSAL);
}

describe('a multipart POST', () => {
  it('without the preflight header is refused and creates no account', async () => {
    await expectRefused(await multipartSignUp('csrf_form'));
    expect(await accounts('csrf_form')).toBe(0);
  });

  it('with the preflight header signs up, as the web client does', async () => {
    const res = await multipartSignUp('csrf_client', { 'apollo-require-preflight': 'true' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data?: { signUp: { user: { id: string } } } };
    expect(body.data?.signUp.user.id).toEqual(expect.any(String));
    expect(await accounts('csrf_client')).toBe(1);
  });
});

it.each([
  ['text/plain', (username: string) => JSON.stringify({ query: SIGN_UP, variables: signUpVariables(username) })],
  [
    'application/x-www-form-urlencoded',
    (username: string) =>
      new URLSearchParams({ query: SIGN_UP, variables: JSON.stringify(signUpVariables(username)) }).toString(),
  ],
])('refuses a %s POST and creates no account', async (type, body) => {
  const username = `csrf_${type.length}`;
  await expectRefused(
    await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body: body(username) }),
  );
  expect(await accounts(username)).toBe(0);
});

describe('a GET query', () => {
  const get = (headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql?query=${encodeURIComponent(TRENDING)}`, { headers });

  it('without a preflight header is refused', async () => {
    await expectRefused(await get());
  });

  it.each([
    ['apollo-require-preflight', 'true'],
    ['x-apollo-operation-name', 'CsrfTrendingHashtags'],
  ])('with %s is answered', async (name, value) => {
    const res = await get({ [name]: value });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { trendingHashtags: [] } });
  });
});

describe('an API consumer', () => {
  let key: string;
  beforeAll(async () => {
    const admin = await buildUser(server, { roles: ['ADMIN'] });
    key = (await buildApiKey(server, admin.accessToken)).secret;
  });

  it('POSTs JSON with its key and nothing more', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: TRENDING }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { trendingHashtags: [] } });
  });

  it('sends GET queries with the preflight header too: the key alone does not stand for it', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent(TRENDING)}`;
    await expectRefused(await fetch(url, { headers: { authorization: `Bearer ${key}` } }));
    const res = await fetch(url, { headers: { authorization: `Bearer ${key}`, 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(200);
  });
});
