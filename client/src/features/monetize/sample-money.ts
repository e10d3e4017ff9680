// Sample content of the money screens (spec §2.3: sample screens). Kuza moves no real money yet; every screen
// that shows these figures says so with a SampleBadge.

export const SAMPLE_WALLET = { available: 2450.75, pending: 320, lifetime: 12840.5 } as const;

export const SAMPLE_TRANSACTIONS = [
  { id: 't1', labelKey: 'adRevenue', daysAgo: 0, amount: 420 },
  { id: 't2', labelKey: 'tip', daysAgo: 1, amount: 15 },
  { id: 't3', labelKey: 'cashOut', daysAgo: 2, amount: -200 },
  { id: 't4', labelKey: 'brandDeal', daysAgo: 4, amount: 800 },
  { id: 't5', labelKey: 'subscriptions', daysAgo: 6, amount: 310.5 },
  { id: 't6', labelKey: 'collab', daysAgo: 9, amount: 125.25 },
] as const;

/** The four sources of the earnings panel (spec §3), this month and last month. */
export const SAMPLE_SOURCES = [
  { id: 'ads', amount: 1240, lastMonth: 1080 },
  { id: 'subscriptions', amount: 860, lastMonth: 910 },
  { id: 'collabs', amount: 540, lastMonth: 300 },
  { id: 'tips', amount: 215.5, lastMonth: 190 },
] as const;

export const SAMPLE_AD_REVENUE = {
  total: 6480.4,
  month: 1240,
  cpm: 8.6,
  impressions: 144_200,
  campaigns: [
    { id: 'c1', name: 'Safari Sounds · Summer Launch', revenue: 520.3, impressions: 60_500 },
    { id: 'c2', name: 'Jollof Kitchen · Taste Tour', revenue: 410.2, impressions: 47_700 },
    { id: 'c3', name: 'Nairobi Tech Week', revenue: 309.5, impressions: 36_000 },
  ],
  tips: [
    { id: 'p1', username: 'kofi_pod', amount: 15 },
    { id: 'p2', username: 'zanele_art', amount: 25 },
    { id: 'p3', username: 'amara', amount: 10 },
  ],
} as const;
