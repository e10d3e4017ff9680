// Sample content of the community screens (spec §3: circle, collab request). Shown with a SampleBadge.

export const SAMPLE_CIRCLES = [
  { id: 'afrobeats', members: 1240, posts: 3820, isPrivate: false },
  { id: 'nairobi', members: 860, posts: 2145, isPrivate: false },
  { id: 'podcasters', members: 412, posts: 960, isPrivate: true },
  { id: 'founders', members: 95, posts: 310, isPrivate: true },
] as const;

export type CollabStatus = 'pending' | 'new';

export const SAMPLE_COLLABS: ReadonlyArray<{
  id: string;
  from: string;
  type: 'brandDeal' | 'feature' | 'sponsoredPost' | 'podcastGuest';
  amount: { amountMinor: string; currency: 'USD' };
  status: CollabStatus;
}> = [
  {
    id: 'r1',
    from: 'Safari Sounds',
    type: 'brandDeal',
    amount: { amountMinor: '150000', currency: 'USD' },
    status: 'new',
  },
  {
    id: 'r2',
    from: '@kofi_pod',
    type: 'podcastGuest',
    amount: { amountMinor: '20000', currency: 'USD' },
    status: 'pending',
  },
  {
    id: 'r3',
    from: 'Jollof Kitchen',
    type: 'sponsoredPost',
    amount: { amountMinor: '75000', currency: 'USD' },
    status: 'new',
  },
  { id: 'r4', from: '@zanele_art', type: 'feature', amount: { amountMinor: '0', currency: 'USD' }, status: 'pending' },
];

export const SAMPLE_SHOUTOUTS = [
  { id: 's1', from: 'kofi_pod', textKey: 'kofi' },
  { id: 's2', from: 'zanele_art', textKey: 'zanele' },
  { id: 's3', from: 'amara', textKey: 'amara' },
] as const;
