import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiReferencePage } from './api-reference-page';

// The REST reference reads this instance's OpenAPI document.
beforeEach(() => {
  globalThis.fetch = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ openapi: '3.1.0', info: {}, paths: {}, components: { schemas: {} } }),
    } as Response),
  ) as unknown as typeof fetch;
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <ApiReferencePage />
    </MemoryRouter>,
  );

it('documents the endpoint, bearer-key authentication, a curl example and a graphql-ws subscription for this server', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'API Reference', level: 1 })).toBeInTheDocument();
  expect(screen.getByText(`POST ${window.location.origin}/graphql`)).toBeInTheDocument();
  expect(screen.getByText('Authorization: Bearer kuza_live_…')).toBeInTheDocument();
  const curl = screen.getByTestId('curl-example');
  expect(curl).toHaveTextContent(`curl ${window.location.origin}/graphql`);
  expect(curl).toHaveTextContent("-H 'Authorization: Bearer kuza_live_…'");
  const subscription = screen.getByTestId('subscription-example');
  expect(subscription).toHaveTextContent("from 'graphql-ws'");
  expect(subscription).toHaveTextContent("connectionParams: { authorization: 'Bearer kuza_live_…' }");
  expect(subscription).toHaveTextContent(`url: '${window.location.origin.replace(/^http/, 'ws')}/graphql'`);
});

it('lists the error codes, the tiers with their hourly limits, the rate-limit headers and the query limits', async () => {
  renderPage();
  await screen.findByRole('heading', { name: 'Errors' });
  for (const code of [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'BAD_USER_INPUT',
    'NOT_FOUND',
    'RATE_LIMITED',
    'INTERNAL_SERVER_ERROR',
  ]) {
    expect(screen.getAllByText(code).length).toBeGreaterThan(0);
  }
  expect(screen.getByTestId('tier-FREE')).toHaveTextContent('1,000');
  expect(screen.getByTestId('tier-PRO')).toHaveTextContent('10,000');
  expect(screen.getByTestId('tier-ENTERPRISE')).toHaveTextContent('Unlimited');
  for (const header of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After: 1260']) {
    expect(screen.getAllByText(new RegExp(header)).length).toBeGreaterThan(0);
  }
  expect(screen.getByTestId('limit-depth')).toHaveTextContent('at most 7 levels');
  expect(screen.getByTestId('limit-aliases')).toHaveTextContent('at most 15');
  expect(screen.getByTestId('limit-cost')).toHaveTextContent('at most 5,000');
  expect(screen.getByTestId('limit-listSize')).toHaveTextContent('at most 100');
  expect(screen.getByText(/A literal first: 100 counts as a hundred items/)).toBeInTheDocument();
});

it('links the schema, the playground and the OpenAPI document, and shows the REST reference with no Planned marks', async () => {
  renderPage();
  expect(await screen.findByRole('link', { name: 'Download schema.graphql' })).toHaveAttribute(
    'href',
    '/schema.graphql',
  );
  expect(screen.getByRole('link', { name: 'Open the GraphQL playground' })).toHaveAttribute('href', '/graphiql');
  expect(screen.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
  expect(await screen.findByLabelText('API key or access token for Try it')).toBeInTheDocument();
  expect(screen.queryByText('Planned')).not.toBeInTheDocument();
});
