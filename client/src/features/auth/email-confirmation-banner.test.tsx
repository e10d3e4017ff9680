import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import {
  ConfirmEmailDocument,
  EmailConfirmationDocument,
  ResendConfirmationDocument,
} from './email-confirmation-operations';

afterEach(() => dismissToast());

const me = (emailConfirmedAt: string | null) => ({
  __typename: 'User' as const,
  id: 'user-1',
  email: 'amina@example.com',
  emailConfirmedAt,
});
const meMock = (emailConfirmedAt: string | null): MockLink.MockedResponse => ({
  request: { query: EmailConfirmationDocument },
  result: { data: { me: me(emailConfirmedAt) } },
});

it('reminds an unconfirmed account and resends the link', async () => {
  renderWithProviders(<EmailConfirmationBanner />, {
    mocks: [
      meMock(null),
      { request: { query: ResendConfirmationDocument }, result: { data: { resendConfirmation: true } } },
    ],
  });
  expect(
    await screen.findByText(/Please confirm your e-mail address: open the link we sent to amina@example.com/),
  ).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
  expect(await findToast('Confirmation link sent')).toBeInTheDocument();
});

it('says clearly when a resend comes too soon', async () => {
  renderWithProviders(<EmailConfirmationBanner />, {
    mocks: [
      meMock(null),
      {
        request: { query: ResendConfirmationDocument },
        result: { errors: [serverError('RATE_LIMITED', 'validation.resendTooSoon')] },
      },
    ],
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend' }));
  expect(await findToast('Link not sent')).toBeInTheDocument();
  expect(
    screen.getByText('A confirmation email was sent a moment ago. Please wait a minute before asking for another.'),
  ).toBeInTheDocument();
});

it('shows nothing once the address is confirmed', async () => {
  const { container } = renderWithProviders(<EmailConfirmationBanner />, { mocks: [meMock('2025-07-01T00:00:00Z')] });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument());
  expect(container.textContent).not.toMatch(/Please confirm/);
});

it('confirms the address once when the e-mailed link opens the dashboard', async () => {
  const confirmed = jest.fn(() => ({ data: { confirmEmail: me('2025-07-01T00:00:00Z') } }));
  renderWithProviders(<EmailConfirmationBanner />, {
    // The link is /dashboard?confirm=…; the test router shows a stand-in at /dashboard itself, so a sub-path.
    route: '/dashboard/feed?confirm=kzc_token',
    mocks: [
      meMock(null),
      // Answered after the first `me`, as a server would: the confirmed account then replaces the unconfirmed one.
      { request: { query: ConfirmEmailDocument, variables: { token: 'kzc_token' } }, result: confirmed, delay: 100 },
      meMock('2025-07-01T00:00:00Z'),
    ],
  });
  expect(await findToast('E-mail confirmed')).toBeInTheDocument();
  expect(confirmed).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByText(/Please confirm your e-mail/)).not.toBeInTheDocument());
});
