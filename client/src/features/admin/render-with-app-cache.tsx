import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import { Toaster } from '@/ui/toast';

/** Test helper: like renderWithProviders, but with the app's cache policies (Relay-style merging of pages). */
export function renderWithAppCache(ui: ReactElement, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </MockedProvider>,
  );
}
