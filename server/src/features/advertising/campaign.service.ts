import { CAMPAIGN_LIMITS, clickThroughRate } from '@kuza/common';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { MediaService, type MediaRequest, type StoredMedia } from '../media';
import { money } from '../monetize';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import {
  type NotificationPayload,
  NotificationService,
  NOTIFIED_RETURNING,
  notifiedCampaignJson,
} from '../notifications';
import { campaignValues, checkCampaignInput } from './campaign-input';
import { CAMPAIGN_COLUMNS, effectiveStatus, toCampaign, type CampaignRow } from './campaign.rows';
import {
  CampaignStatus,
  type Campaign,
  type CampaignConnection,
  type CampaignTotals,
  type CreateCampaignInput,
} from './campaign.types';

const MEDIA_LIMITS = {
  extensions: CAMPAIGN_LIMITS.mediaExtensions,
  maxBytes: CAMPAIGN_LIMITS.mediaMaxBytes,
  message: 'campaign.mediaInvalid' as const,
};

const INSERT = `
  INSERT INTO ad_campaigns AS c (owner_id, name, objective, description, min_age, max_age, locations, interests, ad_type, headline,
    ad_description, call_to_action, destination_url, media_key, media_url, media_type, daily_budget, total_budget, start_date, end_date)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
  RETURNING ${CAMPAIGN_COLUMNS('c')}`;

type Review = { status: CampaignStatus.ACTIVE } | { status: CampaignStatus.REJECTED; reason: string | null };

/** Ad campaigns: their owners create, list, pause and resume them; admins and moderators review them. */
export class CampaignService {
  constructor(private readonly deps: Deps) {}

  private get media() {
    return this.deps.services.get(MediaService);
  }

  /**
   * A new campaign, in review. Every wizard rule is checked before the file is read; the file is stored, then the row
   * written, and the file removed again if the row cannot be: a refused campaign leaves nothing behind.
   */
  async create(ctx: Context, input: CreateCampaignInput): Promise<Campaign> {
    const viewer = requireViewer(ctx);
    const file = await this.receiveFile(input.media);
    checkCampaignInput(input, file?.filename ?? null);
    const request: MediaRequest = {
      ownerId: viewer.id,
      allowed: ['IMAGE', 'VIDEO'],
      bucket: 'ads',
      limits: MEDIA_LIMITS,
    };
    if (file) this.media.kindOf(file, request);
    const v = campaignValues(input);
    const stored: StoredMedia | null = file ? await this.media.store(file, request) : null;
    try {
      const row = await sqlRow<CampaignRow>(this.deps.db, INSERT, [
        viewer.id,
        v.name,
        v.objective,
        v.description,
        v.minAge,
        v.maxAge,
        v.locations,
        v.interests,
        v.adType,
        v.headline,
        v.adDescription,
        v.callToAction,
        v.destinationUrl,
        stored?.key ?? null,
        stored?.url ?? null,
        stored?.kind ?? null,
        v.dailyBudget,
        v.totalBudget,
        v.startDate,
        v.endDate,
      ]);
      return toCampaign(row!);
    } catch (error) {
      await this.media.remove(stored?.key);
      throw error;
    }
  }

  /** The viewer's campaigns, newest first (keyset on created_at, id). */
  async mine(ctx: Context, first?: number | null, after?: string | null): Promise<CampaignConnection> {
    const viewer = requireViewer(ctx);
    return this.page('campaigns', `c.owner_id = $2`, [viewer.id], first, after);
  }

  /** Campaigns waiting for review, newest first (staff only: the resolver says who). */
  inReview(_ctx: Context, first?: number | null, after?: string | null): Promise<CampaignConnection> {
    return this.page('campaign-review', `c.status = 'in_review'`, [], first, after);
  }

  /** The Advertising totals over all the viewer's campaigns, from their rows. */
  async totals(ctx: Context): Promise<CampaignTotals> {
    const viewer = requireViewer(ctx);
    const row = await sqlRow<{
      count: number;
      spent: string;
      spent_minor: string;
      impressions: string;
      clicks: string;
    }>(
      this.deps.db,
      `SELECT count(*)::int AS count, COALESCE(sum(spent), 0)::text AS spent,
              round(COALESCE(sum(spent), 0) * 100)::bigint::text AS spent_minor, COALESCE(sum(impressions), 0)::text AS impressions,
              COALESCE(sum(clicks), 0)::text AS clicks
       FROM ad_campaigns WHERE owner_id = $1`,
      [viewer.id],
    );
    const impressions = Number(row!.impressions);
    const clicks = Number(row!.clicks);
    return {
      count: row!.count,
      spent: Number(row!.spent),
      spentMoney: money(row!.spent_minor, 'USD'),
      impressions,
      clicks,
      averageCtr: clickThroughRate(clicks, impressions),
    };
  }

