import { BASIS_POINTS_WHOLE, splitByBasisPoints } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { preparedIn } from '../../db/prepared';

/** One person's part of an income. */
export interface IncomeShare {
  userId: string;
  amountMinor: bigint;
}

/** The split as it was applied to one transaction (stored with it, so a later change never rewrites history). */
export interface AppliedSplit {
  splitId: string;
  projectName: string;
  ownerId: string;
  /** The owner first (the rest of 100 %), then each collaborator in the split's order; amounts in minor units. */
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
  manager: EntityManager,
  income: IncomeToShare,
): Promise<{ shares: IncomeShare[]; split: AppliedSplit | null }> {
  const alone = { shares: [{ userId: income.ownerId, amountMinor: income.amountMinor }], split: null };
  if (!income.postId) return alone;
  // Only a split the earner owns divides their income (attaching checks it too; this keeps it true if either changes).
  const rows = await preparedIn<{ split_id: string; project_name: string; user_id: string; basis_points: number }>(
    manager,
    `SELECT s.id AS split_id, s.project_name, sh.user_id, (sh.percentage * 100)::int AS basis_points
     FROM post_splits ps
     JOIN earnings_splits s ON s.id = ps.split_id AND s.owner_id = $2
     JOIN earnings_split_shares sh ON sh.split_id = s.id AND sh.user_id <> s.owner_id
     WHERE ps.post_id = $1::uuid
     ORDER BY sh.position`,
    [income.postId, income.ownerId],
  );
  if (rows.length === 0) return alone;
  return divideBySplit(income.ownerId, income.amountMinor, {
    splitId: rows[0]!.split_id,
    projectName: rows[0]!.project_name,
    collaborators: rows.map((row) => ({ userId: row.user_id, basisPoints: row.basis_points })),
  });
}

/** The pure division (tested with random splits): the owner takes 100 % minus the collaborators' basis points. */
export function divideBySplit(
  ownerId: string,
  amountMinor: bigint,
  split: { splitId: string; projectName: string; collaborators: Array<{ userId: string; basisPoints: number }> },
): { shares: IncomeShare[]; split: AppliedSplit } {
  const given = split.collaborators.reduce((sum, share) => sum + share.basisPoints, 0);
  const parts = [{ userId: ownerId, basisPoints: BASIS_POINTS_WHOLE - given }, ...split.collaborators];
  const amounts = splitByBasisPoints(
    amountMinor,
    parts.map((part) => part.basisPoints),
  );
  const shares = parts.map((part, index) => ({ userId: part.userId, amountMinor: amounts[index]! }));
  return {
    shares,
    split: {
      splitId: split.splitId,
      projectName: split.projectName,
      ownerId,
      shares: parts.map((part, index) => ({ ...part, amountMinor: amounts[index]!.toString() })),
    },
  };
}
