import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { AcademyPage } from './academy-page';
import { CreatorSupportPage } from './creator-support-page';
import { HelpCenterPage } from './help-center-page';

it('Creator Support: chat instant to 5 minutes, e-mail 24 hours, tickets 48 hours', () => {
  renderWithProviders(<CreatorSupportPage />);
  expect(screen.getByTestId('support-chat')).toHaveTextContent('Response time: instant to 5 minutes');
  expect(screen.getByTestId('support-email')).toHaveTextContent('Response time: 24 hours');
  expect(screen.getByTestId('support-tickets')).toHaveTextContent('Response time: 48 hours');
  expect(screen.getByRole('link', { name: 'Open a ticket' })).toHaveAttribute('href', '/contact');
});

it('Help Center: searches the answers', async () => {
  renderWithProviders(<HelpCenterPage />);
  expect(screen.getAllByRole('listitem')).toHaveLength(7);
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'payout');
  expect(screen.getByText('When do payouts arrive?')).toBeInTheDocument();
  expect(screen.queryByText('Can I use Kuza in my language?')).not.toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'zebra');
  expect(screen.getByText('No articles match "zebra". Ask Creator Support instead.')).toBeInTheDocument();
});

it('Academy: courses with their lessons', () => {
  renderWithProviders(<AcademyPage />);
  expect(screen.getAllByTestId('course')).toHaveLength(4);
  expect(screen.getByText('Monetization 101')).toBeInTheDocument();
  expect(screen.getByText('Cashing out: fees and timing')).toBeInTheDocument();
});
