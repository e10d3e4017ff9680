import { firstIssue, postAccessInputSchema, postTeaser, purchaseShares, idempotencyKeySchema } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { Clock } from '../../kernel/clock';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { type ClearingProvider, LedgerService } from '../ledger';
import { NotificationService } from '../notifications';
import { type AfterCommit, type Checkout, CheckoutPurpose, type CheckoutRecord, PaymentsService } from '../payments';
import { type CreatePostInput, type Post, PostService } from '../posts';
import { incomeShares } from '../splits';
import { signMediaKey } from './media-signature';
import { ACCESS_SQL, lockedAccessByPost, toLockedAccess, type LockedAccess } from './post-access.loader';

/** The job that makes a purchase's creator shares available once the gateway settles (PENDING → AVAILABLE). */
export const SETTLE_PURCHASE_TASK = 'paid-posts:settle';

/** A locked post's rule as the create step writes it. */
interface PreparedAccess {
  kind: 'MEMBERS' | 'PAID';
  tierIds: string[];
  priceMinor: string | null;
  currency: string | null;
}

/** What a purchase's checkout carries to its handler. */
interface PurchaseMetadata {
  postId: string;
  creatorId: string;
}

/**
 * Paid posts: a post may be for members of some of its author's tiers or for buyers at a price. Its text beyond a
 * teaser and its media are answered only to those entitled (the author, members with access now, buyers); a purchase
 * goes through the gateway's checkout and, once paid, posts 70 % to the creator (divided by the post's split) and
 * 30 % to Kuza's fees.
 */
export class PaidPostService {
  constructor(private readonly deps: Deps) {}

  /** Registers the create step with posts and the handler of paid purchases with payments (app/server.ts). */
  register(): void {
    this.deps.services.get(PostService).onCreate({
      prepare: (ctx, input) => this.prepareAccess(ctx, input),
      apply: (manager, post, prepared) => this.writeAccess(manager, post, prepared as PreparedAccess),
    });
    this.deps.services
      .get(PaymentsService)
      .onCheckoutPaid(CheckoutPurpose.PURCHASE, (checkout, manager) => this.confirm(checkout, manager));
  }

  /**
   * The caller's lock of a post, batched per request; null for a public post. A post whose list statement said it
   * is public (Post.loaded.locked) needs no statement at all.
   */
  lockOf(ctx: Context, post: Post): Promise<LockedAccess | null> {
    if (post.loaded?.locked === false) return Promise.resolve(null);
    return ctx.loaders.get(lockedAccessByPost).load(post.id);
  }

  /** Post.content: the teaser to whoever is not entitled. */
  async text(ctx: Context, post: Post): Promise<string> {
    const lock = await this.lockOf(ctx, post);
    return !lock || lock.entitled ? post.content : postTeaser(post.content);
  }

  /** Post.mediaUrl: none to whoever is not entitled; a short-lived signed URL to whoever is (/media checks it). */
  async mediaUrl(ctx: Context, post: Post): Promise<string | null> {
    if (!post.mediaUrl) return null;
    const lock = await this.lockOf(ctx, post);
    if (!lock) return post.mediaUrl;
    if (!lock.entitled || !lock.mediaKey) return null;
    const access = signMediaKey(this.deps.config.jwtSecret, lock.mediaKey, this.deps.services.get(Clock).now());
    return `${post.mediaUrl}?access=${access}`;
  }

  /** createPost's access: checked before anything is stored (null: a public post). */
  private async prepareAccess(ctx: Context, input: CreatePostInput): Promise<PreparedAccess | null> {
    if (!input.access || input.access.kind === 'PUBLIC') return null;
    const viewer = requireViewer(ctx);
    const checked = firstIssue(postAccessInputSchema, input.access);
    if (!checked.ok) throw badInput(`access.${checked.issue.field}`, checked.issue.messageId);
    const { kind, tierIds, priceMinor, currency } = checked.data;
    if (kind === 'PUBLIC') return null;
    if (kind === 'PAID') return { kind, tierIds: [], priceMinor: priceMinor!, currency: currency! };
    const unique = [...new Set(tierIds ?? [])];
    const own = unique.every(isUuid)
      ? await sqlRows<{ id: string }>(
          this.deps.db,
          `SELECT id FROM membership_tiers WHERE id = ANY($1::uuid[]) AND creator_id = $2 AND retired_at IS NULL`,
          [unique, viewer.id],
        )
      : [];
    if (own.length !== unique.length) throw badInput('access.tierIds', 'paidPost.tierNotYours');
    return { kind, tierIds: unique, priceMinor: null, currency: null };
  }

  private async writeAccess(manager: EntityManager, post: Post, access: PreparedAccess): Promise<void> {
    await manager.query(
      `INSERT INTO post_access (post_id, kind, tier_ids, price_minor, currency, media_key)
       VALUES ($1, $2, $3::uuid[], $4, $5, $6)`,
      [post.id, access.kind, access.tierIds, access.priceMinor, access.currency, post.mediaKey],
    );
  }

