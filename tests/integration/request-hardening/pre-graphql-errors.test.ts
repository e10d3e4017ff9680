import { gzipSync } from 'node:zlib';
import { messageText, type MessageId } from '@kuza/common';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Requests refused before GraphQL runs (by the body parsers, the multipart parser, the router or the file server)
// are answered in JSON with a code and a 4xx status, never an HTML page with a stack: in development mode, where
// Express would show one.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'development' });
});
afterAll(() => server.stop());

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

const post = (body: BodyInit, headers: Record<string, string>) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { ...PREFLIGHT, ...headers }, body });

function multipart(operations: string, map: string, files = 0): FormData {
  const form = new FormData();
  form.append('operations', operations);
  form.append('map', map);
  for (let i = 0; i < files; i++) form.append(String(i), new Blob([new Uint8Array(8)]), `${i}.png`);
  return form;
}

const AVATAR = JSON.stringify({
  query: 'mutation ($file: Upload!) { uploadAvatar(file: $file) { id } }',
  variables: { file: null },
});

/** The answer, checked for what must never reach a caller: stacks, paths, module names. */
async function readRefusal(res: Response): Promise<{ status: number; error: Record<string, unknown> }> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await res.text();
  for (const secret of [server.dataDir, process.cwd(), 'node_modules', '    at ', 'Error:', '<html', 'uploads/'])
    expect(text).not.toContain(secret);
  const body = JSON.parse(text) as { errors: Array<Record<string, unknown>> };
  expect(body.errors).toHaveLength(1);
  return { status: res.status, error: body.errors[0] };
}

const refusal = (code: string, messageId: MessageId) => ({
  message: messageText(messageId),
  extensions: { code, messageId },
});

it.each<[string, () => Promise<Response>, number, ReturnType<typeof refusal>]>([
  [
    'a multipart body that ends early',
    () =>
      post('--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{', {
        'content-type': 'multipart/form-data; boundary=xyz',
      }),
    400,
    refusal('BAD_REQUEST', 'errors.badMultipart'),
  ],
  [
    'a multipart body without a boundary',
    () => post('operations', { 'content-type': 'multipart/form-data' }),
    400,
    refusal('BAD_REQUEST', 'errors.badMultipart'),
  ],
  [
    'a JSON body in latin1',
    () => post('{"query":"{ __typename }"}', { 'content-type': 'application/json; charset=latin1' }),
    415,
    refusal('UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedCharset'),
  ],
  [
    'a body in an unknown compression',
    () => post('{"query":"{ __typename }"}', { 'content-type': 'application/json', 'content-encoding': 'xz' }),
    415,
    refusal('UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedEncoding'),
  ],
  [
    'a compressed body that is not JSON',
    () =>
      post(new Uint8Array(gzipSync('{"query": ')), { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
    400,
    refusal('BAD_REQUEST', 'errors.invalidJson'),
  ],
  [
    'a compressed body over 1 MB',
    () =>
      post(new Uint8Array(gzipSync(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1024 * 1024)}` }))), {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      }),
    413,
    refusal('PAYLOAD_TOO_LARGE', 'errors.bodyTooLarge'),
  ],
  [
    'a GET whose query is not correctly percent-encoded',
    () => fetch(`${server.url}/graphql?query=%E0%A4%A`, { headers: PREFLIGHT }),
    400,
    refusal('BAD_REQUEST', 'errors.badUrl'),
  ],
])('answers %s in JSON with its code', async (_name, send, status, expected) => {
  expect(await readRefusal(await send())).toEqual({ status, error: expected });
});

describe('upload limits', () => {
  it('refuses two files where one is allowed with 413', async () => {
    const { status, error } = await readRefusal(
      await post(multipart(AVATAR, JSON.stringify({ 0: ['variables.file'], 1: ['variables.file'] }), 2), {}),
    );
    expect(status).toBe(413);
    expect(error).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE', messageId: 'errors.uploadTooLarge' } });
  });

  it('refuses an operations field over 1 MB with 413', async () => {
    const huge = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_000_001)}` });
    const { status, error } = await readRefusal(await post(multipart(huge, '{}'), {}));
    expect(status).toBe(413);
    expect(error).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE', messageId: 'errors.uploadTooLarge' } });
  });

  it('refuses operations that are not JSON with 400', async () => {
    const { status, error } = await readRefusal(await post(multipart('{ not json', '{}'), {}));
    expect(status).toBe(400);
    expect(error).toMatchObject({ extensions: { code: 'BAD_REQUEST', messageId: 'errors.badMultipart' } });
  });
});

describe('addresses nothing answers', () => {
  it.each([
    ['GET', '/no-such-route'],
    ['POST', '/schema.graphql'],
    ['GET', '/media/images/missing-photo.png'],
    ['GET', '/media/../../etc/passwd'],
  ])('%s %s is a 404 in JSON that does not say where files live', async (method, path) => {
    const res = await fetch(`${server.url}${path}`, { method, headers: { accept: 'application/json' } });
    expect(await readRefusal(res)).toEqual({ status: 404, error: refusal('NOT_FOUND', 'errors.notFound') });
  });

  it('refuses a media path that is not correctly percent-encoded with 400', async () => {
    expect(await readRefusal(await fetch(`${server.url}/media/%E0%A4%A`))).toEqual({
      status: 400,
      error: refusal('BAD_REQUEST', 'errors.badUrl'),
    });
  });
});

it('still answers GraphQL afterwards', async () => {
  const res = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'application/json' });
  expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
});