  /** The owner pauses an active campaign, or resumes a paused one. */
  async setPaused(ctx: Context, id: string, paused: boolean): Promise<Campaign> {
    const viewer = requireViewer(ctx);
    const [from, to] = paused ? ['active', 'paused'] : ['paused', 'active'];
    const row = await sqlRow<CampaignRow>(
      this.deps.db,
      `UPDATE ad_campaigns c SET status = $3 WHERE c.id = $1 AND c.owner_id = $2 AND ${effectiveStatus('c')} = $4
       RETURNING ${CAMPAIGN_COLUMNS('c')}`,
      [this.checkedId(id), viewer.id, to, from],
    );
    if (row) return toCampaign(row);
    // Nothing changed: say why.
    const current = await this.find(id);
    if (current.ownerId !== viewer.id) throw forbidden('campaignAction.notYours');
    throw badInput('id', paused ? 'campaignAction.pauseOnlyActive' : 'campaignAction.resumeOnlyPaused');
  }

  /** Staff approve (active) or reject a campaign in review; a second reviewer is told it was already reviewed. */
  async review(ctx: Context, id: string, review: Review): Promise<Campaign> {
    const viewer = requireViewer(ctx);
    const reason = review.status === CampaignStatus.REJECTED ? review.reason?.trim() || null : null;
    if (reason && reason.length > CAMPAIGN_LIMITS.rejectionReasonMaxLength)
      throw badInput('reason', 'campaignAction.rejectionReasonTooLong');
    const row = await sqlRow<CampaignRow & { notification: NotificationPayload | null }>(
      this.deps.db,
      `WITH c AS (
         UPDATE ad_campaigns c SET status = $2, rejection_reason = $3, reviewed_by = $4, reviewed_at = clock_timestamp()
         WHERE c.id = $1 AND c.status = 'in_review' RETURNING c.*
       ), notified AS (
         -- The owner is told, in this statement (unless they reviewed their own campaign).
         INSERT INTO notifications (recipient_id, actor_id, kind, ad_campaign_id)
         SELECT c.owner_id, $4, CASE WHEN $2 = 'active' THEN 'CAMPAIGN_APPROVED' ELSE 'CAMPAIGN_REJECTED' END, c.id FROM c WHERE c.owner_id <> $4
         ${NOTIFIED_RETURNING}
       )
       SELECT ${CAMPAIGN_COLUMNS('c')}, ${notifiedCampaignJson('(SELECT name FROM c)')} AS notification FROM c`,
      [this.checkedId(id), review.status, reason, viewer.id],
    );
    if (row) {
      this.deps.services.get(NotificationService).publish(row.notification);
      return toCampaign(row);
    }
    await this.find(id);
    throw badInput('id', 'campaignAction.alreadyReviewed');
  }

  private async page(
    kind: string,
    where: string,
    params: unknown[],
    first?: number | null,
    after?: string | null,
  ): Promise<CampaignConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(kind, after);
    const values: unknown[] = [size + 1, ...params];
    const bound = keyset
      ? `AND (c.created_at, c.id) < (${microsToTimestamp(`$${values.length + 1}`)}, $${values.length + 2}::uuid)`
      : '';
    if (keyset) values.push(keyset.us, keyset.id);
    const rows = await sqlRows<CampaignRow>(
      this.deps.db,
      `SELECT ${CAMPAIGN_COLUMNS('c')} FROM ad_campaigns c WHERE ${where} ${bound} ORDER BY c.created_at DESC, c.id DESC LIMIT $1`,
      values,
    );
    return toConnection(rows.map(toCampaign), size, (c) => encodeKeyset(kind, { us: c.createdUs, id: c.id }));
  }

  private async find(id: string): Promise<Campaign> {
    const row = isUuid(id)
      ? await sqlRow<CampaignRow>(this.deps.db, `SELECT ${CAMPAIGN_COLUMNS('c')} FROM ad_campaigns c WHERE c.id = $1`, [
          id,
        ])
      : undefined;
    if (!row) throw notFound('campaignAction.notFound');
    return toCampaign(row);
  }

  private checkedId(id: string): string {
    if (!isUuid(id)) throw notFound('campaignAction.notFound');
    return id;
  }

  /** The uploaded file, or a clear error when the multipart request was cut off before it arrived. */
  private async receiveFile(media: Promise<FileUpload> | null | undefined): Promise<FileUpload | null> {
    if (!media) return null;
    try {
      return await media;
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'Upload did not arrive');
      throw badInput('media', 'campaign.mediaInvalid');
    }
  }
}
