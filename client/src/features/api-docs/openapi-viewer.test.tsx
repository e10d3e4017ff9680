import { fireEvent, render, screen, within } from '@testing-library/react';
import { OpenApiViewer } from './openapi-viewer';
import type { OpenApiDocument } from './openapi-document';

// A small document of the shape the server generates (server/src/features/rest-api/openapi.ts).
const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Kuza REST API', version: '1.0.0' },
  paths: {
    '/posts/{id}': {
      get: {
        operationId: 'getPost',
        tags: ['Posts'],
        summary: 'One post',
        'x-kuza-scope': 'READ',
        parameters: [
          { name: 'id', in: 'path', required: true, description: 'The post id.', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The post',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Post' } } },
          },
          '404': { description: 'Not found' },
        },
      },
    },
    '/posts': {
      post: {
        operationId: 'createPost',
        tags: ['Posts'],
        summary: 'Create a post',
        'x-kuza-scope': 'WRITE',
        parameters: [],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/CreatePostBody' } } } },
        responses: { '201': { description: 'The new post' } },
      },
    },
  },
  components: {
    schemas: {
      Post: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      CreatePostBody: { type: 'object', properties: { content: { type: 'string' } }, required: ['content'] },
    },
  },
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Promise.resolve({
    ok: status < 400,
    status,
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn((url: string) =>
    url === '/api/openapi.json' ? json(DOCUMENT) : json({ id: 'p1' }, 200, { etag: '"abc"' }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it("lists the document's endpoints by tag with their scope, parameters, body and responses", async () => {
  render(<OpenApiViewer />);
  const get = await screen.findByRole('article', { name: 'GET /posts/{id}' });
  expect(within(get).getByText('/api/posts/{id}')).toBeInTheDocument();
  expect(within(get).getByText('scope: read')).toBeInTheDocument();
  expect(within(get).getByText('One post')).toBeInTheDocument();
  expect(
    within(get).getByText((_, element) => element?.tagName === 'LI' && element.textContent === '200 The post · Post'),
  ).toBeInTheDocument();
  const post = screen.getByRole('article', { name: 'POST /posts' });
  expect(within(post).getByText('Request body (application/json)')).toBeInTheDocument();
  expect(within(post).getByText('content')).toBeInTheDocument();
  expect(screen.queryByText('Planned')).not.toBeInTheDocument();
});

it('Try it sends the request to this instance with the key as a bearer token and shows the answer', async () => {
  render(<OpenApiViewer />);
  const get = await screen.findByRole('article', { name: 'GET /posts/{id}' });
  fireEvent.change(screen.getByLabelText('API key or access token for Try it'), {
    target: { value: 'kuza_live_secret' },
  });
  fireEvent.click(within(get).getByRole('button', { name: 'Try it' }));
  fireEvent.change(within(get).getByLabelText('id *'), { target: { value: 'p1' } });
  fireEvent.click(within(get).getByRole('button', { name: 'Send request' }));
  expect(await within(get).findByText('Answer: HTTP 200')).toBeInTheDocument();
  expect(within(get).getByText(/etag: "abc"/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenLastCalledWith('/api/posts/p1', {
    method: 'GET',
    headers: { authorization: 'Bearer kuza_live_secret' },
    body: undefined,
  });
});

it('Try it sends a JSON body started from the request schema', async () => {
  render(<OpenApiViewer />);
  const post = await screen.findByRole('article', { name: 'POST /posts' });
  fireEvent.click(within(post).getByRole('button', { name: 'Try it' }));
  const body = within(post).getByLabelText('JSON body');
  expect(body).toHaveValue('{\n  "content": ""\n}');
  fireEvent.change(body, { target: { value: '{"content":"Hello"}' } });
  fireEvent.click(within(post).getByRole('button', { name: 'Send request' }));
  await within(post).findByText('Answer: HTTP 200');
  expect(fetchMock).toHaveBeenLastCalledWith('/api/posts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"content":"Hello"}',
  });
});

it('says so when the document cannot be loaded', async () => {
  fetchMock.mockImplementation(() => json({}, 500));
  render(<OpenApiViewer />);
  expect(
    await screen.findByText('The REST reference could not be loaded. Please try again later.'),
  ).toBeInTheDocument();
});
