import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { TrendingHashtagsDocument, TrendingHashtagsUpdatedDocument } from './hashtag-operations';
import { TrendingList } from './trending-list';

const request = { query: TrendingHashtagsDocument, variables: { limit: 10 } };
// No list is pushed live during these tests.
const quiet: MockLink.MockedResponse = {
  request: { query: TrendingHashtagsUpdatedDocument },
  result: { data: null },
  delay: 60_000,
};
const list = (tags: [string, number][]): MockLink.MockedResponse => ({
  request,
  result: {
    data: {
      trendingHashtags: tags.map(([tag, usageCount]) => ({ __typename: 'Hashtag', id: `h-${tag}`, tag, usageCount })),
    },
  },
});

describe('TrendingList', () => {
  it('says the list could not be loaded (not that nothing trends) and loads it on Try again', async () => {
    renderWithProviders(<TrendingList />, {
      mocks: [{ request, error: new Error('Failed to fetch') }, list([['afrobeats', 12]]), quiet],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Trending hashtags could not be loaded.');
    expect(screen.queryByText('No trending hashtags yet. Start creating posts with hashtags!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('#afrobeats')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty message when nothing trends yet', async () => {
    renderWithProviders(<TrendingList />, { mocks: [list([]), quiet] });
    expect(
      await screen.findByText('No trending hashtags yet. Start creating posts with hashtags!'),
    ).toBeInTheDocument();
  });
});
