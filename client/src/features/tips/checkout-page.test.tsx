import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { rememberTip } from './pending-tip';
import { CheckoutStatusDocument, PostTipsCountDocument } from './tip-operations';

const checkout = (
  status: 'PENDING' | 'PAID' | 'FAILED',
  purpose = 'TIP',
  postId: string | null = null,
): MockLink.MockedResponse => ({
  request: { query: CheckoutStatusDocument, variables: { id: 'chk-1' } },
  result: {
    data: {
      checkout: {
        __typename: 'Checkout',
        id: 'chk-1',
        status,
        purpose,
        amountMinor: '2000',
        currency: 'USD',
        testMode: true,
        postId,
      },
    },
  },
});

const visit = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/checkout/:id" element={<CheckoutPage />} />
    </Routes>,
    { route: '/dashboard/checkout/chk-1', mocks },
  );

beforeEach(() => sessionStorage.clear());

it("follows the checkout until it is paid, then reads the post's tip count again", async () => {
  rememberTip('chk-1', { postId: 'p1', creatorUsername: 'zawadi' });
  const count = jest.fn(() => ({ data: { post: { __typename: 'Post', id: 'p1', tipsCount: 1 } } }));
  visit([
    checkout('PENDING'),
    checkout('PAID'),
    { request: { query: PostTipsCountDocument, variables: { id: 'p1' } }, result: count },
  ]);
  expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
  expect(screen.getByTestId('test-mode')).toHaveTextContent('Test mode: no real money');
  expect(
    await screen.findByText('Thank you! Your tip of $20.00 to @zawadi was paid.', {}, { timeout: 5_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the post' })).toHaveAttribute('href', '/dashboard/post/p1');
  await waitFor(() => expect(count).toHaveBeenCalledTimes(1));
});

it('says when the payment did not go through', async () => {
  visit([checkout('FAILED')]);
  expect(await screen.findByText('The payment did not go through: no money was taken.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Kuza' })).toHaveAttribute('href', '/dashboard');
});

it('leads a new member back to the locked post they joined from, now theirs to read', async () => {
  visit([checkout('PAID', 'MEMBERSHIP', 'p7')]);
  expect(await screen.findByText('Paid: $20.00. Thank you!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the post' })).toHaveAttribute('href', '/dashboard/post/p7');
});
