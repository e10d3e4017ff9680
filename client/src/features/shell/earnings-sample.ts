import { LIMITS } from '@kuza/common';

// Spec §3 "Earnings panel": hard-coded sample figures in naira (the goal is ₦100,000; progress = current / goal).
// Kuza moves no real money yet, and the panel says so.
export const SAMPLE_EARNINGS = {
  today: 4_250,
  month: 68_400,
  goal: LIMITS.earningsGoalNaira,
  current: 68_400,
  sources: [
    { key: 'ads', amount: 28_600 },
    { key: 'subscriptions', amount: 19_800 },
    { key: 'collabs', amount: 12_500 },
    { key: 'tips', amount: 7_500 },
  ],
} as const;
