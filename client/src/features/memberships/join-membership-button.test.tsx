import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentModeMock } from '@/features/monetize/testing';
import { renderWithProviders } from '@/test/render';
import { JoinMembershipButton } from './join-membership-button';
import { JoinMembershipDocument, JoinTiersDocument } from './membership-operations';
import { navigation } from './navigation';

type JoinVariables = { tierId: string; idempotencyKey: string; postId?: string | null };

let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(navigation, 'go').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

const tiersMock: MockLink.MockedResponse = {
  request: { query: JoinTiersDocument, variables: { username: 'amara' } },
  result: {
    data: {
      membershipTiers: [
        {
          __typename: 'MembershipTier',
          id: 't1',
          name: 'Inner Circle',
          description: 'Every story first',
          price: { __typename: 'Money', amountMinor: '500', currency: 'USD' },
          isOpen: true,
          retiredAt: null,
          membersCount: 3,
          viewerIsMember: false,
        },
      ],
    },
  },
};

const joinMock = (sent: JoinVariables[]): MockLink.MockedResponse => ({
  request: { query: JoinMembershipDocument, variables: () => true },
  result: (variables: JoinVariables) => {
    sent.push(variables);
    return {
      data: {
        joinMembership: {
          __typename: 'Checkout',
          id: 'chk-1',
          status: 'PENDING',
          checkoutUrl: 'http://kuza.test/fake-gateway/checkout/chk-1',
        },
      },
    };
  },
});

it('opens the tiers at once when the reader comes from a locked post, and names that post in the join', async () => {
  const sent: JoinVariables[] = [];
  renderWithProviders(<JoinMembershipButton creatorUsername="amara" fromPostId="post-9" />, {
    mocks: [paymentModeMock('TEST'), tiersMock, joinMock(sent)],
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Join @amara' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Join Inner Circle' }));
  expect(await waitForCall(go)).toBe('http://kuza.test/fake-gateway/checkout/chk-1');
  expect(sent).toEqual([expect.objectContaining({ tierId: 't1', postId: 'post-9' })]);
});

it('stays closed on a plain profile visit and joins without a post', async () => {
  const sent: JoinVariables[] = [];
  renderWithProviders(<JoinMembershipButton creatorUsername="amara" />, {
    mocks: [paymentModeMock('TEST'), tiersMock, joinMock(sent)],
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Join @amara' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Join Inner Circle' }));
  expect(await waitForCall(go)).toBe('http://kuza.test/fake-gateway/checkout/chk-1');
  expect(sent).toEqual([expect.objectContaining({ tierId: 't1', postId: null })]);
});

/** The first argument of the spy's first call, once it has been called. */
async function waitForCall(spy: jest.SpyInstance): Promise<unknown> {
  await waitFor(() => expect(spy).toHaveBeenCalled());
  return spy.mock.calls[0]![0];
}
