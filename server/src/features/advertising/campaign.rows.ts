import { budgetToMinor, campaignBudget, clickThroughRate } from '@kuza/common';
import { money } from '../monetize';
import { createdMicros } from '../../kernel/sql';
import type { MediaType } from '../media';
import {
  Campaign,
  type AdType,
  type CallToAction,
  type CampaignObjective,
  type CampaignStatus,
} from './campaign.types';

export interface CampaignRow {
  id: string;
  owner_id: string;
  name: string;
  objective: CampaignObjective;
  description: string;
  min_age: number;
  max_age: number;
  locations: string[];
  interests: string[];
  ad_type: AdType;
  headline: string;
  ad_description: string;
  call_to_action: CallToAction;
  destination_url: string;
  media_key: string | null;
  media_url: string | null;
  media_type: MediaType | null;
  daily_budget: string;
  total_budget: string | null;
  start_date: string;
  end_date: string | null;
  status: CampaignStatus;
  rejection_reason: string | null;
  spent: string;
  spent_minor: string;
  impressions: string;
  clicks: string;
  created_at: Date;
  created_us: string;
  reviewed_by: string | null;
  reviewed_at: Date | null;
}

/**
 * A running campaign whose end date has passed is completed: said when read, so no job has to flip it at midnight.
 * Days are the database's (the server's time zone).
 */
export const effectiveStatus = (c: string) =>
  `CASE WHEN ${c}.status IN ('active', 'paused') AND ${c}.end_date < current_date THEN 'completed' ELSE ${c}.status END`;

// Dates as text (node-postgres would turn a date into a local midnight); numeric stays text until toCampaign.
export const CAMPAIGN_COLUMNS = (
  c = 'c',
) => `${c}.id, ${c}.owner_id, ${c}.name, ${c}.objective, ${c}.description, ${c}.min_age, ${c}.max_age,
  ${c}.locations, ${c}.interests, ${c}.ad_type, ${c}.headline, ${c}.ad_description, ${c}.call_to_action, ${c}.destination_url,
  ${c}.media_key, ${c}.media_url, ${c}.media_type, ${c}.daily_budget::text, ${c}.total_budget::text, ${c}.start_date::text,
  ${c}.end_date::text, ${effectiveStatus(c)} AS status, ${c}.rejection_reason, ${c}.spent::text,
  round(${c}.spent * 100)::bigint::text AS spent_minor, ${c}.impressions::text,
  ${c}.clicks::text, ${c}.created_at, ${createdMicros(c)}::text AS created_us, ${c}.reviewed_by, ${c}.reviewed_at`;

export function toCampaign(row: CampaignRow): Campaign {
  // numeric(…, 2) dollars as text → exact cents; the deprecated Float fields keep their dollars.
  const dailyMinor = budgetToMinor(row.daily_budget)!;
  const totalMinor = row.total_budget === null ? null : budgetToMinor(row.total_budget)!;
  const dailyBudget = Number(row.daily_budget);
  const totalBudget = row.total_budget === null ? null : Number(row.total_budget);
  const impressions = Number(row.impressions);
  const clicks = Number(row.clicks);
  return Object.assign(new Campaign(), {
    id: row.id,
    name: row.name,
    objective: row.objective,
    description: row.description,
    minAge: row.min_age,
    maxAge: row.max_age,
    locations: row.locations,
    interests: row.interests,
    adType: row.ad_type,
    headline: row.headline,
    adDescription: row.ad_description,
    callToAction: row.call_to_action,
    destinationUrl: row.destination_url,
    mediaUrl: row.media_url,
    mediaType: row.media_type,
    dailyBudget,
    totalBudget,
    budget: totalBudget ?? dailyBudget,
    dailyBudgetMoney: money(dailyMinor, 'USD'),
    totalBudgetMoney: totalMinor === null ? null : money(totalMinor, 'USD'),
    budgetMoney: money(campaignBudget(dailyMinor, totalMinor), 'USD'),
    spentMoney: money(row.spent_minor, 'USD'),
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    rejectionReason: row.rejection_reason,
    spent: Number(row.spent),
    impressions,
    clicks,
    ctr: clickThroughRate(clicks, impressions),
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    ownerId: row.owner_id,
    reviewedById: row.reviewed_by,
    createdUs: row.created_us,
  });
}
