import http from 'node:http';
import { randomOperation, type OperationPool } from './documents';
import { NASTY_STRINGS, type Random } from './random';

// HTTP requests to /graphql as a fuzzer sends them: JSON POSTs and GETs with broken documents, variables, names,
// content types and headers, and multipart uploads broken in every part the GraphQL multipart request spec names.

export interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FuzzAnswer {
  status: number;
  body: string;
}

export interface Caller {
  ids: readonly string[];
  tokens: readonly string[];
}

/** Sends one request as written (no client-side checks), and reads the whole answer. */
export function send(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Headers most requests carry (CSRF preflight, a caller) and some that should change nothing. */
function commonHeaders(random: Random, caller: Caller): Record<string, string> {
  const headers: Record<string, string> = {};
  // Apollo's CSRF prevention refuses a multipart or simple request without it (issue 29): most requests send it.
  if (random.chance(0.9)) headers['apollo-require-preflight'] = 'true';
  const auth = random.int(10);
  if (auth < 5 && caller.tokens.length > 0) headers.authorization = `Bearer ${random.pick(caller.tokens)}`;
  else if (auth === 5) headers.authorization = random.pick(['Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer a.b.c']);
  else if (auth === 6) headers.authorization = `ApiKey ${random.text(40)}`;
  if (random.chance(0.2)) {
    headers[random.pick(['x-forwarded-for', 'accept', 'accept-language', 'origin', 'x-apollo-operation-name'])] =
      random.pick(['127.0.0.1, 10.0.0.1', '*/*', 'application/graphql-response+json', 'xx', 'https://evil.example']);
  }
  if (random.chance(0.05)) headers['accept-encoding'] = random.pick(['gzip', 'br', 'identity', 'nope']);
  return headers;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/graphql-response+json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nope',
  'application/graphql',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  '',
  ';;;',
  'application/json; boundary=x',
];

/** A POST of a JSON (or not quite JSON) body. */
export function jsonPost(random: Random, pool: OperationPool, caller: Caller): FuzzRequest {
  const operation = randomOperation(pool, random, caller.ids);
  let payload: unknown = {
    query: operation.document,
    ...(operation.operationName !== undefined ? { operationName: operation.operationName } : {}),
    variables: operation.variables,
  };
  const shape = random.int(20);
  if (shape === 0) payload = [payload, payload];
  else if (shape === 1) payload = random.pick([null, 42, 'query', [], { query: 42 }, { query: null }, { query: [] }]);
  else if (shape === 2) payload = { ...(payload as object), extensions: random.pick(EXTENSIONS) };
  let body: Buffer = Buffer.from(JSON.stringify(payload));
  if (random.chance(0.05)) body = body.subarray(0, random.int(body.length));
  if (random.chance(0.03)) body = random.bytes(random.int(200));
  if (random.chance(0.03)) body = Buffer.from(JSON.stringify(payload), 'utf16le');
  const headers = commonHeaders(random, caller);
  const contentType = random.chance(0.8) ? 'application/json' : random.pick(CONTENT_TYPES);
  if (contentType) headers['content-type'] = contentType;
  if (random.chance(0.03)) headers['content-encoding'] = random.pick(['gzip', 'deflate', 'br', 'nope']);
  const path = random.chance(0.95) ? '/graphql' : random.pick(['/graphql?', '/graphql?x=%zz', '/graphql/', '/GRAPHQL']);
  return { label: `POST ${path} ${contentType} ${operation.operationName ?? ''}`, method: 'POST', path, headers, body };
}

const EXTENSIONS: readonly unknown[] = [
  { persistedQuery: { version: 1, sha256Hash: 'abc' } },
  { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } },
  { persistedQuery: { version: 2 } },
  { persistedQuery: null },
  'extensions',
  [],
];

/** Percent-encoding that also takes a lone surrogate (as its WTF-8 bytes, which are no UTF-8). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A GET with the operation in the query string, sometimes badly encoded. */
export function getRequest(random: Random, pool: OperationPool, caller: Caller): FuzzRequest {
  const operation = randomOperation(pool, random, caller.ids);
  const params: string[] = [`query=${encode(operation.document)}`];
  if (operation.operationName !== undefined) params.push(`operationName=${encode(operation.operationName)}`);
  if (random.chance(0.7)) params.push(`variables=${encode(JSON.stringify(operation.variables) ?? '')}`);
  if (random.chance(0.1))
    params.push(random.pick(['variables={bad', 'extensions=[', 'query=%E0%A4%A', '%zz=1', 'q=%']));
  if (random.chance(0.1)) params.push(`query=${encode(random.pick(NASTY_STRINGS))}`);
  if (random.chance(0.05)) params.reverse();
  const headers = commonHeaders(random, caller);
  if (random.chance(0.2)) headers['content-type'] = random.pick(CONTENT_TYPES) || 'text/plain';
  const path = `/graphql?${params.join('&')}`;
  return { label: `GET ${operation.operationName ?? ''}`, method: 'GET', path, headers };
}

