import type { EntityManager } from 'typeorm';

/** One person's part of an income. */
export interface IncomeShare {
  userId: string;
  amountMinor: bigint;
}

/** The split as it was applied to one transaction (stored with it, so a later change never rewrites history). */
export interface AppliedSplit {
  splitId: string;
  projectName: string;
  shares: Array<{ userId: string; basisPoints: number; amountMinor: string }>;
}

export interface IncomeToShare {
  /** The post that earned it (a tip on it, its purchase); null when no post is involved. */
  postId: string | null;
  /** The creator who earned it: takes what the split does not give to collaborators. */
  ownerId: string;
  /** The creator's part after Kuza's fee, in minor units. */
  amountMinor: bigint;
}

/**
 * Divides a creator's income by the split attached to the post that earned it, exactly (largest remainder: the
 * shares add up to the amount to the minor unit). Without a split the owner takes it all. Runs in the caller's
 * transaction, so the division and the posting are one.
 */
export async function incomeShares(
  _manager: EntityManager,
  income: IncomeToShare,
): Promise<{ shares: IncomeShare[]; split: AppliedSplit | null }> {
  // Issue 31: the split attached to the post divides the income; until then the owner takes it all.
  return { shares: [{ userId: income.ownerId, amountMinor: income.amountMinor }], split: null };
}
