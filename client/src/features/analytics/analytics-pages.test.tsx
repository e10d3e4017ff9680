import { act, screen, within } from '@testing-library/react';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { AnalyticsOverviewPage } from './analytics-overview-page';
import { AudienceInsightsPage } from './audience-insights-page';
import { AudienceInsightsDocument, CREATOR_STATS_ARGS, MyEnergyScoreDocument } from './analytics-operations';
import { emptyStats, realStats, statsMock } from './analytics-test-data';
import { EnergyScorePage } from './energy-score-page';
import { localOffsetMinutes } from './audience-activity-model';
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

  it('shows an account without posts its real zeros and how to start, no sample figures', async () => {
    renderWithProviders(<AnalyticsOverviewPage />, { mocks: [statsMock(emptyStats())] });
    expect(await screen.findByTestId('analytics-start')).toHaveTextContent(
      'You have no posts yet: these are your real figures, all zero for now. They start with your first post.',
    );
    expect(screen.getByRole('link', { name: 'Create your first post' })).toHaveAttribute('href', '/dashboard/create');
    expect(screen.getByTestId('metric-views')).toHaveTextContent(/^Views0/);
    expect(screen.queryByTestId('sample-badge')).not.toBeInTheDocument();
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

  it('tells an account without posts how to start, with no sample posts', async () => {
    renderWithProviders(<TopPostsPage />, { mocks: [statsMock(emptyStats())] });
    expect(await screen.findByTestId('analytics-start')).toBeInTheDocument();
    expect(screen.queryAllByTestId('top-post')).toHaveLength(0);
    expect(screen.queryByText(/Behind the beat/)).not.toBeInTheDocument();
  });
});

const energyMock = (overrides: Record<string, unknown> = {}) => ({
  request: { query: MyEnergyScoreDocument },
  result: {
    data: {
      myEnergyScore: {
        __typename: 'EnergyScore' as const,
        id: 'me',
        score: 84,
        parts: [
          { __typename: 'EnergyScorePart' as const, id: 'frequency', points: 34, maxPoints: 34 },
          { __typename: 'EnergyScorePart' as const, id: 'replies', points: 17, maxPoints: 33 },
          { __typename: 'EnergyScorePart' as const, id: 'engagement', points: 33, maxPoints: 33 },
        ],
        posts: 12,
        commentsReceived: 2,
        repliedInTime: 1,
        impressions: 200,
        engagementBasisPoints: 1050,
        topPercent: 10,
        verificationEligible: false,
        ...overrides,
      },
    },
  },
});

it("Energy Score: the creator's real score, rank, each habit's points and the way to verification", async () => {
  renderWithProviders(<EnergyScorePage />, { mocks: [energyMock()] });
  expect(await screen.findByTestId('energy-score')).toHaveTextContent('84');
  expect(screen.getByTestId('energy-rank')).toHaveTextContent('Top 10% of creators');
  expect(screen.getByTestId('energy-part-frequency')).toHaveTextContent(
    'Post at least 3 times per week.34/34 points' + 'Posts in the last 4 weeks: 12 (goal: 12)',
  );
  expect(screen.getByTestId('energy-part-replies')).toHaveTextContent(
    'Reply to comments within 24 hours.17/33 points' + 'Comments answered within a day: 1 of 2',
  );
  expect(screen.getByTestId('energy-part-engagement')).toHaveTextContent(
    'Keep engagement above 5%.33/33 points' + 'Engagement over the last 4 weeks: 10.5%',
  );
  expect(screen.getByTestId('energy-verification')).toHaveTextContent(
    'Verification requires Energy Score 85+. Points to go: 1.',
  );
  expect(screen.getByTestId('engagement-note')).toHaveTextContent(ENGAGEMENT_NOTE);
});

it('Energy Score: a creator without posts sees 0, no rank yet, and how to start', async () => {
  renderWithProviders(<EnergyScorePage />, {
    mocks: [
      energyMock({
        score: 0,
        posts: 0,
        commentsReceived: 0,
        repliedInTime: 0,
        impressions: 0,
        engagementBasisPoints: 0,
        topPercent: null,
        parts: [
          { __typename: 'EnergyScorePart', id: 'frequency', points: 0, maxPoints: 34 },
          { __typename: 'EnergyScorePart', id: 'replies', points: 0, maxPoints: 33 },
          { __typename: 'EnergyScorePart', id: 'engagement', points: 0, maxPoints: 33 },
        ],
      }),
    ],
  });
  expect(await screen.findByTestId('energy-score')).toHaveTextContent('0');
  expect(screen.getByTestId('analytics-start')).toBeInTheDocument();
  expect(screen.getByTestId('energy-rank')).toHaveTextContent('once others have been ranked');
  expect(screen.getByTestId('energy-part-replies')).toHaveTextContent('No comments from others yet');
  expect(screen.getByTestId('energy-part-engagement')).toHaveTextContent('No views in the last 4 weeks yet.');
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

it("Audience Insights: real followers, top cities, active hours and followers' languages", async () => {
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
            myAudienceActivity: activity(
              Array.from({ length: 24 }, (_, hour) => (hour === utcHourOfLocal(14) ? 3 : 0)),
              [
                { language: 'sw', followers: 2 },
                { language: null, followers: 1 },
              ],
            ),
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
  // Three events at 14:00 in the machine's time zone: the afternoon.
  const hours = within(screen.getByRole('list', { name: 'When your audience is online' })).getAllByRole('listitem');
  expect(hours.map((row) => row.textContent)).toEqual([
    'Morning (6-12)0%',
    'Afternoon (12-18)100%',
    'Evening (18-24)0%',
    'Night (0-6)0%',
  ]);
  const languages = within(screen.getByRole('list', { name: "Your followers' languages" })).getAllByRole('listitem');
  expect(languages.map((row) => row.textContent)).toEqual(['Kiswahili67%', 'Not chosen33%']);
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
            myAudienceActivity: activity(
              Array.from({ length: 24 }, () => 0),
              [],
            ),
          },
        },
      },
    ],
  });
  expect(await screen.findByTestId('supporters')).toHaveTextContent('0 members now');
  expect(screen.getByText(/No membership tiers yet/)).toBeInTheDocument();
  expect(screen.getByText('No one has tipped you or bought from you yet.')).toBeInTheDocument();
  expect(screen.getByTestId('supporters-churn')).toHaveTextContent('Churn: no members at the start of the month');
  expect(screen.getByText('No audience activity in the last 30 days yet.')).toBeInTheDocument();
  expect(screen.getByText('No followers yet.')).toBeInTheDocument();
});

function activity(utcHours: number[], languages: Array<{ language: string | null; followers: number }>) {
  return {
    __typename: 'AudienceActivity' as const,
    id: 'me',
    utcHours,
    languages: languages.map((row) => ({ __typename: 'AudienceLanguage' as const, ...row })),
  };
}

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

/** The UTC hour that is `hour` o'clock here. */
function utcHourOfLocal(hour: number) {
  return ((Math.floor((hour * 60 - localOffsetMinutes()) / 60) % 24) + 24) % 24;
}
