import { act, screen, within } from '@testing-library/react';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { AnalyticsOverviewPage } from './analytics-overview-page';
import { AudienceInsightsPage } from './audience-insights-page';
import { AudienceInsightsDocument, CREATOR_STATS_ARGS } from './analytics-operations';
import { sampleStats } from './creator-stats-model';
import { emptyStats, realStats, statsMock } from './analytics-test-data';
import { EnergyScorePage } from './energy-score-page';
import { GrowthCoachPage } from './growth-coach-page';
import { TopPostsPage } from './top-posts-page';

const ENGAGEMENT_NOTE = 'Engagement rate: likes, comments and shares per 100 views, at most 100%.';

describe('Overview', () => {
  it("shows the creator's real figures against last month, with a chart over time", async () => {
    renderWithProviders(<AnalyticsOverviewPage />, { mocks: [statsMock(realStats())] });
    expect(await screen.findByTestId('metric-views')).toHaveTextContent('200');
    expect(screen.getByTestId('metric-views')).toHaveTextContent('+25% from last month');
    expect(screen.getByTestId('metric-likes')).toHaveTextContent('-20% from last month');
    expect(screen.getByTestId('metric-comments')).toHaveTextContent('New this month');
    // (16 + 3 + 1) / 200 = 10.00%
    expect(screen.getByTestId('metric-engagement')).toHaveTextContent('10.00%');
    expect(screen.getByTestId('engagement-note')).toHaveTextContent(ENGAGEMENT_NOTE);
    expect(screen.getByTestId('performance-chart')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-all-time')).toHaveTextContent('All time: 250 views on 2 posts');
    expect(screen.queryByTestId('sample-badge')).not.toBeInTheDocument();
  });

  it('shows sample figures, labelled as such, to an account without posts', async () => {
    renderWithProviders(<AnalyticsOverviewPage />, { mocks: [statsMock(emptyStats())] });
    expect(await screen.findByTestId('sample-badge')).toHaveTextContent('Sample data');
    expect(
      screen.getByText('You have no posts yet, so these are sample figures showing how your analytics will look.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first post' })).toHaveAttribute('href', '/dashboard/create');
    const sample = sampleStats().last30Days.impressions.toLocaleString('en');
    expect(screen.getByTestId('metric-views')).toHaveTextContent(sample);
  });
});

