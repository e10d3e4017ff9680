import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { ReportContentDocument } from './moderation-operations';
import { ReportButton } from './report-dialog';

afterEach(() => dismissToast());

const sent = (input: Record<string, unknown>, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ReportContentDocument, variables: { input } },
  result,
});

it('asks for a reason, sends the report with its details and thanks the reader', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReportButton target={{ postId: 'p-1' }} />, {
    mocks: [
      sent({ postId: 'p-1', reason: 'SCAM', details: 'Asks for money up front' }, { data: { reportContent: true } }),
    ],
  });
  await user.click(screen.getByRole('button', { name: 'Report this post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');

  await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), '  Asks for money up front ');
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await findToast('Report sent')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("shows the server's reason when a report is refused, and keeps the form open", async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReportButton target={{ commentId: 'c-1' }} compact />, {
    mocks: [
      sent(
        { commentId: 'c-1', reason: 'SPAM', details: null },
        { errors: [serverError('BAD_USER_INPUT', 'moderation.alreadyReported', { field: 'postId' })] },
      ),
    ],
  });
  await user.click(screen.getByRole('button', { name: 'Report this comment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
  await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'You have already reported this. A moderator will review it.',
  );
});
