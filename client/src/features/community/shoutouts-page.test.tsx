import type { MockLink } from '@apollo/client/testing';
import { COMMUNITY_MESSAGES, CONTENT_MESSAGES, LIMITS, MONEY_MESSAGES } from '@kuza/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resources } from '@/i18n/resources';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { SendShoutoutDocument } from './community-operations';
import { shoutout, shoutoutsPage } from './community-test-data';
import { ShoutoutsPage } from './shoutouts-page';

afterEach(() => dismissToast());

describe('Shoutouts', () => {
  const setup = (mocks: MockLink.MockedResponse[] = [...shoutoutsPage([])]) => {
    renderWithProviders(<ShoutoutsPage />, { mocks });
    return userEvent.setup();
  };
  const sendMock = (
    username: string,
    message: string,
    result: MockLink.MockedResponse['result'],
    delay = 0,
  ): MockLink.MockedResponse => ({
    request: { query: SendShoutoutDocument, variables: { input: { username, message } } },
    result,
    delay,
  });

  it('requires a username: "Username required"', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Why do you recommend them?'), 'Great work');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Username required')).toBeInTheDocument();
  });

  it('requires a message: "Message required" / "Please write why you recommend them."', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Username'), 'amara');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Message required')).toBeInTheDocument();
    expect(screen.getAllByText('Please write why you recommend them.').length).toBeGreaterThan(0);
  });

  it('saves the shoutout on the server, says so only then, clears the form and lists it among those given', async () => {
    const saved = shoutout('s-new', 'me', 'amara', 'Every beat is a masterclass', new Date().toISOString());
    const user = setup([
      ...shoutoutsPage([]),
      sendMock('amara', 'Every beat is a masterclass', { data: { sendShoutout: saved } }, 50),
    ]);
    await screen.findByTestId('shoutouts-empty');
    await user.type(screen.getByLabelText('Username'), '@amara');
    await user.type(screen.getByLabelText('Why do you recommend them?'), '  Every beat is a masterclass ');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText('Shoutout sent!')).not.toBeInTheDocument();
    expect(await findToast('Shoutout sent!')).toBeInTheDocument();
    expect(screen.getAllByText('Your shoutout for @amara is live.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(await screen.findByTestId('given-shoutout')).toHaveTextContent('For @amara');
    expect(screen.getByTestId('given-shoutout')).toHaveTextContent('Every beat is a masterclass');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = setup([
      ...shoutoutsPage([]),
      sendMock('nobody', 'Great work', { errors: [serverError('NOT_FOUND', 'content.userNotFound')] }),
    ]);
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.type(screen.getByLabelText('Why do you recommend them?'), 'Great work');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Shoutout not sent')).toBeInTheDocument();
    expect(screen.getAllByText(CONTENT_MESSAGES.userNotFound).length).toBeGreaterThan(0);
    expect(screen.queryByText('Shoutout sent!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('nobody');
  });

  it("answers the server's spec messages with the spec's toast", async () => {
    const refusal = { errors: [serverError('BAD_USER_INPUT', 'money.messageRequired', { field: 'message' })] };
    const user = setup([...shoutoutsPage([]), sendMock('amara', 'x', refusal)]);
    await user.type(screen.getByLabelText('Username'), 'amara');
    await user.type(screen.getByLabelText('Why do you recommend them?'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Message required')).toBeInTheDocument();
  });

  it('refuses a message over the limit before sending', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Username'), 'amara');
    await user.click(screen.getByLabelText('Why do you recommend them?'));
    await user.paste('x'.repeat(LIMITS.shoutoutMaxLength + 1));
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Shoutout not sent')).toBeInTheDocument();
    expect(screen.getAllByText(COMMUNITY_MESSAGES.shoutoutTooLong).length).toBeGreaterThan(0);
  });

  it('lists the shoutouts received', async () => {
    setup([...shoutoutsPage([shoutout('s1', 'kofi_pod', 'me', 'Her stories made me love podcasts again')])]);
    const [item] = await screen.findAllByTestId('shoutout');
    expect(item).toHaveTextContent('Her stories made me love podcasts again');
    expect(within(item).getByRole('link', { name: '@kofi_pod' })).toHaveAttribute('href', '/dashboard/u/kofi_pod');
    expect(screen.getAllByTestId('shoutout')).toHaveLength(1);
    expect(screen.queryByTestId('shoutouts-empty')).not.toBeInTheDocument();
  });

  it('tells an account that received none that there are none yet: no sample shoutouts', async () => {
    setup();
    expect(await screen.findByTestId('shoutouts-empty')).toHaveTextContent(
      'No shoutouts yet. When someone recommends you, it appears here.',
    );
    expect(screen.queryAllByTestId('shoutout')).toHaveLength(0);
  });

  it('keeps the exact spec messages in English', () => {
    const messages = resources.en.community.messages as Record<string, { title: string; description?: string }>;
    expect(messages.usernameRequired.title).toBe(MONEY_MESSAGES.usernameRequired.title);
    expect(messages.messageRequired).toEqual(MONEY_MESSAGES.messageRequired);
  });
});
