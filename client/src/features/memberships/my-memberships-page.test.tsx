import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { CancelMembershipDocument, MyMembershipsDocument } from './membership-operations';
import { MyMembershipsPage } from './my-memberships-page';

afterEach(() => dismissToast());

const money = (amountMinor: string) => ({ __typename: 'Money' as const, amountMinor, currency: 'USD' });
const membership = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Membership' as const,
  id: 'm1',
  status: 'ACTIVE',
  creatorUsername: 'kwame_beats',
  since: '2026-01-10T12:00:00.000Z',
  currentPeriodEnd: '2026-02-10T12:00:00.000Z',
  accessUntil: '2026-02-10T12:00:00.000Z',
  renewsAt: '2026-02-10T12:00:00.000Z',
  price: money('499'),
  tier: { __typename: 'MembershipTier' as const, id: 't1', name: 'Inner circle' },
  payments: [
    {
      __typename: 'MembershipPayment' as const,
      id: 'p1',
      amount: money('499'),
      reference: 'chk-1',
      periodStart: '2026-01-10T12:00:00.000Z',
      periodEnd: '2026-02-10T12:00:00.000Z',
      paidAt: '2026-01-10T12:00:00.000Z',
    },
  ],
  ...overrides,
});
const listed: MockLink.MockedResponse = {
  request: { query: MyMembershipsDocument },
  result: { data: { myMemberships: [membership()] } },
};
const cancelled: MockLink.MockedResponse = {
  request: { query: CancelMembershipDocument, variables: { id: 'm1' } },
  result: { data: { cancelMembership: membership({ status: 'CANCELLED', renewsAt: null }) } },
};

it('shows a membership with its receipt, and cancels it in place after a confirmation', async () => {
  renderWithProviders(<MyMembershipsPage />, { mocks: [listed, cancelled] });
  const user = userEvent.setup();
  const card = await screen.findByTestId('membership');
  expect(within(card).getByText('Active')).toBeInTheDocument();
  expect(within(card).getByText(/Renews on .* at \$4\.99/)).toBeInTheDocument();
  expect(within(card).getByTestId('membership-receipt')).toHaveTextContent('$4.99');
  expect(within(card).getByTestId('membership-receipt')).toHaveTextContent('Ref. chk-1');

  await user.click(within(card).getByRole('button', { name: 'Cancel membership' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your membership of Inner circle?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
  await findToast('Membership cancelled');
  expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
  expect(within(card).getByText(/Access until/)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Cancel membership' })).toBeNull();
});
