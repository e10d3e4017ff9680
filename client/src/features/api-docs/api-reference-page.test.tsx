import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiReferencePage } from './api-reference-page';

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
  expect(screen.getByTestId('limit-depth')).toHaveTextContent('at most 6 levels');
  expect(screen.getByTestId('limit-aliases')).toHaveTextContent('at most 15');
  expect(screen.getByTestId('limit-cost')).toHaveTextContent('at most 5,000');
  expect(screen.getByTestId('limit-listSize')).toHaveTextContent('at most 100');
  expect(screen.getByText(/A literal first: 100 counts as a hundred items/)).toBeInTheDocument();
});

it('links the schema and the playground, and keeps the prototype REST list marked Planned', async () => {
  renderPage();
  expect(await screen.findByRole('link', { name: 'Download schema.graphql' })).toHaveAttribute(
    'href',
    '/schema.graphql',
  );
  expect(screen.getByRole('link', { name: 'Open the GraphQL playground' })).toHaveAttribute('href', '/graphiql');
  const rows = screen.getAllByTestId('planned-endpoint');
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent)
        .join(' '),
    ),
  ).toEqual([
    'POST /api/posts',
    'GET /api/posts/{id}',
    'PUT /api/posts/{id}',
    'POST /api/auth/login',
    'POST /api/auth/refresh',
    'POST /api/auth/logout',
    'POST /api/webhooks',
    'GET /api/webhooks',
    'DELETE /api/webhooks/{id}',
    'GET /api/analytics/views',
    'GET /api/analytics/earnings',
    'GET /api/analytics/audience',
  ]);
  for (const row of rows) expect(row).toHaveTextContent('Planned');
});