describe('Top Posts', () => {
  it('lists the real posts by views with their likes, comments, shares and engagement', async () => {
    renderWithProviders(<TopPostsPage />, { mocks: [statsMock(realStats())] });
    const items = await screen.findAllByTestId('top-post');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('#1');
    expect(items[0]).toHaveTextContent('My most watched post #afrobeats #lagos');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/dashboard/post/post-1');
    expect(
      within(items[0])
        .getAllByRole('listitem')
        .map((figure) => figure.textContent),
    ).toEqual([
      '150 views',
      '12 likes',
      '3 comments',
      '1 share',
      // (12 + 3 + 1) / 150
      'Engagement rate: 10.67%',
    ]);
    expect(items[1]).toHaveTextContent('A quieter one');
    expect(items[1]).toHaveTextContent('0 comments');
    expect(screen.getByTestId('engagement-note')).toHaveTextContent(ENGAGEMENT_NOTE);
  });

  it('says "1 view" and never more than 100% engagement for one view, one like, one comment and one share', async () => {
    const stats = realStats();
    stats.topPosts = [{ ...stats.topPosts[0], impressions: 1, likes: 1, comments: 1, shares: 1 }];
    renderWithProviders(<TopPostsPage />, { mocks: [statsMock(stats)] });
    const [item] = await screen.findAllByTestId('top-post');
    expect(
      within(item)
        .getAllByRole('listitem')
        .map((figure) => figure.textContent),
    ).toEqual(['1 view', '1 like', '1 comment', '1 share', 'Engagement rate: 100.00%']);
  });

  describe('in Arabic', () => {
    afterEach(() => act(() => i18n.changeLanguage('en')));

    it("uses each count's Arabic plural form", async () => {
      await act(() => i18n.changeLanguage('ar'));
      const stats = realStats();
      stats.topPosts = [{ ...stats.topPosts[0], impressions: 11, likes: 1, comments: 2, shares: 3 }];
      renderWithProviders(<TopPostsPage />, { mocks: [statsMock(stats)] });
      const [item] = await screen.findAllByTestId('top-post');
      const figures = within(item)
        .getAllByRole('listitem')
        .map((figure) => figure.textContent);
      expect(figures.slice(0, 4)).toEqual(['11 مشاهدة', 'إعجاب واحد', 'تعليقان', '3 مشاركات']);
    });
  });

  it('shows sample posts, without links, to an account without posts', async () => {
    renderWithProviders(<TopPostsPage />, { mocks: [statsMock(emptyStats())] });
    expect(await screen.findByTestId('sample-badge')).toBeInTheDocument();
    const items = screen.getAllByTestId('top-post');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(
      'Behind the beat: how we recorded Lagos Nights in one weekend #afrobeats #studio',
    );
    expect(within(items[0]).queryByRole('link')).not.toBeInTheDocument();
  });

  describe('in French', () => {
    afterEach(() => act(() => i18n.changeLanguage('en')));

    it('writes the sample posts in French, their hashtags as they are', async () => {
      await act(() => i18n.changeLanguage('fr'));
      renderWithProviders(<TopPostsPage />, { mocks: [statsMock(emptyStats())] });
      expect(await screen.findByTestId('sample-badge')).toBeInTheDocument();
      const items = screen.getAllByTestId('top-post');
      expect(items[0]).toHaveTextContent(
        'Dans les coulisses du son : comment nous avons enregistré Lagos Nights en un week-end #afrobeats #studio',
      );
      expect(items[1]).toHaveTextContent(
        'Cinq photographes de rue de Nairobi à suivre absolument #photography #nairobi',
      );
      expect(screen.queryByText(/Behind the beat/)).not.toBeInTheDocument();
    });
  });
});

it('Energy Score: 87, top 10%, the three tips and verification at 85+', async () => {
  renderWithProviders(<EnergyScorePage />, { mocks: [statsMock(realStats())] });
  expect(screen.getByTestId('energy-score')).toHaveTextContent('87');
  expect(screen.getByText('Top 10% of creators')).toBeInTheDocument();
  expect(screen.getByText('Post at least 3 times per week.')).toBeInTheDocument();
  expect(screen.getByText('Reply to comments within 24 hours.')).toBeInTheDocument();
  expect(screen.getByText('Keep engagement above 5%.')).toBeInTheDocument();
  expect(screen.getByText('Verification requires Energy Score 85+.')).toBeInTheDocument();
  expect(await screen.findByTestId('energy-engagement')).toHaveTextContent('Your engagement rate this month: 10.00%');
  expect(screen.getByTestId('engagement-note')).toHaveTextContent(ENGAGEMENT_NOTE);
});

it("Growth Coach: 5-7 hashtags and a 40/30/30 content mix, with the creator's own habit", async () => {
  renderWithProviders(<GrowthCoachPage />, { mocks: [statsMock(realStats())] });
  expect(screen.getByText('Use 5-7 hashtags')).toBeInTheDocument();
  expect(screen.getByText('Content mix 40/30/30')).toBeInTheDocument();
  const mix = within(screen.getByRole('list', { name: 'Content mix 40/30/30' })).getAllByRole('listitem');
  expect(mix.map((item) => item.textContent)).toEqual([
    '40%Educate and inspire',
    '30%Entertain and connect',
    '30%Promote your work',
  ]);
  expect(await screen.findByTestId('coach-average')).toHaveTextContent(
    'Your recent posts use 1.0 hashtags on average.',
  );
});

