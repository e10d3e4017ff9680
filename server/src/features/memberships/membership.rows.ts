// Rows of the membership tables and how they become GraphQL objects.
import { money } from '../monetize';
import { Member, Membership, MembershipPayment, MembershipTier, type MembershipStatus } from './membership.types';

export interface TierRow {
  id: string;
  creator_id: string;
  name: string;
  description: string;
  price_minor: string;
  currency: string;
  is_open: boolean;
  retired_at: Date | null;
  created_at: Date;
  members_count: number;
  viewer_is_member: boolean;
}

/** The tier `t`'s columns, with its members with access at `$now` and whether `$viewer` is one (params named). */
export const tierColumns = (now: string, viewer: string) => `t.id, t.creator_id, t.name, t.description,
  t.price_minor::text, t.currency, t.is_open, t.retired_at, t.created_at,
  (SELECT count(*)::int FROM memberships m WHERE m.tier_id = t.id AND m.access_until > ${now}) AS members_count,
  EXISTS (SELECT 1 FROM memberships m WHERE m.tier_id = t.id AND m.member_id = ${viewer}::uuid
          AND m.access_until > ${now}) AS viewer_is_member`;

export const toTier = (row: TierRow): MembershipTier =>
  Object.assign(new MembershipTier(), {
    id: row.id,
    name: row.name,
    description: row.description,
    price: money(row.price_minor, row.currency),
    isOpen: row.is_open && row.retired_at === null,
    retiredAt: row.retired_at,
    membersCount: row.members_count,
    viewerIsMember: row.viewer_is_member,
    createdAt: row.created_at,
  });

export interface PaymentRow {
  id: string;
  membership_id: string;
  amount_minor: string;
  currency: string;
  charge_reference: string;
  period_start: Date;
  period_end: Date;
  paid_at: Date;
}

export const toPayment = (row: PaymentRow): MembershipPayment =>
  Object.assign(new MembershipPayment(), {
    id: row.id,
    amount: money(row.amount_minor, row.currency),
    reference: row.charge_reference,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    paidAt: row.paid_at,
  });

export interface MembershipRow {
  id: string;
  tier_id: string;
  member_id: string;
  creator_id: string;
  creator_username: string;
  status: MembershipStatus;
  price_minor: string;
  currency: string;
  created_at: Date;
  current_period_end: Date;
  access_until: Date;
  next_renewal_at: Date | null;
  cancelled_at: Date | null;
  lapsed_at: Date | null;
}

export const MEMBERSHIP_COLUMNS = `m.id, m.tier_id, m.member_id, m.creator_id, cp.username AS creator_username, m.status,
  COALESCE(m.price_minor, mt.price_minor)::text AS price_minor, COALESCE(m.currency, mt.currency) AS currency,
  m.created_at, m.current_period_end, m.access_until, m.next_renewal_at, m.cancelled_at, m.lapsed_at`;

export const toMembership = (row: MembershipRow, tier: MembershipTier, payments: MembershipPayment[]): Membership =>
  Object.assign(new Membership(), {
    id: row.id,
    tier,
    creatorUsername: row.creator_username,
    status: row.status,
    price: money(row.price_minor, row.currency),
    since: row.created_at,
    currentPeriodEnd: row.current_period_end,
    accessUntil: row.access_until,
    renewsAt: row.next_renewal_at,
    cancelledAt: row.cancelled_at,
    lapsedAt: row.lapsed_at,
    payments,
  });

export interface MemberRow {
  id: string;
  username: string;
  avatar_url: string | null;
  tier_id: string;
  tier_name: string;
  status: MembershipStatus;
  created_at: Date;
  created_us: string;
  access_until: Date;
  lifetime_minor: string;
  currency: string;
}

export const toMember = (row: MemberRow): Member =>
  Object.assign(new Member(), {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatar_url,
    tierId: row.tier_id,
    tierName: row.tier_name,
    status: row.status,
    since: row.created_at,
    accessUntil: row.access_until,
    lifetime: money(row.lifetime_minor, row.currency),
  });
