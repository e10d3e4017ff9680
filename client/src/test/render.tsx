import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import { Toaster } from '@/ui/toast';

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

interface Options {
  mocks?: MockLink.MockedResponse[];
  /** The URL the component is rendered at. */
  route?: string;
}

/** Renders a screen with mocked GraphQL over the app's own cache (its list merging), a router (with the current path shown) and the toast area. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/' }: Options = {}) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
          <Route path="/dashboard" element={<p>Dashboard screen</p>} />
        </Routes>
        <CurrentPath />
        <Toaster />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** A toast with this title, once screen readers have been told of it (Radix announces it two frames later). */
export async function findToast(title: string): Promise<HTMLElement> {
  const [match] = await screen.findAllByText(title);
  // Waiting for the announcement also keeps Radix's update inside the test's waiting rather than after it. Radix
  // removes the announcement (role="status") a second after it appears: on a busy machine that second can pass
  // before this wait starts, and the toast, still shown, is what the caller asserts.
  await waitFor(() =>
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes(title))).toBe(true),
  ).catch(() => expect(match).toBeInTheDocument());
  return match;
}

export const sessionPayload = {
  __typename: 'AuthPayload' as const,
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user: {
    __typename: 'User' as const,
    id: 'user-1',
    email: 'amina@example.com',
    username: 'amina',
    createdAt: '2025-01-01T00:00:00.000Z',
    roles: ['USER' as const],
    profile: { __typename: 'Profile' as const, id: 'user-1', username: 'amina', avatarUrl: null },
  },
};
