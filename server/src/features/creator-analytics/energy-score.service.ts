import { ENERGY_SCORE, energyScore, topPercent, type EnergyScoreInputs } from '@kuza/common';
import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { requireViewer } from '../../kernel/viewer';
import { energyInputsSql, type EnergyInputsRow } from './energy-score.sql';
import type { EnergyScore } from './energy-score.types';

/** The hourly task that ranks every creator who posted in the window (the "top N %" of the Energy Score page). */
export const RANK_ENERGY_TASK = 'creator-analytics:rank-energy';
export const ENERGY_SCORE_CRON = [{ schedule: '23 * * * *', task: RANK_ENERGY_TASK }];

const inputs = (row: EnergyInputsRow | undefined): EnergyScoreInputs => ({
  posts: row?.posts ?? 0,
  commentsReceived: row?.comments_received ?? 0,
  repliedInTime: row?.replied_in_time ?? 0,
  impressions: row?.impressions ?? 0,
  engagements: row?.engagements ?? 0,
});

/** A creator's Energy Score, computed live from their last 28 days, and where it stands among active creators. */
export class EnergyScoreService {
  constructor(private readonly deps: Deps) {}

  async mine(ctx: Context): Promise<EnergyScore> {
    const viewer = requireViewer(ctx);
    const row = await sqlRow<EnergyInputsRow>(this.deps.db, energyInputsSql(true), [
      ENERGY_SCORE.windowDays,
      ENERGY_SCORE.replyWithinHours,
      viewer.id,
    ]);
    const input = inputs(row);
    const result = energyScore(input);
    const standing = await sqlRow<{ above: number; others: number; ranked_at: Date | null }>(
      this.deps.db,
      `SELECT count(*) FILTER (WHERE score > $1)::int AS above, count(*)::int AS others, max(computed_at) AS ranked_at
       FROM creator_energy_scores WHERE user_id <> $2`,
      [result.score, viewer.id],
    );
    const others = standing?.others ?? 0;
    return {
      id: viewer.id,
      score: result.score,
      parts: result.parts,
      posts: input.posts,
      commentsReceived: input.commentsReceived,
      repliedInTime: input.repliedInTime,
      impressions: input.impressions,
      engagementBasisPoints: result.engagementBasisPoints,
      // Alone, a creator has no standing to show; with others, they are ranked among them as scored now.
      topPercent: others > 0 && result.score > 0 ? topPercent((standing?.above ?? 0) + 1, others + 1) : null,
      rankedAt: standing?.ranked_at ?? null,
      verificationEligible: result.score >= ENERGY_SCORE.verification,
    };
  }

  /** Replaces the ranking with the scores of everyone who posted in the window, in one transaction. */
  async rankAll(): Promise<number> {
    const rows = await sqlRows<EnergyInputsRow>(this.deps.db, energyInputsSql(false), [
      ENERGY_SCORE.windowDays,
      ENERGY_SCORE.replyWithinHours,
    ]);
    const ids = rows.map((row) => row.user_id);
    const scores = rows.map((row) => energyScore(inputs(row)).score);
    await this.deps.db.transaction(async (manager) => {
      await manager.query(`DELETE FROM creator_energy_scores`);
      await manager.query(
        `INSERT INTO creator_energy_scores (user_id, score)
         SELECT * FROM unnest($1::uuid[], $2::int[]) AS s (user_id, score)
         WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)`,
        [ids, scores],
      );
    });
    return rows.length;
  }
}
