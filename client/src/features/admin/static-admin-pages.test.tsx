import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { ContentModerationPage } from './content-moderation-page';
import { ReportsPage } from './reports-page';

afterEach(() => dismissToast());

it('Content Moderation: the spec counters, three labelled sample items, and local Approve/Remove with a toast', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ContentModerationPage />);
  expect(screen.getByTestId('stat-pending')).toHaveTextContent('12');
  expect(screen.getByTestId('stat-approved')).toHaveTextContent('45');
  expect(screen.getByTestId('stat-removed')).toHaveTextContent('8');
  expect(screen.getByRole('note')).toHaveTextContent(/^Sample data/);
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);

  await user.click(within(items[0]).getByRole('button', { name: 'View' }));
  expect(await screen.findByRole('dialog', { name: 'Flagged for: Spam' })).toHaveTextContent('Get 10,000 followers overnight!');
  await user.keyboard('{Escape}');

  await user.click(within(items[0]).getByRole('button', { name: 'Approve' }));
  expect(await findToast('Content approved')).toBeInTheDocument();
  expect(within(items[0]).getByRole('button', { name: 'Approve' })).toBeDisabled();
  expect(items[0]).toHaveTextContent('Approved');
  expect(screen.getByTestId('stat-pending')).toHaveTextContent('11');
  expect(screen.getByTestId('stat-approved')).toHaveTextContent('46');

  await user.click(within(items[1]).getByRole('button', { name: 'Remove' }));
  expect(await findToast('Content removed')).toBeInTheDocument();
  expect(screen.getByTestId('stat-removed')).toHaveTextContent('9');
  expect(screen.getByTestId('stat-pending')).toHaveTextContent('10');
});

it('Reports & Flags: the spec counters, three sample reports, Review opens the details and Take Action resolves', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReportsPage />);
  expect(screen.getByTestId('stat-open')).toHaveTextContent('23');
  expect(screen.getByTestId('stat-high-priority')).toHaveTextContent('7');
  expect(screen.getByTestId('stat-resolved-today')).toHaveTextContent('15');
  const reports = screen.getAllByRole('listitem');
  expect(reports).toHaveLength(3);

  await user.click(within(reports[0]).getByRole('button', { name: 'Review' }));
  const details = await screen.findByRole('dialog', { name: 'Account impersonating a verified creator' });
  expect(reports[0]).toHaveTextContent('In review');
  await user.click(within(details).getByRole('button', { name: 'Take Action' }));
  expect(await findToast('Report resolved')).toBeInTheDocument();
  expect(screen.getByTestId('stat-open')).toHaveTextContent('22');
  expect(screen.getByTestId('stat-high-priority')).toHaveTextContent('6');
  expect(screen.getByTestId('stat-resolved-today')).toHaveTextContent('16');
});
