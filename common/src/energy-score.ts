// A creator's Energy Score (spec §2.3, §9): 0–100 from the three habits the Energy Score page recommends.
// One definition for the server (which computes it) and the client (which explains it).

export const ENERGY_SCORE = {
  /** The window the score reads, in days. */
  windowDays: 28,
  /** "Post at least 3 times per week": 12 posts in the window earn the frequency part in full. */
  postsPerWeek: 3,
  /** "Reply to comments within 24 hours". */
  replyWithinHours: 24,
  /** "Keep engagement above 5%": (likes + comments + shares) / impressions, in basis points. */
  engagementBasisPoints: 500,
  /** Verification requires a score of at least this. */
  verification: 85,
  parts: { frequency: 34, replies: 33, engagement: 33 },
} as const;

export type EnergyScorePartId = keyof typeof ENERGY_SCORE.parts;

export interface EnergyScoreInputs {
  /** The creator's posts in the window. */
  posts: number;
  /** Comments others wrote on the creator's posts in the window (top level and replies). */
  commentsReceived: number;
  /** Of those, the ones the creator answered (a reply of theirs) within `replyWithinHours`. */
  repliedInTime: number;
  /** Impressions of the creator's posts in the window. */
  impressions: number;
  /** Likes, comments and shares of the creator's posts in the window. */
  engagements: number;
}

export interface EnergyScoreResult {
  score: number;
  engagementBasisPoints: number;
  parts: Array<{ id: EnergyScorePartId; points: number; maxPoints: number }>;
}

/** Each part earns its points in proportion to how much of its target was met, capped at the target. */
export function energyScore(input: EnergyScoreInputs): EnergyScoreResult {
  const { parts } = ENERGY_SCORE;
  const targetPosts = (ENERGY_SCORE.postsPerWeek * ENERGY_SCORE.windowDays) / 7;
  const engagementBasisPoints =
    input.impressions > 0 ? Math.floor((input.engagements * 10_000) / input.impressions) : 0;
  const share = (done: number, target: number) => (target <= 0 ? 0 : Math.min(1, Math.max(0, done / target)));
  // Nobody to answer is no lapse: a creator without comments from others keeps the replies part, if they post at all.
  const replied =
    input.commentsReceived > 0 ? share(input.repliedInTime, input.commentsReceived) : input.posts > 0 ? 1 : 0;
  const points = {
    frequency: Math.round(parts.frequency * share(input.posts, targetPosts)),
    replies: Math.round(parts.replies * replied),
    engagement: Math.round(parts.engagement * share(engagementBasisPoints, ENERGY_SCORE.engagementBasisPoints)),
  };
  const ids = Object.keys(parts) as EnergyScorePartId[];
  return {
    score: ids.reduce((sum, id) => sum + points[id], 0),
    engagementBasisPoints,
    parts: ids.map((id) => ({ id, points: points[id], maxPoints: parts[id] })),
  };
}

/** "Top N %" for the creator ranked `rank` (1 = best) of `total` scored creators, themselves included. */
export function topPercent(rank: number, total: number): number | null {
  if (total <= 0 || rank < 1) return null;
  return Math.min(100, Math.ceil((Math.min(rank, total) * 100) / total));
}
