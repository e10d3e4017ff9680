import type { CampaignObjective, CampaignStatus } from '@kuza/common';

export interface Campaign {
  id: string;
  name: string;
  status: CampaignStatus;
  objective: CampaignObjective;
  budget: number;
  spent: number;
  impressions: number;
  clicks: number;
  /** Why staff rejected it, when they said. */
  rejectionReason?: string | null;
}

// Spec §3's sample campaigns: what an account with no campaigns of its own sees, with a SampleBadge.
export const SAMPLE_CAMPAIGNS: readonly Campaign[] = [
  {
    id: 'c1',
    name: 'Lagos Nights EP launch',
    status: 'active',
    objective: 'awareness',
    budget: 500,
    spent: 342.5,
    impressions: 45_200,
    clicks: 1_130,
  },
  {
    id: 'c2',
    name: 'Afrobeats Masterclass sign-ups',
    status: 'paused',
    objective: 'conversions',
    budget: 300,
    spent: 120.75,
    impressions: 12_800,
    clicks: 410,
  },
  {
    id: 'c3',
    name: 'Nairobi Street Style video',
    status: 'completed',
    objective: 'video_views',
    budget: 250,
    spent: 262.4,
    impressions: 38_900,
    clicks: 860,
  },
  {
    id: 'c4',
    name: 'Podcast season 2 teaser',
    status: 'draft',
    objective: 'engagement',
    budget: 150,
    spent: 0,
    impressions: 0,
    clicks: 0,
  },
];