/** Other methods and neighbouring paths: preflights, HEAD, PUT, the schema and media files. */
export function otherRequest(random: Random, caller: Caller): FuzzRequest {
  const method = random.pick(['OPTIONS', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'GET', 'POST']);
  const path = random.pick([
    '/graphql',
    '/schema.graphql',
    '/livez',
    '/readyz',
    '/healthz',
    '/media/',
    `/media/images/${random.text(8)}.png`,
    `/media/avatars/${random.pick(caller.ids.length ? caller.ids : ['x'])}/missing.jpg`,
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/..%2f..%2fpackage.json',
    '/media/%zz',
    `/${random.text(10)}`,
  ]);
  const headers = commonHeaders(random, caller);
  const body = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? undefined : Buffer.from('{}');
  if (body) headers['content-type'] = 'application/json';
  return { label: `${method} ${path}`, method, path, headers, body };
}

// A picture small enough for every request, and the operations that take a file.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6a3a30000000049454e44ae426082',
  'hex',
);
const UPLOADS = [
  {
    query: 'mutation FuzzUploadPost($input: CreatePostInput!) { createPost(input: $input) { id mediaUrl } }',
    operationName: 'FuzzUploadPost',
    variables: { input: { content: 'fuzz upload', media: null } },
    path: 'variables.input.media',
  },
  {
    query: 'mutation FuzzUploadAvatar($input: UpdateProfileInput!) { updateProfile(input: $input) { avatarUrl } }',
    operationName: 'FuzzUploadAvatar',
    variables: { input: { avatar: null } },
    path: 'variables.input.avatar',
  },
];

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

/** A multipart upload per the GraphQL multipart request spec, with one or more of its parts broken. */
export function multipartRequest(random: Random, caller: Caller): FuzzRequest {
  const upload = random.pick(UPLOADS);
  const broken: string[] = [];
  let operations: string = JSON.stringify({ ...upload });
  let map: string = JSON.stringify({ 0: [upload.path] });
  const file: Part = { name: '0', filename: 'photo.png', type: 'image/png', content: PNG };
  const parts: Part[] = [];
  const breaks = random.chance(0.15) ? 0 : 1 + random.int(2);
  let extraFiles: Part[] = [];
  let order = ['operations', 'map', 'file'];
  for (let i = 0; i < breaks; i++) {
    const what = random.int(14);
    broken.push(String(what));
    if (what === 0) operations = operations.slice(0, random.int(operations.length));
    else if (what === 1) operations = random.pick(['[]', 'null', '42', '"x"', '{}', '[{"query":"{ __typename }"}]']);
    else if (what === 2) map = map.slice(0, random.int(map.length));
    else if (what === 3) map = random.pick(['[]', 'null', '{"0": "x"}', '{"0": []}', '{"0": [1]}', '{"": [""]}']);
    else if (what === 4)
      map = JSON.stringify({ 1: [upload.path] }); // points at a file that is not sent
    else if (what === 5) map = JSON.stringify({ 0: [random.pick(WRONG_PATHS)] });
    else if (what === 6) map = JSON.stringify({ 0: [upload.path, upload.path] });
    else if (what === 7)
      extraFiles = [{ ...file }]; // the same file twice
    else if (what === 8) {
      map = JSON.stringify({ 0: [upload.path], 1: [upload.path] });
      extraFiles = [{ ...file, name: '1' }];
    } else if (what === 9)
      order = random.pick([['map', 'operations', 'file'], ['file', 'operations', 'map'], ['file']]);
    else if (what === 10) file.content = random.bytes(random.int(300));
    else if (what === 11) file.filename = random.pick(['', '../../evil.png', 'a.exe', 'x'.repeat(500), 'photo.PNG']);
    else if (what === 12) delete file.filename;
    else file.type = random.pick(['', 'text/html', 'image/svg+xml', 'video/mp4']);
  }
  for (const name of order) {
    if (name === 'operations') parts.push({ name, content: Buffer.from(operations) });
    else if (name === 'map') parts.push({ name, content: Buffer.from(map) });
    else parts.push(file, ...extraFiles);
  }
  const boundary = `----kuzafuzz${random.text(12)}`;
  let body = Buffer.concat([
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
            (part.filename !== undefined ? `; filename="${part.filename}"` : '') +
            `\r\n${part.type !== undefined ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  let contentType = `multipart/form-data; boundary=${boundary}`;
  const framing = random.int(12);
  if (framing === 0)
    body = body.subarray(0, random.int(body.length)); // cut short
  else if (framing === 1) contentType = 'multipart/form-data';
  else if (framing === 2) contentType = `multipart/form-data; boundary=other${boundary}`;
  else if (framing === 3) body = Buffer.concat([Buffer.from('garbage before\r\n'), body]);
  const headers = { ...commonHeaders(random, caller), 'content-type': contentType };
  return {
    label: `multipart ${upload.operationName} breaks=${broken.join(',')} framing=${framing}`,
    method: 'POST',
    path: '/graphql',
    headers,
    body,
  };
}

const WRONG_PATHS = [
  'variables.input.nope',
  'variables',
  'query',
  'variables.input.media.deep',
  '0.variables.input.media',
  'variables.__proto__.polluted',
  'variables.input.__proto__',
  'constructor.prototype.polluted',
  '',
  'variables..input',
  'x'.repeat(2000),
];