  /** Buys a pay-per-view post: answers the checkout to pay at the gateway. */
  async unlock(ctx: Context, postId: string, idempotencyKey: string): Promise<Checkout> {
    const viewer = requireViewer(ctx);
    if (!idempotencyKeySchema.safeParse(idempotencyKey).success)
      throw badInput('idempotencyKey', 'wallet.idempotencyKey');
    const row = isUuid(postId)
      ? await sqlRow<Parameters<typeof toLockedAccess>[0] & { username: string | null; confirmed: boolean }>(
          this.deps.db,
          `SELECT a.*, pr.username, u.email_confirmed_at IS NOT NULL AS confirmed
           FROM (${ACCESS_SQL} WHERE pa.post_id = $1) a
           LEFT JOIN profiles pr ON pr.id = a.user_id LEFT JOIN users u ON u.id = a.user_id`,
          [postId, viewer.id, this.deps.services.get(Clock).now()],
        )
      : undefined;
    if (!row) {
      const exists = isUuid(postId) && (await sqlRow(this.deps.db, `SELECT 1 FROM posts WHERE id = $1`, [postId]));
      if (!exists) throw notFound('content.postNotFound');
      throw badInput('postId', 'paidPost.notForSale');
    }
    const lock = toLockedAccess(row);
    if (lock.kind !== 'PAID' || !lock.authorId || !row.username) throw badInput('postId', 'paidPost.notForSale');
    if (lock.authorId === viewer.id) throw badInput('postId', 'paidPost.cannotBuyOwn');
    if (lock.entitled) throw badInput('postId', 'paidPost.alreadyUnlocked');
    // Money reaches only accounts whose owner has shown they read their e-mail (issue 33), as for tips.
    if (!row.confirmed) throw badInput('postId', 'payment.creatorCannotReceive');
    const metadata: PurchaseMetadata = { postId, creatorId: lock.authorId };
    return this.deps.services.get(PaymentsService).createCheckout({
      purpose: CheckoutPurpose.PURCHASE,
      payerId: viewer.id,
      amountMinor: BigInt(lock.priceMinor!),
      currency: lock.currency!,
      idempotencyKey,
      request: { postId },
      metadata: { ...metadata },
      description: `Unlock a post by @${row.username}`,
    });
  }

  /** The gateway confirmed a purchase: runs once, in the transaction that marks the checkout PAID. */
  private async confirm(checkout: CheckoutRecord, manager: EntityManager): Promise<AfterCommit> {
    const meta = checkout.metadata as unknown as PurchaseMetadata;
    const purchase = await sqlRow<{ id: string }>(
      manager,
      `INSERT INTO post_purchases (post_id, buyer_id, checkout_id, amount_minor, currency)
       SELECT p.id, $2, $3, $4, $5 FROM posts p WHERE p.id = $1 RETURNING id`,
      [meta.postId, checkout.payerId, checkout.id, checkout.amountMinor.toString(), checkout.currency],
    );
    const { creatorMinor, platformMinor } = purchaseShares(checkout.amountMinor);
    // Paid for a post deleted meanwhile: the money is still the creator's (no purchase row to open).
    const { shares, split } = await incomeShares(manager, {
      postId: purchase ? meta.postId : null,
      ownerId: meta.creatorId,
      amountMinor: creatorMinor,
    });
    await this.deps.services.get(LedgerService).post(
      {
        kind: 'PURCHASE',
        idempotencyKey: `purchase:${checkout.id}`,
        request: { checkoutId: checkout.id },
        currency: checkout.currency,
        entries: [
          { account: { clearing: checkout.provider as ClearingProvider }, amountMinor: -checkout.amountMinor },
          ...shares.map((share) => ({
            account: { userId: share.userId, kind: 'PENDING' as const },
            amountMinor: share.amountMinor,
          })),
          { account: { platform: 'FEES' }, amountMinor: platformMinor },
        ],
        reference: checkout.id,
        counterpartyUserId: checkout.payerId,
        metadata: { purchaseId: purchase?.id ?? null, postId: meta.postId, split },
      },
      manager,
    );
    // The creator hears of the sale (not of one for a post deleted meanwhile: no purchase row).
    const notifications = this.deps.services.get(NotificationService);
    const notification = purchase ? await notifications.notifyPurchase(manager, meta.postId, checkout.payerId) : null;
    const runAt = new Date(Date.now() + this.deps.config.paymentSettlementDelaySeconds * 1000);
    await this.deps.jobs.addInTransaction(manager, SETTLE_PURCHASE_TASK, { checkoutId: checkout.id }, { runAt });
    return () => notifications.publish(notification);
  }

  /** The job: the gateway has settled the purchase, so the creators' shares move from pending to available, once. */
  async settle(checkoutId: string): Promise<void> {
    await this.deps.services.get(LedgerService).settlePending({
      of: `purchase:${checkoutId}`,
      idempotencyKey: `purchase-settlement:${checkoutId}`,
      reference: checkoutId,
    });
  }

  /** The caller's open tiers, for the create page's Members only choice (read from the memberships contract table). */
  async ownTiers(ctx: Context): Promise<Array<{ id: string; name: string; priceMinor: string; currency: string }>> {
    const viewer = requireViewer(ctx);
    return (
      await sqlRows<{ id: string; name: string; price_minor: string; currency: string }>(
        this.deps.db,
        `SELECT id, name, price_minor::text, currency FROM membership_tiers
         WHERE creator_id = $1 AND retired_at IS NULL ORDER BY price_minor, created_at`,
        [viewer.id],
      )
    ).map((t) => ({ id: t.id, name: t.name, priceMinor: t.price_minor, currency: t.currency }));
  }

  /** Tier names by id (Post.access), for the posts of one request. */
  async tierNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await sqlRows<{ id: string; name: string }>(
      this.deps.db,
      `SELECT id, name FROM membership_tiers WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
