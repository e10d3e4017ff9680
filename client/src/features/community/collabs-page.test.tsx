import type { MockLink } from '@apollo/client/testing';
import { COMMUNITY_MESSAGES } from '@kuza/common';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { CollabsPage } from './collabs-page';
import {
  AcceptCollabRequestDocument,
  DeclineCollabRequestDocument,
  OpenCollabRequestDocument,
} from './community-operations';
import { collab, collabsPage } from './community-test-data';

afterEach(() => dismissToast());

describe('Collab Requests', () => {
  const decided = (
    query: typeof AcceptCollabRequestDocument | typeof DeclineCollabRequestDocument,
    field: string,
    id: string,
    status: string,
  ) => ({
    request: { query, variables: { id } },
    result: jest.fn(() => ({
      data: { [field]: { __typename: 'CollabRequest', id, status, decidedAt: '2025-03-03T10:00:00.000Z' } },
    })),
    delay: 30,
  });

  it('tells an account with no requests at all where requests come from and where to find creators', async () => {
    renderWithProviders(<CollabsPage />, { mocks: [...collabsPage([])] });
    expect(await screen.findByTestId('collabs-empty')).toHaveTextContent(
      'No collab requests for you yet. When a creator or a brand sends you one, it appears here.',
    );
    expect(screen.getByRole('link', { name: 'Find creators to work with in Discover.' })).toHaveAttribute(
      'href',
      '/dashboard/discover',
    );
    expect(screen.queryAllByTestId('collab-request')).toHaveLength(0);
  });

  it("shows a request that came in since the last visit: the kept list first, then the server's", async () => {
    const cache = createCache();
    const visit = (mocks: MockLink.MockedResponse[]) =>
      render(
        <MockedProvider mocks={mocks} cache={cache}>
          <MemoryRouter>
            <CollabsPage />
          </MemoryRouter>
        </MockedProvider>,
      );
    const first = visit(collabsPage([collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW')]));
    expect(await screen.findByText('@safari_sounds')).toBeInTheDocument();
    first.unmount();

    visit(
      collabsPage([
        collab('c2', 'jollof_kitchen', 'me', 'SPONSORED_POST', 750, 'NEW'),
        collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW'),
      ]),
    );
    expect(screen.getByText('@safari_sounds')).toBeInTheDocument();
    expect(await screen.findByText('@jollof_kitchen')).toBeInTheDocument();
  });

  it('lists real requests; Accept saves it, then says so and turns the buttons off', async () => {
    const accept = decided(AcceptCollabRequestDocument, 'acceptCollabRequest', 'c1', 'ACCEPTED');
    renderWithProviders(<CollabsPage />, {
      mocks: [
        ...collabsPage(
          [collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW')],
          [collab('c9', 'me', 'kofi_pod', 'PODCAST_GUEST', 0, 'DECLINED')],
        ),
        accept,
      ],
    });
    const [request, mine] = await screen.findAllByTestId('collab-request');
    expect(request).toHaveTextContent('@safari_sounds');
    expect(request).toHaveTextContent('Brand deal');
    expect(request).toHaveTextContent('$1,500.00');
    expect(request).toHaveTextContent('New');
    expect(mine).toHaveTextContent('@kofi_pod');
    expect(mine).toHaveTextContent('Declined');

    const user = userEvent.setup();
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    expect(within(request).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(await findToast('Collab accepted')).toBeInTheDocument();
    expect(accept.result).toHaveBeenCalledTimes(1);
    expect(request).toHaveTextContent('Accepted');
    expect(within(request).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(request).getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('Decline saves it; a refusal from the server is shown', async () => {
    const refused = {
      request: { query: DeclineCollabRequestDocument, variables: { id: 'c2' } },
      result: { errors: [serverError('BAD_USER_INPUT', 'community.collabAlreadyDecided', { field: 'id' })] },
    };
    const decline = decided(DeclineCollabRequestDocument, 'declineCollabRequest', 'c1', 'DECLINED');
    renderWithProviders(<CollabsPage />, {
      mocks: [
        ...collabsPage([
          collab('c1', 'jollof_kitchen', 'me', 'SPONSORED_POST', 750, 'PENDING'),
          collab('c2', 'amara', 'me', 'FEATURE', 0, 'PENDING'),
        ]),
        decline,
        refused,
      ],
    });
    const [first, second] = await screen.findAllByTestId('collab-request');
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Decline' }));
    expect(await findToast('Collab declined')).toBeInTheDocument();
    expect(first).toHaveTextContent('Declined');
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    expect(await findToast('Could not update the request')).toBeInTheDocument();
    expect(screen.getAllByText(COMMUNITY_MESSAGES.collabAlreadyDecided).length).toBeGreaterThan(0);
  });

  it('Details shows the message, type and amount, and marks a new request seen (pending)', async () => {
    const opened = jest.fn(() => ({
      data: { openCollabRequest: { __typename: 'CollabRequest', id: 'c1', status: 'PENDING' } },
    }));
    renderWithProviders(<CollabsPage />, {
      mocks: [
        ...collabsPage([
          collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW', 'Voice our Serengeti campaign'),
        ]),
        { request: { query: OpenCollabRequestDocument, variables: { id: 'c1' } }, result: opened },
      ],
    });
    const [request] = await screen.findAllByTestId('collab-request');
    await userEvent.setup().click(within(request).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand deal from @safari_sounds' });
    expect(within(dialog).getByTestId('collab-message')).toHaveTextContent('Voice our Serengeti campaign');
    expect(dialog).toHaveTextContent('$1,500.00');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(request).toHaveTextContent('Pending'));
  });
});
