import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { MessageBubble } from './message-bubble';
import { ReportMessageDocument } from './message-operations';

afterEach(() => dismissToast());

const message = (isMine: boolean) => ({
  __typename: 'Message' as const,
  id: 'm7',
  conversationId: 'c1',
  content: 'Send me your PIN',
  mediaUrl: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  isMine,
  seen: null,
  sender: { __typename: 'Profile' as const, id: 'amara', username: 'amara' },
});
const reported = {
  request: { query: ReportMessageDocument, variables: { input: { messageId: 'm7', reason: 'SCAM' } } },
  result: { data: { reportMessage: true } },
};

it("reports another's message with the reason picked from its menu", async () => {
  renderWithProviders(
    <ul>
      <MessageBubble message={message(false)} showSeen={false} />
    </ul>,
    { mocks: [reported] },
  );
  // The menu's code loads on first use; the reasons are there once it has.
  await userEvent.click(screen.getByRole('button', { name: 'Report message' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Scam' }));
  await findToast('Reported to moderators');
});

it('offers no Report on the reader’s own message', () => {
  renderWithProviders(
    <ul>
      <MessageBubble message={message(true)} showSeen={false} />
    </ul>,
  );
  expect(screen.getByText('Send me your PIN')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Report message' })).toBeNull();
});