it('Audience Insights: real followers and top cities, sample ages and hours labelled as sample', async () => {
  const city = (name: string, country: string, countryCode: string, totalImpressions: number) => ({
    __typename: 'LocationAnalytics' as const,
    city: name,
    country,
    countryCode,
    totalImpressions,
    totalClicks: 0,
  });
  renderWithProviders(<AudienceInsightsPage />, {
    mocks: [
      {
        request: { query: AudienceInsightsDocument, variables: { ...CREATOR_STATS_ARGS, limit: 5 } },
        result: {
          data: {
            myPostStats: realStats(),
            locationAnalytics: [
              city('Lagos', 'Nigeria', 'NG', 120),
              city('Nairobi', 'Kenya', 'KE', 80),
              city('Kigali', 'Rwanda', 'RW', 1),
            ],
            supporterInsights: supporters(),
          },
        },
      },
    ],
  });
  expect(await screen.findByTestId('insights-followers')).toHaveTextContent('3');
  const cities = within(screen.getByRole('list', { name: 'Top cities' })).getAllByRole('listitem');
  expect(cities[0]).toHaveTextContent('🇳🇬 Lagos, Nigeria');
  expect(cities[0]).toHaveTextContent('120 views');
  expect(cities[2]).toHaveTextContent(/Kigali, Rwanda\s*1 view$/);
  expect(
    screen.getByText('Kuza does not collect ages or viewing hours yet: these two charts are sample data.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Age groups' })).toBeInTheDocument();
  // Supporters: real figures from memberships and the ledger.
  expect(screen.getByTestId('supporters')).toHaveTextContent('3 members now');
  const tiers = within(screen.getByRole('list', { name: 'Members by tier' })).getAllByRole('listitem');
  expect(tiers.map((tier) => tier.textContent)).toEqual(['Fans2', 'Backstage (retired)1']);
  const top = within(screen.getByRole('list', { name: 'Top supporters' })).getAllByRole('listitem');
  expect(top[0]).toHaveTextContent('@ada$10.45');
  expect(screen.getByTestId('supporters-churn')).toHaveTextContent(
    '1 membership started1 membership endedChurn: 33.3% of the 3 members at the start of the month',
  );
});

it('Audience Insights: a creator without supporters sees zeros and how to start, no sample figures', async () => {
  renderWithProviders(<AudienceInsightsPage />, {
    mocks: [
      {
        request: { query: AudienceInsightsDocument, variables: { ...CREATOR_STATS_ARGS, limit: 5 } },
        result: {
          data: {
            myPostStats: realStats(),
            locationAnalytics: [],
            supporterInsights: {
              ...supporters(),
              activeMembers: 0,
              membersByTier: [],
              topSupporters: [],
              churn: { __typename: 'MembershipChurn', membersAtStart: 0, joined: 0, ended: 0, ratePercent: null },
            },
          },
        },
      },
    ],
  });
  expect(await screen.findByTestId('supporters')).toHaveTextContent('0 members now');
  expect(screen.getByText(/No membership tiers yet/)).toBeInTheDocument();
  expect(screen.getByText('No one has tipped you or bought from you yet.')).toBeInTheDocument();
  expect(screen.getByTestId('supporters-churn')).toHaveTextContent('Churn: no members at the start of the month');
});

function supporters() {
  const usd = (amountMinor: string) => ({ __typename: 'Money' as const, amountMinor, currency: 'USD' });
  return {
    __typename: 'SupporterInsights' as const,
    id: 'me',
    activeMembers: 3,
    membersByTier: [
      { __typename: 'TierMembers' as const, tierId: 't1', name: 'Fans', members: 2, retired: false },
      { __typename: 'TierMembers' as const, tierId: 't2', name: 'Backstage', members: 1, retired: true },
    ],
    topSupporters: [
      {
        __typename: 'TopSupporter' as const,
        supporter: { __typename: 'Profile' as const, id: 'p-ada', username: 'ada' },
        amount: usd('1045'),
        payments: 1,
      },
    ],
    churn: { __typename: 'MembershipChurn' as const, membersAtStart: 3, joined: 1, ended: 1, ratePercent: 33.3 },
  };
}
